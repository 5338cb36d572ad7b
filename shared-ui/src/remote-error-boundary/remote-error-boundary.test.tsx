import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RemoteErrorBoundary } from './remote-error-boundary';

afterEach(() => vi.restoreAllMocks());

function Flaky({ fail }: { fail: boolean }) {
  if (fail) throw new Error('remote down');
  return <p>The remote part</p>;
}

/** A page whose remote fails on the first attempt only, like a server that came back. */
function Page() {
  const [attempt, setAttempt] = useState(0);
  return (
    <RemoteErrorBoundary
      resetKey={attempt}
      onRetry={() => setAttempt((n) => n + 1)}
      fallback={(retry) => (
        <button type="button" onClick={retry}>
          Try again
        </button>
      )}
    >
      <Flaky fail={attempt === 0} />
    </RemoteErrorBoundary>
  );
}

describe('RemoteErrorBoundary', () => {
  it('shows the fallback when the remote part throws, and the part again after a retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Page />);
    expect(screen.queryByText('The remote part')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('The remote part')).toBeInTheDocument();
  });
});
