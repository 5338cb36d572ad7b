// The reference of the bundle and Lighthouse figures: the smallest React 19 page that renders, built
// by the apps' own webpack config minus module federation (bench/lib/reference.mjs). No JSX, so it
// needs no types of its own.
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    createElement(
      'main',
      { style: { fontFamily: 'system-ui, sans-serif', padding: '2rem' } },
      createElement('h1', null, 'Hello from React'),
      createElement('p', null, 'The reference page of pnpm bench.'),
    ),
  );
}
