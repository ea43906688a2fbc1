/** What blocks add on the server: type rules on every write, their ordered items, photos, ads and a dragged order. */
import type { FastifyInstance } from 'fastify';
import { blocks } from '../../resources/blocks/schema.ts';
import type { TDb } from '../db/index.ts';
import { serverResource, type TServerExtension } from '../registry.ts';
import { registerBlockItems } from './blockItems.ts';
import { registerBlockMedia } from './blockMedia.ts';
import { assertFits } from './blockRules.ts';
import { registerReorder } from './reorder.ts';

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
