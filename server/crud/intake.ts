/**
 * The public API (`/api/v1/public`): what customer-facing sites send in. Each entity that
 * declares an `intake` gets `POST /api/v1/public/<name>`, called with the key of the caller
 * resource (a site's `X-Site-Key`), limited per address and per caller (429 with Retry-After),
 * with a small body (413 beyond), validated strictly (unknown fields 422), and optionally one
 * attached file, checked by size and type as every upload. The record, its file and their audit
 * rows are written in one transaction; the answer is 201 with the new record's id.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { receiveUpload, placeFile, recordFiles, type TUpload } from '../files/store.ts';
import type { TStorage } from '../files/storage.ts';
import { mediaUrl, presentFile } from '../files/present.ts';
import type { TDb } from '../db/index.ts';
import { audit } from '../lib/audit.ts';
import { camelKeys, toSnake } from '../lib/casing.ts';
import { HttpError, unauthorized, unprocessable } from '../lib/errors.ts';
import { countAttempt } from '../auth/rateLimit.ts';
import type { TPublicCaller, TServerResource } from './resource.ts';

export const PUBLIC_PREFIX = '/api/v1/public';

export type TIntakeLimits = {
  /** Requests per minute from one address, whatever the key (guessing keys included). */
  perIp: number;
  /** Requests per minute with one caller's key. */
  perCaller: number;
  /** The largest body without a file, and the largest text field of a multipart body. */
  bodyBytes: number;
  /** The largest attached file. */
  fileBytes: number;
};

/** What the intake writes, from the route or from a tool that sends records as a site would (the demo data). */
export type TSubmission = {
  callerId: number;
  /** The fields as the site sent them, camelCase. */
  fields: unknown;
  /** A received file, still in its temporary place. */
  file?: TUpload;
};

/** Zod's refusals as the API names them: per field, snake_case, unknown fields by name. */
export const fieldErrors = (error: z.ZodError): Record<string, string[]> => {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add([...issue.path.map((part) => toSnake(String(part))), toSnake(key)].join('.'), 'validation.unknown_field');
      continue;
    }
    const field = issue.path.map((part) => toSnake(String(part))).join('.') || '_';
    // Messages of the catalogue pass; zod's own English does not reach a client.
    const isKey = issue.message.startsWith('validation.') || issue.message.startsWith('resources.');
    add(field, isKey ? issue.message : issue.code === 'invalid_type' ? 'validation.required' : 'validation.string');
  }
  return errors;
};

/**
 * Validates and writes one submission; returns the new record's id. A refusal (422, or the
 * file's 413, 415, 451) keeps nothing: neither the record nor the file.
 */
export const submitIntake = async (
  db: TDb,
  storage: TStorage,
  entry: TServerResource,
  submission: TSubmission,
  request?: FastifyRequest,
): Promise<number> => {
  const intake = entry.extension.intake!;
  const name = entry.resource.name;
  const parsed = intake.body.safeParse(submission.fields ?? {});
  if (!parsed.success) {
    if (submission.file) await storage.removeTemp(submission.file.path);
    throw unprocessable(fieldErrors(parsed.error));
  }
  const write = async (tx: TDb, attachment: string | null) => {
    const id = await intake.write(tx, { body: parsed.data as Record<string, unknown>, callerId: submission.callerId, attachment });
    if (request) await audit(tx, request, { action: 'intake', resource: name, recordId: id, after: { ...parsed.data, attachment, caller: submission.callerId } });
    return id;
  };
  if (!submission.file) return db.transaction((tx) => write(tx as never, null));
  const placed = await placeFile(db, storage, submission.file);
  let id = 0;
  await recordFiles(
    db,
    storage,
    [placed],
    request ? (tx, file) => audit(tx, request, { action: 'upload', resource: 'files', recordId: file.id, after: presentFile(file) }) : undefined,
    async (tx, [file]) => {
      id = await write(tx, mediaUrl(file!.storageKey));
    },
  );
  return id;
};

/** Reads a multipart body: its text fields, and its one file, received into a temporary file. */
const readMultipart = async (request: FastifyRequest, storage: TStorage, attachment: string | undefined, limits: TIntakeLimits) => {
  const fields: Record<string, string> = {};
  let file: TUpload | undefined;
  const unknown: string[] = [];
  try {
    for await (const part of request.parts({ limits: { fileSize: limits.fileBytes, files: 1, fieldSize: limits.bodyBytes, fields: 30 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== attachment) {
          unknown.push(part.fieldname);
          part.file.resume();
          continue;
        }
        const received = await receiveUpload(storage, { kind: 'file', source: part.file, maxBytes: limits.fileBytes, isTruncated: () => part.file.truncated });
        file = { ...received, kind: 'file', originalName: part.filename, uploadedBy: null };
      } else {
        if (part.valueTruncated) throw new HttpError(413, 'errors.payload_too_large');
        if (Object.hasOwn(fields, part.fieldname)) throw unprocessable({ [part.fieldname]: ['validation.duplicate'] });
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    if (file) await storage.removeTemp(file.path);
    throw error;
  }
  if (unknown.length) {
    if (file) await storage.removeTemp(file.path);
    throw unprocessable(Object.fromEntries(unknown.map((field) => [field, ['validation.unknown_field']])));
  }
  return { fields: camelKeys(fields), file };
};

/**
 * The door of every public route: counts the request under its address, then checks the caller's
 * key (401 without a valid one), then counts it under the caller; over either limit, 429 with
 * Retry-After. Answers the caller's id. `counter` names the counters, so that a route with other
 * limits (the visit events) counts apart from the intake.
 */
export const admitCaller = async (
  db: TDb,
  request: FastifyRequest,
  caller: TPublicCaller,
  limits: { perIp: number; perCaller: number; counter: string },
): Promise<number> => {
  // Counted before the key is checked, so that an address guessing keys is stopped too.
  await countAttempt(db, [{ key: `${limits.counter}:ip:${request.ip}`, max: limits.perIp }]);
  const secret = request.headers[caller.header];
  const found = typeof secret === 'string' && secret ? await caller.find(db, secret) : null;
  if (!found) throw unauthorized('errors.public_key');
  await countAttempt(db, [{ key: `${limits.counter}:caller:${found.id}`, max: limits.perCaller }]);
  return found.id;
};

/** Registers the public routes of every entity that declares an intake, in a scope of their own. */
export const registerIntakeRoutes = async (
  app: FastifyInstance,
  options: { entries: readonly TServerResource[]; caller: TPublicCaller | undefined; storage: TStorage; limits: TIntakeLimits },
): Promise<void> => {
  const { entries, caller, storage, limits } = options;
  const withIntake = entries.filter((entry) => entry.extension.intake);
  if (!withIntake.length) return;
  if (!caller) throw new Error('Resources declare a public intake but none declares its callers (publicCaller)');
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: limits.fileBytes, files: 1, fieldSize: limits.bodyBytes, parts: 32 } });
    const callerOf = new WeakMap<FastifyRequest, number>();
    scope.addHook('onRequest', async (request) => {
      callerOf.set(request, await admitCaller(scope.db, request, caller, { ...limits, counter: 'public' }));
    });
    for (const entry of withIntake) {
      const intake = entry.extension.intake!;
      const { name } = entry.resource;
      scope.post(
        `${PUBLIC_PREFIX}/${name}`,
        {
          bodyLimit: limits.bodyBytes,
          schema: {
            tags: ['public'],
            summary: intake.summary ?? `Send one of ${name} (JSON, or multipart with the file in \`${intake.attachment ?? 'attachment'}\`); answers 201 with its id`,
            security: [],
            operationId: `submit${name.charAt(0).toUpperCase()}${name.slice(1).replace(/[-_]([a-z])/g, (_, c: string) => c.toUpperCase())}`,
          },
          config: { public: true },
        },
        async (request, reply) => {
          const callerId = callerOf.get(request)!;
          const submission: TSubmission = request.isMultipart()
            ? { callerId, ...(await readMultipart(request, storage, intake.attachment, limits)) }
            : { callerId, fields: request.body };
          const id = await submitIntake(scope.db, storage, entry, submission, request);
          return reply.status(201).send({ id });
        },
      );
    }
  });
};
