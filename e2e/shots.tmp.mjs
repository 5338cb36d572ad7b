import { chromium } from '@playwright/test';
const base = 'http://localhost:3400';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const scheme of ['light', 'dark']) {
  const ctx = await browser.newContext({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
  const page = await ctx.newPage();
  await page.addInitScript((d) => localStorage.setItem('darkMode', d), String(scheme === 'dark'));
  await page.goto(base + '/listings');
  await page.getByRole('heading', { name: /Available Listings \(\d+\)/ }).waitFor();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/phone-map-shots/${scheme}-list.png` });
  await page.getByRole('button', { name: 'Map', exact: true }).focus();
  await page.keyboard.press('Tab'); await page.keyboard.press('Shift+Tab');
  await page.screenshot({ path: `/tmp/phone-map-shots/${scheme}-list-focus.png` });
  await page.getByRole('button', { name: 'Map', exact: true }).tap();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/phone-map-shots/${scheme}-map.png` });
  const b = page.getByRole('region', { name: 'Map' }).getByRole('button', { name: / per month$/ });
  const n = await b.count();
  for (let i = 0; i < n; i++) {
    const box = await b.nth(i).boundingBox();
    if (box && box.x > 80 && box.x < 280 && box.y > 300 && box.y < 650) { await b.nth(i).tap(); break; }
  }
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/phone-map-shots/${scheme}-preview.png` });
  await page.goto(base + '/listings?view=map&minPrice=2950');
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/phone-map-shots/${scheme}-empty.png` });
  await ctx.close();
}
await browser.close();
