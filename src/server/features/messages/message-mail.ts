import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { TDatabase } from '../../db/client.ts';
import { user } from '../../db/schema.ts';
import type { TMailProvider } from '../../providers/mail/mail-provider.ts';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Where a link in an e-mail opens the conversation: any page shows the navbar, which opens the modal. */
export function toConversationLink(appUrl: string, conversationId: string): string {
  return `${appUrl}/create?conversation=${encodeURIComponent(conversationId)}`;
}

/**
 * Tells the cook an admin replied. Sent to the account's verified address, and it never carries
 * message text: only that a reply exists and a link to read it after signing in.
 */
export async function sendReplyNotification(
  deps: { db: TDatabase; mail: TMailProvider; appUrl: string; log: FastifyBaseLogger },
  conversation: { id: string; userId: string },
): Promise<void> {
  try {
    const [owner] = await deps.db.select({ email: user.email, name: user.name }).from(user).where(eq(user.id, conversation.userId)).limit(1);
    if (!owner) return;
    const link = toConversationLink(deps.appUrl, conversation.id);
    await deps.mail.send({
      to: owner.email,
      subject: 'You have a new reply from Forkcast support',
      link,
      text: `Hi ${owner.name},\n\nYou have a new reply from Forkcast support. Open your messages to read it:\n\n${link}\n\n— Forkcast`,
      html: `<p>Hi ${escapeHtml(owner.name)},</p><p>You have a new reply from Forkcast support.</p><p><a href="${link}">Open my messages</a></p><p>— Forkcast</p>`,
    });
  } catch (error) {
    // The reply is saved whatever the mail server says; the badge still shows it.
    deps.log.warn({ err: error }, 'reply notification e-mail failed');
  }
}

/** Tells every ADMIN_EMAILS address a new contact submission arrived, with a link to the dashboard. */
export async function sendSubmissionNotification(
  deps: { mail: TMailProvider; appUrl: string; adminEmails: readonly string[]; log: FastifyBaseLogger },
  submission: { name: string; email: string },
): Promise<void> {
  const link = `${deps.appUrl}/admin?tab=messages`;
  await Promise.all(
    deps.adminEmails.map(async (to) => {
      try {
        await deps.mail.send({
          to,
          subject: `New contact form submission from ${submission.name}`,
          link,
          text: `${submission.name} (${submission.email}) sent a message through the Forkcast contact form.\n\nRead and reply in the dashboard:\n\n${link}\n\n— Forkcast`,
          html: `<p>${escapeHtml(submission.name)} (${escapeHtml(submission.email)}) sent a message through the Forkcast contact form.</p><p><a href="${link}">Open the dashboard</a></p><p>— Forkcast</p>`,
        });
      } catch (error) {
        deps.log.warn({ err: error }, 'submission notification e-mail failed');
      }
    }),
  );
}
