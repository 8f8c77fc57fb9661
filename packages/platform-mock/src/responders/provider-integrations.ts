import type { Responder } from '../action-context';
import { reply } from '../reply';
import type { Operations } from '../resources';

/** Automation workflows at the provider (e.g. GoHighLevel), optionally of one `locationId`. */
export const respondProviderWorkflows: Responder = ({ params, query }) => {
  const locationId = query.get('locationId') ?? 'mock-location-1';
  return reply(200, [
    { id: 'mock-workflow-reminders', name: 'Appointment reminders', provider: params.provider, locationId },
    { id: 'mock-workflow-recall', name: 'Six-month recall', provider: params.provider, locationId },
  ]);
};

/** Hooks of one provider workflow. */
export const respondProviderWorkflowHooks: Responder = ({ params }) =>
  reply(200, [
    {
      id: `${params.workflowId}-hook-1`,
      name: 'Inbound webhook',
      workflowId: params.workflowId,
      provider: params.provider,
    },
  ]);

/** Locations (sub-accounts) at the provider. */
export const respondProviderLocations: Responder = ({ params }) =>
  reply(200, [
    { id: 'mock-location-1', name: 'Main practice', provider: params.provider },
    { id: 'mock-location-2', name: 'Second practice', provider: params.provider },
  ]);

/** The provider-integration rows of the operation table: what their operations do beyond their method and path. */
export const providerIntegrationOperations: Operations = {
  'GET /{provider}/workflows': {
    resource: 'provider-integration',
    action: 'custom',
    respond: respondProviderWorkflows,
  },
  'GET /{provider}/workflows/{workflowId}/hooks': {
    resource: 'provider-integration',
    action: 'custom',
    respond: respondProviderWorkflowHooks,
  },
  'GET /{provider}/locations': {
    resource: 'provider-integration',
    action: 'custom',
    respond: respondProviderLocations,
  },
};
