/**
 * CORS for the exact origins CORS_ORIGINS lists and for no other: the app is served from the
 * API's own origin, so a page elsewhere must be named to call it. Preflights are answered
 * here, because every API call carries an Authorization header and so needs one.
 */
import fp from 'fastify-plugin';

const ALLOWED_HEADERS = 'Authorization, Content-Type, Accept-Language, X-Requested-With, Idempotency-Key';

export const corsPlugin = fp(
  async (app, options: { origins: string[] }) => {
    if (options.origins.length === 0) return;
    app.addHook('onRequest', async (request, reply) => {
      const origin = request.headers.origin;
      if (!origin || !options.origins.includes(origin) || !request.url.startsWith('/api/')) return;
      reply.header('Access-Control-Allow-Origin', origin).header('Vary', 'Origin');
      if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
        return reply
          .status(204)
          .header('Access-Control-Allow-Methods', 'GET, HEAD, POST, PUT, DELETE')
          .header('Access-Control-Allow-Headers', ALLOWED_HEADERS)
          .header('Access-Control-Max-Age', '600')
          .send();
      }
      reply.header('Access-Control-Expose-Headers', 'Content-Range, X-Total-Kind, X-Next-Cursor, Content-Disposition, Retry-After');
    });
  },
  { name: 'cors' },
);
