/** What the IP whitelist adds on the server: its status route, and no write that would lock out the admin making it. */
import { defineServerSide } from '../../server/crud/resource.ts';
import { refuseSelfLockout } from './guard.server.ts';
import { registerIpWhitelistRoutes } from './routes.server.ts';

export const server = defineServerSide({ extend: () => ({ routes: registerIpWhitelistRoutes, afterWrite: refuseSelfLockout }) });
