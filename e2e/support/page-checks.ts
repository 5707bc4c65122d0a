import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

// Checks every journey makes: no serious accessibility violation (at a phone's width and a desktop's
// too), and a toast with its texts.

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

export const DESKTOP = { width: 1280, height: 720 };
export const PHONE = { width: 360, height: 740 };

/**
 * The axe check at a 360 px phone and at desktop width, ending at desktop width. `noSidewaysScroll`
 * also asks that the page itself never scrolls sideways on the phone (wide tables scroll inside).
 */
export async function expectAccessibleAtPhoneAndDesktop(
  page: Page,
  options: { noSidewaysScroll?: boolean } = {},
) {
  await page.setViewportSize(PHONE);
  await expectNoSeriousA11yViolations(page);
  if (options.noSidewaysScroll) {
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  }
  await page.setViewportSize(DESKTOP);
  await expectNoSeriousA11yViolations(page);
}

export async function expectToast(page: Page, title: string, description: string) {
  const toast = page.getByRole('region', { name: /Notifications/ }).locator('li');
  await expect(toast.getByText(title, { exact: true })).toBeVisible();
  await expect(toast.getByText(description, { exact: true })).toBeVisible();
}
