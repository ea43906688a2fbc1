/**
 * Who looks after a channel: `GET`/`POST /channels/{id}/admins`, `DELETE /channels/{id}/admins/{adminId}`
 * (an admin may hold several channels; a disabled admin cannot be assigned), and
 * `GET /admins/{id}/allocated-members`, the customers attributed to an admin's channels.
 */
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZId, ZIdParams } from '../../server/crud/params.ts';
import { maskedFields, maskRow, searchableFields } from '../../server/crud/personal.ts';
import type { TServerResource } from '../../server/crud/resource.ts';
import { scopeWhere } from '../../server/crud/scope.ts';
import type { TDb } from '../../server/db/index.ts';
import { admins } from '../../server/db/system.ts';
import { audit } from '../../server/lib/audit.ts';
import { badRequest, conflict, notFound, unprocessable } from '../../server/lib/errors.ts';
import { channelAdmins } from './tables.server.ts';

const ZAssign = z.strictObject({ adminId: z.number({ error: 'validation.reference' }).int().positive({ message: 'validation.reference' }).max(2147483647, { message: 'validation.reference' }) });

export const registerChannelAdmins = (app: FastifyInstance, channels: TServerResource): void => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = '/api/v1/admin/channels/:id/admins';
  const tags = ['channels'];
  const assertChannel = async (db: TDb, request: FastifyRequest, id: number) => {
    const [found] = await db.select({ id: channels.table.id }).from(channels.table).where(and(eq(channels.table.id, id), scopeWhere(channels, request.scope)));
    if (!found) throw notFound();
  };
  const assigned = (id: number) =>
    app.db
      .select({ id: admins.id, username: admins.username, name: admins.name, status: admins.status, assignedAt: channelAdmins.createdAt })
      .from(channelAdmins)
      .innerJoin(admins, eq(admins.id, channelAdmins.adminId))
      .where(eq(channelAdmins.channelId, id))
      .orderBy(asc(admins.username));

  api.get(base, { schema: { tags, summary: 'The admins assigned to a channel', params: ZIdParams, operationId: 'listChannelAdmins' }, config: { permission: ['list-channels', 'edit-channels'] } }, async (request) => {
    await assertChannel(app.db, request, request.params.id);
    return assigned(request.params.id);
  });

  api.post(
    base,
    {
      schema: { tags, summary: 'Assign an admin to a channel', description: 'A disabled or missing admin answers 422; one already assigned, 409. The admin’s session narrows at once.', params: ZIdParams, body: ZAssign, operationId: 'assignChannelAdmin' },
      config: { permission: 'edit-channels', requires: ['list-admins'] },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { adminId } = request.body;
      await app.db.transaction(async (txn) => {
        const tx = txn as unknown as TDb;
        await assertChannel(tx, request, id);
        const [admin] = await tx.select({ status: admins.status }).from(admins).where(eq(admins.id, adminId));
        if (!admin) throw unprocessable({ admin_id: ['validation.reference'] });
        if (admin.status !== 'enabled') throw unprocessable({ admin_id: ['resources.channels.errors.admin_disabled'] });
        const inserted = await tx.insert(channelAdmins).values({ channelId: id, adminId }).onConflictDoNothing().returning();
        if (!inserted.length) throw conflict('resources.channels.errors.already_assigned', { admin_id: ['resources.channels.errors.already_assigned'] });
        await audit(tx, request, { action: 'assign_admin', resource: 'channels', recordId: id, after: { adminId } });
      });
      return reply.status(201).send(await assigned(id));
    },
  );

  api.delete(
    `${base}/:adminId`,
    { schema: { tags, summary: 'Take an admin off a channel', params: z.object({ id: ZId, adminId: ZId }), operationId: 'removeChannelAdmin' }, config: { permission: 'edit-channels' } },
    async (request) => {
      const { id, adminId } = request.params;
      await app.db.transaction(async (txn) => {
        const tx = txn as unknown as TDb;
        await assertChannel(tx, request, id);
        const removed = await tx.delete(channelAdmins).where(and(eq(channelAdmins.channelId, id), eq(channelAdmins.adminId, adminId))).returning();
        if (!removed.length) throw notFound();
        await audit(tx, request, { action: 'unassign_admin', resource: 'channels', recordId: id, before: { adminId } });
      });
      return assigned(id);
    },
  );
};

const ZMembersQuery = z.strictObject({
  range: z.string().max(100).optional().describe('JSON [first,last], at most 100 rows'),
  filter: z.string().max(1000).optional().describe('JSON {"q":"text"}'),
});

/** `[first,last]` and `{ q }` as the lists take them; anything else is refused. */
const readMembersQuery = (range?: string, filter?: string) => {
  try {
    const [first, last] = range ? (JSON.parse(range) as number[]) : [0, 24];
    const q = filter ? (JSON.parse(filter) as { q?: unknown }).q : undefined;
    if (!Number.isSafeInteger(first) || !Number.isSafeInteger(last) || first! < 0 || last! < first! || last! - first! >= 100) throw new Error();
    if (q !== undefined && (typeof q !== 'string' || q.length > 200)) throw new Error();
    return { offset: first!, limit: last! - first! + 1, q: typeof q === 'string' ? q.trim() : '' };
  } catch {
    throw badRequest('errors.bad_request');
  }
};

/** The customers attributed to the channels an admin looks after, as the users list shows them (contact details masked unless the caller may see them). */
export const registerAllocatedMembers = (app: FastifyInstance, users: TServerResource): void => {
  const { table, resource } = users;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/admin/admins/:id/allocated-members',
    {
      schema: { tags: ['admins'], summary: 'The customers attributed to the channels an admin is assigned to, newest first, paged and searchable', params: ZIdParams, querystring: ZMembersQuery, operationId: 'listAllocatedMembers' },
      config: { permission: 'list-admins', requires: ['list-users'] },
    },
    async (request, reply) => {
      const { offset, limit, q } = readMembersQuery(request.query.range, request.query.filter);
      const [admin] = await app.db.select({ id: admins.id }).from(admins).where(eq(admins.id, request.params.id));
      if (!admin) throw notFound();
      const masked = maskedFields(resource, request);
      const searched = searchableFields(resource, masked);
      const search: SQL | undefined = q ? or(...searched.map((name) => ilike(table[name], `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`))) : undefined;
      const where = and(
        inArray(table.channel, app.db.select({ id: channelAdmins.channelId }).from(channelAdmins).where(eq(channelAdmins.adminId, admin.id))),
        // A channel admin reads another admin's members only where their channels meet.
        scopeWhere(users, request.scope),
        search,
      );
      const columns = { id: table.id, username: table.username, email: table.email, phone: table.phone, firstName: table.firstName, lastName: table.lastName, status: table.status, channel: table.channel, createdAt: table.createdAt };
      const [rows, [total]] = await Promise.all([
        app.db.select(columns).from(table).where(where).orderBy(desc(table.id)).limit(limit).offset(offset),
        app.db.select({ n: count() }).from(table).where(where),
      ]);
      const n = Number(total?.n ?? 0);
      const last = rows.length ? offset + rows.length - 1 : offset;
      reply.header('Content-Range', `users ${offset}-${last}/${n}`);
      return rows.map((row) => maskRow(resource, row as Record<string, unknown>, masked));
    },
  );
};

