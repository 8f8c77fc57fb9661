// The main entry and `/server` together, as an app on `moduleResolution: "node"` uses them: the platform's schemas
// reach both, and must come from one set of declarations.
import { type components, createPlatformClient } from '@clinic/api-client';
import {
  createServerMessageHandler,
  type ServerMessage,
  ServerMessageVerificationError,
  type ServerMessageVerificationReason,
  verifyServerMessage,
} from '@clinic/api-client/server';

const fromMain: components['schemas']['ServerMessage'] = {
  message: { type: 'status-update', status: 'ended' },
} as components['schemas']['ServerMessage'];
const fromServer: ServerMessage = fromMain;

export const platform = createPlatformClient({ token: 'key' });
export const handle = createServerMessageHandler({ auth: { type: 'none' }, on: {} });
export const first: ServerMessage['message'] = fromServer.message;

// Why a request was refused, read in a typed way from the CommonJS declarations as from the ESM ones.
export async function refusalOf(
  request: Request,
): Promise<{ status: 400 | 401 | 413; reason: ServerMessageVerificationReason } | undefined> {
  try {
    await verifyServerMessage(request, { auth: { type: 'bearer', token: 'secret' } });
    return undefined;
  } catch (error) {
    if (!(error instanceof ServerMessageVerificationError)) throw error;
    return { status: error.status, reason: error.reason };
  }
}
