// The reference of the bundle, Lighthouse and first-tap figures: the smallest React 19 page that
// renders, with one button that answers a tap (the first-tap bench presses it), built by the apps'
// own webpack config minus module federation (bench/lib/reference.mjs). No JSX, so it needs no
// types of its own.
import { createElement, useState } from 'react';
import { createRoot } from 'react-dom/client';

function Hello() {
  const [open, setOpen] = useState(false);
  return createElement(
    'main',
    { style: { fontFamily: 'system-ui, sans-serif', padding: '2rem' } },
    createElement('h1', null, 'Hello from React'),
    createElement('p', null, 'The reference page of pnpm bench.'),
    createElement(
      'button',
      { type: 'button', 'aria-expanded': open, onClick: () => setOpen(!open) },
      'Open',
    ),
  );
}

const root = document.getElementById('root');
if (root) createRoot(root).render(createElement(Hello));
