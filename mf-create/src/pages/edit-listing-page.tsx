// Placeholder until the feature lands: the page module the shell loads.
export default function EditListingPage() {
  return <h1>Edit Listing</h1>;
}
