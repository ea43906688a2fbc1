import type { FastifyRequest } from 'fastify';
import type { TDb } from '../../server/db/index.ts';
import { conflict } from '../../server/lib/errors.ts';

/**
 * Runs after every write to the whitelist, in its transaction: a change after which the caller's
 * own address would be refused (the first entry, an edit or a delete) is undone, so that an
 * admin can never lock everyone out by accident.
 */
export const refuseSelfLockout = async (tx: TDb, request: FastifyRequest): Promise<void> => {
  if (!(await request.server.ipWhitelist.admits(tx, request.ip))) throw conflict(`resources.ipwhitelists.errors.lockout|${request.ip}`);
};
