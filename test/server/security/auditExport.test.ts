/** P33/P34: an export is audited before its first row leaves, and one the client cuts off says so. */
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../server/db/system.ts';
import { API, buildTestApp, type TTestApp } from '../../helpers/buildTestApp.ts';

let t: TTestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  token = await t.login();
});
afterAll(() => t.close());

const ROWS = 20_000;

const auditRows = (action: string) => t.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(auditLog.id);

describe('an export (P33/P34)', () => {
  // Enough bytes that the export is still being written when the client goes away, past what the sockets' buffers hold, even
  // with a batch a chunk: 20,000 rows of 4 KB (their cover's and video's long addresses), 80 MB of CSV. Few enough rows that
  // inserting them (each counted, kept in its sorts' blocks and its search copy) takes seconds, not the half-minute that
  // 200,000 small rows took on the embedded database.
  it('an export the client cuts off', { timeout: 60_000 }, async () => {
    const long = `https://media.example.com/${'a-long-path/'.repeat(166)}`;
    await t.db.execute(sql`insert into videos (serial_number, cover, video) select 'CUT-' || g, ${long}, ${long} from generate_series(1, ${ROWS}::int) g`);
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;
    const before = (await auditRows('export')).length;
    const abort = new AbortController();
    const res = await fetch(`http://127.0.0.1:${port}${API}/videos/exportCsv`, { headers: { authorization: `Bearer ${token}` }, signal: abort.signal });
    expect(res.status).toBe(200);
    // Written before the first row leaves.
    expect(await auditRows('export')).toHaveLength(before + 1);
    const reader = res.body!.getReader();
    await reader.read();
    abort.abort();
    await reader.cancel().catch(() => undefined);
    let rows = await auditRows('export');
    for (let i = 0; i < 50 && (rows.at(-1)?.after as { outcome?: string } | null)?.outcome === 'started'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      rows = await auditRows('export');
    }
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({ resource: 'videos', after: { filter: {}, outcome: 'interrupted' } });
    expect((rows.at(-1)!.after as { rows: number }).rows).toBeLessThan(ROWS);
    // The client's kept-alive socket would hold the server open.
    t.app.server.closeAllConnections();
  });
});
