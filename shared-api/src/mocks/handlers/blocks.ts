import { http, HttpResponse } from 'msw';
import * as z from 'zod/mini';
import { API_MESSAGES } from '../../api-messages';
import {
  blockUserSchema,
  reportUserSchema,
  type BlockedUserDto,
  type UserReportDto,
} from '../../trust/user-safety.schema';
import { BLOCK_MESSAGES, BLOCKS_MAX, USER_REPORT_MESSAGES } from '../../trust/user-safety.text';
import type { MockBlock, MockDb, MockUserReport } from '../db';
import { API, apiError, callerUid, noContent, unauthorized } from './auth';

/** Whether `blockerUid` blocked `blockedUid` (messaging's handlers ask both directions). */
export const hasBlocked = (db: MockDb, blockerUid: string, blockedUid: string | null | undefined) =>
  db.blocks.some((b) => b.blockerUid === blockerUid && b.blockedUid === blockedUid);

/** As the server: the refusal a message or new conversation between two people gets, or null. */
export function blockRefusal(db: MockDb, uid: string, otherUid: string | null | undefined) {
  if (hasBlocked(db, uid, otherUid)) return apiError(403, BLOCK_MESSAGES.youBlocked);
  if (otherUid && hasBlocked(db, otherUid, uid)) return apiError(403, BLOCK_MESSAGES.unavailable);
  return null;
}

/** A person the mock knows: a user, a lister or either side of a conversation. */
function person(db: MockDb, uid: string) {
  const user = db.users.find((u) => u.firebaseUid === uid);
  if (user) return { name: user.name, picture: user.profilePictureUrl ?? null };
  const listing = db.listings.find((l) => l.firebaseUid === uid);
  if (listing) return { name: listing.name ?? null, picture: listing.profilePictureUrl ?? null };
  for (const c of db.conversations) {
    if (c.requesterFirebaseUid === uid)
      return { name: c.requesterName ?? null, picture: c.requesterProfilePictureUrl ?? null };
    if (c.listerFirebaseUid === uid)
      return { name: c.listerName ?? null, picture: c.listerProfilePictureUrl ?? null };
  }
  return undefined;
}

const blockDto = (db: MockDb, b: MockBlock, already: boolean): BlockedUserDto => {
  const who = person(db, b.blockedUid);
  return {
    firebaseUid: b.blockedUid,
    name: who?.name ?? null,
    profilePictureUrl: who?.picture ?? null,
    blockedAt: b.blockedAt,
    alreadyBlocked: already,
  };
};

const reportDto = ({ reporterUid: _uid, ...r }: MockUserReport, already: boolean) =>
  ({ ...r, alreadyReported: already }) satisfies UserReportDto;

/** The uid a request names, checked in the server's order: shape, self, unknown. */
function target(db: MockDb, caller: string, raw: unknown, self: string) {
  const parsed = z.safeParse(blockUserSchema, { firebaseUid: raw });
  if (!parsed.success) return { error: apiError(400, BLOCK_MESSAGES.uid) };
  const uid = parsed.data.firebaseUid;
  if (uid === caller) return { error: apiError(400, self) };
  if (!person(db, uid)) return { error: apiError(404, BLOCK_MESSAGES.userNotFound) };
  return { uid };
}

const body = async (request: Request): Promise<unknown> => {
  const text = await request.text();
  return text ? JSON.parse(text) : {};
};

/** Blocking and reporting people, in the server's order of checks. */
export function blockHandlers(db: MockDb) {
  return [
    http.get(`${API}/user/blocks`, ({ request }) => {
      const uid = callerUid(request);
      if (!uid) return unauthorized();
      const mine = db.blocks.filter((b) => b.blockerUid === uid).reverse();
      return HttpResponse.json(mine.map((b) => blockDto(db, b, true)));
    }),

    http.post(`${API}/user/blocks`, async ({ request }) => {
      const uid = callerUid(request);
      if (!uid) return unauthorized();
      const raw = ((await body(request)) as { firebaseUid?: unknown } | null)?.firebaseUid;
      const who = target(db, uid, raw, BLOCK_MESSAGES.self);
      if (who.error) return who.error;
      const before = db.blocks.find((b) => b.blockerUid === uid && b.blockedUid === who.uid);
      if (before) return HttpResponse.json(blockDto(db, before, true));
      if (db.blocks.filter((b) => b.blockerUid === uid).length >= BLOCKS_MAX)
        return apiError(400, BLOCK_MESSAGES.tooMany);
      const block = { blockerUid: uid, blockedUid: who.uid, blockedAt: new Date().toISOString() };
      db.blocks.push(block);
      return HttpResponse.json(blockDto(db, block, false), { status: 201 });
    }),

    http.delete(`${API}/user/blocks/:uid`, ({ request, params }) => {
      const uid = callerUid(request);
      if (!uid) return unauthorized();
      const who = target(db, uid, String(params.uid), BLOCK_MESSAGES.self);
      if (who.error) return who.error;
      db.blocks = db.blocks.filter((b) => !(b.blockerUid === uid && b.blockedUid === who.uid));
      return noContent();
    }),

    http.post(`${API}/users/:uid/reports`, async ({ request, params }) => {
      const uid = callerUid(request);
      if (!uid) return unauthorized();
      const who = target(db, uid, String(params.uid), USER_REPORT_MESSAGES.self);
      if (who.error) return who.error;
      const parsed = z.safeParse(reportUserSchema, await body(request));
      if (!parsed.success)
        return apiError(400, parsed.error.issues[0]?.message ?? 'Invalid request');
      const { conversationID, reason, text } = parsed.data;
      if (conversationID !== undefined && conversationID !== null) {
        const c = db.conversations.find((x) => String(x.conversationID) === String(conversationID));
        if (!c) return apiError(404, API_MESSAGES.conversationNotFound);
        const pair = [c.requesterFirebaseUid, c.listerFirebaseUid];
        if (!pair.includes(uid) || !pair.includes(who.uid))
          return apiError(400, USER_REPORT_MESSAGES.notInConversation);
      }
      const before = db.userReports.find(
        (r) => r.reporterUid === uid && r.reportedFirebaseUid === who.uid,
      );
      if (before) return HttpResponse.json(reportDto(before, true));
      const report: MockUserReport = {
        reportID: db.userReports.length + 1,
        reportedFirebaseUid: who.uid,
        conversationID: conversationID ?? null,
        reporterUid: uid,
        reason,
        text,
        createdAt: new Date().toISOString(),
      };
      db.userReports.push(report);
      return HttpResponse.json(reportDto(report, false), { status: 201 });
    }),
  ];
}
