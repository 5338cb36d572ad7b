import { createContext, useContext, useLayoutEffect, type ReactNode } from 'react';

// The route's title ('Listings', 'Profile'…) for document.title. The data router's route
// `handle` + useMatches did this before; the declarative router has neither (the data router is
// half the router's bytes), so each route's element names itself to the layout.

export const RouteTitleContext = createContext<(title: string | undefined) => void>(() => {});

/** Renders `children` and tells the root layout the route's title while it is shown. */
export function RouteTitle({ title, children }: { title: string; children: ReactNode }) {
  const setTitle = useContext(RouteTitleContext);
  useLayoutEffect(() => {
    setTitle(title);
    return () => setTitle(undefined);
  }, [setTitle, title]);
  return children;
}
