/** The audit trail: one row per write and per auth event, written in the write's own transaction. */
import type { FastifyRequest } from 'fastify';
import type { TDb } from '../db/index.ts';
import { auditLog } from '../db/system.ts';

const SECRET_KEYS = /password|secret|token|hash|totp/i;

/** Never lets a secret into the log, whatever the record holds. */
const scrub = (value: unknown): unknown => {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).filter(([key]) => !SECRET_KEYS.test(key)),
  );
};

export type TAuditEntry = {
  action: string;
  resource?: string;
  recordId?: string | number;
  before?: unknown;
  after?: unknown;
  adminId?: number | null;
};

/** Writes the row; returns its id. */
export const audit = async (db: TDb, request: FastifyRequest, entry: TAuditEntry): Promise<number> => {
  const [row] = await db.insert(auditLog).values({
    adminId: entry.adminId !== undefined ? entry.adminId : (request.admin?.id ?? null),
    ip: request.ip,
    action: entry.action,
    resource: entry.resource ?? null,
    recordId: entry.recordId === undefined ? null : String(entry.recordId),
    before: scrub(entry.before),
    after: scrub(entry.after),
  }).returning({ id: auditLog.id });
  return row!.id;
};
