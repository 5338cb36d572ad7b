import type { Page } from '@playwright/test';

type Annotations = Record<string, unknown> & { globals?: Record<string, unknown> };
type CsfFile = { stories: Record<string, { moduleExport?: unknown }> };
type StoreWindow = {
  __STORYBOOK_PREVIEW__?: {
    storyStoreValue?: { loadCSFFileByStoryId(id: string): Promise<CsfFile> };
  };
};

/**
 * The story of the same file whose pictures this story's would repeat, if any: a variant made by
 * `dark()`, `phone()` or `desktop()` (shared-api/mocks/story.ts) is the same export, spread, with
 * more globals. So: every field but `globals` is the very same value (`parameters` key by key,
 * leaving out `docs`, which Storybook's build writes afresh for each export), and the other story
 * fixes fewer globals, each to the same value. That story is pictured in every theme and size the
 * variant fixes (or in all of them), the same render and play: the same look, taken once.
 */
export async function variantBase(page: Page, storyId: string): Promise<string | undefined> {
  return page.evaluate(async (id) => {
    const store = (window as StoreWindow).__STORYBOOK_PREVIEW__?.storyStoreValue;
    if (!store) throw new Error('no Storybook story store in the page');
    const csf = await store.loadCSFFileByStoryId(id);
    const exports = Object.entries(csf.stories).map(([storyId, story]) => ({
      id: storyId,
      annotations: story.moduleExport as Annotations | undefined,
    }));
    const mine = exports.find((story) => story.id === id)?.annotations;
    if (!mine || typeof mine !== 'object') return undefined;

    const json = (value: unknown) => JSON.stringify(value);
    const sameParameters = (a: unknown, b: unknown) => {
      if (a === b) return true;
      if (!a || !b || typeof a !== 'object' || typeof b !== 'object') return false;
      const left = a as Record<string, unknown>;
      const right = b as Record<string, unknown>;
      const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
      keys.delete('docs');
      return [...keys].every((key) => left[key] === right[key]);
    };
    const sameStory = (other: Annotations) => {
      const keys = new Set([...Object.keys(mine), ...Object.keys(other)]);
      for (const ignored of ['globals', 'name', 'storyName']) keys.delete(ignored);
      return [...keys].every((key) =>
        key === 'parameters' ? sameParameters(mine[key], other[key]) : mine[key] === other[key],
      );
    };
    const myGlobals = mine.globals ?? {};
    for (const { id: otherId, annotations: other } of exports) {
      if (otherId === id || !other || typeof other !== 'object' || !sameStory(other)) continue;
      const globals = other.globals ?? {};
      const fewer = Object.keys(globals).length < Object.keys(myGlobals).length;
      if (
        fewer &&
        Object.entries(globals).every(([key, value]) => json(value) === json(myGlobals[key]))
      )
        return otherId;
    }
    return undefined;
  }, storyId);
}
