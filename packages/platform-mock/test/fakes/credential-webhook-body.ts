import type { components } from '@clinic/api-client';

/** A connection event as the integration provider posts it to `POST /credential/webhook`. */
export const credentialWebhookBody: components['schemas']['CredentialWebhookDTO'] = {
  type: 'auth',
  operation: 'creation',
  from: 'provider',
  connectionId: 'connection-1',
  authMode: 'OAUTH2',
  providerConfigKey: 'google-calendar',
  provider: 'google-calendar',
  environment: 'prod',
  success: true,
  endUser: { endUserId: 'user-1', organizationId: 'org-1' },
};
