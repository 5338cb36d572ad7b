// One formatter, made once: `Number#toLocaleString` builds a new Intl.NumberFormat on every call,
// and a list of cards and price bubbles calls it hundreds of times while a phone renders the page.
const DOLLARS = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** `1150` → `$1,150`: the product's only way of writing an amount (Madison, US dollars). */
export const formatDollars = (amount: number) => `$${DOLLARS.format(amount)}`;

/** `1150` → `1,150`. */
export const formatNumber = (n: number) => DOLLARS.format(n);
