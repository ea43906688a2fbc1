/**
 * The audit log, read-only: its list and entries name the admin who acted, so that a reader
 * needs no right on admins to see who did what. Nothing here or elsewhere writes it but the
 * writes it records (server/lib/audit.ts).
 */
import { eq, getTableColumns } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZIdParams } from '../../server/crud/params.ts';
import { admins, auditLog } from '../../server/db/system.ts';
import { notFound } from '../../server/lib/errors.ts';
import type { TListHooks } from '../../server/crud/resource.ts';

const base = '/api/v1/admin/audit_logs';
const tags = ['audit_logs'];
const columns = { ...getTableColumns(auditLog), adminUsername: admins.username };

/** The generic list, newest first, naming the admin who acted. */
export const auditLogList: TListHooks = {
  columns,
  joins: [{ table: admins, on: eq(admins.id, auditLog.adminId) }],
  description:
    'Filters: admin_id, action (exact), resource, created_at_gte / created_at_lte (ISO instants). Each entry carries the acting admin’s username, and before/after as recorded (secrets never are).',
};

export const registerAuditLogRoutes = (app: FastifyInstance): void => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const entries = () => app.db.select(columns).from(auditLog).leftJoin(admins, eq(admins.id, auditLog.adminId));

  api.get(
    `${base}/:id`,
    { schema: { tags, summary: 'Get one audit entry with its before and after', params: ZIdParams }, config: { permission: 'list-audit_logs' } },
    async (request) => {
      const [row] = await entries().where(eq(auditLog.id, request.params.id));
      if (!row) throw notFound();
      return row;
    },
  );
};
