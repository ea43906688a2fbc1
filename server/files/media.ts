/**
 * Stored files under /media/<key>: only keys the server made, with the type it decided, never
 * sniffed by the browser, rendered inline only when an image or a video, and in a sandbox so
 * that nothing served here can run as this site. Public and cached for good: names are random
 * and a key's content never changes.
 */
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isInline, MIME_OF_EXTENSION } from './sniff.ts';
import { MEDIA_KEY } from './storage.ts';

export const registerMedia = async (app: FastifyInstance, storageDir: string): Promise<void> => {
  await app.register(fastifyStatic, {
    root: storageDir,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    list: false,
    allowedPath: (pathName) => MEDIA_KEY.test(pathName),
    cacheControl: false,
    setHeaders: (reply, path) => {
      const mime = MIME_OF_EXTENSION[path.split('.').pop() ?? ''] ?? 'application/octet-stream';
      reply.header('Content-Type', mime);
      reply.header('X-Content-Type-Options', 'nosniff');
      reply.header('Content-Security-Policy', "default-src 'none'; sandbox");
      reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      reply.header('Cross-Origin-Resource-Policy', 'same-site');
      if (!isInline(mime)) reply.header('Content-Disposition', 'attachment');
    },
  });
};
