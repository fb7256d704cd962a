import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZSignInOptionsSchema, type TSignInOptions } from '../../../domain/sign-in-options.ts';
import type { TAppDeps } from '../../app-deps.ts';

/** Public: the ways in, never a secret (no issuer, no client id). */
export const signInOptionsRoutes: FastifyPluginAsyncZod<{ deps: TAppDeps }> = async (app, { deps }) => {
  const { oidc, PASSWORD_LOGIN } = deps.config;
  const options: TSignInOptions = { isPasswordLoginOn: PASSWORD_LOGIN, sso: oidc ? { name: oidc.displayName } : null };
  app.get('/api/sign-in-options', { config: { access: 'public' }, schema: { response: { 200: ZSignInOptionsSchema } } }, async () => options);
};
