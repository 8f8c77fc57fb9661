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
    liveCalls: true,
    schedulingUrl: 'https://calendly.com/clinic/60min',
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
      'https://*.dailywebrtc.com',
      'wss://*.dailywebrtc.com',
      'https://*.dailywebrtc.net',
      'wss://*.dailywebrtc.net',
    ]);
    expect(directive(csp, 'frame-src')).toEqual(['https://calendly.com']);
    expect(directive(csp, 'script-src')).toContain('https://assets.calendly.com');
  });

  it("lets daily-js load its call machine as a script, never through 'unsafe-eval'", () => {
    expect(directive(csp, 'script-src')).toEqual(
      expect.arrayContaining([
        'https://c.daily.co',
        'https://c.dailywebrtc.com',
        'https://c.dailywebrtc.net',
        'blob:',
      ]),
    );
    expect(directive(csp, 'script-src')).not.toContain("'unsafe-eval'");
    expect(directive(csp, 'worker-src')).toEqual(["'self'", 'blob:']);
  });

  it('allows no platform and no daily.co host in a simulated build (the demo answers in the page)', () => {
    const simulated = buildContentSecurityPolicy({
      inlineScripts: [],
      platformBaseUrl: 'https://platform.example.com',
      liveCalls: false,
    });
    expect(directive(simulated, 'connect-src')).toEqual(["'self'"]);
    expect(simulated).not.toMatch(/daily(\.co|webrtc)/);
    expect(directive(simulated, 'script-src')).not.toContain('blob:');
    expect(directive(simulated, 'worker-src')).toEqual(["'self'"]);
    expect(directive(simulated, 'media-src')).toEqual(["'self'", 'blob:']);
  });

  it('allows the scheduling widget only where it is shown, its frame on the configured event origin', () => {
    const page = buildContentSecurityPolicy({
      inlineScripts: [],
      platformBaseUrl: 'https://api.vapi.ai',
      liveCalls: false,
    });
    expect(directive(page, 'frame-src')).toEqual(["'none'"]);
    expect(page).not.toContain('calendly');
    const booking = buildContentSecurityPolicy({
      inlineScripts: [],
      platformBaseUrl: 'https://api.vapi.ai',
      liveCalls: false,
      schedulingUrl: 'https://book.example.net/team/60min?x=1',
    });
    expect(directive(booking, 'frame-src')).toEqual(['https://book.example.net']);
    expect(directive(booking, 'script-src')).toEqual(["'self'", 'https://assets.calendly.com']);
    expect(booking).not.toContain('https://calendly.com');
  });

  it("allows style attributes ('unsafe-inline' in style-src) only where asked: the booking pages", () => {
    const page = buildContentSecurityPolicy({
      inlineScripts: [],
      platformBaseUrl: 'https://api.vapi.ai',
      liveCalls: false,
    });
    expect(directive(page, 'style-src')).toEqual(["'self'"]);
    const booking = buildContentSecurityPolicy({
      inlineScripts: [],
      platformBaseUrl: 'https://api.vapi.ai',
      liveCalls: false,
      schedulingUrl: 'https://calendly.com/clinic/60min',
      inlineStyleAttributes: true,
    });
    expect(directive(booking, 'style-src')).toEqual([
      "'self'",
      "'unsafe-inline'",
      'https://assets.calendly.com',
    ]);
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
      liveCalls: true,
    });
    expect(directive(local, 'connect-src')).toEqual([
      "'self'",
      'https://api.vapi.ai',
      'https://*.daily.co',
      'wss://*.daily.co',
      'https://*.dailywebrtc.com',
      'wss://*.dailywebrtc.com',
      'https://*.dailywebrtc.net',
      'wss://*.dailywebrtc.net',
    ]);
  });
});
