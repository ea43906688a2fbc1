/** What blocks add on the server: type rules on every write, their ordered items, photos, ads and a dragged order. */
import { registerReorder } from '../../server/crud/reorder.ts';
import { defineServerSide } from '../../server/crud/resource.ts';
import { advertisements } from '../advertisements/schema.ts';
import { registerBlockItems } from './blockItems.server.ts';
import { registerBlockMedia } from './blockMedia.server.ts';
import { assertFits } from './blockRules.server.ts';

export const server = defineServerSide({
  extend: (entry, find) => ({
    afterWrite: async (tx, _request, id) => {
      if (id !== undefined) await assertFits(tx, entry, id);
    },
    routes: (app) => {
      registerReorder(app, entry, 'page');
      registerBlockItems(app, entry, 'videos');
      registerBlockItems(app, entry, 'models');
      registerBlockMedia(app, entry, find(advertisements));
    },
  }),
});
