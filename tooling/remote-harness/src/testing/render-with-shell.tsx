import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiProviderProps } from 'shared-api';
import { createTestQueryClient } from 'shared-api/mocks';
import { createShellRouter, ShellFrame, type ShellEntry, type ShellRoute } from './shell-frame';

export interface RenderWithShellOptions {
  /** A client to share between renders; a fresh test client (no retries) otherwise. */
  queryClient?: ApiProviderProps['client'];
  /** user-event options, e.g. `{ applyAccept: false }` to pick a file `accept` would refuse. */
  user?: Parameters<typeof userEvent.setup>[0];
}

/**
 * The one render helper of the remotes' component tests: the remote's pages at their
 * shell paths inside the providers the shell gives them — the shell's `ApiProvider` (one
 * QueryClient, no persistence here), a data router, and the shell's `Toaster` — so a toast, a
 * redirect or a navigation state is asserted as the composed site shows it. Other paths render
 * "Page at {path}" with the navigation state in an output named 'Navigation state'.
 */
export function renderWithShell(
  routes: ShellRoute[],
  entry: ShellEntry,
  options: RenderWithShellOptions = {},
) {
  const queryClient = options.queryClient ?? createTestQueryClient();
  const router = createShellRouter(routes, entry);
  const user = userEvent.setup(options.user);
  const view = render(<ShellFrame client={queryClient} router={router} />);
  return { ...view, user, queryClient, router };
}

export { screenIs } from './screen';
