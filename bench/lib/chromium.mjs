// Debian's Chromium (installed by apt, never downloaded), for every benchmark that drives a
// browser. The flags keep
// it from reaching for the network, which this machine does not have. (e2e/support/site.ts holds the
// same pair for the Playwright tests.)
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
