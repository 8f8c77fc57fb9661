import type { Responder } from '../action-context';
import { reply } from '../reply';
import type { Operations } from '../resources';
import { ASSISTANT_REPLY, assistantMessage, chatShape, plainShape, userMessage } from '../shapes';

function textOf(input: unknown): string {
  if (typeof input === 'string') return input;
  return '';
}

/** A Responses-API-style answer to one input; the exchange is stored as a chat. */
export const respondChatResponse: Responder = (context) => {
  const { store, session, body } = context;
  const chat = store.create('chat', {
    ...plainShape(context, ''),
    messages: [userMessage(textOf(body.input)), assistantMessage()],
    output: [assistantMessage()],
  });
  return reply(201, {
    id: `response_${chat.id}`,
    object: 'response',
    created_at: Math.floor(Date.parse(chat.createdAt) / 1000),
    status: 'completed',
    chatId: chat.id,
    orgId: session.orgId,
    createdAt: chat.createdAt,
    updatedAt: chat.updatedAt,
    output: [
      {
        id: `msg_${chat.id}`,
        type: 'message',
        role: 'assistant',
        status: 'completed',
        content: [{ type: 'output_text', text: ASSISTANT_REPLY, annotations: [] }],
      },
    ],
  });
};

/** The chat rows of the operation table: what their operations do beyond their method and path. */
export const chatOperations: Operations = {
  'POST /chat': { resource: 'chat', action: 'create', shape: chatShape },
  'POST /chat/responses': { resource: 'chat', action: 'custom', respond: respondChatResponse },
  'POST /chat/web': { resource: 'chat', action: 'create', shape: chatShape },
  'POST /chat/web/responses': { resource: 'chat', action: 'custom', respond: respondChatResponse },
};
