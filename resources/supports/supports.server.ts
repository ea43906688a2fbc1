/**
 * What support tickets add on the server: the public intake that sites send them through, the
 * solve/archive/recover moves, and the conversation (staff replies kept on the ticket).
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZIdParams } from '../../server/crud/params.ts';
import { readRecord } from '../../server/crud/records.ts';
import { defineServerSide, type TServerResource, type TServerSide } from '../../server/crud/resource.ts';
import { scopeWhere } from '../../server/crud/scope.ts';
import { transitions } from '../../server/crud/transitions.ts';
import type { TDb } from '../../server/db/index.ts';
import { admins } from '../../server/db/system.ts';
import { audit } from '../../server/lib/audit.ts';
import { enqueueMail } from '../../server/mail/outbox.ts';
import { conflict, notFound } from '../../server/lib/errors.ts';
import { sites } from '../sites/schema.ts';
import { users } from '../users/schema.ts';
import { supportReplies, supportsTable } from './replies.server.ts';
import { ZSupportIntake, ZSupportReply } from './schema.ts';

export type TReply = typeof supportReplies.$inferSelect;

/**
 * Runs in the reply's transaction, after the reply and its audit row are written: the place for
 * what a reply sets off (the mail to the customer, enqueued in the outbox in this transaction,
 * so that a reply is never kept without its mail nor mailed without being kept). Throwing undoes
 * the reply.
 */
export type TReplyHook = (tx: TDb, context: { ticket: Record<string, unknown>; reply: TReply; request: FastifyRequest; siteName: string }) => Promise<void>;

const replyColumns = {
  id: supportReplies.id,
  message: supportReplies.message,
  adminId: supportReplies.adminId,
  adminName: sql<string | null>`coalesce(${admins.name}, ${admins.username})`,
  createdAt: supportReplies.createdAt,
};

const conversationRoutes = (entry: TServerResource, onReply: TReplyHook | undefined, sitesTable: TServerResource['table']) => (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = '/api/v1/admin/supports';
  const tags = ['supports'];

  api.get(
    `${base}/:id/replies`,
    { schema: { tags, summary: 'The staff replies of a ticket, oldest first', params: ZIdParams }, config: { permission: ['list-supports'] } },
    async (request) => {
      const { id } = request.params;
      const [ticket] = await app.db.select({ id: supportsTable.id }).from(supportsTable).where(and(eq(supportsTable.id, id), scopeWhere(entry, request.scope)));
      if (!ticket) throw notFound();
      const data = await app.db
        .select(replyColumns)
        .from(supportReplies)
        .leftJoin(admins, eq(admins.id, supportReplies.adminId))
        .where(eq(supportReplies.supportId, id))
        .orderBy(asc(supportReplies.id));
      return { data };
    },
  );

  api.post(
    `${base}/:id/reply`,
    {
      schema: { tags, summary: 'Reply to the customer: the reply is kept on the ticket (an archived ticket takes none: 409)', params: ZIdParams, body: ZSupportReply },
      config: { permission: 'reply-supports', status: 201 },
    },
    async (request, reply) => {
      const { id } = request.params;
      const answer = await app.db.transaction(async (raw) => {
        const tx = raw as unknown as TDb;
        const byId = eq(supportsTable.id, id);
        // Another scope's ticket is as missing.
        const [locked] = await raw.select({ id: supportsTable.id }).from(supportsTable).where(and(byId, scopeWhere(entry, request.scope))).for('update');
        if (!locked) throw notFound();
        const ticket = (await readRecord(tx, entry, byId))!;
        if (ticket.status === 'archived') {
          throw conflict('resources.supports.errors.reply_archived', { message: ['resources.supports.errors.reply_archived'] });
        }
        const [written] = await raw.insert(supportReplies).values({ supportId: id, adminId: request.admin?.id ?? null, message: request.body.message }).returning();
        await raw.update(supportsTable).set({ updatedAt: new Date() }).where(byId);
        await audit(tx, request, { action: 'reply', resource: 'supports', recordId: id, after: { replyId: written!.id, message: written!.message } });
        if (onReply) {
          const [site] = ticket.site ? await raw.select({ name: sitesTable.name }).from(sitesTable).where(eq(sitesTable.id, ticket.site as number)) : [];
          await onReply(tx, { ticket, reply: written!, request, siteName: String(site?.name ?? '') });
        }
        const [shown] = await raw.select(replyColumns).from(supportReplies).leftJoin(admins, eq(admins.id, supportReplies.adminId)).where(eq(supportReplies.id, written!.id));
        return shown!;
      });
      return reply.status(201).send(answer);
    },
  );
};

/**
 * The tickets' server side. `onReply` is what a reply sets off besides being kept: the product
 * passes the mail to the customer there (see TReplyHook).
 */
export const defineSupportsServer = ({ onReply }: { onReply?: TReplyHook } = {}): TServerSide =>
  defineServerSide({
    table: supportsTable,
    tables: { replies: supportReplies },
    extend: (entry, find) => {
      const sitesTable = find(sites).table;
      const usersTable = find(users).table;
      return {
        computed: {
          repliesCount: (table) => sql`(select count(*)::int from support_replies r where r.support_id = ${sql.raw(`"${table}"."id"`)})`,
        },
        actions: transitions(entry.resource, {
          solve: { to: 'solved', refused: 'resources.supports.errors.solve_refused' },
          archive: { to: 'archived', refused: 'resources.supports.errors.archive_refused' },
          recover: { to: 'open', refused: 'resources.supports.errors.recover_refused' },
        }),
        routes: conversationRoutes(entry, onReply, sitesTable),
        intake: {
          body: ZSupportIntake,
          attachment: 'attachment',
          summary: 'A customer’s support ticket, sent by a site (JSON, or multipart with a file in `attachment`); answers 201 with its id',
          write: async (tx, { body, callerId, attachment }) => {
            // Without a language the ticket takes its site's, in which staff replies are then mailed.
            const [site] = await tx.select({ language: sitesTable.defaultLanguage }).from(sitesTable).where(eq(sitesTable.id, callerId));
            // The ticket is the customer's whose address it came from, on that site (addresses are unique whatever their case).
            const [customer] = await tx
              .select({ id: usersTable.id })
              .from(usersTable)
              .where(and(eq(usersTable.site, callerId), sql`lower(${usersTable.email}) = lower(${body.email})`));
            const [row] = await tx
              .insert(supportsTable)
              .values({ ...body, language: body.language ?? site?.language ?? 'en', attachment, site: callerId, user: customer?.id ?? null, status: 'open' })
              .returning({ id: supportsTable.id });
            return row!.id;
          },
        },
      };
    },
  });

// A staff reply is mailed to the customer, in the ticket's language, through the outbox in the reply's own transaction.
export const server = defineSupportsServer({
  onReply: async (tx, { ticket, reply, siteName }) => {
    await enqueueMail(tx, {
      to: String(ticket.email),
      locale: String(ticket.language ?? 'en'),
      template: 'support-reply',
      data: { subject: String(ticket.subject ?? ''), text: reply.message, site: siteName },
    });
  },
});
