/** The wire is snake_case and the code camelCase: bodies are converted in, payloads out. */
import fp from 'fastify-plugin';
import { camelKeys, snakeKeys } from '../lib/casing.ts';

export const casingPlugin = fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      if (request.body && typeof request.body === 'object') request.body = camelKeys(request.body);
    });
    app.addHook('preSerialization', async (request, _reply, payload) =>
      request.url.startsWith('/api/v1/') ? snakeKeys(payload) : payload,
    );
  },
  { name: 'casing' },
);
