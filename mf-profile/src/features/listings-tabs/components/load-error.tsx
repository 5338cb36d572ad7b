import { ErrorMessage } from 'shared-ui';

/** Spec §8: which hint a load failure gets. */
export function loadErrorHint(message: string): string {
  return /401|Unauthorized/i.test(message)
    ? 'Authentication error. Please try signing out and back in.'
    : 'Please try refreshing the page';
}

/** 'Error loading ...', the hint, then the raw error text (spec §8 My Listings / Saved load). */
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
      <p>{loadErrorHint(error.message)}</p>
      <p>{error.message}</p>
    </ErrorMessage>
  );
}
