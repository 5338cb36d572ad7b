// Amounts are written by hand, not with Intl: the first Intl.NumberFormat of a page loads the
// locale data, a task of about 50 ms on a fast machine and 200 ms on a phone, right while the list
// renders (and `Number#toLocaleString` builds a formatter on every call). The product writes one
// locale (Madison, US dollars): digits grouped by three with ',', at most two decimals.
// money.test.ts checks it against Intl's en-US over many values.

/** `1150` → `1,150`; `1150.456` → `1,150.46`. */
export function formatNumber(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  const rounded = Math.round(Math.abs(n) * 100) / 100;
  const [whole = '0', fraction] = rounded
    .toFixed(2)
    .replace(/\.?0+$/, '')
    .split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = n < 0 && rounded !== 0 ? '-' : '';
  return `${sign}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** `1150` → `$1,150`: the product's only way of writing an amount. */
export const formatDollars = (amount: number) => `$${formatNumber(amount)}`;
