import type { TMailProvider } from '../../providers/mail/mail-provider.ts';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The invitation link, sent to the invited address only (the token never appears in an API answer). */
export async function sendInvitationMail(
  mail: TMailProvider,
  { appUrl, to, inviterName, householdName, token }: { appUrl: string; to: string; inviterName: string; householdName: string; token: string },
): Promise<void> {
  const link = `${appUrl}/household/join?token=${encodeURIComponent(token)}`;
  await mail.send({
    to,
    subject: `${inviterName} invited you to their household on Forkcast`,
    link,
    text: `Hi,\n\n${inviterName} invited you to join "${householdName}" on Forkcast: you would share one meal plan, one shopping list and one cart. Open this link within 7 days, signed in with this e-mail address, to accept:\n\n${link}\n\nIf you do not want to join, ignore this e-mail.\n\n— Forkcast`,
    html: `<p>Hi,</p><p>${escapeHtml(inviterName)} invited you to join “${escapeHtml(householdName)}” on Forkcast: you would share one meal plan, one shopping list and one cart. Open this link within 7 days, signed in with this e-mail address, to accept:</p><p><a href="${link}">Join the household</a></p><p>If you do not want to join, ignore this e-mail.</p><p>— Forkcast</p>`,
  });
}
