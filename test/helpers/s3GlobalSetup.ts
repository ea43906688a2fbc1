/**
 * An S3-compatible server (s3rver) on loopback for the suites that run on the bucket store
 * (the `server-s3` project): started once, in milliseconds, with nothing installed. Each test
 * app makes a bucket of its own on it; credentials reach the SDK through its default chain.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

export default async function setup(): Promise<() => Promise<void>> {
  const directory = mkdtempSync(join(tmpdir(), 'showrunner-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  process.env.TEST_S3_ENDPOINT = `http://127.0.0.1:${port}`;
  // s3rver's fixed key pair, given as any deployment gives its own.
  process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
  return async () => {
    await server.close();
    rmSync(directory, { recursive: true, force: true });
  };
}
