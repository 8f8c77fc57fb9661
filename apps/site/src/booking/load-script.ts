/** The part of `document` the loader needs (tests pass a sandbox that fetches nothing). */
export type ScriptDocument = Pick<Document, 'querySelector' | 'createElement' | 'head'>;

/** Loads a script by URL. */
export type ScriptLoader = (src: string) => Promise<void>;

/**
 * Inserts `<script src>` once and resolves when it has run. Rejects when it fails to load or takes longer
 * than `timeoutMs` (a blocked third-party host often neither loads nor errors for a long time).
 */
export function loadScript(
  src: string,
  options: { timeoutMs?: number; doc?: ScriptDocument } = {},
): Promise<void> {
  const { timeoutMs = 10_000, doc = document } = options;
  return new Promise((resolve, reject) => {
    const existing = doc.querySelector<HTMLScriptElement>(`script[src="${src}"]`);
    if (existing?.dataset.loaded === 'true') return resolve();
    const script = existing ?? doc.createElement('script');
    const timer = setTimeout(() => reject(new Error(`Timed out loading ${src}`)), timeoutMs);
    script.addEventListener('load', () => {
      clearTimeout(timer);
      script.dataset.loaded = 'true';
      resolve();
    });
    script.addEventListener('error', () => {
      clearTimeout(timer);
      script.remove();
      reject(new Error(`Failed to load ${src}`));
    });
    if (!existing) {
      script.src = src;
      script.async = true;
      doc.head.append(script);
    }
  });
}
