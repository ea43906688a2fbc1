/**
 * `GET /backup`: a consistent backup of the running embedded database and its stored files, as one
 * tar.gz (what `npm run db:backup` asks a running server for). It holds every record and secret,
 * so only a super admin may take it; on PostgreSQL, pg_dump does this job (README).
 */
import { createReadStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { forbidden } from '../lib/errors.ts';
import { writeBackup } from './backup.ts';
import type { TDatabase } from './index.ts';

export const registerBackupRoute = (app: FastifyInstance, database: TDatabase, storageDir: string): void => {
  const dump = database.dumpDataDir;
  if (!dump) return;
  app.get(
    '/api/v1/admin/backup',
    { schema: { tags: ['system'], summary: 'A backup of the embedded database and the stored files (tar.gz); super admins only' }, config: { signedIn: true } },
    async (request, reply) => {
      const result = await app.db.execute(sql`select 1 from admin_roles ar join roles r on r.id = ar.role_id where ar.admin_id = ${request.admin!.id} and r.is_super = 1`);
      if (!(result as unknown as { rows: unknown[] }).rows.length) throw forbidden();
      const dir = mkdtempSync(join(tmpdir(), 'showrunner-backup-out-'));
      const file = join(dir, 'backup.tar.gz');
      await writeBackup(dump, storageDir, file);
      const stream = createReadStream(file);
      stream.on('close', () => rmSync(dir, { recursive: true, force: true }));
      return reply
        .type('application/gzip')
        .header('content-disposition', `attachment; filename="showrunner-${new Date().toISOString().slice(0, 19).replace(/:/g, '')}.tar.gz"`)
        .send(stream);
    },
  );
};
