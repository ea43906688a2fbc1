/** What the audit log adds on the server: its system table, which every write fills, and its read-only routes. */
import { defineServerSide } from '../../server/crud/resource.ts';
import { auditLog } from '../../server/db/system.ts';
import { auditLogList, registerAuditLogRoutes } from './routes.server.ts';

export const server = defineServerSide({ table: auditLog, extend: () => ({ routes: registerAuditLogRoutes, list: auditLogList }) });
