// Placeholder until the feature lands: the page module the shell loads.
export default function ChatPage() {
  return <h1>Chat</h1>;
}
