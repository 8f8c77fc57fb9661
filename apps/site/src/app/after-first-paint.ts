/** How long a page that never reports its first contentful paint waits before its work runs anyway. */
const FALLBACK_MS = 3000;

/**
 * Runs `work` once the browser has put the page's first contentful paint on screen (its `paint` performance entry
 * is reported only after the frame is presented), so that what `work` asks of the network and the CPU cannot hold
 * back that paint. A page hidden on purpose (index.html's script hides an error view until the app renders it in
 * its language) paints nothing contentful, so its work runs at once; a browser without paint timing waits one
 * frame; and a page that has painted nothing after a few seconds (a tab opened in the background) runs it anyway.
 */
export function afterFirstPaint(work: () => void): void {
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  if (document.documentElement.style.visibility === 'hidden' || painted()) {
    setTimeout(work, 0);
    return;
  }
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => setTimeout(work, 0));
    return;
  }
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(fallback);
    work();
  };
  const observer = new PerformanceObserver(() => {
    if (painted()) run();
  });
  observer.observe({ type: 'paint', buffered: true });
  const fallback = setTimeout(run, FALLBACK_MS);
}

/** Asks for the modules a page lists (space-separated URLs) without running them yet. */
export function preloadModules(urls: string | undefined): void {
  for (const url of urls?.split(' ').filter(Boolean) ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = url;
    document.head.append(link);
  }
}
