/**
 * A write made straight in the database stands for another API instance or a tool: the app hears
 * of it when the database announces the commit (at once on PGlite, a moment later from a
 * PostgreSQL server). This runs such a write and returns once the app has heard of it.
 */
import type { FastifyInstance } from 'fastify';

export const announced = async <T>(app: FastifyInstance, write: () => Promise<T>, timeoutMs = 5_000): Promise<T> => {
  const before = app.changes.generation;
  const result = await write();
  const deadline = Date.now() + timeoutMs;
  while (app.changes.generation === before) {
    if (Date.now() > deadline) throw new Error(`the database's announcement of the write did not arrive within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return result;
};
