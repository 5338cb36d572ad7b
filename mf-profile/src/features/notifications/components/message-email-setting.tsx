import { useMessageAlerts, useSetMessageAlerts } from 'shared-api/notifications';
import { Checkbox, ErrorMessage, toast } from 'shared-ui';
import styles from './notifications-section.module.css';

export const MESSAGE_EMAIL_LABEL = 'E-mail me about new messages';
export const MESSAGE_EMAIL_HINT =
  'One e-mail per conversation when a message stays unread for a few minutes, until you read it.';
export const MESSAGE_EMAIL_ON = 'E-mails about new messages turned on.';
export const MESSAGE_EMAIL_OFF = 'E-mails about new messages turned off.';
export const MESSAGE_EMAIL_LOAD_ERROR = 'Your e-mail setting could not be loaded.';
export const MESSAGE_EMAIL_LOADING = 'Loading your setting…';

/** 'E-mail me about new messages' (`/user/message-alerts`); disabled while unknown or being saved. */
export function MessageEmailSetting() {
  const alerts = useMessageAlerts();
  const set = useSetMessageAlerts();
  if (alerts.isError) {
    return (
      <div className={styles.setting}>
        <ErrorMessage onRetry={() => void alerts.refetch()}>
          {MESSAGE_EMAIL_LOAD_ERROR}
        </ErrorMessage>
      </div>
    );
  }
  const checked = set.isPending ? (set.variables?.email ?? false) : (alerts.data?.email ?? false);
  return (
    <div className={styles.setting} aria-busy={!alerts.data || set.isPending}>
      <Checkbox
        label={MESSAGE_EMAIL_LABEL}
        hint={alerts.data ? MESSAGE_EMAIL_HINT : MESSAGE_EMAIL_LOADING}
        checked={checked}
        disabled={!alerts.data || set.isPending}
        onChange={(event) =>
          set.mutate(
            { email: event.target.checked },
            {
              onSuccess: ({ email }) => toast.success(email ? MESSAGE_EMAIL_ON : MESSAGE_EMAIL_OFF),
              onError: (error) => toast.error(error.message),
            },
          )
        }
      />
    </div>
  );
}
