import { useState } from 'react';
import { createTestQueryClient } from 'shared-api/mocks';
import { createShellRouter, ShellFrame, type ShellEntry, type ShellRoute } from './shell-frame';

/**
 * A remote's page in a story, inside the same frame as its component tests (`ShellFrame`): a fresh
 * test QueryClient (no retries, so an error state shows at once) and router per render. The data
 * comes from the mock API (`storyApi` in the story's `beforeEach`), never from a pre-filled cache.
 */
export function StoryShell({ routes, entry }: { routes: ShellRoute[]; entry: ShellEntry }) {
  const [client] = useState(createTestQueryClient);
  const [router] = useState(() => createShellRouter(routes, entry));
  return <ShellFrame client={client} router={router} />;
}
