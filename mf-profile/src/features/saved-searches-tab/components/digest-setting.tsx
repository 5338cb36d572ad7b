import { useSavedSearchAlerts, useSetSavedSearchAlerts } from 'shared-api/saved-searches';
import { Checkbox, toast } from 'shared-ui';

export const DIGEST_LABEL = 'E-mail me a daily digest of new matches';
export const DIGEST_ON = 'Daily e-mail digest turned on.';
export const DIGEST_OFF = 'Daily e-mail digest turned off.';

/** The digest setting (`/user/saved-search-alerts`); off while unknown or being saved. */
export function DigestSetting() {
  const alerts = useSavedSearchAlerts();
  const set = useSetSavedSearchAlerts();
  const checked = set.isPending ? (set.variables?.email ?? false) : (alerts.data?.email ?? false);
  return (
    <Checkbox
      label={DIGEST_LABEL}
      hint="At most one e-mail a day, only when a saved search has new listings."
      checked={checked}
      disabled={!alerts.data || set.isPending}
      onChange={(event) =>
        set.mutate(
          { email: event.target.checked },
          {
            onSuccess: ({ email }) => toast.success(email ? DIGEST_ON : DIGEST_OFF),
            onError: (error) => toast.error(error.message),
          },
        )
      }
    />
  );
}
