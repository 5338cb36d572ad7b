// Placeholder until the feature lands: the page module the shell loads.
export default function CreateListingPage() {
  return <h1>List Your Property</h1>;
}
