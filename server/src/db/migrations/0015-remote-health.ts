import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * `remote_health`: how each remote's release fares in browsers, one row per minute, remote,
 * release and kind of event (load, load-error, render-error) with a count. Reports add to the
 * minute's row, so the table grows with minutes × releases in use, never with visitors; rows older
 * than the kept window are deleted by the API.
 */
export function remoteHealthMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('remote_health')
        .addColumn('minute', 'text', (c) => c.notNull())
        .addColumn('remote', 'text', (c) => c.notNull())
        .addColumn('release', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('remote_health_pk', ['minute', 'remote', 'release', 'kind'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('remote_health').execute();
    },
  };
}
