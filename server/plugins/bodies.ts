/**
 * What the API accepts as a body: JSON, or nothing at all. A request without a body is one
 * whatever its Content-Type says — `ra-data-simple-rest` sends DELETE as `text/plain` with
 * none, and clients send `application/json` with an empty body to actions that take no input.
 * Any other body answers 415; a route that takes files registers its own parser in its scope.
 */
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../lib/errors.ts';

const hasNoBody = (request: FastifyRequest): boolean =>
  request.headers['transfer-encoding'] === undefined && (request.headers['content-length'] ?? '0') === '0';

export const bodiesPlugin = fp(
  async (app) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      if (body === '') return done(null, undefined);
      return parseJson(request, body as string, done);
    });
    app.addContentTypeParser('*', (request, _payload, done) => {
      if (hasNoBody(request)) return done(null, undefined);
      return done(new HttpError(415, 'errors.unsupported_media_type'), undefined);
    });
  },
  { name: 'bodies' },
);
