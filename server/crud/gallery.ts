/**
 * The gallery of a resource that declares one: `POST /<resource>/<id>/photos` adds uploaded
 * images (multipart, up to 20) at its end, `DELETE /<resource>/<id>/photos/<photoId>` takes one
 * out (the image stays in the media library). Reordering is an update of the gallery's ids.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { receiveFiles, type TFileLimits } from '../files/routes.ts';
import type { TStorage } from '../files/storage.ts';
import { audit } from '../lib/audit.ts';
import { notFound } from '../lib/errors.ts';
import type { TServerResource } from './resource.ts';
import { ZId, ZIdParams } from './params.ts';
import { readRecord } from './records.ts';

const MAX_PHOTOS_PER_REQUEST = 20;

export const registerGalleryRoutes = (app: FastifyInstance, entry: TServerResource, storage: TStorage, limits: TFileLimits): void => {
  const { resource, table, joins } = entry;
  const field = Object.keys(resource.fields).find((name) => resource.fields[name]!.type === 'gallery');
  if (!field) return;
  const join = joins[field]!.table;
  const name = resource.name;
  const base = `/api/v1/admin/${name}/:id/photos`;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const exists = async (id: number) => (await app.db.select({ id: table.id }).from(table).where(eq(table.id, id))).length > 0;

  api.post(
    base,
    {
      schema: { tags: [name], summary: `Add uploaded images to the gallery of one of ${name} (multipart, up to ${MAX_PHOTOS_PER_REQUEST})`, params: ZIdParams, consumes: ['multipart/form-data'] },
      // Adding photos stores files: it needs the right to upload as well as to edit the record.
      config: { permission: `edit-${name}`, requires: ['upload-files'] },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!(await exists(id))) throw notFound();
      // The files, their audit rows and the gallery's new links are written in one transaction.
      let after: Record<string, unknown> | undefined;
      await receiveFiles(app, storage, request, 'image', limits.image, MAX_PHOTOS_PER_REQUEST, async (tx, stored) => {
        const before = await readRecord(tx, entry, eq(table.id, id));
        if (!before) throw notFound();
        const [{ next }] = (await tx.select({ next: sql<number>`coalesce(max(${join.position}), -1)::int + 1` }).from(join).where(eq(join.ownerId, id))) as [{ next: number }];
        await tx.insert(join).values(stored.map((file, i) => ({ ownerId: id, targetId: file.id, position: Number(next) + i })));
        after = await readRecord(tx, entry, eq(table.id, id));
        await audit(tx, request, { action: 'add_photos', resource: name, recordId: id, before: { [field]: before[field] }, after: { [field]: after![field] } });
      });
      return reply.status(201).send({ [field]: after![field] });
    },
  );

  api.delete(
    `${base}/:photoId`,
    { schema: { tags: [name], summary: `Take an image out of the gallery of one of ${name}`, params: z.object({ id: ZId, photoId: ZId }) }, config: { permission: `edit-${name}` } },
    async (request) => {
      const { id, photoId } = request.params;
      return app.db.transaction(async (tx) => {
        const removed = await tx.delete(join).where(and(eq(join.ownerId, id), eq(join.targetId, photoId))).returning();
        if (removed.length === 0) throw notFound();
        const record = await readRecord(tx as never, entry, eq(table.id, id));
        await audit(tx as never, request, { action: 'remove_photo', resource: name, recordId: id, before: { photoId }, after: { [field]: record![field] } });
        return { [field]: record![field] };
      });
    },
  );
};
