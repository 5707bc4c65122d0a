import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

// Checks every journey makes: no serious accessibility violation, and a toast with its texts.

export async function expectNoSeriousA11yViolations(page: Page) {
  // Contrast is judged on the settled screen: a toast caught mid-way through its 100-150 ms slide
  // has a transient opacity that axe would count. With reduced motion the app animates nothing.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const results = await new AxeBuilder({ page })
    .analyze()
    .finally(() => page.emulateMedia({ reducedMotion: null }));
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

export async function expectToast(page: Page, title: string, description: string) {
  const toast = page.getByRole('region', { name: /Notifications/ }).locator('li');
  await expect(toast.getByText(title, { exact: true })).toBeVisible();
  await expect(toast.getByText(description, { exact: true })).toBeVisible();
}
