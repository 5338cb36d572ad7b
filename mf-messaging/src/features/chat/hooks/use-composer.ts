import { useState } from 'react';
import { ApiError, type OutgoingMessage } from 'shared-api';
import { type SendResult, type useSendMessage } from 'shared-api/messages';

export const SEND_FAILED = 'Message not sent. Please try again.';

type Sender = ReturnType<typeof useSendMessage>;

/**
 * The chat input's state. Sending clears the input at once and the message shows in the
 * thread as 'Sending...' (the outbox in shared-api). If it fails on the way (network, timeout,
 * server error) it stays there as 'Not sent' with Retry, which resends it under the same
 * clientMessageId, and the notice below says so; if the server refuses it, the text comes back
 * into the input (anything typed meanwhile kept after it) with the server's reason.
 */
export function useComposer(sender: Sender) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const settle = (result: SendResult, content: string) => {
    if (result.outcome !== 'notSent') return result.outcome === 'sent';
    console.error('Sending the message failed', result.error);
    if (!result.kept) {
      setText((current) => (current ? `${content}\n${current}` : content));
      setError(result.error instanceof ApiError ? result.error.message : SEND_FAILED);
      return false;
    }
    setError(SEND_FAILED);
    return false;
  };

  const submit = async () => {
    const content = text.trim();
    if (!content || sender.isSending) return false;
    setText('');
    setError(null);
    return settle(await sender.send(content), text);
  };

  const retry = async (message: OutgoingMessage) => {
    setError(null);
    return settle(await sender.retry(message.clientMessageId), message.content);
  };

  const change = (next: string) => {
    setText(next);
    if (error) setError(null);
  };

  return {
    text,
    change,
    submit,
    retry,
    error,
    sending: sender.isSending,
    canSend: text.trim() !== '' && !sender.isSending,
  };
}
