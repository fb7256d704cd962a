import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  checkDisabledAccountContact,
  DISABLED_CONTACT_CREDENTIALS_MESSAGE,
  DISABLED_CONTACT_NOT_DISABLED_MESSAGE,
  type TConversation,
  type TDisabledAccountContact,
} from '../../../domain/messages.ts';
import type { TAppDeps } from '../../app-deps.ts';
import { account, user } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { enforceRate } from '../../plugins/rate-limit-plugin.ts';
import { createContactSubmission } from './create-contact-submission.ts';

type TDeps = Pick<TAppDeps, 'auth' | 'database' | 'rateLimiter' | 'mail' | 'config'> & { log: FastifyBaseLogger };

// Compared against when the address has no password, so an unknown address costs the same hashing
// time as a known one and the answer's timing tells nothing about which addresses exist.
let standInHash: Promise<string> | null = null;
function readStandInHash(deps: TDeps): Promise<string> {
  standInHash ??= deps.auth.$context.then((context) => context.password.hash('no account has this password'));
  return standInHash;
}

/**
 * POST /api/contact-submission/disabled-account: a disabled account cannot sign in, yet must
 * reach support. The e-mail and password prove the account; an unknown address and a wrong password
 * answer alike (as the login does), and only a disabled account writes here — an active one signs in.
 * The conversation is the contact form's, under the account's own name and address.
 */
export async function createDisabledAccountSubmission(deps: TDeps, { ip, ...submitted }: TDisabledAccountContact & { ip: string }): Promise<TConversation> {
  const checked = checkDisabledAccountContact(submitted);
  if (!checked.isValid) throw new AppError('VALIDATION_ERROR', checked.error);
  const { email, password, message } = checked.fields;
  const { db } = deps.database;
  await enforceRate(deps.rateLimiter, 'disabled-account-contact', { ip, account: email });
  const owner = await db.query.user.findFirst({ where: eq(user.email, email) });
  const credential = owner ? await db.query.account.findFirst({ where: and(eq(account.userId, owner.id), eq(account.providerId, 'credential')) }) : undefined;
  const context = await deps.auth.$context;
  const isValid = await context.password.verify({ hash: credential?.password ?? (await readStandInHash(deps)), password });
  if (!owner || !credential?.password || !isValid) throw new AppError('UNAUTHORIZED', DISABLED_CONTACT_CREDENTIALS_MESSAGE);
  if (!owner.banned) throw new AppError('BAD_REQUEST', DISABLED_CONTACT_NOT_DISABLED_MESSAGE);
  // The contact form's own rules, allowance, event and mail, under the account's own name and address.
  return createContactSubmission(
    deps,
    { id: owner.id, name: owner.name, email: owner.email, role: 'user' },
    { name: owner.name, email: owner.email, message, ip },
  );
}
