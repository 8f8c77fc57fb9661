// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { scriptHash } from '../../vite-plugins/content-security-policy';
import { cspPlugin } from '../../vite-plugins/csp-plugin';
import { headScriptPlugin } from '../../vite-plugins/head-script-plugin';

const headScript = headScriptPlugin().transformIndexHtml as unknown as { handler: (html: string) => string };
// index.html as the build has it when the CSP plugin runs: with its head script written.
const indexHtml = headScript.handler(readFileSync(new URL('../../index.html', import.meta.url), 'utf8'));
type Transform = (html: string, context: { server?: unknown }) => string;
const transform = cspPlugin({
  platformBaseUrl: 'https://api.vapi.ai',
  contactEndpoint: undefined,
  liveCalls: true,
  schedulingUrl: 'https://calendly.com/clinic/60min',
}).transformIndexHtml as unknown as { handler: Transform };

describe('cspPlugin on the real index.html', () => {
  it('fills the meta tag with the hash of the inline head script', () => {
    const html = transform.handler(indexHtml, {});
    const body = /<script data-head-script>([\s\S]*?)<\/script>/.exec(indexHtml)?.[1] ?? '';
    expect(body).toContain('localStorage.getItem(`theme`)');
    const policy = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(policy).toContain(scriptHash(body));
    expect(policy.split('; ').find((part) => part.startsWith('script-src'))).not.toContain("'unsafe-inline'");
    // The error view's: a document keeps its policy through client-side navigations, so it allows the
    // scheduling widget's script and frame, which the booking page can show after one.
    expect(policy).toContain('frame-src https://calendly.com');
    // No style attributes outside the booking pages (the prerenderer refuses one there).
    expect(policy.split('; ').find((part) => part.startsWith('style-src'))).not.toContain("'unsafe-inline'");
  });

  it('changes the hash when the script changes, so the policy cannot drift', () => {
    const edited = indexHtml.replace('.add(`js`)', '.add(`js-enabled`)');
    expect(edited).not.toBe(indexHtml);
    expect(transform.handler(edited, {})).not.toBe(transform.handler(indexHtml, {}));
  });

  it('drops the policy on the dev server, whose own inline scripts it would block', () => {
    expect(transform.handler(indexHtml, { server: {} })).not.toContain('Content-Security-Policy');
  });

  it('refuses an index.html without the placeholder', () => {
    expect(() => transform.handler('<html><head></head></html>', {})).toThrow(/placeholder/);
  });
});
