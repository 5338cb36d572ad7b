import { OFFLINE_TEXT, useOnline } from 'shared-api';
import { PUSH_TEXT, usePushSetting } from 'shared-api/push';
import { Checkbox, toast } from 'shared-ui';
import styles from './push-setting.module.css';

export const PUSH_LABEL = 'Notifications on this device';
export const PUSH_HINT = 'New messages show up as a notification, even when the site is closed.';

/**
 * Web Push for this browser (each device subscribes on its own): on asks for the browser's
 * permission and subscribes, off unsubscribes and tells the server. Blocked or unsupported, the
 * box is locked and the hint says what to do instead.
 */
export function PushSetting() {
  const push = usePushSetting();
  const online = useOnline();

  const hint = push.busy
    ? push.state === 'on'
      ? 'Turning off...'
      : 'Turning on...'
    : push.state === 'denied'
      ? // Just refused: the alert below says it (once).
        push.error
        ? PUSH_HINT
        : PUSH_TEXT.denied
      : push.state === 'unsupported'
        ? PUSH_TEXT.unsupported
        : !online
          ? OFFLINE_TEXT.write
          : PUSH_HINT;

  const change = async (on: boolean) => {
    const done = on ? await push.turnOn() : await push.turnOff();
    if (done) toast.success(on ? PUSH_TEXT.on : PUSH_TEXT.off);
  };

  return (
    <div>
      <Checkbox
        label={PUSH_LABEL}
        hint={hint}
        checked={push.state === 'on'}
        disabled={push.busy || !online || (push.state !== 'on' && push.state !== 'off')}
        aria-busy={push.busy || undefined}
        onChange={(event) => void change(event.target.checked)}
      />
      {push.error ? (
        <p role="alert" className={styles.error}>
          {push.error}
        </p>
      ) : null}
    </div>
  );
}
