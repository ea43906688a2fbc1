/**
 * `npm run analytics:rebuild`: recomputes the analytics rollups (visits, then members and money) from raw rows in the configured
 * database (DATABASE_URL, else the embedded one in DATA_DIR), which the server has migrated.
 * Safe while the server runs on PostgreSQL: the refresher waits for it, and marks written
 * meanwhile are kept for its next turn. (An embedded database is one process's: stop the server first.)
 */
import { onMigratedDatabase } from '../db/cli.ts';
import { rebuildVisits } from './ingestRebuild.ts';
import { rebuildAll } from './refresh.ts';

await onMigratedDatabase('rebuild', async ({ db }) => {
  const started = Date.now();
  const visits = await rebuildVisits(db);
  const rows = await rebuildAll(db);
  return `Analytics rebuilt in ${Date.now() - started} ms: ${visits.visitors} visitors and ${visits.visitDays} daily rows of visits; ${rows} daily rows of members and money.`;
});
