// Review reported listings, with the server's environment (DATA_DIR or DATABASE_URL):
//   pnpm --filter server moderation -- list            listings with open reports
//   pnpm --filter server moderation -- clear <id>      mark a listing's reports reviewed (shown again)
import { loadConfig } from '../src/config/env';
import { migrate, openDatabase } from '../src/db/database';
import { clearListingReports, openReports } from '../src/reports/moderation';

const [command, arg] = process.argv.slice(2).filter((a) => a !== '--');
const usage = 'Usage: moderation -- list | moderation -- clear <listing id>';
const id = Number(arg);
if (command !== 'list' && !(command === 'clear' && Number.isInteger(id) && id > 0)) {
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
  } else {
    const cleared = await clearListingReports(db, id);
    console.info(
      cleared > 0
        ? `Cleared ${cleared} report(s) of listing #${id}; it is in the public list again.`
        : `Listing #${id} has no open reports.`,
    );
  }
} finally {
  await db.destroy();
}
