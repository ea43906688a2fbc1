import type { FastifyInstance } from 'fastify';
import type { TResource } from '../../resources/define.ts';
import { HttpError } from '../lib/errors.ts';

/** 405 with `Allow` for a method a URL of the resource does not answer; a URL that answers none stays 404. */
export const registerRefusedMethods = (app: FastifyInstance, { name, operations }: TResource) => {
  const has = (op: string) => (operations as readonly string[]).includes(op);
  const base = `/api/v1/admin/${name}`;
  const answers: Record<string, Record<string, boolean>> = {
    [base]: { GET: has('list'), POST: has('create') },
    [`${base}/:id`]: { GET: has('get'), PUT: has('update'), DELETE: has('delete') },
  };
  for (const [url, methods] of Object.entries(answers)) {
    const allowed = Object.keys(methods).filter((m) => methods[m]);
    if (allowed.length === 0) continue;
    const allow = allowed.flatMap((m) => (m === 'GET' ? ['GET', 'HEAD'] : [m])).join(', ');
    for (const method of Object.keys(methods).filter((m) => !methods[m])) {
      app.route({
        method,
        url,
        // Only signed-in callers learn what the API offers.
        config: { signedIn: true },
        schema: { hide: true },
        handler: async () => {
          throw new HttpError(405, 'errors.method_not_allowed', undefined, { Allow: allow });
        },
      });
    }
  }
};
