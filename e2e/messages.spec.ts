import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';
import { startTestServer, type TTestServer } from './fixtures/server.ts';
import { createVerifiedUser, E2E_PASSWORD, signUpByApi, verifyByMailLink } from './fixtures/users.ts';

const ADMIN_EMAIL = 'boss-e2e@example.test';

async function expectNoAxeViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']);
  const results = await (include ? builder.include(include) : builder).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function newSignedInContext(browser: Browser, server: TTestServer): Promise<BrowserContext> {
  return browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 900 } });
}

test.describe('messages between a cook and the administrators', () => {
  let server: TTestServer;

  test.beforeAll(async () => {
    // Its own server: the admin role comes from ADMIN_EMAILS at sign-up.
    server = await startTestServer({ ADMIN_EMAILS: ADMIN_EMAIL });
  });

  test.afterAll(async () => {
    await server.stop();
  });

  test('contact form → admin reply → badge → cook reply → end → cook delete → admin delete', async ({ browser }) => {
    test.setTimeout(180_000);
    const cookContext = await newSignedInContext(browser, server);
    const adminContext = await newSignedInContext(browser, server);
    const cookPage = await cookContext.newPage();
    const adminPage = await adminContext.newPage();

    const cook = await createVerifiedUser(cookContext.request, server, { name: 'Rosa Cook', prefix: 'rosa' });
    await signUpByApi(adminContext.request, server, { email: ADMIN_EMAIL, name: 'Boss' });
    await verifyByMailLink(adminContext.request, server, ADMIN_EMAIL);

    // The cook writes through the contact form; name and e-mail are pre-filled.
    await cookPage.goto('/contact');
    await expect(cookPage.getByLabel('Name')).toHaveValue('Rosa Cook');
    await expect(cookPage.getByLabel('Email')).toHaveValue(cook.email);
    await cookPage.getByRole('button', { name: 'Send Message' }).click();
    await expect(cookPage.getByRole('alert').filter({ hasText: 'Please fill in all fields.' }).first()).toBeVisible();
    await cookPage.getByRole('textbox', { name: 'Message', exact: true }).fill('My pantry list does not save. Can you help?');
    await cookPage.getByRole('button', { name: 'Send Message' }).click();
    await expect(cookPage.getByRole('status').filter({ hasText: 'Message sent!' })).toBeVisible();

    // The admin sees it in the dashboard table.
    await adminPage.goto('/admin');
    await expect(adminPage.getByRole('tab', { name: 'Messages' })).toHaveAttribute('aria-selected', 'true');
    await expect(adminPage.getByRole('heading', { name: 'Contact Form Submissions' })).toBeVisible();
    const row = adminPage.getByRole('row').filter({ hasText: 'Rosa Cook' });
    await expect(row).toContainText(cook.email);
    await expect(row).toContainText('Contact Form: Inquiry from Rosa Cook');
    await expect(adminPage.getByText('Page 1 of 1')).toBeVisible();
    await expectNoAxeViolations(adminPage);
    // The admin has no messages button.
    await expect(adminPage.getByRole('button', { name: /^Messages/ })).toHaveCount(0);

    // The admin opens it and replies with Enter.
    await row.getByRole('button', { name: /View/ }).click();
    const adminModal = adminPage.getByRole('dialog', { name: 'Messages with Rosa Cook' });
    await expect(adminModal.getByRole('heading', { name: 'Conversation: Contact Form: Inquiry from Rosa Cook' })).toBeVisible();
    await expect(adminModal.getByText('My pantry list does not save. Can you help?')).toBeVisible();
    await expectNoAxeViolations(adminPage, '[role="dialog"]');
    const adminInput = adminModal.getByPlaceholder('Type your message...');
    await adminInput.fill('Hi Rosa, we are on it.');
    await adminInput.press('Shift+Enter');
    await adminInput.pressSequentially('Try again now.');
    await adminInput.press('Enter');
    await expect(adminModal.locator('.message-bubble--sent')).toContainText('Hi Rosa, we are on it.\nTry again now.');
    await expect(adminModal.locator('.message-bubble--sent')).toContainText('Admin');
    await adminModal.getByRole('button', { name: 'Close messages' }).click();

    // The cook's badge shows 1 (asked again on page load).
    await cookPage.goto('/create');
    const messagesButton = cookPage.getByRole('button', { name: 'Messages, 1 unread' });
    await expect(messagesButton).toBeVisible();
    await messagesButton.click();
    const cookModal = cookPage.getByRole('dialog', { name: 'Your Messages' });
    const item = cookModal.getByRole('listitem').filter({ hasText: 'Inquiry from Rosa Cook' });
    await expect(item).toContainText('New!');
    await expect(item).not.toContainText('Contact Form:');
    await expect(cookModal.getByText('Select a conversation to view messages.')).toBeVisible();
    await expectNoAxeViolations(cookPage, '[role="dialog"]');
    await item
      .getByRole('button', { name: /Inquiry from Rosa Cook/ })
      .first()
      .click();
    await expect(cookModal.locator('.message-bubble--received')).toContainText('Try again now.');
    await expect(item).not.toContainText('New!');
    // For a cook, Enter makes a new line; the Send button sends.
    const cookInput = cookModal.getByPlaceholder('Type your message...');
    await cookInput.fill('Thanks, it works now!');
    await cookModal.getByRole('button', { name: 'Send' }).click();
    await expect(cookModal.locator('.message-bubble--sent').last()).toContainText('Thanks, it works now!');
    await cookModal.getByRole('button', { name: 'Close messages' }).click();
    await expect(cookPage.getByRole('button', { name: 'Messages', exact: true })).toBeVisible();

    // The admin ends the conversation.
    await adminPage.reload();
    await adminPage.getByRole('row').filter({ hasText: 'Rosa Cook' }).getByRole('button', { name: /View/ }).click();
    await expect(adminModal.getByText('Thanks, it works now!')).toBeVisible();
    await adminModal.getByRole('button', { name: 'End Conversation' }).click();
    const endDialog = adminPage.getByRole('alertdialog', { name: 'End Conversation' });
    await expect(endDialog).toContainText('The user will be notified');
    await endDialog.getByRole('button', { name: 'End Conversation' }).click();
    await expect(adminModal.getByText('This conversation has been ended by an administrator.')).toBeVisible();
    await expect(adminModal.getByPlaceholder('Type your message...')).toHaveCount(0);
    await adminModal.getByRole('button', { name: 'Close messages' }).click();

    // The cook sees it ended, cannot send, and deletes it from their view.
    await cookPage.reload();
    await cookPage.getByRole('button', { name: /^Messages/ }).click();
    await cookModal
      .getByRole('button', { name: /Inquiry from Rosa Cook/ })
      .first()
      .click();
    await expect(cookModal.getByText('This conversation has been ended by an administrator.')).toBeVisible();
    await expect(cookModal.getByPlaceholder('Type your message...')).toHaveCount(0);
    const refused = await cookContext.request.get('/api/user/conversations');
    const [conversation] = await refused.json();
    const send = await cookContext.request.post(`/api/conversations/${conversation.id}/messages`, {
      headers: { origin: server.url },
      data: { text: 'Hello?' },
    });
    expect(send.status()).toBe(409);
    await cookModal.getByRole('button', { name: 'Delete conversation: Inquiry from Rosa Cook' }).click();
    const deleteDialog = cookPage.getByRole('alertdialog', { name: 'Delete conversation?' });
    await expect(deleteDialog).toContainText('Inquiry from Rosa Cook');
    await deleteDialog.getByRole('button', { name: 'Delete' }).click();
    await expect(cookModal.getByText('No conversations yet.')).toBeVisible();
    await cookModal.getByRole('button', { name: 'Close messages' }).click();

    // The admin still has it, and deletes the whole submission.
    await adminPage.reload();
    const adminRow = adminPage.getByRole('row').filter({ hasText: 'Rosa Cook' });
    await adminRow.getByRole('button', { name: /Delete/ }).click();
    const submissionDialog = adminPage.getByRole('alertdialog', { name: 'Confirm Submission Deletion' });
    await expect(submissionDialog).toContainText(
      'Are you sure you want to delete this submission? This will delete the entire conversation and cannot be undone.',
    );
    await submissionDialog.getByRole('button', { name: 'Delete Submission' }).click();
    await expect(adminPage.getByText('Submission deleted successfully')).toBeVisible();
    await expect(adminPage.getByText('No submissions yet.')).toBeVisible();

    await cookContext.close();
    await adminContext.close();
  });

  test('an unverified cook gets the spec toast from the messages button', async ({ browser }) => {
    const context = await newSignedInContext(browser, server);
    const page = await context.newPage();
    const email = `unverified-${Date.now()}@example.test`;
    await signUpByApi(context.request, server, { email, name: 'Pending Cook' });
    const signIn = await context.request.post('/api/auth/sign-in/email', { headers: { origin: server.url }, data: { email, password: E2E_PASSWORD } });
    expect(signIn.status()).toBe(200);
    await page.goto('/verify-email');
    await page.getByRole('button', { name: 'Messages', exact: true }).click();
    await expect(page.getByText('Please verify your e-mail to access messages.')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await context.close();
  });
});
