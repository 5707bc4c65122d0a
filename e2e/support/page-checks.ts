import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

// Checks every journey makes: no serious accessibility violation, and a toast with its texts.

export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

export async function expectToast(page: Page, title: string, description: string) {
  const toast = page.getByRole('region', { name: /Notifications/ }).locator('li');
  await expect(toast.getByText(title, { exact: true })).toBeVisible();
  await expect(toast.getByText(description, { exact: true })).toBeVisible();
}
