/**
 * `Idempotency-Key` (SECURITY 42) on the creates and updates of a resource declared `idempotent`,
 * kept in the database so that it holds across instances. Before the write runs, the (admin, key)
 * row is inserted; the unique index lets one request take it. The taker runs and, on success,
 * keeps its answer for 24 hours; a replay with the same body is answered that (same status, same
 * body) without running again; the same key with another body or route → 422; while the taker
 * still runs → 409. A refused or failed write wrote nothing, so it frees the key for a retry.
 */
import { createHash } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest, onSendAsyncHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import type { TDb } from '../db/index.ts';
import { idempotencyKeys } from '../db/system.ts';
import type { TJob } from '../lib/jobs.ts';
import { HttpError } from '../lib/errors.ts';

/** How long a first answer is kept. */
export const IDEMPOTENCY_TTL_HOURS = 24;
/** A key taken this long ago and still unanswered belongs to a request that died (an instance killed mid-write): another may take it. */
const ABANDONED_SECONDS = 60;

export const ZIdempotencyKey = z.looseObject({
  'idempotency-key': z
    .string()
    .regex(/^[\x21-\x7e]{1,200}$/, { message: 'validation.idempotency_key' })
    .optional()
    .meta({ description: `A key of the client's (a UUID) that makes a retry safe: the first success is answered again for ${IDEMPOTENCY_TTL_HOURS} h to the same admin with the same body` }),
});

/** JSON with its keys sorted, so that one body hashes alike whatever order its keys came in. */
const canonical = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
};

/** The requests that took their key and must record their answer. */
const taken = new WeakMap<FastifyRequest, number>();

const keyOf = (request: FastifyRequest) => request.headers['idempotency-key'] as string | undefined;

const takeKey: preHandlerAsyncHookHandler = async function (request: FastifyRequest, reply: FastifyReply) {
  const key = keyOf(request);
  if (key === undefined || !request.admin) return;
  const db = this.db;
  const adminId = request.admin.id;
  const route = `${request.method} ${request.url.split('?')[0]}`.slice(0, 300);
  const requestHash = createHash('sha256').update(canonical(request.body)).digest('hex');
  const mine = and(eq(idempotencyKeys.adminId, adminId), eq(idempotencyKeys.key, key));
  await db.delete(idempotencyKeys).where(and(mine, lt(idempotencyKeys.expiresAt, sql`now()`)));
  const [inserted] = await db
    .insert(idempotencyKeys)
    .values({ adminId, key, route, requestHash, expiresAt: sql`now() + make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})` })
    .onConflictDoNothing()
    .returning({ id: idempotencyKeys.id });
  if (inserted) {
    taken.set(request, inserted.id);
    return;
  }
  const [first] = await db.select().from(idempotencyKeys).where(mine);
  if (!first) throw new HttpError(409, 'errors.idempotency_in_progress');
  if (first.route !== route || first.requestHash !== requestHash) throw new HttpError(422, 'errors.idempotency_mismatch');
  if (first.status === null) {
    const [claimed] = await db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now()` })
      .where(and(eq(idempotencyKeys.id, first.id), isNull(idempotencyKeys.status), lt(idempotencyKeys.createdAt, sql`now() - make_interval(secs => ${ABANDONED_SECONDS})`)))
      .returning({ id: idempotencyKeys.id });
    if (!claimed) throw new HttpError(409, 'errors.idempotency_in_progress');
    taken.set(request, claimed.id);
    return;
  }
  return reply.status(first.status).header('Idempotent-Replayed', 'true').type('application/json; charset=utf-8').send(first.response);
};

const keepAnswer: onSendAsyncHookHandler<unknown> = async function (request, reply, payload) {
  const id = taken.get(request);
  if (id === undefined) return payload;
  taken.delete(request);
  const db = this.db;
  if (reply.statusCode >= 200 && reply.statusCode < 300 && typeof payload === 'string') {
    await db.update(idempotencyKeys).set({ status: reply.statusCode, response: payload }).where(eq(idempotencyKeys.id, id));
  } else {
    await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, id));
  }
  return payload;
};

/** What an idempotent route adds to its options: the header in its schema and the two hooks. */
export const idempotentRoute = { preHandler: takeKey, onSend: keepAnswer };

/** Deletes the answers past their 24 hours; how many. */
export const sweepIdempotencyKeys = async (db: TDb): Promise<number> =>
  (await db.delete(idempotencyKeys).where(lt(idempotencyKeys.expiresAt, sql`now()`)).returning({ id: idempotencyKeys.id })).length;

/** The recurring job that forgets expired keys. */
export const idempotencySweepJob: TJob = { name: 'sweep-idempotency-keys', everySeconds: 3_600, run: ({ db }) => sweepIdempotencyKeys(db) };
