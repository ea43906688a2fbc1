/**
 * The OpenAPI document and its reading room. The document is an API route like any other:
 * `GET /api/v1/admin/openapi.json` with a signed-in admin's token, for tools and client
 * generators; nobody else learns the API's shape from it. The Swagger UI at `/api/docs` is there
 * only with `API_DOCS` on: it reads the document with the token the app keeps in this browser, and
 * carries the app's own security headers (no looser CSP).
 * Registered before any route, so that every route is in the document.
 */
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TResource } from '../../resources/define.ts';
import type { TReport } from '../../resources/report.ts';
import { API_PREFIX, openapiTransforms } from '../lib/openapi.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route counts attempts and answers 429 past its limit (the document says so). */
    rateLimited?: boolean;
    /** The success status of a route whose own protocol writes the answer, with no JSON body (tus), per method. */
    status?: number | Partial<Record<string, number>>;
    /** The route answers this report: the document describes its rows and totals from the declared columns. */
    report?: string;
  }
}

export const DOCUMENT_URL = `${API_PREFIX}/openapi.json`;

/**
 * Runs in the browser (Swagger UI serialises it): the document and "Try it out" are called with
 * the token the app stored under `token` (src/providers/storage.ts), on this origin only; the
 * plugin's own copy of the document is not served, so its address is turned into the API's.
 */
const requestInterceptor = new Function(
  'request',
  `var url = new URL(request.url, window.location.href);
  if (url.origin !== window.location.origin) return request;
  if (url.pathname === '/api/docs/json') request.url = url.origin + '${DOCUMENT_URL}';
  var token = window.localStorage.getItem('token');
  if (token && !request.headers.Authorization) request.headers.Authorization = 'Bearer ' + token;
  return request;`,
);

export const apiDocsPlugin = fp(
  async (app, options: { resources: readonly TResource[]; reports?: readonly TReport[]; ui: boolean }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Showrunner admin API',
          version: '1',
          description: 'snake_case on the wire; lists follow the simple REST convention (sort, range, filter as JSON; Content-Range).',
        },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
        security: [{ bearer: [] }],
      },
      ...openapiTransforms(options.resources, options.reports),
    });
    app.get(
      DOCUMENT_URL,
      { schema: { tags: ['docs'], summary: 'This OpenAPI document', operationId: 'getOpenApiDocument' }, config: { signedIn: true } },
      // Sent as text: the document's own keys (operationId, requestBody) are not converted to snake_case.
      async (_request, reply) => reply.type('application/json; charset=utf-8').send(JSON.stringify(app.swagger())),
    );
    if (!options.ui) return;
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      uiConfig: { requestInterceptor: requestInterceptor as never },
      uiHooks: {
        onRequest: (request, reply, done) => {
          if (/^\/api\/docs\/(json|yaml)$/.test(request.url.split('?')[0]!)) return void reply.callNotFound();
          done();
        },
      },
    });
  },
  { name: 'apiDocs' },
);
