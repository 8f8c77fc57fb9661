import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildContentSecurityPolicy, scriptHash } from '../../vite-plugins/content-security-policy';

const directive = (csp: string, name: string) =>
  csp
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('buildContentSecurityPolicy', () => {
  const csp = buildContentSecurityPolicy({
    inlineScripts: ['console.log(1)'],
    platformBaseUrl: 'https://platform.example.com/v1',
    contactEndpoint: 'https://forms.example.org/contact',
  });

  it('allows the inline theme script by its hash, never unsafe-inline', () => {
    const expected = `'sha256-${createHash('sha256').update('console.log(1)').digest('base64')}'`;
    expect(scriptHash('console.log(1)')).toBe(expected);
    expect(directive(csp, 'script-src')).toContain(expected);
    expect(directive(csp, 'script-src')).not.toContain("'unsafe-inline'");
  });

  it('allows only self, the platform, daily.co and the scheduling host', () => {
    expect(directive(csp, 'connect-src')).toEqual([
      "'self'",
      'https://platform.example.com',
      'https://forms.example.org',
      'https://*.daily.co',
      'wss://*.daily.co',
    ]);
    expect(directive(csp, 'frame-src')).toEqual(['https://calendly.com', 'https://*.daily.co']);
    expect(directive(csp, 'script-src')).toContain('https://assets.calendly.com');
  });

  it('locks plugins and the base URL', () => {
    expect(directive(csp, 'object-src')).toEqual(["'none'"]);
    expect(directive(csp, 'base-uri')).toEqual(["'self'"]);
  });

  it('adds nothing for a same-origin contact endpoint', () => {
    const local = buildContentSecurityPolicy({
      inlineScripts: [],
      platformBaseUrl: 'https://api.vapi.ai',
      contactEndpoint: '/api',
    });
    expect(directive(local, 'connect-src')).toEqual([
      "'self'",
      'https://api.vapi.ai',
      'https://*.daily.co',
      'wss://*.daily.co',
    ]);
  });
});
