/**
 * The audit log, read-only: its list and entries name the admin who acted, so that a reader
 * needs no right on admins to see who did what. Nothing here or elsewhere writes it but the
 * writes it records (server/lib/audit.ts).
 */
import { count, eq, getTableColumns } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { parseListQuery } from '../../server/crud/listQuery.ts';
import { zIdParams, zListQuery } from '../../server/crud/params.ts';
import { admins, auditLog } from '../../server/db/system.ts';
import { notFound } from '../../server/lib/errors.ts';
import { auditLogs } from './schema.ts';

const base = '/api/v1/admin/audit_logs';
const tags = ['audit_logs'];
const columns = { ...getTableColumns(auditLog), adminUsername: admins.username };

export const registerAuditLogRoutes = (app: FastifyInstance): void => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const entries = () => app.db.select(columns).from(auditLog).leftJoin(admins, eq(admins.id, auditLog.adminId));

  api.get(
    base,
    {
      schema: {
        tags,
        summary: 'List audit entries, newest first',
        description: 'Filters: admin_id, action (exact), resource, created_at_gte / created_at_lte (ISO instants). Each entry carries the acting admin’s username, and before/after as recorded (secrets never are).',
        querystring: zListQuery,
      },
      config: { permission: 'list-audit_logs' },
    },
    async (request, reply) => {
      const { where, orderBy, limit, offset } = parseListQuery({ resource: auditLogs, table: auditLog, joins: {}, extension: {} }, request.query);
      const [rows, [counted]] = await Promise.all([
        entries().where(where).orderBy(...orderBy).limit(limit).offset(offset),
        app.db.select({ total: count() }).from(auditLog).where(where),
      ]);
      reply.header('Content-Range', `audit_logs ${offset}-${rows.length ? offset + rows.length - 1 : offset}/${Number(counted?.total ?? 0)}`);
      return rows;
    },
  );

  api.get(
    `${base}/:id`,
    { schema: { tags, summary: 'Get one audit entry with its before and after', params: zIdParams }, config: { permission: 'list-audit_logs' } },
    async (request) => {
      const [row] = await entries().where(eq(auditLog.id, request.params.id));
      if (!row) throw notFound();
      return row;
    },
  );
};
