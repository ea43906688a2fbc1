/**
 * What a load balancer asks: `/healthz` (the process answers; touches nothing) and `/readyz`
 * (the database answers with every migration applied, and storage is reachable; 503 with the
 * reason otherwise, and from the moment the instance begins to shut down). Both are outside the
 * API: no token, no rate limit, no IP whitelist, and no line in the access log.
 */
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The instance is shutting down: /readyz answers 503, and every response closes its connection. */
    drain: () => void;
  }
}

/** A check that does not answer within this time counts as failed: the balancer waits on nobody. */
const CHECK_TIMEOUT_MS = 2_000;

export type TReadinessCheck = () => Promise<void>;

const withTimeout = (check: TReadinessCheck): Promise<void> =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
    check().then(resolve, reject).finally(() => clearTimeout(timer));
  });

export const healthPlugin = fp(
  async (app, options: { checks: Record<string, TReadinessCheck> }) => {
    let draining = false;
    app.decorate('drain', () => void (draining = true));
    // A client that kept its connection open would otherwise send its next request into a socket being closed.
    app.addHook('onSend', async (_request, reply) => {
      if (draining) reply.header('connection', 'close');
    });

    const quiet = { logLevel: 'silent' as const, schema: { hide: true } };
    app.get('/healthz', quiet, async () => ({ status: 'ok' }));
    app.get('/readyz', quiet, async (_request, reply) => {
      if (draining) return reply.code(503).send({ status: 'unavailable', reason: 'shutting down' });
      for (const [name, check] of Object.entries(options.checks)) {
        try {
          await withTimeout(check);
        } catch (error) {
          return reply.code(503).send({ status: 'unavailable', reason: `${name}: ${error instanceof Error ? error.message : String(error)}` });
        }
      }
      return { status: 'ready' };
    });
  },
  { name: 'health' },
);
