// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { scriptHash } from '../../vite-plugins/content-security-policy';
import { cspPlugin } from '../../vite-plugins/csp-plugin';

const indexHtml = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
type Transform = (html: string, context: { server?: unknown }) => string;
const transform = cspPlugin({
  platformBaseUrl: 'https://api.vapi.ai',
  contactEndpoint: undefined,
  liveCalls: true,
  schedulingUrl: 'https://calendly.com/clinic/60min',
}).transformIndexHtml as unknown as { handler: Transform };

describe('cspPlugin on the real index.html', () => {
  it('fills the meta tag with the hash of the inline theme script', () => {
    const html = transform.handler(indexHtml, {});
    const body = /<script data-theme-script>([\s\S]*?)<\/script>/.exec(indexHtml)?.[1] ?? '';
    expect(body).toContain("localStorage.getItem('theme')");
    const policy = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(policy).toContain(scriptHash(body));
    expect(policy.split('; ').find((part) => part.startsWith('script-src'))).not.toContain("'unsafe-inline'");
    // The page policy every page starts from: no scheduling widget (the booking pages get theirs).
    expect(policy).toContain("frame-src 'none'");
    expect(policy).not.toContain('calendly');
    // No style attributes outside the booking pages (the prerenderer refuses one there).
    expect(policy.split('; ').find((part) => part.startsWith('style-src'))).toBe("style-src 'self'");
  });

  it('changes the hash when the script changes, so the policy cannot drift', () => {
    const edited = indexHtml.replace("d.classList.add('js');", "d.classList.add('js-enabled');");
    expect(transform.handler(edited, {})).not.toBe(transform.handler(indexHtml, {}));
  });

  it('drops the policy on the dev server, whose own inline scripts it would block', () => {
    expect(transform.handler(indexHtml, { server: {} })).not.toContain('Content-Security-Policy');
  });

  it('refuses an index.html without the placeholder', () => {
    expect(() => transform.handler('<html><head></head></html>', {})).toThrow(/placeholder/);
  });
});
