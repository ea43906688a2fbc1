/** `GET /photos`: the media library of images, newest first, paged and searched by file name, as lists are. */
import { and, desc, eq, ilike, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentRange, countUpTo } from '../crud/listTotal.ts';
import { MAX_PAGE_SIZE } from '../crud/listWire.ts';
import { sendPage } from '../crud/list.ts';
import { snakeKeys } from '../lib/casing.ts';
import { badRequest } from '../lib/errors.ts';
import { presentFile } from './present.ts';
import { files } from './table.ts';

const ZPhotoQuery = z.strictObject({
  range: z.string().max(100).optional().describe(`JSON [first,last], at most ${MAX_PAGE_SIZE} rows`),
  filter: z.string().max(2000).optional().describe('JSON {"q":"part of the file name","id":[1,2]}'),
  sort: z.string().max(200).optional().describe('ignored: newest first'),
});

const parse = (raw: string | undefined, fallback: unknown): unknown => {
  try {
    return raw ? JSON.parse(raw) : fallback;
  } catch {
    throw badRequest('errors.bad_request');
  }
};

export const registerPhotoRoutes = (app: FastifyInstance): void => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/admin/photos',
    { schema: { tags: ['files'], summary: 'The media library: stored images, newest first', querystring: ZPhotoQuery }, config: { permission: ['list-files', 'upload-files'] } },
    async (request, reply) => {
      const range = parse(request.query.range, [0, 23]);
      const filter = parse(request.query.filter, {}) as { q?: unknown; id?: unknown };
      if (!Array.isArray(range) || !range.every((n) => Number.isSafeInteger(n) && n >= 0) || range[1] < range[0] || range[1] - range[0] >= MAX_PAGE_SIZE) {
        throw badRequest('errors.bad_request');
      }
      if (typeof filter !== 'object' || filter === null || (filter.q !== undefined && (typeof filter.q !== 'string' || filter.q.length > 200))) throw badRequest('errors.bad_request');
      const ids = filter.id === undefined ? undefined : [filter.id].flat();
      if (ids && !ids.every((n) => Number.isSafeInteger(n) && (n as number) > 0 && (n as number) <= 2147483647)) throw badRequest('errors.bad_request');
      const where = and(
        eq(files.kind, 'image'),
        filter.q ? ilike(files.originalName, `%${String(filter.q).replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
        ids ? inArray(files.id, ids as number[]) : undefined,
      );
      const [first, last] = range as [number, number];
      const rows = await app.db.select().from(files).where(where).orderBy(desc(files.id)).limit(last - first + 1).offset(first);
      const total = await countUpTo(app.db, files, where);
      return sendPage(reply, { body: JSON.stringify(snakeKeys(rows.map(presentFile))), ...contentRange('photos', first, rows.length, total) });
    },
  );
};
