import { type Message } from 'shared-api';
import { MessageThread } from './message-thread';

const NOW = Date.UTC(2026, 2, 12, 15);
const MINUTE = 60_000;

const message = (id: number, minutesAgo: number, own: boolean, content: string): Message => ({
  id: String(id),
  content,
  sentAt: NOW - minutesAgo * MINUTE,
  senderUid: own ? 'me' : 'bucky',
  senderName: own ? 'Test User' : 'Bucky Badger',
  senderPhotoUrl: null,
  clientMessageId: null,
});

// Stamps: above the first, then after the 3-day gap and the 20-minute gap; none for 2-minute gaps.
const conversation: Message[] = [
  message(1, 4 * 24 * 60, false, 'Hi! Is the studio still available for the fall?'),
  message(2, 4 * 24 * 60 - 2, true, 'Yes it is. Would you like to see it?'),
  message(3, 30, false, 'That would be great.\nDoes Thursday at 5 work?'),
  message(4, 28, true, 'Thursday works!'),
  message(5, 5, false, 'Perfect, see you then. Is parking included?'),
];

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: 480, maxWidth: 640 }}>
      {children}
    </div>
  );
}

export default { title: 'Messaging/Message thread', component: MessageThread };

export const WithTimeStamps = {
  render: () => (
    <Frame>
      <MessageThread messages={conversation} currentUid="me" now={NOW} />
    </Frame>
  ),
};
export const Empty = {
  render: () => (
    <Frame>
      <MessageThread messages={[]} currentUid="me" now={NOW} />
    </Frame>
  ),
};
export const Dark = { ...WithTimeStamps, globals: { theme: 'dark' } };
/** Unconfirmed messages: one on its way, one that failed (with Retry). */
export const Unsent = {
  render: () => (
    <Frame>
      <MessageThread
        messages={conversation}
        outgoing={[
          {
            clientMessageId: 'a1b2c3d4',
            conversationId: '1',
            content: 'Is laundry in the building?',
            status: 'failed',
          },
          {
            clientMessageId: 'e5f6a7b8',
            conversationId: '1',
            content: 'And is there a bike room?',
            status: 'sending',
          },
        ]}
        onRetry={() => {}}
        currentUid="me"
        now={NOW}
      />
    </Frame>
  ),
};

/** A message asking to pay off the site: the reader sees a calm note under it (never the sender). */
const risky: Message[] = [
  message(1, 40, false, 'Hi! The room is yours if you want it.'),
  message(2, 39, true, 'Great, can I see it this weekend?'),
  message(
    3,
    38,
    false,
    'I am out of the country. Send the deposit by Zelle to hold it, photos at https://rooms.example/x',
  ),
];
export const SafetyNote = {
  render: () => (
    <Frame>
      <MessageThread messages={risky} currentUid="me" now={NOW} />
    </Frame>
  ),
};
export const SafetyNoteDark = { ...SafetyNote, globals: { theme: 'dark' } };
