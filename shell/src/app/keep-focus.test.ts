import { afterEach, describe, expect, it } from 'vitest';
import { keepFocusWhileTakingOver } from './keep-focus';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function frame(html: string) {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

describe('keepFocusWhileTakingOver', () => {
  let stop = () => {};
  afterEach(() => {
    stop();
    document.body.innerHTML = '';
  });

  it("gives a replaced link's focus to its twin in the new DOM", async () => {
    const root = frame('<a href="/listings/1">Cozy 1BR</a><a href="/listings/2">Studio</a>');
    stop = keepFocusWhileTakingOver(root);
    (root.querySelector('a[href="/listings/2"]') as HTMLElement).focus();
    // What createRoot's first commit does: the whole frame replaced by the same elements.
    root.innerHTML = '<a href="/listings/1">Cozy 1BR</a><a href="/listings/2">Studio</a>';
    await flush();
    expect(document.activeElement).toBe(root.querySelector('a[href="/listings/2"]'));
  });

  it('forgets a focus the visitor moved away', async () => {
    const root = frame('<a href="/listings/1">Cozy 1BR</a>');
    stop = keepFocusWhileTakingOver(root);
    const link = root.querySelector('a') as HTMLElement;
    link.focus();
    link.blur();
    await flush();
    root.innerHTML = '<a href="/listings/1">Cozy 1BR</a>';
    await flush();
    expect(document.activeElement).toBe(document.body);
  });

  it('leaves the focus alone when the link has no twin', async () => {
    const root = frame('<a href="/listings/1">Cozy 1BR</a>');
    stop = keepFocusWhileTakingOver(root);
    (root.querySelector('a') as HTMLElement).focus();
    root.innerHTML = '<a href="/listings/9">Other</a>';
    await flush();
    expect(document.activeElement).toBe(document.body);
  });
});
