import { formatDollars, formatNumber } from '../lib/money';

/**
 * One line that says what a listing is, for a link preview (`og:description`) and the text of a
 * shared link: '$850/month · Fall · 2 bedrooms'. Each part as the product writes it elsewhere: the
 * detail page's '$price/month', the semester badge's label (the term, no year: the badge has none),
 * and the bedrooms count of Property Details with its noun ('1 bedroom', '2 bedrooms').
 */
export function formatListingSummary(listing: {
  price: number;
  semester: string;
  bedrooms: number;
}): string {
  const rooms = `${formatNumber(listing.bedrooms)} ${listing.bedrooms === 1 ? 'bedroom' : 'bedrooms'}`;
  return `${formatDollars(listing.price)}/month · ${listing.semester} · ${rooms}`;
}
