import { sql, type Kysely } from 'kysely';
import type { RemoteHealthRow, RemoteReportRow } from 'shared-api/schemas';
import type { Database } from '../db/schema';

/** How long the tallies are kept: `pnpm releases` looks at the last hour; a day leaves room to look back. */
export const REMOTE_HEALTH_KEEP_MINUTES = 24 * 60;

/** `2026-11-27T02:41`: the minute a report counts in (UTC, sortable as text). */
export const minuteOf = (date: Date) => date.toISOString().slice(0, 16);

/** Per-minute tallies of what browsers report about each remote's release (migration 0015). */
export function remoteHealthRepository(db: Kysely<Database>) {
  return {
    /** Adds a report's counts to the minute's rows, in one transaction (all or nothing). */
    async add(rows: RemoteReportRow[], now: Date) {
      const minute = minuteOf(now);
      await db.transaction().execute(async (trx) => {
        for (const { remote, release, kind, count } of rows) {
          await trx
            .insertInto('remote_health')
            .values({ minute, remote, release, kind, count })
            .onConflict((oc) =>
              oc
                .columns(['minute', 'remote', 'release', 'kind'])
                .doUpdateSet({ count: sql`remote_health.count + excluded.count` }),
            )
            .execute();
        }
      });
    },
    /** Per remote and release since `since` (a minute), with the error rate. */
    async summary(since: string): Promise<RemoteHealthRow[]> {
      const rows = await db
        .selectFrom('remote_health')
        .select(['remote', 'release', 'kind', (eb) => eb.fn.sum<number>('count').as('n')])
        .where('minute', '>=', since)
        .groupBy(['remote', 'release', 'kind'])
        .orderBy('remote')
        .orderBy('release')
        .execute();
      const byRelease = new Map<string, RemoteHealthRow>();
      for (const { remote, release, kind, n } of rows) {
        const key = `${remote}\n${release}`;
        const row = byRelease.get(key) ?? {
          remote: remote as RemoteHealthRow['remote'],
          release,
          loads: 0,
          loadErrors: 0,
          renderErrors: 0,
          errorRate: 0,
        };
        if (kind === 'load') row.loads += Number(n);
        else if (kind === 'load-error') row.loadErrors += Number(n);
        else if (kind === 'render-error') row.renderErrors += Number(n);
        byRelease.set(key, row);
      }
      return [...byRelease.values()].map((row) => {
        const attempts = row.loads + row.loadErrors;
        const errors = row.loadErrors + row.renderErrors;
        return { ...row, errorRate: attempts ? Math.min(1, errors / attempts) : 0 };
      });
    },
    async prune(before: string) {
      await db.deleteFrom('remote_health').where('minute', '<', before).execute();
    },
  };
}
export type RemoteHealthRepository = ReturnType<typeof remoteHealthRepository>;
