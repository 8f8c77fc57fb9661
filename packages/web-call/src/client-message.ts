import type { components } from '@clinic/api-client';

type Schemas = components['schemas'];

/**
 * The fields the platform's own web SDK sends beside the documented ones: the text of `say` as `message` (the
 * document names it `content`), and the recording's delay with `say-first-message`.
 */
interface SdkFields {
  say: { readonly message?: string };
  control: { readonly videoRecordingStartDelaySeconds?: number };
}

/** A documented message with its `type` required (the document leaves it optional on `say`), plus the SDK's fields. */
type Sendable<Message> = Message extends { type?: infer Type extends string }
  ? Message & { readonly type: Type } & (Type extends keyof SdkFields ? SdkFields[Type] : unknown)
  : never;

/**
 * A message the browser sends to the platform during a call: the platform's client messages (`ClientInboundMessage`
 * of its OpenAPI document: `add-message`, `control`, `say`, `end-call`, `transfer`), less the transport messages a
 * web call has no transport for.
 */
export type ClientMessage = Sendable<
  Exclude<Schemas['ClientInboundMessage']['message'], { type: 'send-transport-message' }>
>;

/** A message added to the assistant's conversation (`add-message`), in the platform's OpenAI format. */
export type ConversationMessage = Schemas['OpenAIMessage'];
