/**
 * `node --import tsx bench/thumbnails.ts`: how long a list page of 25 thumbnails takes when the
 * files are on the local disk and when they are in an S3-compatible bucket (s3rver on loopback),
 * streamed through /media. A page is the media library's first page (GET /photos, 25 rows) and
 * then its 25 thumbnails over 6 connections, as a browser with an empty cache loads them. The two
 * stores are measured page by page in turn. The first page after the start (thumbnails not yet
 * in memory) is reported apart.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import S3rver from 's3rver';
import sharp from 'sharp';
import { resources } from '../resources/index.ts';
import { buildApp } from '../server/app.ts';
import { loadConfig, type TConfig } from '../server/config.ts';
import { openDatabase, PGLITE_EXTENSIONS } from '../server/db/index.ts';
import { prepareDatabase } from '../server/setup/prepare.ts';

const PAGES = Number(process.env.PAGES ?? 200);
const PASSWORD = 'Bench-thumbs-1';

type TTarget = { name: string; port: number; agent: Agent; token: string; app: FastifyInstance; times: number[] };

const get = (target: TTarget, path: string) =>
  new Promise<Buffer>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: target.port, path, agent: target.agent, headers: { authorization: `Bearer ${target.token}` } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => (res.statusCode === 200 ? resolve(Buffer.concat(chunks)) : reject(new Error(`${path}: ${res.statusCode}`))));
    });
    req.on('error', reject);
    req.end();
  });

const start = async (name: string, config: Partial<TConfig>): Promise<TTarget> => {
  const database = await openDatabase({ pglite: new PGlite({ extensions: PGLITE_EXTENSIONS }) });
  await prepareDatabase(database, { resources, adminPassword: PASSWORD, jwtSecret: 'bench' });
  const storageDir = mkdtempSync(join(tmpdir(), `showrunner-thumbs-${name}-`));
  const app = await buildApp({ database, config: { ...loadConfig({}), storageDir, ...config }, jwtSecret: 'bench', logger: false, serveApp: false });
  app.addHook('onClose', async () => {
    await database.close();
    rmSync(storageDir, { recursive: true, force: true });
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const login = await app.inject({ method: 'POST', url: '/api/v1/admin/login', payload: { username: 'admin', password: PASSWORD } });
  const token = login.json().access_token as string;
  for (let i = 0; i < 25; i += 1) {
    // Photographs rather than flat colours: thumbnails of a realistic size (a few KB).
    const noise = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#336699', noise: { type: 'gaussian', mean: 128, sigma: 40 } } }).jpeg().toBuffer();
    const boundary = 'bench';
    const payload = Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p${i}.jpg"\r\n\r\n`), noise, Buffer.from(`\r\n--${boundary}--\r\n`)]);
    const res = await app.inject({ method: 'POST', url: '/api/v1/admin/files/images', payload, headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` } });
    if (res.statusCode !== 201) throw new Error(res.body);
  }
  return { name, port: (app.server.address() as { port: number }).port, agent: new Agent({ keepAlive: true, maxSockets: 6 }), token, app, times: [] };
};

const page = async (target: TTarget) => {
  const began = performance.now();
  const rows = JSON.parse((await get(target, '/api/v1/admin/photos?range=[0,24]')).toString()) as { thumb_url: string }[];
  await Promise.all(rows.map((row) => get(target, row.thumb_url)));
  target.times.push(performance.now() - began);
};

const quantile = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * q))]!;

const s3Dir = mkdtempSync(join(tmpdir(), 'showrunner-thumbs-s3-'));
const s3rver = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3Dir });
const endpoint = `http://127.0.0.1:${(await s3rver.run()).port}`;
process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true });
await client.send(new CreateBucketCommand({ Bucket: 'thumbs' }));
client.destroy();

const targets = [await start('disk', {}), await start('s3', { s3: { bucket: 'thumbs', endpoint, region: 'us-east-1', forcePathStyle: true } })];
for (const target of targets) {
  await page(target);
  console.log(`${target.name}: first page after the start ${target.times[0]!.toFixed(2)} ms`);
  for (let i = 0; i < 10; i += 1) await page(target);
  target.times = [];
}
for (let i = 0; i < PAGES; i += 1) {
  // Page by page, in turn and each one first every other time: the machine's other load falls on both.
  for (const target of i % 2 ? [...targets].reverse() : targets) await page(target);
}
const [disk, s3] = targets.map((target) => ({ name: target.name, median: quantile(target.times, 0.5), p95: quantile(target.times, 0.95) }));
for (const row of [disk!, s3!]) console.log(`${row.name}: median ${row.median.toFixed(2)} ms, p95 ${row.p95.toFixed(2)} ms per page of 25 thumbnails (${PAGES} pages)`);
console.log(`bucket / disk: median ${((s3!.median / disk!.median - 1) * 100).toFixed(1)} %, p95 ${((s3!.p95 / disk!.p95 - 1) * 100).toFixed(1)} %`);
for (const target of targets) {
  target.agent.destroy();
  await target.app.close();
}
await s3rver.close();
rmSync(s3Dir, { recursive: true, force: true });
