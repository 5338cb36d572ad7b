/**
 * The server's refusal texts that the mock twin must repeat word for word: the server
 * throws them, the MSW handlers answer them, and `mocks/contract-cases.ts` checks both.
 */
export const API_MESSAGES = {
  notAuthenticated: 'User not authenticated',
  listingNotFound: 'Listing not found',
  notListingOwnerEdit: 'Only the owner can edit this listing',
  notListingOwnerDelete: 'Only the owner can delete this listing',
  conversationNotFound: 'Conversation not found',
  notParticipant: 'You are not part of this conversation',
  emailRequired: 'Your account needs an e-mail address to do this',
  /** A second PUT to an upload link (one upload per link). */
  uploadLinkUsed: 'This upload link has already been used',
  /** An upload for an image removed from its listing, or of a deleted listing. */
  imageGone: 'This image is no longer part of its listing',
} as const;
