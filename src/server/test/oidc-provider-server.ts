import { generateKeyPairSync } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import Provider from 'oidc-provider';

/** A person known to the test's provider: what its ID token and userinfo say about them. */
export type TOidcTestAccount = { email: string; emailVerified: boolean; name: string; groups: string[] };

export type TOidcTestProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Login name → claims; a test adds whom it signs in as. */
  accounts: Map<string, TOidcTestAccount>;
  /** Every authorisation request the provider received (PKCE is checked on them). */
  authorizationRequests: URL[];
  close: () => Promise<void>;
};

/**
 * A real OpenID Connect provider (panva's oidc-provider) on loopback, with its development login and
 * consent pages: any password is accepted for a login the test has added.
 */
export async function startOidcTestProvider(redirectUri: string): Promise<TOidcTestProvider> {
  const accounts = new Map<string, TOidcTestAccount>();
  const authorizationRequests: URL[] = [];
  const clientId = 'forkcast-test';
  const clientSecret = 'forkcast-test-client-secret-0123456789';
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the OIDC test provider is not listening on a port');
  const { port } = address;
  const issuer = `http://127.0.0.1:${port}`;
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [{ ...signingKey, kid: 'test-key', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: ['oidc-test-cookie-key-0123456789'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'], groups: ['groups'] },
    pkce: { required: () => true },
    // Explicit lifetimes keep the provider from printing a notice for each default it falls back to.
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    features: { devInteractions: { enabled: true } },
    findAccount: (_ctx, sub) => {
      const person = accounts.get(sub);
      if (!person) return undefined;
      return {
        accountId: sub,
        claims: () => ({ sub, email: person.email, email_verified: person.emailVerified, name: person.name, groups: person.groups }),
      };
    },
  });
  // The development pages warn on the console about themselves: expected here.
  provider.on('server_error', (_ctx, error) => console.error('oidc-provider', error));
  const handle = provider.callback();
  server.on('request', (request, response) => {
    const url = new URL(request.url ?? '/', issuer);
    // The first authorisation request; /auth/<uid> is the provider's own return from its login page.
    if (url.pathname === '/auth') authorizationRequests.push(url);
    void handle(request, response);
  });
  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    authorizationRequests,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
