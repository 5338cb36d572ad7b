// Placeholder until the feature lands: the page module the shell loads.
export default function MessagesPage() {
  return <h1>Messages</h1>;
}
