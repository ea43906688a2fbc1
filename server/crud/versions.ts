/**
 * Versioned saves (SECURITY 41): a resource declared `versioned` keeps an integer `version` that
 * every write raises. A save names the version it was based on (`If-Match`, or `version` in the
 * body); the write is one compare-and-set, `UPDATE … WHERE id = $1 AND version = $2`, so of two
 * saves based on one version exactly one wins, and the newer edit is never overwritten unseen.
 * A resource that keeps no version may name the `updatedAt` it read as `If-Match` instead (the
 * app's forms do): its row is locked, and a save over a newer one is refused alike.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { TResource } from '../../resources/define.ts';
import type { TAnyTable } from '../db/derive.ts';
import type { TDb } from '../db/index.ts';
import { admins, auditLog } from '../db/system.ts';
import { HttpError } from '../lib/errors.ts';
import { pickLocale, translation } from '../lib/i18n.ts';

/** What a versioned write adds to its `set`: one more than the stored version, in the same statement. */
export const nextVersion = (resource: TResource, table: TAnyTable): Record<string, unknown> =>
  resource.versioned ? { version: sql`${table.version} + 1` } : {};

/** `If-Match` on a versioned update, as the OpenAPI document shows it. */
export const ZIfMatch = z.looseObject({
  'if-match': z.string().max(100).optional().meta({ description: 'The record’s ETag as read (its version, `"3"`); or send `version` in the body' }),
});

/** The version an `If-Match` names: `"3"`, `W/"3"` or `3`; undefined when absent, 400 when not a version. */
const fromIfMatch = (header: string | undefined): number | undefined => {
  if (header === undefined) return undefined;
  const match = /^\s*(?:W\/)?"?(\d{1,10})"?\s*$/.exec(header);
  const version = match ? Number(match[1]) : NaN;
  if (!Number.isSafeInteger(version) || version < 1 || version > 2147483647) throw new HttpError(400, 'errors.version_malformed');
  return version;
};

/** The version the save was based on: `If-Match` first, then the body's `version`; 428 when neither says. */
export const expectedVersion = (request: FastifyRequest, body: Record<string, unknown>): number => {
  const version = fromIfMatch(request.headers['if-match'] as string | undefined) ?? (body.version as number | undefined);
  if (version === undefined) throw new HttpError(428, 'errors.version_required');
  return version;
};

/** `If-Match` on the update of a resource that keeps no version: the record's `updatedAt` as read. */
export const ZIfMatchUpdatedAt = z.looseObject({
  'if-match': z.string().max(100).optional().meta({ description: 'The record’s `updated_at` as read, quoted (`"2026-11-28T01:58:17.123Z"`): a save over a newer one answers 409' }),
});

/** The instant an `If-Match` names (`"2026-11-28T01:58:17.123Z"`, weak or not), in milliseconds; undefined when absent, 400 when not an instant. */
export const readAtOf = (header: string | undefined): number | undefined => {
  if (header === undefined) return undefined;
  const match = /^\s*(?:W\/)?"(\d{4}-\d{2}-\d{2}T[^"]{1,40})"\s*$/.exec(header);
  const at = match ? Date.parse(match[1]!) : NaN;
  if (!Number.isFinite(at)) throw new HttpError(400, 'errors.read_at_malformed');
  return at;
};

/**
 * Whether a record of a resource that keeps no version was saved after `readAt`, the `updatedAt` a
 * form read it with: compared to the millisecond, as the API writes instants (the database keeps
 * microseconds, which the driver drops alike on every read).
 */
export const savedSince = (current: Record<string, unknown>, readAt: number): boolean => new Date(current.updatedAt as Date | string).getTime() !== readAt;

/** Answers the record's version as its ETag. */
export const sendVersion = (reply: FastifyReply, resource: TResource, row: Record<string, unknown> | undefined): void => {
  if (resource.versioned && typeof row?.version === 'number') reply.header('ETag', `"${row.version}"`);
};

/**
 * The 409 of a stale save: who saved the record last and when, from its newest audit row (the
 * record's own `updatedAt` when none names an admin), in the caller's language. The body also
 * carries them, and the current version, for a client to word or compare itself.
 */
export const staleSave = async (db: TDb, request: FastifyRequest, resource: TResource, current: Record<string, unknown>): Promise<HttpError> => {
  const [last] = await db
    .select({ username: admins.username, at: auditLog.createdAt })
    .from(auditLog)
    .leftJoin(admins, eq(admins.id, auditLog.adminId))
    .where(and(eq(auditLog.resource, resource.name), eq(auditLog.recordId, String(current.id))))
    .orderBy(desc(auditLog.id))
    .limit(1);
  const locale = pickLocale(request.headers['accept-language']);
  const changedBy = last?.username ?? null;
  const changedAt = new Date((last?.at ?? current.updatedAt) as Date | string).toISOString();
  const who = changedBy ?? translation('errors.version_someone', locale) ?? '';
  const when = `${changedAt.slice(0, 19).replace('T', ' ')} UTC`;
  const message = (translation('errors.version_stale', locale) ?? 'errors.version_stale').replace('%{who}', who).replace('%{when}', when);
  return new HttpError(409, message, undefined, { ETag: `"${String(current.version)}"` }, { version: current.version, changedBy, changedAt });
};
