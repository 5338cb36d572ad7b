import { screen } from '@testing-library/react';
import { it } from 'vitest';
import { signInTestUser } from 'shared-api/mocks';
import { setupMockApi } from 'shared-api/mocks/node';
import EditListingPage from '../../pages/edit-listing-page';
import { renderPage } from '../../test/render-page';
setupMockApi();
it('d', { timeout: 30000 }, async () => {
  signInTestUser();
  const { user } = renderPage(<EditListingPage />, { path: '/listings/:id/edit', url: `/listings/4/edit` });
  await user.click(await screen.findByRole('button', { name: 'Update Listing' }));
  await new Promise((r) => setTimeout(r, 1000));
  console.log([...document.querySelectorAll('[aria-invalid="true"]')].map((e) => e.id + ' ' + (e as HTMLInputElement).value));
  console.log(document.activeElement?.outerHTML.slice(0, 200));
  console.log(screen.queryAllByRole('status').map((s) => s.textContent));
});
