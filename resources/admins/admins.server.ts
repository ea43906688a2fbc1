/** What admins add on the server: their system table (with roles and sign-in state) and routes of their own. */
import { defineServerSide } from '../../server/crud/resource.ts';
import { admins } from '../../server/db/system.ts';
import { adminList, registerAdminRoutes } from './routes.server.ts';

export const server = defineServerSide({ table: admins, extend: () => ({ routes: registerAdminRoutes, list: adminList }) });
