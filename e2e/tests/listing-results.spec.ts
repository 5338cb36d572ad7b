import { expect, test, type Page } from '@playwright/test';
import { trackPageErrors, waitForApp } from '../support/site';

/*
 * The first load carries only what the first screen needs: /listings draws its first
 * screen of cards plainly and loads the windowing code on the first scroll. The handover must not
 * move a card, the page keeps its length, and deep in the list the cards are there, windowed.
 */

const cardsInDocument = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('main article')].slice(0, 8).map((card) => {
      const r = card.getBoundingClientRect();
      return [card.getAttribute('aria-label'), r.top + window.scrollY, r.left, r.height];
    }),
  );

for (const viewport of [
  { width: 412, height: 823 },
  { width: 1280, height: 800 },
]) {
  test(`the first screen of cards hands over to the windowed list without a move (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const errors = trackPageErrors(page);
    await page.goto('/listings');
    const heading = page.getByRole('heading', { name: /^Available Listings \((\d+)\)$/ });
    await expect(heading).toBeVisible({ timeout: 30_000 });
    const total = Number((await heading.textContent())!.match(/\d+/)![0]);
    expect(total).toBeGreaterThan(20); // the demo seed: more than a first screen
    await expect(page.getByRole('search', { name: 'Filter listings' })).toBeVisible();
    // The first view as the app draws it (the painted page's has both screens' filters).
    await waitForApp(page);
    await page.evaluate(() => document.fonts.ready);
    const before = await cardsInDocument(page);
    const length = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(before.length).toBeGreaterThan(1);

    await page.mouse.wheel(0, 120);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    // The windowed list is in once the first view's rows carry its row index.
    await expect(page.locator('main [data-index]').first()).toBeAttached();
    const after = await cardsInDocument(page);
    expect(after.map((c) => c[0])).toEqual(before.map((c) => c[0]));
    for (const [i, card] of after.entries())
      for (const k of [1, 2, 3])
        expect(Math.abs(Number(card[k]) - Number(before[i]![k]))).toBeLessThan(0.5);
    expect(
      Math.abs((await page.evaluate(() => document.documentElement.scrollHeight)) - length),
    ).toBeLessThanOrEqual(1);

    // Deep in the list: cards on screen, and only a window of them in the page.
    await page.mouse.wheel(0, 5000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(4000);
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            [...document.querySelectorAll('main article')].filter((card) => {
              const r = card.getBoundingClientRect();
              return r.bottom > 0 && r.top < window.innerHeight;
            }).length,
        ),
      )
      .toBeGreaterThan(0);
    expect(await page.locator('main article').count()).toBeLessThan(total);
    expect(errors).toEqual([]);
  });
}
