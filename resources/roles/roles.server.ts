/** What roles add on the server: their system table and routes of their own (permission sets, holders). */
import { defineServerSide } from '../../server/crud/resource.ts';
import { roles } from '../../server/db/system.ts';
import { registerRoleRoutes, roleList } from './routes.server.ts';

export const server = defineServerSide({ table: roles, extend: () => ({ routes: registerRoleRoutes, list: roleList }) });
