import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';
import { createVerifiedUser } from './fixtures/users.ts';
import { WALKED_VIEWPORTS } from './fixtures/viewports.ts';

// The built-in composer answers honestly: a dish it does not know is said beside the prompt box
// (no credit used), and a recipe that is only of the named dish's family says so in the dialog.

async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

for (const viewport of WALKED_VIEWPORTS) {
  const { width } = viewport;
  test(`an unknown dish is said beside the prompt, a family dish in the dialog (${width} px)`, async ({ page, server }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    await createVerifiedUser(page.request, server, { prefix: `dish-match-${width}` });
    await page.goto('/create');
    await expect(page.getByText('5 of 5 free recipes left this month')).toBeVisible();

    const prompt = page.getByLabel('What would you like to cook?');
    await prompt.fill('a quokka pie');
    await page.getByRole('button', { name: 'Generate Recipe' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'quokka pie' });
    await expect(alert).toContainText("Forkcast's offline cookbook doesn't know “quokka pie” yet.");
    await expect(alert).toContainText('LLM_BASE_URL');
    await expect(prompt).toHaveAttribute('aria-invalid', 'true');
    // No credit was used.
    await expect(page.getByText('5 of 5 free recipes left this month')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Generated recipes' }).getByRole('listitem')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `test-results/dish-unknown-${width}.png`, fullPage: true });

    await prompt.fill('a zorblat chicken stew');
    await page.getByRole('button', { name: 'Generate Recipe' }).click();
    await expect(page.getByText('4 of 5 free recipes left this month')).toBeVisible();
    await page.getByRole('list', { name: 'Generated recipes' }).getByRole('listitem').first().getByRole('button').click();
    const dialog = page.getByRole('dialog');
    const note = dialog.getByRole('note');
    await expect(note).toContainText('About this recipe:');
    await expect(note).toContainText("Forkcast's offline cookbook doesn't know zorblat chicken stew yet — this is a stew in its style.");
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `test-results/dish-family-${width}.png` });
  });
}
