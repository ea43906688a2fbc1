/**
 * The ordered videos or models of a block: `GET` reads them with what a picker shows (title and
 * thumbnail), `POST {ids}` replaces the whole list in the order given, in one transaction,
 * checked against the block's type and audited.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZIdParams } from '../../server/crud/params.ts';
import { writeJoins } from '../../server/crud/records.ts';
import type { TServerResource } from '../../server/crud/resource.ts';
import type { TDb } from '../../server/db/index.ts';
import { audit } from '../../server/lib/audit.ts';
import { notFound } from '../../server/lib/errors.ts';
import { assertFits } from './blockRules.server.ts';

/** What each list shows of an item: its title and its picture. */
const KINDS = {
  videos: { title: 'title', image: 'cover' },
  models: { title: 'name', image: 'avatar' },
} as const;
export type TItemKind = keyof typeof KINDS;

export type TBlockItem = { id: number; title: string | null; image: string | null };

const ZItems = z.strictObject({
  ids: z
    .array(z.number({ error: 'validation.reference' }).int().positive().max(2147483647), { error: 'validation.references' })
    .max(50, { message: 'validation.max_items|50' })
    .refine((ids) => new Set(ids).size === ids.length, { message: 'validation.duplicate' }),
});

export const readItems = async (db: TDb, entry: TServerResource, kind: TItemKind, blockId: number): Promise<TBlockItem[]> => {
  const { table, target } = entry.joins[kind]!;
  const rows = await db
    .select({ id: target.id, title: target[KINDS[kind].title], image: target[KINDS[kind].image] })
    .from(table)
    .innerJoin(target, eq(target.id, table.targetId))
    .where(eq(table.ownerId, blockId))
    .orderBy(table.position, table.targetId);
  return rows as TBlockItem[];
};

export const registerBlockItems = (app: FastifyInstance, entry: TServerResource, kind: TItemKind): void => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const byId = (id: number) => eq(entry.table.id, id);
  const url = `/api/v1/admin/blocks/:id/${kind}`;

  api.get(
    url,
    { schema: { tags: ['blocks'], summary: `The ${kind} of a block, in order, with titles and thumbnails`, params: ZIdParams }, config: { permission: ['list-blocks', 'edit-blocks'] } },
    async (request) => {
      const [found] = await app.db.select({ id: entry.table.id }).from(entry.table).where(byId(request.params.id));
      if (!found) throw notFound();
      return { data: await readItems(app.db, entry, kind, request.params.id) };
    },
  );

  api.post(
    url,
    {
      schema: { tags: ['blocks'], summary: `Replace the ${kind} of a block with these, in this order`, params: ZIdParams, body: ZItems },
      config: { permission: 'edit-blocks' },
    },
    async (request) => {
      const { id } = request.params;
      const data = await app.db.transaction(async (raw) => {
        const tx = raw as unknown as TDb;
        const [locked] = await tx.select({ id: entry.table.id }).from(entry.table).where(byId(id)).for('update');
        if (!locked) throw notFound();
        const before = await readItems(tx, entry, kind, id);
        await writeJoins(tx, entry, id, { [kind]: request.body.ids });
        await tx.update(entry.table).set({ updatedAt: new Date() }).where(byId(id));
        await assertFits(tx, entry, id);
        await audit(tx, request, { action: `replace_${kind}`, resource: 'blocks', recordId: id, before: before.map((i) => i.id), after: request.body.ids });
        return readItems(tx, entry, kind, id);
      });
      return { data };
    },
  );
};

