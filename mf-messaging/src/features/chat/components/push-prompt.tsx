import { useState } from 'react';
import { PUSH_TEXT, usePushSetting } from 'shared-api/push';
import { Button, toast } from 'shared-ui';
import styles from './push-prompt.module.css';

export const PUSH_PROMPT_TEXT = 'Get a notification when they reply?';
export const PUSH_PROMPT_HINT = 'Only for new messages. You can turn it off in your profile.';
/** Remembered per browser: 'Not now' means not again (the profile's setting stays). */
export const PUSH_PROMPT_DISMISSED_KEY = 'sublease.push-prompt-dismissed';

function wasDismissed(): boolean {
  try {
    return localStorage.getItem(PUSH_PROMPT_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * Offers notifications in a chat once it has a message: the moment a reply is worth a ping, never
 * on page load. Only while they are off and possible (not on, not blocked, not unsupported),
 * until the student answers it.
 */
export function PushPrompt() {
  const push = usePushSetting();
  const [dismissed, setDismissed] = useState(wasDismissed);
  const [blocked, setBlocked] = useState(false);

  const dismiss = () => {
    try {
      localStorage.setItem(PUSH_PROMPT_DISMISSED_KEY, '1');
    } catch {
      // Private mode without storage: hidden for this visit only.
    }
    setDismissed(true);
  };

  const turnOn = async () => {
    if (await push.turnOn()) {
      toast.success(PUSH_TEXT.on);
      dismiss();
    } else {
      setBlocked(true);
    }
  };

  if (dismissed) return null;
  // A failed or refused attempt keeps the prompt, with the reason (and how to undo a refusal),
  // until dismissed.
  if (!blocked && push.state !== 'off') return null;

  return (
    // Named apart from the toaster, which is the page's "Notifications" landmark (axe: landmark-unique).
    <section className={styles.prompt} aria-label="Reply notifications">
      <div className={styles.text}>
        <p className={styles.question}>{PUSH_PROMPT_TEXT}</p>
        <p className={styles.hint}>{PUSH_PROMPT_HINT}</p>
        {push.error ? (
          <p className={styles.error} role="alert">
            {push.error}
          </p>
        ) : null}
      </div>
      <div className={styles.actions}>
        {push.state === 'off' ? (
          <Button
            size="sm"
            onClick={() => void turnOn()}
            loading={push.busy}
            loadingText="Turning on..."
          >
            Turn on
          </Button>
        ) : null}
        <Button size="sm" variant="ghost" onClick={dismiss} disabled={push.busy}>
          {push.state === 'off' ? 'Not now' : 'Dismiss'}
        </Button>
      </div>
    </section>
  );
}
