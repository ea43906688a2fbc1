/**
 * `POST /blocks/{id}/photos` sets the block's image and mobile image, each an uploaded or
 * library file (its id) or a media address; `POST /blocks/{id}/advertisements` attaches the ad
 * of a slot. Both are checked against the block's type and audited.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZMediaUrl } from '../define.ts';
import { ZIdParams } from '../../server/crud/params.ts';
import { readRecord } from '../../server/crud/records.ts';
import type { TServerResource } from '../../server/crud/resource.ts';
import type { TDb } from '../../server/db/index.ts';
import { mediaUrl } from '../../server/files/present.ts';
import { files } from '../../server/files/table.ts';
import { audit } from '../../server/lib/audit.ts';
import { notFound, unprocessable } from '../../server/lib/errors.ts';
import { assertFits } from './blockRules.server.ts';

const ZFileId = z.number({ error: 'validation.reference' }).int().positive({ message: 'validation.reference' }).max(2147483647, { message: 'validation.reference' });
const ZPhoto = z.union([ZFileId, ZMediaUrl]).nullable().optional();
const ZPhotos = z.strictObject({ image: ZPhoto, mobileImage: ZPhoto });
const ZAttach = z.strictObject({ advertisement: ZFileId.nullable() });

/** A library file's address; an id that is no image of the library is the field's error. */
const photoUrl = async (tx: TDb, field: string, value: number | string | null): Promise<string | null> => {
  if (typeof value !== 'number') return value;
  const [file] = await tx.select({ key: files.storageKey }).from(files).where(and(eq(files.id, value), eq(files.kind, 'image')));
  if (!file) throw unprocessable({ [field]: ['validation.reference'] });
  return mediaUrl(file.key);
};

/** `entry` is the blocks', `ads` the advertisements' (an attached ad must exist). */
export const registerBlockMedia = (app: FastifyInstance, entry: TServerResource, ads: TServerResource): void => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const byId = (id: number) => eq(entry.table.id, id);

  /** Writes the values to the locked block, checks its type, audits; the block as it is after. */
  const write = (request: FastifyRequest, id: number, action: string, values: (tx: TDb) => Promise<Record<string, unknown>>) =>
    app.db.transaction(async (raw) => {
      const tx = raw as unknown as TDb;
      const [locked] = await tx.select({ id: entry.table.id }).from(entry.table).where(byId(id)).for('update');
      if (!locked) throw notFound();
      const before = await readRecord(tx, entry, byId(id));
      await tx.update(entry.table).set({ ...(await values(tx)), updatedAt: new Date() }).where(byId(id));
      await assertFits(tx, entry, id);
      const after = await readRecord(tx, entry, byId(id));
      await audit(tx, request, { action, resource: 'blocks', recordId: id, before, after });
      return after;
    });

  api.post(
    '/api/v1/admin/blocks/:id/photos',
    {
      schema: { tags: ['blocks'], summary: 'Set the image and mobile image of a block (a library file id or a media address; null clears)', params: ZIdParams, body: ZPhotos },
      config: { permission: 'edit-blocks' },
    },
    async (request) =>
      write(request, request.params.id, 'photos', async (tx) => {
        const values: Record<string, unknown> = {};
        for (const field of ['image', 'mobileImage'] as const) {
          if (request.body[field] !== undefined) values[field] = await photoUrl(tx, field, request.body[field] ?? null);
        }
        return values;
      }),
  );

  api.post(
    '/api/v1/admin/blocks/:id/advertisements',
    {
      schema: { tags: ['blocks'], summary: 'Attach an advertisement to a block (null detaches it)', params: ZIdParams, body: ZAttach },
      config: { permission: 'edit-blocks' },
    },
    async (request) =>
      write(request, request.params.id, 'attach_advertisement', async (tx) => {
        const { advertisement } = request.body;
        if (advertisement !== null) {
          const [found] = await tx.select({ id: ads.table.id }).from(ads.table).where(eq(ads.table.id, advertisement));
          if (!found) throw unprocessable({ advertisement: ['validation.reference'] });
        }
        return { advertisement };
      }),
  );
};
