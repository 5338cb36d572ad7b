import { type FormEvent, type KeyboardEvent, useLayoutEffect, useRef } from 'react';
import { SendIcon } from 'shared-ui';
import styles from './message-composer.module.css';

// Spec §2: the input grows with its text up to 120 px, then scrolls.
const MAX_HEIGHT_PX = 120;

export interface MessageComposerProps {
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  canSend: boolean;
  sending: boolean;
  error: string | null;
}

export function MessageComposer({
  value,
  onChange,
  onSubmit,
  canSend,
  sending,
  error,
}: MessageComposerProps) {
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
    if (canSend) onSubmit();
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (canSend) onSubmit();
  };

  return (
    <form className={styles.composer} onSubmit={handleSubmit}>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
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
          style={{ maxHeight: MAX_HEIGHT_PX }}
        />
        <button
          type="submit"
          className={styles.send}
          disabled={!canSend}
          aria-label={sending ? 'Sending...' : 'Send'}
        >
          <SendIcon size={18} />
        </button>
      </div>
    </form>
  );
}
