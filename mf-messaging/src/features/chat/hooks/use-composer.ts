import { useRef, useState } from 'react';
import { createClientMessageId, type SendMessageInput } from 'shared-api';

export const SEND_FAILED = 'Message not sent. Please try again.';

/**
 * The chat input's state (spec §4): sending clears the input at once; a failure brings the typed
 * text back. A retry of the same text reuses its clientMessageId, so if the failed attempt did reach
 * the server the message is still stored once.
 */
export function useComposer(send: (input: SendMessageInput) => Promise<unknown>, sending: boolean) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const lastAttempt = useRef<{ content: string; id: string } | null>(null);

  const submit = async () => {
    const original = text;
    const content = original.trim();
    if (!content || sending) return false;
    const id =
      lastAttempt.current?.content === content ? lastAttempt.current.id : createClientMessageId();
    lastAttempt.current = { content, id };
    setText('');
    setError(null);
    try {
      await send({ content, clientMessageId: id });
      lastAttempt.current = null;
      return true;
    } catch (err) {
      console.error('Sending the message failed', err);
      // Keep anything typed while the send was in flight after the restored text.
      setText((current) => (current ? `${original}\n${current}` : original));
      setError(SEND_FAILED);
      return false;
    }
  };

  const change = (next: string) => {
    setText(next);
    if (error) setError(null);
  };

  return { text, change, submit, error, canSend: text.trim() !== '' && !sending };
}
