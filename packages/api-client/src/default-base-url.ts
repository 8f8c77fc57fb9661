/** The platform's public API host, used when no `baseUrl` is given. */
export const DEFAULT_BASE_URL = 'https://api.vapi.ai';
