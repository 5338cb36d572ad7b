import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import type { SessionUser } from 'shared-api';
import { signInTestUser, signOutTestUser, testUser } from 'shared-api/mocks';
import { Navbar } from './navbar';

function Harness({ user }: { user: SessionUser | null }) {
  useState(() => (user ? signInTestUser(user) : signOutTestUser()));
  return (
    <MemoryRouter initialEntries={['/listings']}>
      <Navbar />
    </MemoryRouter>
  );
}

const meta = {
  title: 'Shell/Navbar',
  component: Harness,
  parameters: { layout: 'fullscreen' },
  args: { user: null },
};
export default meta;

export const SignedOut = {};
export const SignedIn = { args: { user: testUser } };
export const EmailOnly = {
  args: { user: { ...testUser, displayName: null, email: 'zoe@wisc.edu' } },
};
export const BrokenPhoto = {
  args: { user: { ...testUser, photoURL: 'https://invalid.example/no-such-photo.jpg' } },
};
export const Phone = {
  args: { user: testUser },
  globals: { viewport: { value: 'phone' } },
};
export const Dark = { args: { user: testUser }, globals: { theme: 'dark' } };
