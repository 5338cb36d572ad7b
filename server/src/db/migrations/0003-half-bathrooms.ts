import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Half bathrooms (1.5) are valid counts (docs/decisions/0043-shared-api-entries-and-data-rules.md).
 * PostgreSQL's `integer` refuses 1.5,
 * so the column becomes `double precision` there. SQLite needs nothing: a column of INTEGER affinity
 * keeps a REAL value that has no exact integer form, so 1.5 is stored and read back as 1.5.
 */
export function halfBathroomsMigration(dialect: 'sqlite' | 'postgres'): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect !== 'postgres') return;
      await sql`alter table listings alter column bathrooms type double precision`.execute(db);
    },
  };
}
