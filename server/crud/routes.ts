/**
 * The generic routes of a registry resource: list, get, create, update, delete and bulk delete,
 * each with its permission, schema and audit row; then its actions and CSV export. A resource's
 * own routes.ts adds what is not CRUD, and takes over an operation by registering its method and
 * URL first. An
 * operation the resource lacks answers 405 with `Allow`, so that a client can tell a refused
 * method from a missing record.
 */
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { audit } from '../lib/audit.ts';
import { notFound } from '../lib/errors.ts';
import type { TServerResource } from './resource.ts';
import { registerActionRoutes } from './actions.ts';
import { registerExportRoute, type TExportOptions } from './exportCsv.ts';
import { registerListRoute } from './list.ts';
import { ZBulkIds, ZIdParams, ZKeyParams } from './params.ts';
import { presentRecord, withoutMaskedEchoes } from './personal.ts';
import { readRecord, toWrite, writeJoins } from './records.ts';
import { registerRefusedMethods } from './refused.ts';
import { idempotentRoute, ZIdempotencyKey } from './idempotency.ts';
import { scopeWhere } from './scope.ts';
import { sealSecrets, secretFields } from './secrets.ts';
import { expectedVersion, nextVersion, readAtOf, savedSince, sendVersion, staleSave, ZIfMatch, ZIfMatchUpdatedAt } from './versions.ts';

export const registerCrudRoutes = (app: FastifyInstance, entry: TServerResource, options: TExportOptions): void => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { resource, table } = entry;
  const { name, operations } = resource;
  const base = `/api/v1/admin/${name}`;
  const tags = [name];
  const has = (op: string) => (operations as readonly string[]).includes(op);
  const byId = (id: number) => eq(table.id, id);
  const secrets = secretFields(resource);
  /** The row as it is stored: its secrets sealed (secrets.ts). Called before a transaction opens: the key may be read from the database. */
  const sealed = async (row: Record<string, unknown>) => (secrets.length ? sealSecrets(await app.twoFactor.key(), resource, row) : row);
  /** The record of this id, when the caller's scope sees it: another scope's record is as missing (404). */
  const seenById = (request: FastifyRequest, id: number): SQL => and(byId(id), scopeWhere(entry, request.scope))!;
  const taken = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string) => app.hasRoute({ method, url });
  // A resource's guard that must hold after every write (e.g. a super-admin remains), in the same transaction.
  const checked = async (tx: unknown, request: FastifyRequest, id?: number, before?: Record<string, unknown>) =>
    entry.extension.afterWrite?.(tx as never, request, id, before);
  const present = <T extends Record<string, unknown> | undefined>(request: FastifyRequest, row: T) => presentRecord(resource, request, row);
  // A resource declared idempotent takes an Idempotency-Key on its create and update.
  const idempotent = resource.idempotent ? idempotentRoute : {};
  const idempotencyHeader = resource.idempotent ? ZIdempotencyKey : undefined;

  if (has('list') && !taken('GET', base)) registerListRoute(app, entry);

  if (has('get') && !taken('GET', `${base}/:id`)) {
    const key = resource.alternateKey === undefined ? undefined : table[String(resource.alternateKey)];
    api.get(
      `${base}/:id`,
      {
        schema: { tags, summary: `Get one of ${name}${key ? ` by id or ${String(resource.alternateKey)}` : ''}`, params: key ? ZKeyParams : ZIdParams },
        config: { permission: [`list-${name}`, `edit-${name}`] },
      },
      async (request, reply) => {
        const { id } = request.params;
        const row = await readRecord(app.db, entry, and(typeof id === 'number' || !key ? byId(Number(id)) : eq(key, id), scopeWhere(entry, request.scope))!);
        if (!row) throw notFound();
        sendVersion(reply, resource, row);
        return present(request, row);
      },
    );
  }

  if (has('create') && !taken('POST', base)) {
    api.post(
      base,
      {
        schema: { tags, summary: `Create one of ${name}`, body: resource.ZCreate, ...(idempotencyHeader ? { headers: idempotencyHeader } : {}) },
        config: { permission: `create-${name}` },
        ...idempotent,
      },
      async (request, reply) => {
        const { row, joined } = toWrite(resource, request.body as Record<string, unknown>);
        const stored = await sealed(row);
        const created = await app.db.transaction(async (tx) => {
          await entry.extension.beforeWrite?.(tx as never, request, row);
          const [inserted] = await tx.insert(table).values(stored).returning({ id: table.id });
          await writeJoins(tx as never, entry, inserted!.id, joined);
          const after = await readRecord(tx as never, entry, byId(inserted!.id));
          await audit(tx as never, request, { action: 'create', resource: name, recordId: inserted!.id, after });
          await checked(tx, request, inserted!.id);
          // A secret the entity issues with the record (a site's key) is answered here, once.
          const once = await entry.extension.created?.(tx as never, request, inserted!.id);
          return once ? { ...after, ...once } : after;
        });
        sendVersion(reply, resource, created);
        return reply.status(201).send(present(request, created));
      },
    );
  }

  if (has('update') && !taken('PUT', `${base}/:id`)) {
    const ifMatch = resource.versioned ? ZIfMatch : ZIfMatchUpdatedAt;
    const headers = idempotencyHeader ? ifMatch.extend(idempotencyHeader.shape) : ifMatch;
    api.put(
      `${base}/:id`,
      {
        schema: {
          tags,
          summary: `Update one of ${name}${resource.versioned ? ', based on the version read (If-Match or `version`)' : ', refused (409) when saved since the `updated_at` named in If-Match'}`,
          params: ZIdParams,
          body: resource.ZUpdate,
          headers,
        },
        config: { permission: `edit-${name}` },
        ...idempotent,
      },
      async (request, reply) => {
        const { id } = request.params;
        const { version: _based, ...body } = request.body as Record<string, unknown>;
        const based = resource.versioned ? expectedVersion(request, request.body as Record<string, unknown>) : undefined;
        const readAt = resource.versioned ? undefined : readAtOf(request.headers['if-match'] as string | undefined);
        const { row, joined } = toWrite(resource, withoutMaskedEchoes(resource, body));
        const stored = await sealed(row);
        const updated = await app.db.transaction(async (tx) => {
          // A versioned record is not locked first: the write itself compares and sets its version. Another scope's record is as missing.
          if (based === undefined) {
            const [locked] = await tx.select({ id: table.id }).from(table).where(seenById(request, id)).for('update');
            if (!locked) throw notFound();
          }
          const before = await readRecord(tx as never, entry, seenById(request, id));
          if (!before) throw notFound();
          // A record saved since the `updatedAt` its form read (If-Match) is not overwritten unseen; the row is locked, so this holds.
          if (readAt !== undefined && savedSince(before, readAt)) throw await staleSave(tx as never, request, resource, before);
          await entry.extension.beforeWrite?.(tx as never, request, { ...before, ...row }, id);
          const where = based === undefined ? byId(id) : and(seenById(request, id), eq(table.version, based));
          const written = await tx.update(table).set({ ...stored, ...nextVersion(resource, table), updatedAt: new Date() }).where(where).returning({ id: table.id });
          if (!written.length) throw await staleSave(tx as never, request, resource, (await readRecord(tx as never, entry, byId(id))) ?? before);
          await writeJoins(tx as never, entry, id, joined);
          const after = await readRecord(tx as never, entry, byId(id));
          await audit(tx as never, request, { action: 'update', resource: name, recordId: id, before, after });
          await checked(tx, request, id, before);
          return after;
        });
        sendVersion(reply, resource, updated);
        return present(request, updated);
      },
    );
  }

  if (has('delete') && !taken('DELETE', `${base}/:id`)) {
    api.delete(
      `${base}/:id`,
      { schema: { tags, summary: `Delete one of ${name}`, params: ZIdParams }, config: { permission: `delete-${name}` } },
      async (request) => {
        const { id } = request.params;
        const deleted = await app.db.transaction(async (tx) => {
          const before = await readRecord(tx as never, entry, seenById(request, id));
          if (!before) throw notFound();
          await tx.delete(table).where(byId(id));
          await audit(tx as never, request, { action: 'delete', resource: name, recordId: id, before });
          await checked(tx, request);
          return before;
        });
        return present(request, deleted);
      },
    );
  }

  if (has('delete') && !taken('POST', `${base}/delete-many`)) {
    api.post(
      `${base}/delete-many`,
      {
        schema: { tags, summary: `Delete several of ${name}: all of them or none`, body: ZBulkIds },
        config: { permission: `delete-${name}`, requires: [`batch-action-${name}`] },
      },
      async (request: FastifyRequest<{ Body: z.infer<typeof ZBulkIds> }>) => {
        const ids = [...new Set(request.body.ids)];
        const result = await app.db.transaction(async (tx) => {
          const deleted = await tx.delete(table).where(and(inArray(table.id, ids), scopeWhere(entry, request.scope))).returning();
          // Every id must exist; otherwise nothing is deleted.
          if (deleted.length !== ids.length) throw notFound();
          for (const row of deleted) {
            await audit(tx as never, request, { action: 'delete', resource: name, recordId: row.id as number, before: row });
          }
          await checked(tx, request);
          return { data: ids };
        });
        return result;
      },
    );
  }

  registerActionRoutes(app, entry);
  registerExportRoute(app, entry, options);
  registerRefusedMethods(app, resource);
};
