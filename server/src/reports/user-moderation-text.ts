import type { Db } from '../db/database';
import { openUserReports } from './user-moderation';

/**
 * The moderation CLI's section on people: a heading, then per reported person their id (what
 * `clear-user` takes), name and uid, and one line per report with its reason, details, reporter and
 * the conversation it came from. Kept apart from the script so a test reads what a moderator reads.
 */
export async function formatUserReports(db: Db): Promise<string[]> {
  const users = await openUserReports(db);
  if (users.length === 0) return ['No open reports of people.'];
  const lines = ['Reported people:'];
  for (const u of users) {
    lines.push(
      `user ${u.userId} "${u.name ?? 'Unknown User'}" (${u.firebaseUid}): ${u.openReports} open, last ${u.lastReportedAt}`,
    );
    for (const r of u.reports) {
      const about =
        r.conversationId === null ? 'no conversation' : `conversation ${r.conversationId}`;
      const text = r.details ? `${r.reason}: ${r.details}` : r.reason;
      lines.push(`    - ${text} (by user ${r.reporterId}, ${about})`);
    }
  }
  return lines;
}
