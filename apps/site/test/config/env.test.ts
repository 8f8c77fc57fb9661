import { describe, expect, it } from 'vitest';
import { ENV_DEFAULTS, parseEnv } from '../../src/config/parse-env';

describe('parseEnv', () => {
  it('uses the contract defaults when nothing is set', () => {
    expect(parseEnv({})).toEqual({
      platformPublicKey: undefined,
      // Unset: the placeholder id is the demo's to use, on the simulated platform (demoModeOf).
      demoAssistantId: undefined,
      platformBaseUrl: 'https://api.vapi.ai',
      demoPhoneNumber: undefined,
      schedulingUrl: ENV_DEFAULTS.schedulingUrl,
      contactEndpoint: undefined,
      foundingDeadline: '2025-10-30',
      founderName: undefined,
    });
  });

  it('takes valid values', () => {
    const env = parseEnv({
      VITE_PLATFORM_PUBLIC_KEY: ' pk_live-123 ',
      VITE_DEMO_ASSISTANT_ID: 'asst_42',
      VITE_PLATFORM_BASE_URL: 'https://platform.example.com/',
      VITE_DEMO_PHONE_NUMBER: '+420 777 123 456',
      VITE_SCHEDULING_URL: 'https://calendly.com/clinic/60min',
      VITE_CONTACT_ENDPOINT: '/api/contact',
      VITE_FOUNDING_DEADLINE: '2027-01-31',
      VITE_FOUNDER_NAME: ' Jan Novák ',
    });
    expect(env).toEqual({
      platformPublicKey: 'pk_live-123',
      demoAssistantId: 'asst_42',
      platformBaseUrl: 'https://platform.example.com',
      demoPhoneNumber: '+420 777 123 456',
      schedulingUrl: 'https://calendly.com/clinic/60min',
      contactEndpoint: '/api/contact',
      foundingDeadline: '2027-01-31',
      founderName: 'Jan Novák',
    });
  });

  it.each([
    ['VITE_PLATFORM_BASE_URL', 'not a url', 'platformBaseUrl', 'https://api.vapi.ai'],
    ['VITE_PLATFORM_BASE_URL', 'ftp://files.example', 'platformBaseUrl', 'https://api.vapi.ai'],
    ['VITE_SCHEDULING_URL', 'http://calendly.com/x', 'schedulingUrl', ENV_DEFAULTS.schedulingUrl],
    ['VITE_FOUNDING_DEADLINE', '30.10.2025', 'foundingDeadline', '2025-10-30'],
    ['VITE_FOUNDING_DEADLINE', '2025-02-31', 'foundingDeadline', '2025-10-30'],
    ['VITE_DEMO_PHONE_NUMBER', 'call us', 'demoPhoneNumber', undefined],
    ['VITE_DEMO_ASSISTANT_ID', 'has spaces in it', 'demoAssistantId', undefined],
    ['VITE_PLATFORM_PUBLIC_KEY', '   ', 'platformPublicKey', undefined],
    ['VITE_CONTACT_ENDPOINT', '//evil.example/x', 'contactEndpoint', undefined],
    ['VITE_CONTACT_ENDPOINT', 'javascript:alert(1)', 'contactEndpoint', undefined],
  ] as const)('ignores %s=%j', (name, value, field, expected) => {
    expect(parseEnv({ [name]: value })[field]).toBe(expected);
  });

  it('knows no private key variable', () => {
    expect(Object.keys(parseEnv({ VITE_PLATFORM_PRIVATE_KEY: 'secret' }))).not.toContain(
      'platformPrivateKey',
    );
    expect(JSON.stringify(parseEnv({ VITE_PLATFORM_PRIVATE_KEY: 'secret' }))).not.toContain('secret');
  });
});
