/** Under pressure, requests are answered 503 with Retry-After and a translated message at once, never a 500. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { API, buildTestApp, type TTestApp } from '../../helpers/buildTestApp.ts';

let t: TTestApp;
beforeAll(async () => {
  // A heap limit of one byte: the server is always over it once it has taken its first sample.
  t = await buildTestApp({ config: { maxHeapUsedBytes: 1, overloadRetryAfterSeconds: 7 } });
});
afterAll(() => t.close());

it('sheds a request with 503 and Retry-After while the heap is over its limit', async () => {
  await expect.poll(async () => (await t.call(undefined, { url: `${API}/tags` })).statusCode, { timeout: 5_000, interval: 200 }).toBe(503);
  const res = await t.call(undefined, { url: `${API}/tags`, headers: { 'accept-language': 'zh-TW' } });
  expect(res.statusCode).toBe(503);
  expect(res.headers['retry-after']).toBe('7');
  expect(res.json().message).toBe('伺服器忙碌中，請幾秒後再試。');
});
