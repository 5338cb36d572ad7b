import { useState, type ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ApiProvider } from 'shared-api';
import { createTestQueryClient } from 'shared-api/mocks';
import { RootLayout } from '../layout/root-layout';

/**
 * A shell page in a story as the site shows it: inside the root layout (navbar, footer, toaster)
 * under a data router, with a fresh test QueryClient per render. The navbar's data (session,
 * unread count) comes from the mock API that the story's `beforeEach` sets (`storyApi`).
 */
export function ShellStory({
  path,
  element,
  entry = path,
}: {
  path: string;
  element: ReactElement;
  entry?: string;
}) {
  const [client] = useState(createTestQueryClient);
  const [router] = useState(() =>
    createMemoryRouter([{ element: <RootLayout />, children: [{ path, element }] }], {
      initialEntries: [entry],
    }),
  );
  return (
    <ApiProvider client={client} persist={false}>
      <RouterProvider router={router} />
    </ApiProvider>
  );
}
