// Replaces tough-cookie in the site's bundle (see vite.config.ts). msw reads the cookies of every request it
// answers through tough-cookie's CookieJar, which brings the whole public-suffix list (~120 KB gzipped) into the
// simulated demo's chunk. The simulated platform neither sets nor reads cookies, so an always-empty jar is exact.

/** No stored cookie is ever restored. */
export const Cookie = { fromJSON: (): undefined => undefined };

/** The store msw indexes; always empty. */
export class MemoryCookieStore {
  idx: Record<string, unknown> = {};
}

/** A jar that holds nothing. */
export class CookieJar {
  getCookiesSync(): never[] {
    return [];
  }

  async setCookie(): Promise<void> {}
}
