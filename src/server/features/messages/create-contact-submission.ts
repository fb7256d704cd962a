import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { checkContactFields, toContactSubject, toSnippet, type TContactFields, type TContactSubmission, type TConversation } from '../../../domain/messages.ts';
import { recordEvent } from '../../analytics/record-event.ts';
import type { TAppDeps } from '../../app-deps.ts';
import type { TDatabase } from '../../db/client.ts';
import { conversation, message } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { enforceRate } from '../../plugins/rate-limit-plugin.ts';
import { toConversation, type TMessagingCaller } from './conversation-row.ts';
import { sendSubmissionNotification } from './message-mail.ts';

type TContactDeps = Pick<TAppDeps, 'database' | 'rateLimiter' | 'mail' | 'config'> & { log: FastifyBaseLogger };

/**
 * POST /api/contact-submission: the spec's field rules, the rate limit, the conversation, the
 * analytics event and a mail to every admin.
 */
export async function createContactSubmission(
  deps: TContactDeps,
  caller: TMessagingCaller,
  { ip, ...submitted }: TContactSubmission & { ip: string },
): Promise<TConversation> {
  const checked = checkContactFields(submitted);
  if (!checked.isValid) throw new AppError('VALIDATION_ERROR', checked.error);
  // Counted after validation: a typo in the form does not use up the allowance.
  await enforceRate(deps.rateLimiter, 'contact-submission', { ip, account: caller.id });
  const { db } = deps.database;
  const created = await insertContactSubmission(db, caller, checked.fields);
  await recordEvent(db, { category: 'contact', action: 'submit', userId: caller.id });
  const { config, mail, log } = deps;
  await sendSubmissionNotification(
    { mail, appUrl: config.APP_URL, adminEmails: config.ADMIN_EMAILS, log },
    { name: created.userName, email: created.userEmail },
  );
  return created;
}

/**
 * A new conversation whose first message is the form's message. It starts unread for the admins and
 * read for the cook who wrote it.
 */
export async function insertContactSubmission(db: TDatabase, caller: TMessagingCaller, { name, email, message: text }: TContactFields): Promise<TConversation> {
  const now = new Date();
  const id = randomUUID();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(conversation)
      .values({
        id,
        userId: caller.id,
        subject: toContactSubject(name),
        userName: name,
        userEmail: email,
        isReadAdmin: false,
        isReadUser: true,
        lastMessageSnippet: toSnippet(text),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new AppError('INTERNAL', 'The submission was not saved.');
    await tx.insert(message).values({
      id: randomUUID(),
      conversationId: id,
      senderId: caller.id,
      senderName: name,
      senderRole: 'user',
      text,
      timestamp: now,
    });
    return toConversation(row);
  });
}
