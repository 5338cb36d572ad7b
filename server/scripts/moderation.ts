// Review reported listings and people, with the server's environment (DATA_DIR or DATABASE_URL):
//   pnpm --filter server moderation -- list              listings and people with open reports
//   pnpm --filter server moderation -- clear <id>        mark a listing's reports reviewed (shown again)
//   pnpm --filter server moderation -- clear-user <id>   mark a person's reports reviewed
import { loadConfig } from '../src/config/env';
import { migrate, openDatabase } from '../src/db/database';
import { clearListingReports, openReports } from '../src/reports/moderation';
import { clearUserReports } from '../src/reports/user-moderation';
import { formatUserReports } from '../src/reports/user-moderation-text';

const [command, arg] = process.argv.slice(2).filter((a) => a !== '--');
const usage =
  'Usage: moderation -- list | moderation -- clear <listing id> | moderation -- clear-user <user id>';
const id = Number(arg);
const withId = (command === 'clear' || command === 'clear-user') && Number.isInteger(id) && id > 0;
if (command !== 'list' && !withId) {
  console.error(usage);
  process.exit(1);
}
const config = loadConfig();
const db = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
try {
  await migrate(db);
  if (command === 'list') {
    const listings = await openReports(db);
    const hideAt = config.trust.reportHideThreshold;
    if (listings.length === 0) console.info('No open reports.');
    for (const l of listings) {
      const state = l.listingId === null ? 'deleted' : l.openReports >= hideAt ? 'HIDDEN' : 'shown';
      console.info(
        `#${l.listingId ?? '-'} "${l.title}" (lister ${l.listerId}): ${l.openReports} open, ${state}, last ${l.lastReportedAt}`,
      );
      for (const reason of l.reasons) console.info(`    - ${reason}`);
    }
    for (const line of await formatUserReports(db)) console.info(line);
  } else if (command === 'clear') {
    const cleared = await clearListingReports(db, id);
    console.info(
      cleared > 0
        ? `Cleared ${cleared} report(s) of listing #${id}; it is in the public list again.`
        : `Listing #${id} has no open reports.`,
    );
  } else {
    const cleared = await clearUserReports(db, id);
    console.info(
      cleared > 0
        ? `Cleared ${cleared} report(s) of user ${id}.`
        : `User ${id} has no open reports.`,
    );
  }
} finally {
  await db.destroy();
}
