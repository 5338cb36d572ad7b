import { nowIso, type Db } from '../db/database';

/** A person with open (unreviewed) reports, as the moderation CLI lists them. */
export interface ReportedUser {
  userId: number;
  firebaseUid: string;
  /** Their name now, else as when reported. */
  name: string | null;
  openReports: number;
  /** One line per report: reason, details, who reported and from which conversation. */
  reports: { reason: string; details: string; reporterId: number; conversationId: number | null }[];
  lastReportedAt: string;
}

/** People with open reports, most reported first (the moderators' review, like listings'). */
export async function openUserReports(db: Db): Promise<ReportedUser[]> {
  const rows = await db.kysely
    .selectFrom('user_reports as r')
    .innerJoin('users as u', 'u.id', 'r.reported_id')
    .select([
      'r.reported_id',
      'u.firebase_uid',
      'u.name',
      'r.reported_name',
      'r.reporter_id',
      'r.conversation_id',
      'r.reason',
      'r.details',
      'r.created_at',
    ])
    .where('r.reviewed_at', 'is', null)
    .orderBy('r.created_at', 'asc')
    .orderBy('r.id', 'asc')
    .execute();
  const byUser = new Map<number, ReportedUser>();
  for (const r of rows) {
    const entry = byUser.get(r.reported_id) ?? {
      userId: r.reported_id,
      firebaseUid: r.firebase_uid,
      name: r.name ?? r.reported_name,
      openReports: 0,
      reports: [],
      lastReportedAt: r.created_at,
    };
    entry.openReports += 1;
    entry.reports.push({
      reason: r.reason,
      details: r.details,
      reporterId: r.reporter_id,
      conversationId: r.conversation_id,
    });
    entry.lastReportedAt = r.created_at;
    byUser.set(r.reported_id, entry);
  }
  return [...byUser.values()].sort((a, b) => b.openReports - a.openReports);
}

/** Marks a person's open reports reviewed; the rows stay as the record. Returns how many. */
export async function clearUserReports(db: Db, userId: number): Promise<number> {
  const cleared = await db.kysely
    .updateTable('user_reports')
    .set({ reviewed_at: nowIso() })
    .where('reported_id', '=', userId)
    .where('reviewed_at', 'is', null)
    .executeTakeFirst();
  return Number(cleared.numUpdatedRows);
}
