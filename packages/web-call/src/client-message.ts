/** A message the browser sends to the platform during a call. */
export type ClientMessage =
  | {
      readonly type: 'add-message';
      readonly message: ConversationMessage;
      readonly triggerResponseEnabled?: boolean;
    }
  | {
      readonly type: 'control';
      readonly control: 'mute-assistant' | 'unmute-assistant' | 'say-first-message';
      readonly videoRecordingStartDelaySeconds?: number;
    }
  | {
      readonly type: 'say';
      readonly message: string;
      readonly endCallAfterSpoken?: boolean;
      readonly interruptionsEnabled?: boolean;
      readonly interruptAssistantEnabled?: boolean;
    }
  | { readonly type: 'end-call' };

/** A message added to the assistant's conversation. */
export interface ConversationMessage {
  readonly role: 'system' | 'user' | 'assistant';
  readonly content: string;
}
