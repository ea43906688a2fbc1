/**
 * One error handler for the whole API: validation → 422 (body) or 400 (query, params) with
 * messages per field; known application errors pass through; database constraint clashes
 * become 409; anything unexpected is logged and answered with a generic 500, never a stack.
 * Messages are translated into the caller's language.
 */
import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { toSnake } from '../lib/casing.ts';
import { HttpError } from '../lib/errors.ts';
import { pickLocale, translateMessage } from '../lib/i18n.ts';

type TValidationIssue = { keyword: string; instancePath: string; message: string; params?: { keys?: string[] } };

const fieldErrors = (issues: TValidationIssue[]): Record<string, string[]> => {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  for (const issue of issues) {
    const path = issue.instancePath.split('/').filter(Boolean).map(toSnake).join('.');
    if (issue.keyword === 'unrecognized_keys') {
      for (const key of issue.params?.keys ?? []) add(toSnake(key), 'validation.unknown_field');
      continue;
    }
    const message = issue.message.startsWith('validation.') ? issue.message : issue.keyword === 'invalid_type' ? 'validation.required' : issue.message;
    add(path || '_', message);
  }
  return errors;
};

/** PostgreSQL error codes we answer as a client error. */
const databaseError = (error: { code?: string; constraint?: string; cause?: unknown }): HttpError | undefined => {
  const cause = (error.code ? error : (error.cause as typeof error | undefined)) ?? error;
  switch (cause.code) {
    case '23505': {
      // Constraints are named `<table>_<column>_unique` by the schema.
      const column = /^[a-z0-9]+_(.+)_unique$/.exec(cause.constraint ?? '')?.[1];
      return new HttpError(409, 'errors.unique', column ? { [column]: ['validation.unique'] } : undefined);
    }
    case '23503':
      return new HttpError(409, 'errors.in_use');
    case '22001':
    case '22003':
    case '22P02':
    case '22007':
    case '22008':
      return new HttpError(400, 'errors.bad_request');
    default:
      return undefined;
  }
};

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
      const send = (status: number, message: string, errors?: Record<string, string[]>, headers?: Record<string, string>) => {
        if (headers) reply.headers(headers);
        return reply.status(status).send({
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
      if (error instanceof HttpError) return send(error.statusCode, error.message, error.errors, error.headers);
      const fromDatabase = databaseError(error as never);
      if (fromDatabase) return send(fromDatabase.statusCode, fromDatabase.message, fromDatabase.errors);
      const status = error.statusCode ?? 500;
      if (status === 413) return send(413, 'errors.payload_too_large');
      if (status === 415) return send(415, 'errors.unsupported_media_type');
      if (status === 429) return send(429, 'errors.too_many_attempts');
      if (status >= 400 && status < 500) return send(status, error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code?.startsWith('FST_ERR_CTP') ? 'errors.bad_request' : 'errors.bad_request');
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
