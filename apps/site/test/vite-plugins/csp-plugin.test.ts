// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SITE_MAP } from '../../src/app/site-pages';
import { scriptHash } from '../../vite-plugins/content-security-policy';
import { cspPlugin, inlineScriptsOf, sitePolicies } from '../../vite-plugins/csp-plugin';
import { headScriptPlugin } from '../../vite-plugins/head-script-plugin';

const headScript = headScriptPlugin().transformIndexHtml as unknown as { handler: (html: string) => string };
// index.html as the client build writes it: with its head script.
const indexHtml = headScript.handler(readFileSync(new URL('../../index.html', import.meta.url), 'utf8'));
type Transform = (html: string, context: { server?: unknown }) => string;
const transform = cspPlugin().transformIndexHtml as unknown as { handler: Transform };

/** The policies the prerenderer writes for a template (src/entry-server.tsx's documentPolicies, with set options). */
const policiesOf = (html: string) =>
  sitePolicies(SITE_MAP, {
    inlineScripts: inlineScriptsOf(html),
    platformBaseUrl: 'https://api.vapi.ai',
    liveCalls: true,
    schedulingUrl: 'https://calendly.com/clinic/60min',
  });

describe('the policies of the real index.html', () => {
  it('allow its inline head script by hash, and nothing inline else', () => {
    const body = /<script data-head-script>([\s\S]*?)<\/script>/.exec(indexHtml)?.[1] ?? '';
    expect(body).toContain('localStorage.getItem(`theme`)');
    const { other: policy } = policiesOf(indexHtml);
    expect(policy).toContain(scriptHash(body));
    expect(policy.split('; ').find((part) => part.startsWith('script-src'))).not.toContain("'unsafe-inline'");
    // The error view's: a document keeps its policy through client-side navigations, so it allows the
    // scheduling widget's script and frame, which the booking page can show after one.
    expect(policy).toContain('frame-src https://calendly.com');
    // No style attributes outside the booking pages (the prerenderer refuses one there).
    expect(policy.split('; ').find((part) => part.startsWith('style-src'))).not.toContain("'unsafe-inline'");
  });

  it('change their hash when the script changes, so a policy cannot drift', () => {
    const edited = indexHtml.replace('.add(`js`)', '.add(`js-enabled`)');
    expect(edited).not.toBe(indexHtml);
    expect(policiesOf(edited).other).not.toBe(policiesOf(indexHtml).other);
  });
});

describe('cspPlugin', () => {
  it('keeps the placeholder for the prerenderer in a build', () => {
    expect(transform.handler(indexHtml, {})).toContain('%CONTENT_SECURITY_POLICY%');
  });

  it('drops the policy on the dev server, whose own inline scripts it would block', () => {
    expect(transform.handler(indexHtml, { server: {} })).not.toContain('Content-Security-Policy');
  });

  it('refuses an index.html without the placeholder', () => {
    expect(() => transform.handler('<html><head></head></html>', {})).toThrow(/placeholder/);
  });
});
