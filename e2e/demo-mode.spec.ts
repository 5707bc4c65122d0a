import { expect, test } from '@playwright/test';
import { DEMO_BAR_TEXT } from '#domain/shared/run-mode.ts';
import { expectNoSeriousA11yViolations } from './support/page-checks';

// On the embedded database the server runs in demo mode: every page says so in a thin bar that
// can be dismissed for the rest of the visit. On PostgreSQL (production mode) there is no bar.

const onPostgres = Boolean(process.env.E2E_DATABASE_URL);

const demoBar = (page: import('@playwright/test').Page) => page.getByRole('region', { name: 'Demo mode' });

test('production mode shows no demo bar', async ({ page }) => {
  test.skip(!onPostgres, 'the embedded database runs in demo mode');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(demoBar(page)).toHaveCount(0);
  expect(await (await page.request.get('/')).text()).toContain('content="production"');
});

test.describe('demo mode', () => {
  test.skip(onPostgres, 'PostgreSQL runs in production mode');

  test('every page says it is a demo, from the first paint, until the visitor dismisses it', async ({
    page,
  }) => {
    for (const path of ['/', '/admin', '/driver-app', '/orders']) {
      await page.goto(path);
      await expect(demoBar(page), path).toContainText(DEMO_BAR_TEXT);
    }
    // Part of the served shell: the bar is in the first paint, so it never shifts the page later.
    const shell = await (await page.request.get('/')).text();
    expect(shell).toContain('<meta name="quickbite-mode" content="demo">');

    await page.getByRole('button', { name: 'Dismiss the demo notice' }).click();
    await expect(demoBar(page)).toHaveCount(0);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(demoBar(page)).toHaveCount(0);
  });

  test('a new visit is reminded again', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await page.goto('/');
    await expect(demoBar(page)).toBeVisible();
    await context.close();
  });

  test('the demo bar is accessible at 360 px and on a desktop', async ({ page }) => {
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      await expect(demoBar(page)).toBeVisible();
      await page.getByRole('button', { name: 'Dismiss the demo notice' }).focus();
      await expect(page.getByRole('button', { name: 'Dismiss the demo notice' })).toBeFocused();
      await expectNoSeriousA11yViolations(page);
    }
  });
});
