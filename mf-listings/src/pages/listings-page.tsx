// Placeholder until the feature lands: the page module the shell loads.
export default function ListingsPage() {
  return <h1>Available Listings</h1>;
}
