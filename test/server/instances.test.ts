/**
 * Two real server processes started at the same moment on one empty PostgreSQL database, each
 * with a storage directory of its own and one shared upload directory, behave as one service:
 * the migrations run once, a token holds on both and a sign-out on both within a second, a write on one is in the other's
 * next list, an image uploaded on one is served by the other from the shared bucket (s3rver on
 * loopback), a resumable upload begun on one is finished on the other (the shared UPLOAD_DIR),
 * a due job is done once, and SIGTERM on one under load loses no request.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import pg from 'pg';
import S3rver from 's3rver';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startReaders, startServer, type TServer } from '../helpers/serverProcess.ts';
import { mp4Bytes, multipart, pngBytes } from './helpers/images.ts';

const URL_ = process.env.TEST_DATABASE_URL;
const PASSWORD = 'Instances-pass-4242';
const API = '/api/v1/admin';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!URL_)('two instances on one PostgreSQL (skipped: runs only with TEST_DATABASE_URL)', () => {
  const name = `showrunner_instances_${randomBytes(6).toString('hex')}`;
  const dirs: string[] = [];
  const servers: TServer[] = [];
  let bucketServer: S3rver | undefined;
  const tempDir = (label: string) => {
    const dir = mkdtempSync(join(tmpdir(), `showrunner-${label}-`));
    dirs.push(dir);
    return dir;
  };
  const admin = async <T>(work: (client: pg.Client) => Promise<T>, database?: string): Promise<T> => {
    const target = new URL(URL_!);
    if (database) target.pathname = `/${database}`;
    const client = new pg.Client({ connectionString: target.toString() });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };

  afterAll(async () => {
    for (const server of servers) server.child.kill('SIGKILL');
    await Promise.all(servers.map((server) => server.exited));
    await bucketServer?.close();
    await admin((client) => client.query(`drop database if exists ${name} with (force)`));
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('start together and act as one service', { timeout: 60_000 }, async () => {
    await admin((client) => client.query(`create database ${name}`));
    const databaseUrl = Object.assign(new URL(URL_!), { pathname: `/${name}` }).toString();
    // One bucket both instances store files in, as a deployment shares S3 or a compatible store.
    bucketServer = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: tempDir('bucket') });
    const { port: s3Port } = await bucketServer.run();
    const s3 = { S3_BUCKET: 'media', S3_ENDPOINT: `http://127.0.0.1:${s3Port}`, S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: '1', AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };
    const client = new S3Client({ endpoint: s3.S3_ENDPOINT, region: s3.S3_REGION, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
    await client.send(new CreateBucketCommand({ Bucket: s3.S3_BUCKET }));
    client.destroy();
    const shared = {
      ...s3,
      DATABASE_URL: databaseUrl,
      ADMIN_PASSWORD: PASSWORD,
      JWT_SECRET: randomBytes(32).toString('base64url'),
      TOTP_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      REQUIRE_2FA: '0',
      UPLOAD_DIR: tempDir('uploads'),
      JOB_SCHEDULES: 'publish-scheduled-videos=1',
    };
    const [portA, portB] = [await freePort(), await freePort()];
    const instance = (port: number) => startServer(port, { ...shared, DATA_DIR: tempDir('data'), STORAGE_DIR: tempDir('storage') });
    const [a, b] = await Promise.all([instance(portA), instance(portB)]);
    servers.push(a, b);

    // Migrated once, one first admin, one super-admin role.
    const counts = await admin(
      async (client) => (await client.query(`select (select count(*)::int from admins) as admins, (select count(*)::int from roles) as roles`)).rows[0],
      name,
    );
    expect(counts).toEqual({ admins: 1, roles: 1 });

    const call = async (port: number, path: string, init: { method?: string; token?: string; body?: unknown } = {}) => {
      const res = await fetch(`http://127.0.0.1:${port}${API}${path}`, {
        method: init.method ?? 'GET',
        headers: { ...(init.token ? { authorization: `Bearer ${init.token}` } : {}), ...(init.body ? { 'content-type': 'application/json' } : {}) },
        body: init.body ? JSON.stringify(init.body) : undefined,
      });
      return { status: res.status, body: await res.json().catch(() => null) };
    };
    const login = async (port: number) => (await call(port, '/login', { method: 'POST', body: { username: 'admin', password: PASSWORD } })).body.access_token as string;

    // A token from one works on the other.
    const token = await login(portA);
    expect((await call(portB, '/tags', { token })).status).toBe(200);

    // An image uploaded on one is served by the other, byte for byte.
    const image = await pngBytes(48, 32);
    const form = multipart([{ filename: 'poster.png', content: image, type: 'image/png' }]);
    const uploaded = await fetch(`http://127.0.0.1:${portA}${API}/files/images`, { method: 'POST', headers: { ...form.headers, authorization: `Bearer ${token}` }, body: form.payload });
    const stored = (await uploaded.json()) as { url: string };
    expect(uploaded.status, JSON.stringify(stored)).toBe(201);
    const served = await fetch(`http://127.0.0.1:${portB}${stored.url}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(image)).toBe(true);

    // A resumable upload begun on one is finished on the other, and either serves the video.
    const movie = mp4Bytes(60_000);
    const tus = { 'tus-resumable': '1.0.0', authorization: `Bearer ${token}` };
    const begun = await fetch(`http://127.0.0.1:${portA}${API}/files/tus`, {
      method: 'POST',
      headers: { ...tus, 'upload-length': String(movie.length), 'upload-metadata': `filename ${Buffer.from('feature.mp4').toString('base64')}` },
    });
    expect(begun.status).toBe(201);
    const location = begun.headers.get('location')!;
    const half = movie.length / 2;
    const part = (port: number, offset: number, bytes: Buffer) =>
      fetch(`http://127.0.0.1:${port}${location}`, { method: 'PATCH', headers: { ...tus, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' }, body: new Uint8Array(bytes) });
    expect((await part(portA, 0, movie.subarray(0, half))).headers.get('upload-offset')).toBe(String(half));
    const finished = await part(portB, half, movie.subarray(half));
    expect(finished.status).toBe(204);
    const videoUrl = finished.headers.get('upload-media-url')!;
    for (const port of [portA, portB]) {
      const got = await fetch(`http://127.0.0.1:${port}${videoUrl}`);
      expect(got.status).toBe(200);
      expect(Buffer.from(await got.arrayBuffer()).equals(movie)).toBe(true);
    }

    // A write on one is in the other's next list within a second.
    const created = await call(portA, '/tags', { method: 'POST', token, body: { name: 'Written on A' } });
    expect(created.status).toBe(201);
    const writtenAt = Date.now();
    let seenAfter = Infinity;
    while (Date.now() - writtenAt < 2_000) {
      const list = await call(portB, '/tags', { token });
      if (list.body.some((tag: { id: number }) => tag.id === created.body.id)) {
        seenAfter = Date.now() - writtenAt;
        break;
      }
      await sleep(20);
    }
    expect(seenAfter).toBeLessThan(1_000);

    // A job due while both run is done once: a video scheduled a second ahead is published by one instance.
    const video = await call(portA, '/videos', {
      method: 'POST',
      token,
      body: { serial_number: 'TWO-1', title: 'Scheduled', cover: 'https://cdn.example.com/cover.jpg', video: 'https://cdn.example.com/video.mp4', published_at: new Date(Date.now() + 1_500).toISOString() },
    });
    expect(video.status, JSON.stringify(video.body)).toBe(201);
    expect((await call(portB, `/videos/${video.body.id}/publish`, { method: 'POST', token })).body.status).toBe('scheduled');
    let status = 'scheduled';
    for (let tries = 0; tries < 40 && status !== 'published'; tries++) {
      await sleep(250);
      status = (await call(tries % 2 ? portA : portB, `/videos/${video.body.id}`, { token })).body.status;
    }
    expect(status).toBe('published');
    await sleep(2_500); // both instances take further turns of the job meanwhile
    const published = await admin(
      async (client) =>
        (await client.query(`select count(*)::int as n from audit_log where action = 'publish_scheduled' and record_id = $1`, [String(video.body.id)])).rows[0].n,
      name,
    );
    expect(published).toBe(1);

    // A sign-out on one holds on the one that did it from the next request, and on the other as
    // soon as PostgreSQL delivers the announcement (milliseconds; SESSION_CACHE_TTL_MS=0 makes it
    // the next request there too, at the cost of a query per request).
    expect((await call(portA, '/logout', { method: 'POST', token })).status).toBe(200);
    const signedOutAt = Date.now();
    expect((await call(portA, '/tags', { token })).status).toBe(401);
    let refusedAfter = Infinity;
    while (Date.now() - signedOutAt < 2_000) {
      if ((await call(portB, '/tags', { token })).status === 401) {
        refusedAfter = Date.now() - signedOutAt;
        break;
      }
      await sleep(10);
    }
    expect(refusedAfter).toBeLessThan(1_000);
    expect((await call(portB, '/tags', { token })).status).toBe(401);

    // SIGTERM on A under 20 readers: every request is answered (by A, or by B once A refuses connections).
    const fresh = await login(portB);
    const readers = startReaders(20, [portA, portB], `${API}/tags`, fresh);
    await sleep(500);
    a.child.kill('SIGTERM');
    expect(await a.exited, a.output()).toBe(0);
    await sleep(300);
    const results = await readers.stop();
    expect(results.lost).toEqual([]);
    expect(results.refused).toBe(20);
    expect(results.answered.length).toBeGreaterThan(40);
    expect(results.answered.every((code) => code === 200)).toBe(true);
    expect((await call(portB, '/tags', { token: fresh })).status).toBe(200);
  });
});
