import { genericOAuth, type GenericOAuthUserInfo } from 'better-auth/plugins/generic-oauth';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { checkUserName } from '../../domain/user-name.ts';
import type { TConfig, TOidcSettings } from '../config.ts';
import type { TDatabase } from '../db/client.ts';
import { account, user } from '../db/schema.ts';
import { toDiscoveryUrl } from './oidc-discovery.ts';

/** better-auth's provider id: the callback is APP_URL/api/auth/callback/oidc. */
export const OIDC_PROVIDER_ID = 'oidc';

/** How long a sign-in's group membership waits between the provider's answer and the new session. */
const GROUPS_TTL_MS = 5 * 60_000;
const GROUPS_MAX_PENDING = 1000;

const ZGroupsClaim = z.union([z.array(z.string()), z.string()]);

function readGroups(profile: GenericOAuthUserInfo): string[] {
  const parsed = ZGroupsClaim.safeParse(profile.groups);
  if (!parsed.success) return [];
  return typeof parsed.data === 'string' ? [parsed.data] : parsed.data;
}

const ZNameClaims = z.object({ name: z.unknown(), preferred_username: z.unknown(), given_name: z.unknown(), email: z.unknown() }).partial();

/** The first of the provider's names that our name rule accepts; a sign-in never fails on a name. */
function pickName(profile: GenericOAuthUserInfo): string {
  const claims = ZNameClaims.parse(profile);
  const emailLocal = typeof claims.email === 'string' ? claims.email.split('@')[0] : undefined;
  for (const candidate of [claims.name, claims.preferred_username, claims.given_name, emailLocal]) {
    if (typeof candidate !== 'string') continue;
    const checked = checkUserName(candidate);
    if (checked.problem === null) return checked.name;
  }
  return 'Cook';
}

/**
 * Group membership read from the provider's profile, waiting for the session that sign-in makes (the
 * profile mapping runs before the user row exists). Keyed by the provider's subject; taken once.
 */
export function createPendingGroups() {
  const pending = new Map<string, { groups: string[]; at: number }>();
  return {
    put(subject: string, groups: string[]) {
      const now = Date.now();
      for (const [key, entry] of pending) if (now - entry.at > GROUPS_TTL_MS || pending.size >= GROUPS_MAX_PENDING) pending.delete(key);
      pending.set(subject, { groups, at: now });
    },
    take(subject: string): string[] | null {
      const entry = pending.get(subject);
      pending.delete(subject);
      return entry && Date.now() - entry.at <= GROUPS_TTL_MS ? entry.groups : null;
    },
  };
}

export type TPendingGroups = ReturnType<typeof createPendingGroups>;

/** better-auth's generic OAuth plugin for the configured provider: authorisation code with PKCE, ID tokens checked against its keys. */
export function createOidcPlugin(settings: TOidcSettings, pendingGroups: TPendingGroups) {
  return genericOAuth({
    config: [
      {
        providerId: OIDC_PROVIDER_ID,
        name: settings.displayName,
        discoveryUrl: toDiscoveryUrl(settings.issuer),
        requireIdTokenVerification: true,
        clientId: settings.clientId,
        clientSecret: settings.clientSecret,
        // The method OpenID Connect names as the default for a client with a secret: every provider takes it (Authelia's default too).
        tokenEndpointAuth: { method: 'client_secret_basic' },
        pkce: true,
        scopes: ['openid', 'email', 'profile', ...(settings.adminGroup ? ['groups'] : [])],
        // Signing out of Forkcast leaves the provider's own session alone.
        disableProviderLogout: true,
        mapProfileToUser: (profile) => {
          if (settings.adminGroup && profile.sub !== undefined && profile.sub !== null) pendingGroups.put(String(profile.sub), readGroups(profile));
          return { name: pickName(profile) };
        },
      },
    ],
  });
}

/**
 * OIDC_ADMIN_GROUP at each single sign-on: a member becomes an admin, a former member goes back to
 * cook (unless ADMIN_EMAILS names the address). Returns what changed, for the log.
 */
export async function syncOidcAdminRole(
  db: TDatabase,
  config: Pick<TConfig, 'ADMIN_EMAILS'>,
  settings: TOidcSettings,
  userId: string,
  pendingGroups: TPendingGroups,
): Promise<'granted' | 'revoked' | null> {
  if (!settings.adminGroup) return null;
  const linked = await db.query.account.findFirst({
    where: and(eq(account.userId, userId), eq(account.providerId, OIDC_PROVIDER_ID)),
    columns: { accountId: true },
  });
  const groups = linked ? pendingGroups.take(linked.accountId) : null;
  if (groups === null) return null;
  const row = await db.query.user.findFirst({ where: eq(user.id, userId), columns: { role: true, email: true } });
  if (!row) return null;
  const isMember = groups.includes(settings.adminGroup);
  if (isMember && row.role !== 'admin') {
    await db.update(user).set({ role: 'admin', updatedAt: new Date() }).where(eq(user.id, userId));
    return 'granted';
  }
  if (!isMember && row.role === 'admin' && !config.ADMIN_EMAILS.includes(row.email.toLowerCase())) {
    await db.update(user).set({ role: 'user', updatedAt: new Date() }).where(eq(user.id, userId));
    return 'revoked';
  }
  return null;
}
