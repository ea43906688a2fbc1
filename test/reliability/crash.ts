/**
 * Promise 43: `kill -9` under a write load of four writers. After each kill the database opens,
 * every acknowledged write is stored, each stored write has its one audit row, and every stored
 * file has its bytes, matching its checksum. The database holds only the writers' records (no demo
 * data to seed first): what is checked is what the writers were told was stored.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { call, json, upload } from './client.ts';
import { login, startServer, withDatabase, type TTarget } from './server.ts';

/** The servers of a crash round start on the bare database: seeding the demo would cost the round half a minute on PGlite. */
const BARE = { SEED_DEMO: '0' };

export type TCheck = { name: string; ok: boolean; detail: string };

const WRITERS = 4;

export const crashRounds = async (target: TTarget, rounds: number, label: string): Promise<{ checks: TCheck[]; acknowledged: number }> => {
  const checks: TCheck[] = [];
  const tags = new Map<number, string>();
  const uploads = new Map<number, string>();
  let attempts = 0;
  let n = 0;
  for (let round = 1; round <= rounds; round++) {
    const server = await startServer(target, BARE);
    const token = await login(server.base);
    let killed = false;
    const writer = async () => {
      while (!killed) {
        const i = ++n;
        attempts++;
        if (i % 4 === 0) {
          const answer = await upload(server.base, token, i);
          if (answer.status === 201) uploads.set((answer.body as { id: number }).id, answer.sha256);
        } else {
          const name = `rl-${label}-${i}`;
          const answer = await call(server.base, token, 'write', '/tags', json('POST', { name, sort: i % 1000 }));
          if (answer.status === 201) tags.set((answer.body as { id: number }).id, name);
        }
      }
    };
    const writing = Array.from({ length: WRITERS }, writer);
    await new Promise((r) => setTimeout(r, 1_500 + Math.random() * 2_500));
    await server.kill9();
    killed = true;
    await Promise.all(writing);

    const opened = await withDatabase(target, async (query) => {
      const storedTags = await query(`select id, name from tags where name like $1`, [`rl-${label}-%`]);
      const storedIds = new Set(storedTags.map((r) => Number(r.id)));
      const missingTags = [...tags.keys()].filter((id) => !storedIds.has(id));
      const audits = await query(`select record_id, count(*)::int as n from audit_log where resource = 'tags' and action = 'create' group by record_id`);
      const auditCount = new Map(audits.map((r) => [Number(r.record_id), Number(r.n)]));
      const unaudited = [...storedIds].filter((id) => auditCount.get(id) !== 1);
      const orphanAudits = [...auditCount.keys()].filter((id) => !storedIds.has(id) && id > 0).length;
      const fileRows = await query(`select id, storage_key, sha256, size from files`);
      const fileIds = new Set(fileRows.map((r) => Number(r.id)));
      const missingFiles = [...uploads.keys()].filter((id) => !fileIds.has(id));
      const wrongFiles = fileRows.filter((row) => {
        const path = join(target.storageDir, String(row.storage_key));
        if (!existsSync(path)) return true;
        const bytes = readFileSync(path);
        return bytes.length !== Number(row.size) || createHash('sha256').update(bytes).digest('hex') !== row.sha256;
      });
      const wrongUploads = [...uploads].filter(([id, sha]) => fileRows.some((r) => Number(r.id) === id && r.sha256 !== sha));
      return { storedTags: storedIds.size, missingTags, unaudited, orphanAudits, files: fileRows.length, missingFiles, wrongFiles, wrongUploads };
    }).catch((error: Error) => ({ error }));

    const prefix = `crash ${label} #${round}`;
    if ('error' in opened) {
      checks.push({ name: `${prefix}: the database opens`, ok: false, detail: opened.error.message });
      continue;
    }
    checks.push({ name: `${prefix}: the database opens`, ok: true, detail: `${opened.storedTags} tags, ${opened.files} files` });
    checks.push({ name: `${prefix}: every acknowledged write is stored`, ok: !opened.missingTags.length && !opened.missingFiles.length, detail: `${tags.size} tags and ${uploads.size} uploads acknowledged; missing tags ${opened.missingTags.length}, files ${opened.missingFiles.length}` });
    checks.push({ name: `${prefix}: one audit row per stored write`, ok: !opened.unaudited.length && !opened.orphanAudits, detail: `stored ${opened.storedTags} (acknowledged ${tags.size}); without exactly one audit row ${opened.unaudited.length}; audit rows of no record ${opened.orphanAudits}` });
    checks.push({ name: `${prefix}: every stored file matches its checksum`, ok: !opened.wrongFiles.length && !opened.wrongUploads.length, detail: `${opened.files} files checked; missing or different ${opened.wrongFiles.length}; not what was uploaded ${opened.wrongUploads.length}` });
  }
  // The server starts again after the last kill and answers.
  const server = await startServer(target, BARE);
  const token = await login(server.base);
  const answer = await call(server.base, token, 'read', '/tags?range=[0,0]');
  checks.push({ name: `crash ${label}: the server serves again after the last kill`, ok: answer.status === 200, detail: `GET /tags → ${answer.status}; ${attempts} writes attempted` });
  await server.stop();
  return { checks, acknowledged: tags.size + uploads.size };
};
