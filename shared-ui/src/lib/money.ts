// One formatter, made on first use and kept: `Number#toLocaleString` builds a new Intl.NumberFormat
// on every call, and a list of cards and price bubbles calls it hundreds of times while a phone
// renders the page (made at start-up instead, it would cost every page, prices or not).
let dollars: Intl.NumberFormat | undefined;
const format = (n: number) =>
  (dollars ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 })).format(n);

/** `1150` → `$1,150`: the product's only way of writing an amount (Madison, US dollars). */
export const formatDollars = (amount: number) => `$${format(amount)}`;

/** `1150` → `1,150`. */
export const formatNumber = (n: number) => format(n);
