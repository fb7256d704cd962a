import { z } from 'zod';
import { ConfigError, type TOidcSettings } from '../config.ts';

/** Start-up waits this long for the provider's discovery document before it gives up. */
export const OIDC_DISCOVERY_TIMEOUT_MS = 5000;

const ZDiscoverySchema = z.object({
  issuer: z.string(),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  jwks_uri: z.url(),
  userinfo_endpoint: z.url().optional(),
});

export type TOidcDiscovery = z.infer<typeof ZDiscoverySchema>;

export function toDiscoveryUrl(issuer: string): string {
  return `${issuer}/.well-known/openid-configuration`;
}

/**
 * Reads the provider's discovery document once at start: a provider that is down, misnamed or not
 * OpenID Connect stops the server with a message naming OIDC_ISSUER, instead of a sign-in button
 * that fails for every cook later.
 */
export async function fetchOidcDiscovery(settings: TOidcSettings, timeoutMs = OIDC_DISCOVERY_TIMEOUT_MS): Promise<TOidcDiscovery> {
  const url = toDiscoveryUrl(settings.issuer);
  const unreachable = (why: string) =>
    new ConfigError(
      `OIDC_ISSUER ${settings.issuer} is unreachable: ${why} reading ${url}. Check the address and that the provider is up, or unset OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET to start without single sign-on.`,
    );
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
  } catch (error) {
    const isTimeout = error instanceof Error && error.name === 'TimeoutError';
    throw unreachable(isTimeout ? `no answer within ${timeoutMs / 1000} s` : 'connection failed');
  }
  if (!response.ok) throw unreachable(`HTTP ${response.status}`);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw unreachable('not JSON');
  }
  const parsed = ZDiscoverySchema.safeParse(body);
  if (!parsed.success) throw unreachable('not an OpenID Connect discovery document');
  // The ID tokens name this issuer; one that differs would fail every sign-in.
  if (parsed.data.issuer.replace(/\/+$/, '') !== settings.issuer) {
    throw new ConfigError(
      `OIDC_ISSUER ${settings.issuer} does not match the issuer its discovery document names (${parsed.data.issuer}): set OIDC_ISSUER to that value.`,
    );
  }
  return parsed.data;
}
