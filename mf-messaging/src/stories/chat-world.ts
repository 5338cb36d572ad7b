import {
  makeConversationDto,
  makeMessageDto,
  otherUser,
  testUser,
  type MockDb,
} from 'shared-api/mocks';

/** One conversation (42) between the signed-in `testUser` and the lister, as the chat tests arrange it. */
export const CONVERSATION_ID = '42';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const from = (user: typeof testUser, content: string, ago: number) =>
  makeMessageDto({
    content,
    sentAt: minutesAgo(ago),
    senderFirebaseUid: user.uid,
    senderName: user.displayName,
  });

export function withConversation(db: MockDb, messages = storyMessages()) {
  const last = messages.at(-1);
  db.conversations = [
    makeConversationDto({
      conversationID: Number(CONVERSATION_ID),
      requesterFirebaseUid: testUser.uid,
      requesterName: testUser.displayName,
      listerFirebaseUid: otherUser.uid,
      listerName: otherUser.displayName,
      listingTitle: 'Langdon St studio by the lake',
      lastMessageContent: last?.content ?? null,
      lastMessageTime: last?.sentAt ?? null,
      unreadCount: 1,
    }),
  ];
  db.messages.set(CONVERSATION_ID, messages);
}

/** Time stamps above the first message and after the gaps of 3 days and 25 minutes. */
export const storyMessages = () => [
  from(otherUser, 'Hi! Is the studio still available for the fall?', 3 * 24 * 60),
  from(testUser, 'Yes it is. Would you like to see it?', 3 * 24 * 60 - 2),
  from(otherUser, 'That would be great.\nDoes Thursday at 5 work?', 30),
  from(testUser, 'Thursday works!', 28),
  from(otherUser, 'Perfect, see you then. Is parking included?', 3),
];
