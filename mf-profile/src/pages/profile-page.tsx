// Placeholder until the feature lands: the page module the shell loads.
export default function ProfilePage() {
  return <h1>Profile</h1>;
}
