import { MemoryRouter } from 'react-router';
import { type Conversation } from 'shared-api';
import { ConversationRow } from './conversation-row';

const NOW = Date.UTC(2026, 2, 12, 15);
const HOUR = 3_600_000;

const base: Conversation = {
  id: '1',
  listingId: '1',
  listingTitle: 'Langdon St studio by the lake',
  otherUid: 'lister',
  otherName: 'Bucky Badger',
  otherPhotoUrl: null,
  otherVerifiedStudent: false,
  lastMessage: 'Is it still available for the fall?',
  lastMessageAt: NOW - 2 * HOUR,
  unreadCount: 0,
};

const rows: Conversation[] = [
  { ...base, id: '1', unreadCount: 3, otherVerifiedStudent: true },
  {
    ...base,
    id: '2',
    otherName: 'Riley Requester',
    unreadCount: 150,
    lastMessageAt: NOW - 50 * HOUR,
  },
  {
    ...base,
    id: '3',
    otherName: 'Chloe Nguyen',
    lastMessage: null,
    lastMessageAt: NOW - 400 * HOUR,
  },
  {
    ...base,
    id: '4',
    otherName: 'A person with a really quite long display name',
    listingTitle: 'An equally long listing title that has to be cut off somewhere on a phone',
    lastMessage:
      'A long last message that keeps going and going so the preview must truncate neatly.',
  },
];

function Rows({ items }: { items: Conversation[] }) {
  return (
    <MemoryRouter>
      <ul style={{ margin: 0, padding: 0, maxWidth: 640 }}>
        {items.map((c) => (
          <ConversationRow key={c.id} conversation={c} now={NOW} onDelete={() => undefined} />
        ))}
      </ul>
    </MemoryRouter>
  );
}

export default { title: 'Messaging/Conversation row', component: ConversationRow };

/** Unread (3), capped (99+), no messages yet (month and day), and truncation. */
export const States = { render: () => <Rows items={rows} /> };
export const Read = { render: () => <Rows items={[base]} /> };
export const Dark = { ...States, globals: { theme: 'dark' } };
