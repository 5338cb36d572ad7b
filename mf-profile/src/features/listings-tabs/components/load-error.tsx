import { ApiError } from 'shared-api';
import { ErrorMessage } from 'shared-ui';

/**
 * Which hint a load failure gets. The spec reads '401' off the message; our client's
 * messages are sentences now (no raw status), so the status itself is checked too.
 */
export function loadErrorHint(error: Error): string {
  const unauthorized = error instanceof ApiError && error.status === 401;
  return unauthorized || /401|Unauthorized|not authenticated/i.test(error.message)
    ? 'Authentication error. Please try signing out and back in.'
    : 'Please try refreshing the page';
}

/**
 * 'Error loading ...', the hint, then the raw error text (a My Listings or Saved Listings load).
 */
export function LoadError({
  what,
  error,
  onRetry,
}: {
  what: string;
  error: Error;
  onRetry?: () => void;
}) {
  return (
    <ErrorMessage title={`Error loading ${what}`} onRetry={onRetry}>
      <p>{loadErrorHint(error)}</p>
      <p>{error.message}</p>
    </ErrorMessage>
  );
}
