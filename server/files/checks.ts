/**
 * What a content team asks before an upload: is this file already here (by name or content
 * hash), has it reached the delivery storage, and is its content on the block list of taken-down
 * material. Hashes are SHA-256 of the whole file, hex.
 */
import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../lib/errors.ts';
import { presentFile } from './present.ts';
import { fileBlocklist, files } from './table.ts';

const ZSha256 = z.string().regex(/^[0-9a-fA-F]{64}$/, { message: 'validation.sha256' }).transform((s) => s.toLowerCase());
const ZFileQuery = z.strictObject({
  sha256: ZSha256.optional().describe('SHA-256 of the content, hex'),
  name: z.string().trim().min(1).max(255).optional().describe('the file name as on the uploader’s disk'),
  id: z.coerce.number().int().positive().max(2147483647).optional().describe('a stored file id'),
});

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

export const registerCheckRoutes = (app: FastifyInstance): void => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['files'];
  const config = { permission: ['upload-files', 'list-files'] };

  api.get(
    '/api/v1/admin/files/checkFileOnServer',
    {
      schema: { tags, summary: 'Whether a file is already stored here, by content hash or by name: { exists, files[] } (at most 20, newest first)', querystring: ZFileQuery.omit({ id: true }) },
      config,
    },
    async (request) => {
      const { sha256, name } = request.query;
      const conditions: SQL[] = [];
      if (sha256) conditions.push(eq(files.sha256, sha256));
      if (name) conditions.push(ilike(files.originalName, escapeLike(name)));
      if (!conditions.length) throw badRequest('errors.bad_request');
      const found = await app.db.select().from(files).where(or(...conditions)).orderBy(desc(files.id)).limit(20);
      return { exists: found.length > 0, files: found.map(presentFile) };
    },
  );

  api.get(
    '/api/v1/admin/files/checkFileOnCloud',
    {
      schema: {
        tags,
        summary: 'Whether a stored file (by id or content hash) has been copied to the delivery storage: { exists, onCloud, cloudUrl, copiedAt }',
        querystring: ZFileQuery.omit({ name: true }),
      },
      config,
    },
    async (request) => {
      const { sha256, id } = request.query;
      if (!sha256 && !id) throw badRequest('errors.bad_request');
      const [file] = await app.db
        .select()
        .from(files)
        .where(and(id ? eq(files.id, id) : undefined, sha256 ? eq(files.sha256, sha256) : undefined))
        .orderBy(sql`${files.cloudCopiedAt} desc nulls last`, desc(files.id))
        .limit(1);
      return { exists: Boolean(file), onCloud: Boolean(file?.cloudCopiedAt), cloudUrl: file?.cloudUrl ?? null, copiedAt: file?.cloudCopiedAt ?? null };
    },
  );

  api.get(
    '/api/v1/admin/files/checkBlockList',
    {
      schema: { tags, summary: 'Whether content (by hash) was taken down and may not be uploaded again: { blocked, reason, since }', querystring: z.strictObject({ sha256: ZSha256 }) },
      config,
    },
    async (request) => {
      const [entry] = await app.db.select().from(fileBlocklist).where(eq(fileBlocklist.sha256, request.query.sha256));
      return { blocked: Boolean(entry), reason: entry?.reason ?? null, since: entry?.createdAt ?? null };
    },
  );
};
