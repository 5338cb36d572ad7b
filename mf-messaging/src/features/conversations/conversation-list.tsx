// Placeholder until the feature lands: the page module the shell loads.
export default function ConversationList() {
  return <h1>Conversations</h1>;
}
