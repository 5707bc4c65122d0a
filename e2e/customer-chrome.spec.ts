import { devices, expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/page-checks';

// The shared chrome of the customer app: header, navigation, offline banner, install prompt and iOS
// guide, app switcher, footer and the phone layout. The country picker is tested with the home
// (e2e/home.spec.ts), the /d prefix with the catalogue (e2e/catalogue.spec.ts).

const OFFLINE_TEXT = "You're offline - Some features may be limited until your connection is restored";
const DAY_MS = 24 * 60 * 60 * 1000;

test('going offline shows the yellow banner and the header indicator', async ({ page, context }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByText('Online', { exact: true })).toBeVisible();
  await expect(page.getByText(OFFLINE_TEXT)).toHaveCount(0);

  await context.setOffline(true);
  await expect(page.getByText(OFFLINE_TEXT)).toBeVisible();
  await expect(header.getByText('Offline', { exact: true })).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText(OFFLINE_TEXT)).toHaveCount(0);
  await expect(header.getByText('Online', { exact: true })).toBeVisible();
});

test('navigation highlights the active link; the footer links every page', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  // innerText: the "Track" short label is hidden on wide screens.
  await expect(nav.getByRole('link')).toHaveText(['Home', 'Orders', 'Apps', 'Track Order', 'Account'], {
    useInnerText: true,
  });
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');

  await nav.getByRole('link', { name: 'Orders' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(nav.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');

  await page.getByRole('link', { name: /QuickBite.*home/ }).click();
  await expect(page).toHaveURL(/\/$/);

  const footer = page.getByRole('navigation', { name: 'Footer' });
  const hrefs = await footer
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs).toEqual([
    '/about-us',
    '/careers',
    '/press',
    '/blog',
    '/help-center',
    '/contact-us',
    '/safety',
    '/terms',
  ]);
});

test('the desktop apps menu switches apps and offers the quick actions', async ({ page }) => {
  await page.goto('/');
  const switcher = page.getByRole('navigation', { name: 'App switcher' });
  const toggle = switcher.getByRole('button', { name: 'Apps and quick actions' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(switcher.getByRole('list', { name: 'Switch app' }).getByRole('link')).toHaveText([
    'Customer App',
    'Driver App',
    'Restaurant App',
    'Admin Panel',
  ]);
  const actions = switcher.getByRole('list', { name: 'Quick actions' }).getByRole('link');
  await expect(actions).toHaveText([
    'Order Food',
    'Track Order',
    /GPS Tracking/,
    'Register Restaurant',
    'Register Driver',
  ]);
  const gps = switcher.getByRole('link', { name: /GPS Tracking/ });
  await expect(gps).toHaveAttribute('target', '_blank');
  await expect(gps).toHaveAttribute('href', '/gps-tracking');

  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();

  await toggle.click();
  await switcher.getByRole('link', { name: 'Register Driver' }).click();
  await expect(page).toHaveURL(/\/driver-register$/);
});

test('the Install App button and banner appear when the browser offers installation', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Install App' })).toHaveCount(0);

  const offer = () =>
    page.evaluate(() => {
      const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
        prompt: () => Promise<void>;
        userChoice: Promise<{ outcome: string }>;
      };
      event.prompt = async () => {
        (window as unknown as { prompted: number }).prompted =
          ((window as unknown as { prompted?: number }).prompted ?? 0) + 1;
      };
      event.userChoice = Promise.resolve({ outcome: 'accepted' });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    });

  // The app keeps the event for its own button instead of the browser's mini-infobar.
  expect(await offer()).toBe(true);
  const install = header.getByRole('button', { name: 'Install App' });
  await expect(install).toBeVisible();
  const banner = page.getByRole('complementary', { name: 'Install the app' });
  await expect(banner).toBeVisible();

  await install.click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { prompted?: number }).prompted)).toBe(1);
  // A prompt can be used once: both the button and the banner go away.
  await expect(install).toHaveCount(0);
  await expect(banner).toHaveCount(0);

  // Dismissing the banner keeps it away after a reload; the header button still offers installing.
  await offer();
  await banner.getByRole('button', { name: 'Dismiss install banner' }).click();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await offer();
  await expect(header.getByRole('button', { name: 'Install App' })).toBeVisible();
  await expect(banner).toHaveCount(0);
});

test('on iOS the install guide comes 3 s after load, and not again for 7 days after a dismissal', async ({
  browser,
}) => {
  const { defaultBrowserType: _ignored, ...iPhone } = devices['iPhone 13'];
  const context = await browser.newContext({ ...iPhone });
  const page = await context.newPage();
  const start = new Date('2026-03-02T12:00:00Z').getTime();
  const banner = page.getByRole('complementary', { name: 'Install the app' });
  const header = page.getByRole('banner');
  // Time stands still until the test moves it; the header renders without timers.
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
  await page.goto('/');
  await expect(header.getByRole('button', { name: /^Cart, / })).toBeVisible();
  await expect(banner).toHaveCount(0);
  await page.clock.runFor(3000);
  await expect(banner).toBeVisible();

  await banner.getByRole('button', { name: 'Show me how' }).click();
  const guide = page.getByRole('dialog', { name: 'Install on iOS' });
  await expect(guide).toBeVisible();
  await expect(guide).toContainText('Tap Share');
  await expect(guide).toContainText('Choose Add to Home Screen');
  await expect(guide).toContainText('Tap Add.');
  await expect(guide).toContainText('This works only in Safari on iOS.');
  await page.clock.resume();
  await expectNoSeriousA11yViolations(page);
  await guide.getByRole('button', { name: 'Got it' }).click();
  await expect(banner).toHaveCount(0);

  const dismissedAt = await page.evaluate(() => localStorage.getItem('quickbite.installBannerDismissedAt'));
  expect(Number(dismissedAt)).toBeGreaterThanOrEqual(start);

  // Six days later: still dismissed.
  await page.clock.pauseAt(start + 6 * DAY_MS);
  await page.reload();
  await expect(header.getByRole('button', { name: /^Cart, / })).toBeVisible();
  await page.clock.runFor(5000);
  await expect(banner).toHaveCount(0);

  // Eight days later: offered again.
  await page.clock.pauseAt(start + 8 * DAY_MS);
  await page.reload();
  await expect(header.getByRole('button', { name: /^Cart, / })).toBeVisible();
  await page.clock.runFor(3000);
  await expect(banner).toBeVisible();
  await context.close();
});

test.describe('on a phone (390 x 844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('bottom app bar, the "Track" label and the mobile menu', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: /Nonna Rosa Pizzeria/ })).toBeVisible();

    const bar = page.getByRole('navigation', { name: 'App switcher' });
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link')).toHaveText(['Customer', 'Driver', 'Restaurant', 'Admin']);
    await expect(bar.getByRole('link', { name: 'Customer' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('button', { name: 'Apps and quick actions' })).toBeHidden();

    const track = page.getByRole('banner').getByRole('link', { name: 'Track', exact: true });
    await expect(track).toBeVisible();
    await expect(track).toHaveAttribute('href', '/track-order');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu.getByRole('link')).toHaveText(['Home', 'Orders', 'Apps', 'Account']);
    await expectNoSeriousA11yViolations(page);
    await menu.getByRole('link', { name: 'Account' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(menu).toBeHidden();
    // The account screen has rendered (each screen brings its own chrome).
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await bar.getByRole('button', { name: 'Actions' }).click();
    const sheet = page.getByRole('dialog', { name: 'Quick actions' });
    await expect(sheet.getByRole('link')).toHaveText([
      'Order Food',
      'Track Order',
      /GPS Tracking/,
      'Register Restaurant',
      'Register Driver',
    ]);
    await expect(sheet.getByRole('link', { name: /GPS Tracking/ })).toHaveAttribute('target', '_blank');
    await sheet.getByRole('link', { name: 'Track Order' }).click();
    await expect(page).toHaveURL(/\/track-order$/);
  });

  test('the home has no serious accessibility issue on a phone', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: /Nonna Rosa Pizzeria/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('nothing is wider than the phone (no sideways scrolling or zoomed-out page)', async ({ page }) => {
    const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Desserts', exact: true })).toBeAttached();
    expect(await pageWidth()).toBeLessThanOrEqual(390);
    await page.goto('/restaurant/1');
    await expect(page.getByRole('heading', { level: 1, name: 'Nonna Rosa Pizzeria' })).toBeVisible();
    expect(await pageWidth()).toBeLessThanOrEqual(390);
  });
});
