import { type FormEvent, type KeyboardEvent, useId, useLayoutEffect, useRef } from 'react';
import { OFFLINE_TEXT } from 'shared-api';
import { SendIcon } from 'shared-ui';
import styles from './message-composer.module.css';

// The input grows with its text up to 120 px, then scrolls.
const MAX_HEIGHT_PX = 120;

export interface MessageComposerProps {
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  canSend: boolean;
  sending: boolean;
  error: string | null;
  /**
   * No network: the input and the button are locked and a note says why. Nothing pretends to
   * send: a message typed offline would only sit in the outbox as 'Not sent'.
   */
  offline?: boolean;
}

export function MessageComposer({
  value,
  onChange,
  onSubmit,
  canSend,
  sending,
  error,
  offline = false,
}: MessageComposerProps) {
  const noteId = useId();
  const inputRef = useRef<HTMLTextAreaElement>(null);

  useLayoutEffect(() => {
    const el = inputRef.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${Math.min(el.scrollHeight, MAX_HEIGHT_PX)}px`;
  }, [value]);

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, Shift+Enter is a new line; an IME composition's Enter only confirms the text.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (canSend && !offline) onSubmit();
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (canSend && !offline) onSubmit();
  };

  return (
    <form className={styles.composer} onSubmit={handleSubmit}>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      {offline ? (
        <p id={noteId} className={styles.note}>
          {OFFLINE_TEXT.composer}
        </p>
      ) : null}
      <div className={styles.row}>
        <textarea
          ref={inputRef}
          className={styles.input}
          aria-label="Message"
          placeholder="Type a message..."
          rows={1}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={handleKeyDown}
          disabled={offline}
          aria-describedby={offline ? noteId : undefined}
          style={{ maxHeight: MAX_HEIGHT_PX }}
        />
        <button
          type="submit"
          className={styles.send}
          disabled={!canSend || offline}
          aria-label={sending ? 'Sending...' : 'Send'}
        >
          <SendIcon size={18} />
        </button>
      </div>
    </form>
  );
}
