import { useEffect } from 'react';
import { create } from 'zustand';

/**
 * The page's own title, when a page knows better than its route (a listing's page carries the
 * listing's title). The shell composes document.title from it (or the route's `handle.title`), the
 * unread count and the site name; remotes only say what their page is called.
 */
const usePageTitleStore = create<{ title: string | null }>()(() => ({ title: null }));

/** Names the current page while the calling component is mounted; nullish leaves the route's title. */
export function useDocumentTitle(title: string | null | undefined) {
  useEffect(() => {
    if (!title) return;
    usePageTitleStore.setState({ title });
    return () => {
      // The next page may already have set its own title: leave that one alone.
      if (usePageTitleStore.getState().title === title) usePageTitleStore.setState({ title: null });
    };
  }, [title]);
}

/** For the shell: the title the current page asked for, or null. */
export const usePageTitle = () => usePageTitleStore((s) => s.title);
