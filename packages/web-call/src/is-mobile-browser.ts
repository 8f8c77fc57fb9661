/** The default `isMobile`: a mobile user agent, or an iPad that reports itself as a Mac. */
export function isMobileBrowser(): boolean {
  const agent = globalThis.navigator?.userAgent ?? '';
  return /android|iphone|ipad|ipod/i.test(agent) || (/Macintosh/.test(agent) && navigator.maxTouchPoints > 1);
}
