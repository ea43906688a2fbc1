/**
 * Stored files under /media/<key>: only keys the server made, with the type it decided, never
 * sniffed by the browser, rendered inline only when an image or a video, and in a sandbox so
 * that nothing served here can run as this site. Public and cached for good: names are random
 * and a key's content never changes. The store (disk or bucket) streams the bytes.
 */
import type { FastifyInstance } from 'fastify';
import { isInline, MIME_OF_EXTENSION } from './sniff.ts';
import { MEDIA_KEY, type TStorage } from './storage.ts';

export const mediaHeaders = (key: string): Record<string, string> => {
  const mime = MIME_OF_EXTENSION[key.split('.').pop() ?? ''] ?? 'application/octet-stream';
  return {
    'Content-Type': mime,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
    'Cache-Control': 'public, max-age=31536000, immutable',
    'Cross-Origin-Resource-Policy': 'same-site',
    ...(isInline(mime) ? {} : { 'Content-Disposition': 'attachment' }),
  };
};

export const registerMedia = (app: FastifyInstance, storage: TStorage): Promise<void> =>
  storage.serve(app, { prefix: '/media/', isServable: (key) => MEDIA_KEY.test(key), headersOf: mediaHeaders });
