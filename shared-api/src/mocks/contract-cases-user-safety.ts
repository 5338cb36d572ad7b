import { API_MESSAGES } from '../api-messages';
import { REPORT_MESSAGES } from '../trust/trust.schema';
import {
  blockedUserDtoSchema,
  blockedUserListSchema,
  userReportDtoSchema,
} from '../trust/user-safety.schema';
import { BLOCK_MESSAGES, USER_REPORT_MESSAGES } from '../trust/user-safety.text';
import type { ContractCase } from './contract-harness';

const NOBODY = 'nobody-has-this-uid';

/** Blocking and reporting people: refusals (they change nothing). */
export const userSafetyRefusals: ContractCase[] = [
  {
    name: 'blocking needs a session',
    method: 'POST',
    path: '/user/blocks',
    json: { firebaseUid: '{otherUid}' },
    expect: { status: 401, error: API_MESSAGES.notAuthenticated },
  },
  {
    name: 'blocking yourself',
    method: 'POST',
    path: '/user/blocks',
    as: 'owner',
    json: { firebaseUid: '{ownerUid}' },
    expect: { status: 400, error: BLOCK_MESSAGES.self },
  },
  {
    name: 'blocking nobody in particular',
    method: 'POST',
    path: '/user/blocks',
    as: 'owner',
    json: { firebaseUid: '  ' },
    expect: { status: 400, error: BLOCK_MESSAGES.uid },
  },
  {
    name: 'blocking an unknown person',
    method: 'POST',
    path: '/user/blocks',
    as: 'owner',
    json: { firebaseUid: NOBODY },
    expect: { status: 404, error: BLOCK_MESSAGES.userNotFound },
  },
  {
    name: 'unblocking an unknown person',
    method: 'DELETE',
    path: `/user/blocks/${NOBODY}`,
    as: 'owner',
    expect: { status: 404, error: BLOCK_MESSAGES.userNotFound },
  },
  {
    name: 'unblocking yourself',
    method: 'DELETE',
    path: '/user/blocks/{ownerUid}',
    as: 'owner',
    expect: { status: 400, error: BLOCK_MESSAGES.self },
  },
  {
    name: 'your blocks need a session',
    method: 'GET',
    path: '/user/blocks',
    expect: { status: 401, error: API_MESSAGES.notAuthenticated },
  },
  {
    name: 'reporting a person needs a session',
    method: 'POST',
    path: '/users/{otherUid}/reports',
    json: { reason: 'scam' },
    expect: { status: 401, error: API_MESSAGES.notAuthenticated },
  },
  {
    name: 'reporting yourself',
    method: 'POST',
    path: '/users/{ownerUid}/reports',
    as: 'owner',
    json: { reason: 'scam' },
    expect: { status: 400, error: USER_REPORT_MESSAGES.self },
  },
  {
    name: 'reporting an unknown person',
    method: 'POST',
    path: `/users/${NOBODY}/reports`,
    as: 'owner',
    json: { reason: 'scam' },
    expect: { status: 404, error: BLOCK_MESSAGES.userNotFound },
  },
  {
    name: "a person's report with a listing's reason",
    method: 'POST',
    path: '/users/{otherUid}/reports',
    as: 'owner',
    json: { reason: 'unavailable' },
    expect: { status: 400, error: REPORT_MESSAGES.reason },
  },
  {
    name: "a person's report with too long a text",
    method: 'POST',
    path: '/users/{otherUid}/reports',
    as: 'owner',
    json: { reason: 'harassment', text: 'x'.repeat(501) },
    expect: { status: 400, error: REPORT_MESSAGES.textMax },
  },
  {
    name: "a person's report naming a chat they are not both in",
    method: 'POST',
    path: '/users/{ownerUid}/reports',
    as: 'stranger',
    json: { reason: 'scam', conversationID: '{conversation}' },
    expect: { status: 400, error: USER_REPORT_MESSAGES.notInConversation },
  },
];

/**
 * Writes, in order: the owner reports and blocks the person who wrote to them, who then cannot
 * write; unblocking leaves the world as it was for the cases after these.
 */
export const userSafetyWrites: ContractCase[] = [
  {
    name: 'reporting a person from a chat',
    method: 'POST',
    path: '/users/{otherUid}/reports',
    as: 'owner',
    json: {
      reason: 'scam',
      text: 'Asked for a deposit by Zelle.',
      conversationID: '{conversation}',
    },
    expect: { status: 201, schema: userReportDtoSchema },
  },
  {
    name: 'reporting them again is the same report',
    method: 'POST',
    path: '/users/{otherUid}/reports',
    as: 'owner',
    json: { reason: 'spam' },
    expect: { status: 200, schema: userReportDtoSchema },
  },
  {
    name: 'blocking a person',
    method: 'POST',
    path: '/user/blocks',
    as: 'owner',
    json: { firebaseUid: '{otherUid}' },
    expect: { status: 201, schema: blockedUserDtoSchema },
  },
  {
    name: 'blocking them again is the same block',
    method: 'POST',
    path: '/user/blocks',
    as: 'owner',
    json: { firebaseUid: '{otherUid}' },
    expect: { status: 200, schema: blockedUserDtoSchema },
  },
  {
    name: 'your blocks',
    method: 'GET',
    path: '/user/blocks',
    as: 'owner',
    expect: { status: 200, schema: blockedUserListSchema, present: ['firebaseUid', 'name'] },
  },
  {
    name: 'a blocked person writing',
    method: 'POST',
    path: '/conversations/{conversation}/reply',
    as: 'other',
    json: { content: 'Hello?' },
    expect: { status: 403, error: BLOCK_MESSAGES.unavailable },
  },
  {
    name: 'writing to someone you blocked',
    method: 'POST',
    path: '/conversations/{conversation}/reply',
    as: 'owner',
    json: { content: 'Hello?' },
    expect: { status: 403, error: BLOCK_MESSAGES.youBlocked },
  },
  {
    name: 'a blocked person starting a conversation',
    method: 'POST',
    path: '/listings/{listing}/conversation',
    as: 'other',
    expect: { status: 403, error: BLOCK_MESSAGES.unavailable },
  },
  {
    name: 'unblocking',
    method: 'DELETE',
    path: '/user/blocks/{otherUid}',
    as: 'owner',
    expect: { status: 204 },
  },
];
