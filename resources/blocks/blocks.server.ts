/** What blocks add on the server: type rules on every write, their ordered items, photos, ads and a dragged order. */
import type { FastifyInstance } from 'fastify';
import { blocks } from './schema.ts';
import type { TDb } from '../../server/db/index.ts';
import { serverResource, type TServerExtension } from '../../server/registry.ts';
import { registerBlockItems } from './blockItems.server.ts';
import { registerBlockMedia } from './blockMedia.server.ts';
import { assertFits } from './blockRules.server.ts';
import { registerReorder } from '../../server/crud/reorder.ts';

export const blocksServer: TServerExtension = {
  afterWrite: async (tx: TDb, _request, id) => {
    if (id !== undefined) await assertFits(tx, id);
  },
  routes: (app: FastifyInstance) => {
    registerReorder(app, serverResource(blocks), 'page');
    registerBlockItems(app, 'videos');
    registerBlockItems(app, 'models');
    registerBlockMedia(app);
  },
};
