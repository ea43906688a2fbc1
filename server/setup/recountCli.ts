/**
 * `npm run db:recount`: counts every listed table anew (its rows, and per value of its counted
 * fields: server/db/rowCounts.ts), and fills the sort fields' copies of every join table a list is
 * filtered by from their owners (server/db/linkSortKeys.ts) and the search tables
 * (server/db/searchCopies.ts), and builds the blocks of kept positions (server/db/positions.ts), in the configured database (DATABASE_URL, else the embedded one in
 * DATA_DIR), which the server has migrated. Needed only after writes that bypassed the triggers
 * (a bulk load with `session_replication_role = replica`). Each table is locked against writes
 * while it is counted; on PostgreSQL the server may run meanwhile. (An embedded database is one
 * process's: stop the server first.)
 */
import { countedTables, linkCopies, positionedTables } from '../crud/listSql.ts';
import { onMigratedDatabase } from '../db/cli.ts';
import { ensureLinkSortKeys } from '../db/linkSortKeys.ts';
import { ensurePositions } from '../db/positions.ts';
import { ensureRowCounts, ROW_COUNTS_LOCK } from '../db/rowCounts.ts';
import { ensureSearchCopies, searchCopies } from '../db/searchCopies.ts';
import { serverResources } from '../registry.ts';

await onMigratedDatabase('count', async (database) => {
  const started = Date.now();
  const tables = countedTables(serverResources());
  const links = linkCopies(serverResources());
  const searched = searchCopies(serverResources());
  await database.exclusive(ROW_COUNTS_LOCK, async (db) => {
    await ensureRowCounts(db, tables, { recount: true });
    await ensureLinkSortKeys(db, links, { refill: true });
    await ensureSearchCopies(db, searched, { refill: true });
    await ensurePositions(db, positionedTables(serverResources()), { rebuild: true });
  });
  return `Counted ${tables.length} tables and filled the sort keys of ${links.length} join tables and the search tables of ${searched.length} resources anew in ${Date.now() - started} ms.`;
});
