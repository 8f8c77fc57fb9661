import { objectOf } from './action-context';

/**
 * A conversation as the platform writes a transcript: one `User:` or `AI:` line per turn, in order. Messages
 * carry their words in `message` (call artifacts) or `content` (chat form); the assistant is `bot` or
 * `assistant`; system and tool turns are not spoken, so they are left out.
 */
export function renderTranscript(messages: readonly unknown[]): string {
  return messages
    .flatMap((entry) => {
      const { role, message, content } = objectOf(entry) ?? {};
      const said = typeof message === 'string' ? message : typeof content === 'string' ? content : undefined;
      if (said === undefined || (role !== 'user' && role !== 'bot' && role !== 'assistant')) return [];
      return [`${role === 'user' ? 'User' : 'AI'}: ${said}`];
    })
    .join('\n');
}
