// Placeholder until the feature lands: the page module the shell loads.
export default function ListingDetailPage() {
  return <h1>Listing</h1>;
}
