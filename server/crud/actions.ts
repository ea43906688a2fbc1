/**
 * Custom actions: `POST /<resource>/<id>/<action>` runs the entity's handler on the locked row
 * and writes what it returns, with an audit row (before/after), in one transaction. An action
 * declared `bulk` also answers `POST /<resource>/<action>-many {ids}`: every record or none.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TDb } from '../db/index.ts';
import { audit } from '../lib/audit.ts';
import { HttpError, notFound } from '../lib/errors.ts';
import type { TServerResource } from './resource.ts';
import { presentRecord } from './personal.ts';
import { readRecord } from './records.ts';
import { nextVersion } from './versions.ts';
import { ZBulkIds, ZIdParams, ZNoBody } from './params.ts';
import { scopeWhere } from './scope.ts';

/** The reason an action asks for: kept in its audit row, so it says something and stays short. */
const ZReason = z.string({ error: 'validation.required' }).trim().min(1, { message: 'validation.required' }).max(500, { message: 'validation.max_length|500' });
const ZReasonBody = z.strictObject({ reason: ZReason });
const ZBulkReasonBody = ZBulkIds.extend({ reason: ZReason });

/** Runs the action on one record inside the caller's transaction; the record as it is after. */
const runAction = async (tx: TDb, entry: TServerResource, action: string, id: number, request: FastifyRequest, reason?: string) => {
  const { resource, table, extension } = entry;
  const [locked] = await tx.select({ id: table.id }).from(table).where(and(eq(table.id, id), scopeWhere(entry, request.scope))).for('update');
  if (!locked) throw notFound();
  const before = (await readRecord(tx, entry, eq(table.id, id)))!;
  const changes = await extension.actions![action]!({ tx, row: before, request, ...(reason === undefined ? {} : { reason }) });
  await tx.update(table).set({ ...changes, ...nextVersion(resource, table), updatedAt: new Date() }).where(eq(table.id, id));
  const after = await readRecord(tx, entry, eq(table.id, id));
  await audit(tx, request, { action, resource: resource.name, recordId: id, before, after: reason === undefined ? after : { ...after, reason } });
  return after;
};

export const registerActionRoutes = (app: FastifyInstance, entry: TServerResource): void => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { name } = entry.resource;
  const base = `/api/v1/admin/${name}`;
  for (const [action, declaration] of Object.entries(entry.resource.actions ?? {})) {
    // An action the resource's own routes answer (the admins' enable, say) is theirs.
    if (app.hasRoute({ method: 'POST', url: `${base}/:id/${action}` })) continue;
    if (!entry.extension.actions?.[action]) throw new Error(`${name} declares the action ${action} but the server has no handler for it`);
    const asksReason = Boolean(declaration.asksReason);
    const reasonOf = (body: unknown) => (asksReason ? (body as { reason: string }).reason : undefined);
    api.post(
      `${base}/:id/${action}`,
      {
        schema: { tags: [name], summary: `${action} one of ${name}${asksReason ? ', with the reason (kept in the audit log)' : ''}`, params: ZIdParams, body: asksReason ? ZReasonBody : ZNoBody },
        config: { permission: `${action}-${name}` },
      },
      async (request) => {
        const after = await app.db.transaction((tx) => runAction(tx as never, entry, action, request.params.id, request, reasonOf(request.body)));
        return presentRecord(entry.resource, request, after);
      },
    );
    if (!declaration.bulk) continue;
    api.post(
      `${base}/${action}-many`,
      {
        schema: { tags: [name], summary: `${action} several of ${name}: all of them or none`, body: asksReason ? ZBulkReasonBody : ZBulkIds },
        config: { permission: `${action}-${name}`, requires: [`batch-action-${name}`] },
      },
      async (request) => {
        const ids = [...new Set(request.body.ids)];
        const result = await app.db.transaction(async (tx) => {
          const found = await tx.select({ id: entry.table.id }).from(entry.table).where(and(inArray(entry.table.id, ids), scopeWhere(entry, request.scope)));
          if (found.length !== ids.length) throw notFound();
          // Each refusal is collected, so that the admin sees every record that needs work, then none is written:
          // a record missing fields (422) by the fields it misses, one whose state the action does not start from
          // (409: a user already disabled) by the reason, which is then the answer's message.
          const refused: Record<string, string[]> = {};
          const conflicts: Record<string, string[]> = {};
          for (const id of ids) {
            try {
              await runAction(tx as never, entry, action, id, request, reasonOf(request.body));
            } catch (error) {
              if (!(error instanceof HttpError) || (error.statusCode !== 422 && error.statusCode !== 409)) throw error;
              if (error.statusCode === 409) conflicts[String(id)] = [error.message];
              else refused[String(id)] = Object.keys(error.errors ?? {});
            }
          }
          if (Object.keys(refused).length) throw new HttpError(422, `errors.${action}_refused_many`, refused);
          const [conflict] = Object.values(conflicts);
          if (conflict) throw new HttpError(409, conflict[0]!, conflicts);
          return { data: ids };
        });
        return result;
      },
    );
  }
};
