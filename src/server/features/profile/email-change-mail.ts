import type { TMailProvider } from '../../providers/mail/mail-provider.ts';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The link that moves the account to the new address, sent to that address only. */
export async function sendEmailChangeLink(
  mail: TMailProvider,
  { appUrl, name, newEmail, token }: { appUrl: string; name: string; newEmail: string; token: string },
): Promise<void> {
  const link = `${appUrl}/verify-email?oobCode=${encodeURIComponent(token)}`;
  await mail.send({
    to: newEmail,
    subject: 'Confirm your new e-mail for Forkcast',
    link,
    text: `Hi ${name},\n\nSomeone asked to use this address for a Forkcast account. Open this link within an hour to confirm it; the account keeps its old address until then:\n\n${link}\n\nIf it was not you, ignore this e-mail: nothing changes.\n\n— Forkcast`,
    html: `<p>Hi ${escapeHtml(name)},</p><p>Someone asked to use this address for a Forkcast account. Open this link within an hour to confirm it; the account keeps its old address until then:</p><p><a href="${link}">Confirm my new e-mail</a></p><p>If it was not you, ignore this e-mail: nothing changes.</p><p>— Forkcast</p>`,
  });
}

/** An address that already has an account gets a heads-up instead of a link; the requester sees the same answer. */
export async function sendEmailTakenNotice(mail: TMailProvider, { appUrl, takenEmail }: { appUrl: string; takenEmail: string }): Promise<void> {
  const link = `${appUrl}/forgot-password`;
  await mail.send({
    to: takenEmail,
    subject: 'Someone tried to use your e-mail on Forkcast',
    link,
    text: `Hi,\n\nSomeone (maybe you) asked to move another Forkcast account to this e-mail address, which already has an account. Nothing changed.\n\nIf you forgot your password, you can reset it here:\n\n${link}\n\n— Forkcast`,
    html: `<p>Hi,</p><p>Someone (maybe you) asked to move another Forkcast account to this e-mail address, which already has an account. Nothing changed.</p><p>If you forgot your password, you can <a href="${link}">reset it here</a>.</p><p>— Forkcast</p>`,
  });
}
