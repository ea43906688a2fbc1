/**
 * Helmet's security headers (CSP, HSTS, frame and sniffing rules…), worked out once at start:
 * they are the same for every response, and computing them per request cost more than answering
 * a list from memory. A route that needs other values (media, the API docs) sets its own.
 */
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/** The headers helmet sets for these options, as one object. */
export const helmetHeaders = (options: HelmetOptions): Record<string, string> => {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  let done = false;
  helmet(options)({} as never, response as never, () => (done = true));
  if (!done) throw new Error('helmet did not finish synchronously: its options need a request (nonces?)');
  return headers;
};

export const securityHeadersPlugin = fp(
  async (app, options: HelmetOptions) => {
    const headers = helmetHeaders(options);
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'securityHeaders' },
);
