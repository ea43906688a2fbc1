/** Timed calls to the API, and the small images the load uploads. */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { API } from './server.ts';

export type TSample = { kind: string; ms: number; status: number; retryAfter: boolean };

export const call = async (base: string, token: string, kind: string, path: string, init: RequestInit = {}): Promise<TSample & { body: unknown }> => {
  const started = performance.now();
  try {
    const answer = await fetch(`${base}${API}${path}`, { ...init, headers: { authorization: `Bearer ${token}`, ...(init.body && !(init.body instanceof FormData) ? { 'content-type': 'application/json' } : {}), ...init.headers } });
    const text = await answer.text();
    const type = answer.headers.get('content-type') ?? '';
    return { kind, ms: performance.now() - started, status: answer.status, retryAfter: answer.headers.has('retry-after'), body: type.includes('json') && text ? JSON.parse(text) : text };
  } catch {
    // The connection failed (the server is down): status 0, never an acknowledgement.
    return { kind, ms: performance.now() - started, status: 0, retryAfter: false, body: undefined };
  }
};

export const json = (method: string, body: unknown): RequestInit => ({ method, body: JSON.stringify(body) });

/** A small distinct PNG and its SHA-256. */
export const smallImage = async (n: number): Promise<{ bytes: Buffer; sha256: string }> => {
  const bytes = await sharp({ create: { width: 24, height: 16, channels: 3, background: { r: n % 256, g: (n >> 8) % 256, b: 77 } } }).png().toBuffer();
  return { bytes, sha256: createHash('sha256').update(bytes).digest('hex') };
};

export const upload = async (base: string, token: string, n: number) => {
  const image = await smallImage(n);
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(image.bytes)], { type: 'image/png' }), `rl-${n}.png`);
  return { ...(await call(base, token, 'write', '/files/images', { method: 'POST', body: form })), sha256: image.sha256 };
};

export const percentile = (values: number[], p: number): number => {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
