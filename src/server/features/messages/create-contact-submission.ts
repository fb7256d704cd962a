import { randomUUID } from 'node:crypto';
import { toContactSubject, toSnippet, type TContactFields, type TConversation } from '../../../domain/messages.ts';
import type { TDatabase } from '../../db/client.ts';
import { conversation, message } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { toConversation, type TMessagingCaller } from './conversation-row.ts';

/**
 * Spec §7 POST /api/contact-submission: a new conversation whose first message is the form's message.
 * It starts unread for the admins and read for the cook who wrote it (spec §4).
 */
export async function createContactSubmission(db: TDatabase, caller: TMessagingCaller, { name, email, message: text }: TContactFields): Promise<TConversation> {
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
