/**
 * One error handler for the whole API: validation → 422 (body) or 400 (query, params) with
 * messages per field; known application errors pass through; database refusals become 409
 * (a unique value, a record in use), 422 (a missing value) or 400 (a value the column cannot
 * hold); anything unexpected is logged and answered with a generic 500, never a stack.
 * Messages are translated into the caller's language.
 */
import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { toSnake } from '../lib/casing.ts';
import { HttpError } from '../lib/errors.ts';
import { issueMessage } from '../../resources/issueMessage.ts';
import { pickLocale, translateMessage } from '../lib/i18n.ts';

type TDatabaseError = { code?: string; table?: string; constraint?: string; column?: string; detail?: string };

type TValidationIssue = {
  keyword: string;
  instancePath: string;
  message: string;
  params?: { keys?: string[]; origin?: string; maximum?: number | bigint; minimum?: number | bigint };
};

const messageOf = (issue: TValidationIssue): string => issueMessage({ ...issue.params, code: issue.keyword, message: issue.message });

const fieldErrors = (issues: TValidationIssue[]): Record<string, string[]> => {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  for (const issue of issues) {
    const path = issue.instancePath.split('/').filter(Boolean).map(toSnake).join('.');
    if (issue.keyword === 'unrecognized_keys') {
      for (const key of issue.params?.keys ?? []) add(toSnake(key), 'validation.unknown_field');
      continue;
    }
    add(path || '_', messageOf(issue));
  }
  return errors;
};

/** PostgreSQL error codes we answer as a client error. */
const databaseError = (error: TDatabaseError & { cause?: unknown }): HttpError | undefined => {
  const cause = (error.code ? error : (error.cause as TDatabaseError | undefined)) ?? error;
  switch (cause.code) {
    case '23505': {
      // Constraints are named `<table>_<column>_unique` by the schema; table names may hold `_` too.
      const prefix = `${cause.table}_`;
      const name = cause.constraint ?? '';
      const column = name.startsWith(prefix) && name.endsWith('_unique') ? name.slice(prefix.length, -'_unique'.length) : '';
      return new HttpError(409, 'errors.unique', column ? { [column]: ['validation.unique'] } : undefined);
    }
    case '23503': {
      // A foreign key `<table>_<column>_fk` whose detail names its own column (`Key (site)=(9) is not
      // present…`) was refused a missing target; one naming the target's key, a target still in use.
      const prefix = `${cause.table}_`;
      const name = cause.constraint ?? '';
      const column = name.startsWith(prefix) && name.endsWith('_fk') ? name.slice(prefix.length, -'_fk'.length) : '';
      if (column && /^\S*\s*\((\w+)\)=/.exec(cause.detail ?? '')?.[1] === column) return new HttpError(422, 'errors.validation', { [column]: ['validation.reference'] });
      return new HttpError(409, 'errors.in_use');
    }
    // A target a `restrict` foreign key still names.
    case '23001':
      return new HttpError(409, 'errors.in_use');
    // An explicit null for a column that must have a value.
    case '23502':
      return new HttpError(422, 'errors.validation', cause.column ? { [cause.column]: ['validation.required'] } : undefined);
    // Values the column cannot hold: too long, out of range, malformed, or text with a NUL byte.
    case '22001':
    case '22003':
    case '22P02':
    case '22007':
    case '22008':
    case '22021':
    case '22P05':
      return new HttpError(400, 'errors.bad_request');
    default:
      return undefined;
  }
};

/**
 * The multipart parser (busboy) fails a form without a boundary, or cut off before its end, with
 * plain errors: they are the client's, not the server's.
 */
const isMalformedMultipart = (error: Error, request: FastifyRequest): boolean =>
  /^multipart\//i.test(request.headers['content-type'] ?? '') &&
  /^(Multipart: Boundary not found|Unexpected end of multipart data|.* terminated early due to unexpected end of multipart data)$/.test(error.message);

const translateErrors = (errors: Record<string, string[]> | undefined, request: FastifyRequest) => {
  if (!errors) return undefined;
  const locale = pickLocale(request.headers['accept-language']);
  return Object.fromEntries(
    Object.entries(errors).map(([field, messages]) => [field, messages.map((m) => translateMessage(m, locale))]),
  );
};

export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError & { validationContext?: string }, request, reply: FastifyReply) => {
      const locale = pickLocale(request.headers['accept-language']);
      const send = (status: number, message: string, errors?: Record<string, string[]>, headers?: Record<string, string>, details?: Record<string, unknown>) => {
        if (headers) reply.headers(headers);
        return reply.status(status).send({
          ...details,
          message: translateMessage(message, locale),
          ...(errors ? { errors: translateErrors(errors, request) } : {}),
        });
      };
      if (error.validation) {
        const errors = fieldErrors(error.validation as unknown as TValidationIssue[]);
        return error.validationContext === 'body'
          ? send(422, 'errors.validation', errors)
          : send(400, 'errors.bad_request', errors);
      }
      if (error instanceof HttpError) return send(error.statusCode, error.message, error.errors, error.headers, error.details);
      const fromDatabase = databaseError(error as never);
      if (fromDatabase) return send(fromDatabase.statusCode, fromDatabase.message, fromDatabase.errors);
      if (isMalformedMultipart(error, request)) return send(400, 'errors.bad_request');
      const status = error.statusCode ?? 500;
      if (status === 413) return send(413, 'errors.payload_too_large');
      if (status === 415) return send(415, 'errors.unsupported_media_type');
      if (status === 429) return send(429, 'errors.too_many_attempts');
      // Fastify's own 4xx (malformed JSON, empty body...) name internals in their messages.
      if (status >= 400 && status < 500) return send(status, 'errors.bad_request');
      request.log.error({ err: error }, 'unexpected error');
      return send(500, 'errors.server');
    });
    app.setNotFoundHandler((request, reply) => {
      const locale = pickLocale(request.headers['accept-language']);
      return reply.status(404).send({ message: translateMessage('errors.not_found', locale) });
    });
  },
  { name: 'errors' },
);

/**
 * Errors the router raises before any hook or handler runs (a malformed or over-long URL):
 * Fastify answers them in its own format unless told otherwise.
 */
export const frameworkErrors = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) =>
  reply
    .status(error.statusCode ?? 400)
    .headers({ 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' })
    .send({ message: translateMessage('errors.bad_request', pickLocale(request.headers['accept-language'])) });
