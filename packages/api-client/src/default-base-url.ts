/** The platform's public API host, used when no `baseUrl` is given. */
export const DEFAULT_BASE_URL = 'https://api.vapi.ai';

/** The base every path is appended to: the default host, and never a trailing slash (paths start with one). */
export function baseUrlOf(baseUrl: string | undefined): string {
  return (baseUrl ?? DEFAULT_BASE_URL).replace(/\/$/, '');
}
