/**
 * The generic routes of a registry resource: list, get, create, update, delete and bulk delete,
 * each with its permission, schema and audit row. A resource's own routes.ts adds what is not CRUD,
 * and takes over an operation by registering its method and URL first.
 * An operation the resource lacks answers 405 with `Allow`, so that a client can tell a refused
 * method from a missing record.
 */
import { count, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TResource } from '../../resources/define.ts';
import type { TAnyTable } from '../db/derive.ts';
import { audit } from '../lib/audit.ts';
import { HttpError, notFound, unprocessable } from '../lib/errors.ts';
import { sanitizeRichText } from '../lib/richText.ts';
import type { TServerResource } from '../registry.ts';
import { MAX_PAGE_SIZE, parseListQuery } from './listQuery.ts';

/** Ids are digits only and fit the integer column. */
export const zId = z
  .string()
  .regex(/^\d{1,10}$/, { message: 'validation.integer' })
  .transform(Number)
  .refine((n) => n >= 1 && n <= 2147483647, { message: 'validation.integer' });

export const zIdParams = z.object({ id: zId });

export const zListQuery = z.object({
  sort: z.string().max(200).optional().describe('JSON ["field","ASC"|"DESC"]'),
  range: z.string().max(100).optional().describe(`JSON [first,last], at most ${MAX_PAGE_SIZE} rows`),
  filter: z.string().max(20000).optional().describe('JSON {"field":value,"q":"text","id":[1,2]}'),
});

export const zBulkIds = z.strictObject({
  ids: z.array(z.number().int().positive().max(2147483647)).min(1).max(MAX_PAGE_SIZE),
});

/** Values as the table takes them: datetimes become Date objects, rich text is sanitised. */
const toRow = (resource: TResource, values: Record<string, unknown>): Record<string, unknown> => {
  const row: Record<string, unknown> = {};
  const errors: Record<string, string[]> = {};
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) continue;
    const field = resource.fields[name];
    if (field?.type === 'datetime' && typeof value === 'string') {
      row[name] = new Date(value);
    } else if (field?.type === 'richtext' && typeof value === 'string') {
      row[name] = sanitizeRichText(value);
      // Markup that sanitises to nothing (a lone script) leaves a required field empty.
      if (field.required && row[name] === '') errors[name] = ['validation.required'];
    } else {
      row[name] = value;
    }
  }
  if (Object.keys(errors).length) throw unprocessable(errors);
  return row;
};

const findById = async (app: FastifyInstance, table: TAnyTable, id: number) => {
  const [row] = await app.db.select().from(table).where(eq(table.id, id));
  if (!row) throw notFound();
  return row as Record<string, unknown>;
};

export const registerCrudRoutes = (app: FastifyInstance, { resource, table, afterWrite }: TServerResource): void => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { name, operations } = resource;
  const base = `/api/v1/admin/${name}`;
  const tags = [name];
  const taken = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string) => app.hasRoute({ method, url });
  const has = (op: string) => (operations as readonly string[]).includes(op);
  const checked = async (tx: unknown, request: FastifyRequest) => afterWrite?.(tx as never, request);

  if (has('list') && !taken('GET', base)) {
    api.get(
      base,
      { schema: { tags, summary: `List ${name}`, querystring: zListQuery }, config: { permission: `list-${name}` } },
      async (request, reply) => {
        const { where, orderBy, limit, offset } = parseListQuery(resource, table, request.query);
        const [rows, [counted]] = await Promise.all([
          app.db.select().from(table).where(where).orderBy(...orderBy).limit(limit).offset(offset),
          app.db.select({ total: count() }).from(table).where(where),
        ]);
        const last = rows.length ? offset + rows.length - 1 : offset;
        reply.header('Content-Range', `${name} ${offset}-${last}/${Number(counted?.total ?? 0)}`);
        return rows;
      },
    );
  }

  if (has('get') && !taken('GET', `${base}/:id`)) {
    api.get(
      `${base}/:id`,
      {
        schema: { tags, summary: `Get one of ${name}`, params: zIdParams },
        config: { permission: [`list-${name}`, `edit-${name}`] },
      },
      async (request) => findById(app, table, request.params.id),
    );
  }

  if (has('create') && !taken('POST', base)) {
    api.post(
      base,
      { schema: { tags, summary: `Create one of ${name}`, body: resource.zCreate }, config: { permission: `create-${name}` } },
      async (request, reply) => {
        const values = toRow(resource, request.body as Record<string, unknown>);
        const created = await app.db.transaction(async (tx) => {
          const [row] = await tx.insert(table).values(values).returning();
          await audit(tx as never, request, { action: 'create', resource: name, recordId: row!.id, after: row });
          await checked(tx, request);
          return row;
        });
        return reply.status(201).send(created);
      },
    );
  }

  if (has('update') && !taken('PUT', `${base}/:id`)) {
    api.put(
      `${base}/:id`,
      {
        schema: { tags, summary: `Update one of ${name}`, params: zIdParams, body: resource.zUpdate },
        config: { permission: `edit-${name}` },
      },
      async (request) => {
        const values = toRow(resource, request.body as Record<string, unknown>);
        return app.db.transaction(async (tx) => {
          const [before] = await tx.select().from(table).where(eq(table.id, request.params.id)).for('update');
          if (!before) throw notFound();
          const [after] = await tx
            .update(table)
            .set({ ...values, updatedAt: new Date() })
            .where(eq(table.id, request.params.id))
            .returning();
          await audit(tx as never, request, { action: 'update', resource: name, recordId: request.params.id, before, after });
          await checked(tx, request);
          return after;
        });
      },
    );
  }

  if (has('delete') && !taken('DELETE', `${base}/:id`)) {
    api.delete(
      `${base}/:id`,
      {
        schema: { tags, summary: `Delete one of ${name}`, params: zIdParams },
        config: { permission: `delete-${name}` },
      },
      async (request) =>
        app.db.transaction(async (tx) => {
          const [before] = await tx.delete(table).where(eq(table.id, request.params.id)).returning();
          if (!before) throw notFound();
          await audit(tx as never, request, { action: 'delete', resource: name, recordId: request.params.id, before });
          await checked(tx, request);
          return before;
        }),
    );
  }

  if (has('delete') && !taken('POST', `${base}/delete-many`)) {
    api.post(
      `${base}/delete-many`,
      {
        schema: { tags, summary: `Delete several of ${name}: all of them or none`, body: zBulkIds },
        config: { permission: `delete-${name}`, requires: [`batch-action-${name}`] },
      },
      async (request: FastifyRequest<{ Body: z.infer<typeof zBulkIds> }>) => {
        const ids = [...new Set(request.body.ids)];
        return app.db.transaction(async (tx) => {
          const deleted = await tx.delete(table).where(inArray(table.id, ids)).returning();
          // Every id must exist; otherwise nothing is deleted.
          if (deleted.length !== ids.length) throw notFound();
          for (const row of deleted) {
            await audit(tx as never, request, { action: 'delete', resource: name, recordId: row.id as number, before: row });
          }
          await checked(tx, request);
          return { data: ids };
        });
      },
    );
  }

  registerRefusedMethods(app, resource);
};

/** 405 with `Allow` for a method a URL of the resource does not answer; a URL that answers none stays 404. */
const registerRefusedMethods = (app: FastifyInstance, { name, operations }: TResource) => {
  const has = (op: string) => (operations as readonly string[]).includes(op);
  const base = `/api/v1/admin/${name}`;
  const answers: Record<string, Record<string, boolean>> = {
    [base]: { GET: has('list'), POST: has('create') },
    [`${base}/:id`]: { GET: has('get'), PUT: has('update'), DELETE: has('delete') },
  };
  for (const [url, methods] of Object.entries(answers)) {
    const allowed = Object.keys(methods).filter((m) => methods[m]);
    if (allowed.length === 0) continue;
    const allow = allowed.flatMap((m) => (m === 'GET' ? ['GET', 'HEAD'] : [m])).join(', ');
    for (const method of Object.keys(methods).filter((m) => !methods[m])) {
      app.route({
        method,
        url,
        // Only signed-in callers learn what the API offers.
        config: { signedIn: true },
        schema: { hide: true },
        handler: async () => {
          throw new HttpError(405, 'errors.method_not_allowed', undefined, { Allow: allow });
        },
      });
    }
  }
};
