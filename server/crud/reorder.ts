/**
 * `POST /<resource>/reorder {ids}`: the order staff dragged, saved in one transaction with one
 * audit row. The ids must all exist and, for a resource ordered within groups (a block's page, a
 * banner's position), share one group, since sort then only means something within its group. A
 * resource ordered as one list (plans) names no group.
 */
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_PAGE_SIZE } from './listWire.ts';
import type { TDb } from '../db/index.ts';
import { audit } from '../lib/audit.ts';
import { unprocessable } from '../lib/errors.ts';
import type { TServerResource } from './resource.ts';
import { nextVersion } from './versions.ts';

const ZReorder = z.strictObject({
  ids: z
    .array(z.number().int().positive().max(2147483647), { error: 'validation.references' })
    .min(1, { message: 'validation.required' })
    .max(MAX_PAGE_SIZE, { message: `validation.max_items|${MAX_PAGE_SIZE}` })
    .refine((ids) => new Set(ids).size === ids.length, { message: 'validation.duplicate' }),
});

export const registerReorder = (app: FastifyInstance, entry: TServerResource, group?: string): void => {
  const { resource, table } = entry;
  app.withTypeProvider<ZodTypeProvider>().post(
    `/api/v1/admin/${resource.name}/reorder`,
    {
      schema: {
        tags: [resource.name],
        summary: `Save the order of ${resource.name}${group ? ` within one ${group}` : ''}: sort follows the order of ids`,
        body: ZReorder,
      },
      config: { permission: `edit-${resource.name}` },
    },
    async (request) => {
      const { ids } = request.body;
      const rows = await app.db.transaction(async (raw) => {
        const tx = raw as unknown as TDb;
        const found = await tx
          .select({ id: table.id, sort: table.sort, ...(group ? { group: table[group] } : {}) })
          .from(table)
          .where(inArray(table.id, ids))
          .for('update');
        if (found.length !== ids.length) throw unprocessable({ ids: ['validation.references'] });
        if (group && new Set(found.map((row) => row.group)).size > 1) throw unprocessable({ ids: ['validation.reorder_one_group'] });
        // Steps of ten leave room for a record placed by hand between two others.
        const sorts = ids.map((id, index) => ({ id, sort: (index + 1) * 10 }));
        for (const { id, sort } of sorts) {
          await tx.update(table).set({ sort, ...nextVersion(resource, table), updatedAt: new Date() }).where(inArray(table.id, [id]));
        }
        const before = Object.fromEntries(found.map((row) => [row.id, row.sort]));
        await audit(tx, request, { action: 'reorder', resource: resource.name, before, after: Object.fromEntries(sorts.map((s) => [s.id, s.sort])) });
        return sorts;
      });
      return { data: rows };
    },
  );
};
