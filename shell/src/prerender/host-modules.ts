// The packages a remote's server render takes from this bundle instead of carrying its own
// (tooling/webpack/create-server-render-config.mjs HOST_PROVIDED): React, React DOM, the router and
// the query client each exist once in a page, as in the browser's share scope, so the remote's page
// renders inside the shell's tree (one set of hooks, the router's and the cache's contexts, and
// useId's positions: ids the browser's hydration finds again).
import * as reactQuery from '@tanstack/react-query';
import * as react from 'react';
import * as reactDom from 'react-dom';
import * as jsxRuntime from 'react/jsx-runtime';
// Node only, no federation: the router package itself, not the shared facade.
// eslint-disable-next-line no-restricted-imports
import * as reactRouter from 'react-router';

export const hostModules: Readonly<Record<string, unknown>> = {
  react,
  'react/jsx-runtime': jsxRuntime,
  'react-dom': reactDom,
  'react-router': reactRouter,
  '@tanstack/react-query': reactQuery,
};
