/**
 * Authentication and authorisation for every API route. A route declares `config.permission`,
 * `config.signedIn` or `config.public`; a route that declares none fails the start, so that a
 * route cannot be forgotten open. The token carries the admin's token version, checked against
 * the admin as the database holds it, so that logout, password change, disable and role change
 * revoke it at once. What a token's admin may do, and their profile, are kept in memory until the
 * next change to the tables they are read from (plugins/changes.ts), for SESSION_CACHE_TTL_MS at
 * most whatever CACHE_TTL_MS says of lists: a request costs no query and no signature check, and a
 * revocation (sign-out, password or role change, disable) still holds from the request after it.
 */
import fp from 'fastify-plugin';
import jwt from '@fastify/jwt';
import { eq, sql } from 'drizzle-orm';
import type { FastifyContextConfig, FastifyReply, FastifyRequest } from 'fastify';
import type { TDb } from '../db/index.ts';
import { admins } from '../db/system.ts';
import { restrictedTo, UNRESTRICTED, type TScope } from '../crud/scope.ts';
import { forbidden, unauthorized } from '../lib/errors.ts';

export const TOKEN_ISSUER = 'showrunner';
export const TOKEN_AUDIENCE = 'showrunner-admin';

/** The admin as `GET /auth/me` shows them (never the hash), read with the sign-in check. */
export type TProfile = {
  id: number;
  username: string;
  name: string | null;
  phone: string | null;
  avatar: string | null;
  lastLoginAt: Date | null;
  twoFactorEnabled: boolean;
  roles: string[];
};

export type TSignedIn = {
  id: number;
  username: string;
  tokenVersion: number;
  permissions: ReadonlySet<string>;
  profile: Readonly<TProfile>;
  /** The channels the admin is bound to, or null when no role of theirs narrows what they see. */
  channels: readonly number[] | null;
};

type TTokenPayload = { sub: string; ver: number };

/** An API route and what it requires: the list the route-permission test walks. */
export type TApiRoute = { method: string; url: string; config: FastifyContextConfig };

const API_PREFIX = '/api/v1/admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The permission the route needs, or several of which one suffices. */
    permission?: string | string[];
    /** Permissions needed besides `permission`, all of them (the batch right of a bulk action). */
    requires?: string[];
    /** Routes anyone may call (login). */
    public?: boolean;
    /** Routes any signed-in admin may call (their own profile, logout). */
    signedIn?: boolean;
  }
  interface FastifyRequest {
    admin: TSignedIn | null;
    /** Which rows the signed-in admin may see (null before sign-in). */
    scope: TScope | null;
  }
  interface FastifyInstance {
    signToken: (admin: { id: number; tokenVersion: number }) => string;
    loadPermissions: (adminId: number) => Promise<{ permissions: Set<string> }>;
    apiRoutes: TApiRoute[];
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TTokenPayload;
    user: TTokenPayload;
  }
}

/** Every permission of every role the admin holds (all of them for a super role). */
export const permissionsOf = (adminId: number) => sql<string[]>`coalesce((
  select array_agg(distinct p.name) from admin_roles ar
  join roles r on r.id = ar.role_id
  join permissions p on r.is_super = 1 or exists (
    select 1 from role_permissions rp where rp.role_id = r.id and rp.permission_id = p.id)
  where ar.admin_id = ${adminId}), '{}')`;

/**
 * The channels an admin is bound to: those assigned to them, when they hold roles and every one is
 * channel-scoped; null (everything) when any role of theirs is not.
 */
export const scopedChannelsOf = (adminId: number) => sql<number[] | null>`case when exists (select 1 from admin_roles ar where ar.admin_id = ${adminId})
  and not exists (select 1 from admin_roles ar join roles r on r.id = ar.role_id where ar.admin_id = ${adminId} and (r.is_super = 1 or not r.channel_scoped))
  then coalesce((select array_agg(ca.channel_id order by ca.channel_id) from channel_admins ca where ca.admin_id = ${adminId}), '{}') end`;

/** The scope of a signed-in admin: their channels, or everything. */
export const scopeOfAdmin = (admin: TSignedIn): TScope => (admin.channels === null ? UNRESTRICTED : restrictedTo(admin.channels));

/** The names of the admin's roles, in order. The id as a parameter: a column interpolated here renders unqualified, and binds to roles.id. */
export const roleNamesOf = (adminId: number) => sql<string[]>`coalesce((select array_agg(r.name order by r.name) from admin_roles ar
  join roles r on r.id = ar.role_id where ar.admin_id = ${adminId}), '{}')`;

/** The profile's columns, for a select. */
export const profileColumns = (adminId: number) => ({
  id: admins.id,
  username: admins.username,
  name: admins.name,
  phone: admins.phone,
  avatar: admins.avatar,
  lastLoginAt: admins.lastLoginAt,
  twoFactorEnabled: admins.twoFactorEnabled,
  roles: roleNamesOf(adminId),
});

/** The signed-in admin with their profile, or null when the token's admin is unknown, disabled or its token revoked. One query. */
const loadAdmin = async (db: TDb, id: number, version: number): Promise<TSignedIn | null> => {
  const [row] = await db
    .select({ ...profileColumns(id), status: admins.status, tokenVersion: admins.tokenVersion, permissions: permissionsOf(id), channels: scopedChannelsOf(id) })
    .from(admins)
    .where(eq(admins.id, id));
  if (!row || row.status !== 'enabled' || row.tokenVersion !== version) return null;
  const { status: _status, tokenVersion, permissions, channels, ...profile } = row;
  return Object.freeze({
    id: row.id,
    username: row.username,
    tokenVersion,
    permissions: new Set(permissions),
    profile: Object.freeze(profile),
    channels: channels === null ? null : Object.freeze(channels.map(Number)),
  });
};

/** Where an admin's standing and rights are kept: a change to any of them may revoke or narrow a session. */
const GRANT_TABLES = new Set(['admins', 'admin_roles', 'roles', 'role_permissions', 'permissions', 'channel_admins']);

export const authPlugin = fp(
  async (app, options: { secret: string; ttlSeconds: number; cacheTtlMs: number; scopeOf?: (admin: TSignedIn) => TScope }) => {
    const scopeOf = options.scopeOf ?? scopeOfAdmin;
    await app.register(jwt, {
      secret: options.secret,
      sign: { algorithm: 'HS256', iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE, expiresIn: options.ttlSeconds },
      // fast-jwt checks iss, aud and exp only when present: a token without them is refused.
      verify: {
        algorithms: ['HS256'],
        allowedIss: TOKEN_ISSUER,
        allowedAud: TOKEN_AUDIENCE,
        requiredClaims: ['sub', 'ver', 'iss', 'aud', 'exp'],
      },
    });
    app.decorateRequest('admin', null);
    app.decorateRequest('scope', null);
    // Keyed by the token itself: a token seen in this generation costs neither a signature check nor a query.
    const signedIn = app.readCache<{ admin: TSignedIn | null; expiresAt: number }>(10_000, (table) => GRANT_TABLES.has(table), options.cacheTtlMs);
    /** The token's admin, or null when the token is forged, expired, revoked or its admin gone or disabled. */
    const adminOf = async (token: string): Promise<TSignedIn | null> => {
      const kept = signedIn.peek(token);
      if (kept) return kept.expiresAt > Date.now() ? kept.admin : null;
      let payload: TTokenPayload & { exp: number };
      try {
        payload = app.jwt.verify<TTokenPayload & { exp: number }>(token);
      } catch {
        return null;
      }
      const id = Number(payload.sub);
      if (!Number.isSafeInteger(id) || id < 1 || id > 2147483647) return null;
      // Only tokens with a valid signature are kept: made-up ones cannot crowd out real sessions.
      const entry = await signedIn.get(token, async () => ({ admin: await loadAdmin(app.db, id, payload.ver), expiresAt: payload.exp * 1000 }));
      return entry.admin;
    };
    app.decorate('signToken', (admin: { id: number; tokenVersion: number }) =>
      app.jwt.sign({ sub: String(admin.id), ver: admin.tokenVersion }),
    );

    app.decorate('loadPermissions', async (adminId: number) => {
      const [row] = await app.db.select({ permissions: permissionsOf(adminId) }).from(admins).where(eq(admins.id, adminId));
      return { permissions: new Set(row?.permissions ?? []) };
    });

    const apiRoutes: TApiRoute[] = [];
    app.decorate('apiRoutes', apiRoutes);
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith(API_PREFIX)) return;
      const config: FastifyContextConfig = route.config ?? {};
      const needed = [config.permission ?? []].flat();
      if (!config.public && !config.signedIn && needed.length === 0) {
        throw new Error(`${String(route.method)} ${route.url} declares no permission: set config.permission, signedIn or public`);
      }
      for (const method of [route.method].flat()) apiRoutes.push({ method, url: route.url, config });
    });

    app.addHook('onRequest', async (request: FastifyRequest, _reply: FastifyReply) => {
      const config = request.routeOptions.config;
      if (!request.routeOptions.url?.startsWith(API_PREFIX)) return;
      if (config.public) return;
      const header = request.headers.authorization;
      if (!header?.startsWith('Bearer ')) throw unauthorized();
      const admin = await adminOf(header.slice(7));
      if (!admin) throw unauthorized();
      request.admin = admin;
      request.scope = scopeOf(admin);
      if (config.signedIn) return;
      const needed = [config.permission ?? []].flat();
      const granted = needed.some((p) => admin.permissions.has(p)) && (config.requires ?? []).every((p) => admin.permissions.has(p));
      if (!granted) throw forbidden();
    });
  },
  { name: 'auth', dependencies: ['db', 'changes'] },
);
