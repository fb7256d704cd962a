import { getSessionFromCtx, isAPIError, type createAuthMiddleware } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { verifyJWT } from 'better-auth/crypto';
import { z } from 'zod';

// Verifying an e-mail signs in only the browser that started that sign-up (login CSRF): an
// attacker's own unused link, opened in a victim's browser, must neither sign the victim into the
// attacker's account nor replace the victim's session. Sign-up leaves a signed cookie naming the
// address, readable only by /verify-email; a verification signs in only a browser holding it for the
// token's address, and only when that browser has no session.

type TAuthHookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

const SIGN_UP_BROWSER_COOKIE = 'sign_up_browser';

const ZSignUpBody = z.object({ email: z.string().trim().toLowerCase().min(1).max(320) });
const ZVerifyQuery = z.object({ token: z.string().min(1) });
const ZSignUpTokenPayload = z.object({ email: z.string(), userId: z.string(), updateTo: z.string().optional() });

/** Requests in which better-auth has just verified an address (afterEmailVerification): only those may sign in. */
const verifyingRequests = new WeakSet<Request>();

/** Called from emailVerification.afterEmailVerification: this request verified an address now (not a replay). */
export function noteVerifiedNow(request: Request | undefined): void {
  if (request) verifyingRequests.add(request);
}

/** Lives as long as the verification link (options.emailVerification.expiresIn). */
function readMarkerCookie(ctx: TAuthHookContext) {
  const maxAge = ctx.context.options.emailVerification?.expiresIn ?? 3600;
  return ctx.context.createAuthCookie(SIGN_UP_BROWSER_COOKIE, { maxAge, path: '/api/auth/verify-email' });
}

/** After POST /sign-up/email: marks this browser as the one that signed up (a registered address too: same answer). */
export async function markSignUpBrowser(ctx: TAuthHookContext): Promise<void> {
  if (isAPIError(ctx.context.returned)) return;
  const body = ZSignUpBody.safeParse(ctx.body);
  if (!body.success) return;
  const marker = readMarkerCookie(ctx);
  await ctx.setSignedCookie(marker.name, body.data.email, ctx.context.secret, marker.attributes);
}

/** After GET /verify-email: signs the sign-up browser in, if this is it, it has no session, and the address is now verified. */
export async function signInSignUpBrowser(ctx: TAuthHookContext): Promise<void> {
  // A replay of a used link, or a link of an address verified already, signs nobody in.
  if (!ctx.request || !verifyingRequests.has(ctx.request)) return;
  const marker = readMarkerCookie(ctx);
  const markedEmail = await ctx.getSignedCookie(marker.name, ctx.context.secret);
  if (!markedEmail) return;
  const query = ZVerifyQuery.safeParse(ctx.query);
  if (!query.success) return;
  const payload = ZSignUpTokenPayload.safeParse(await verifyJWT(query.data.token, ctx.context.secret));
  // An e-mail change link (updateTo) never signs anyone in.
  if (!payload.success || payload.data.updateTo !== undefined || payload.data.email !== markedEmail) return;
  const found = await ctx.context.internalAdapter.findUserByEmail(payload.data.email);
  if (!found || found.user.id !== payload.data.userId || !found.user.emailVerified) return;
  ctx.setCookie(marker.name, '', { ...marker.attributes, maxAge: 0 });
  // Someone is signed in here already: never replace their session, whoever they are.
  if (await getSessionFromCtx(ctx)) return;
  const created = await ctx.context.internalAdapter.createSession(found.user.id);
  await setSessionCookie(ctx, { session: created, user: found.user });
}
