// The names every browser suite and the contract page use for the call they make, declared once. No imports: the
// page bundles it, and the runners in Node read it.

export const PUBLIC_KEY = 'public-key-contract';
export const TARGET = { assistantId: 'assistant-contract' } as const;
/** What daily-js says when its call-machine bundle cannot load: every suite keeps it offline. */
export const BUNDLE_ERROR = 'Failed to load call object bundle';
