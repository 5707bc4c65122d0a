import { devices, expect, type Page, test } from '@playwright/test';

// The installable app (SPEC section 4, DESIGN section 2): the web manifest and its icons, the
// service worker at /sw.js controlling the page, the app shell and catalogue reads offline, and
// nothing else from /api in its caches. Partner code is never part of what customers download.

test.use({ serviceWorkers: 'allow' });

const PARTNER_CHUNKS = /(admin-page|driver-app-page|restaurant-app-page|financial-dashboard-page)-/;

/** Loads the page, waits until the service worker has installed (precache done) and controls it. */
async function controlledBy(page: Page, path: string) {
  await page.goto(path);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
    .toMatch(/\/sw\.js$/);
}

/** Every URL in every Cache Storage cache of the page's origin. */
function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
}

test('the web manifest names the app and its icons are reachable', async ({ page, request }) => {
  await page.goto('/');
  await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await expect(page.locator('head meta[name="theme-color"]')).toHaveAttribute('content', '#ea580c');
  const appleIcon = await page.locator('head link[rel="apple-touch-icon"]').getAttribute('href');
  expect(appleIcon).toBe('/icons/apple-touch-icon.png');

  const res = await request.get('/manifest.webmanifest');
  expect(res.status()).toBe(200);
  expect(res.headers()['cache-control']).toBe('no-cache');
  const manifest = await res.json();
  expect(manifest).toMatchObject({
    short_name: 'QuickBite',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#ea580c',
  });
  expect(manifest.name).toContain('QuickBite');
  const icons = manifest.icons as { src: string; sizes: string; type: string; purpose: string }[];
  expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
  );

  for (const src of [...icons.map((icon) => icon.src), appleIcon ?? '']) {
    const icon = await request.get(src);
    expect(icon.status(), src).toBe(200);
    expect(icon.headers()['content-type']).toBe('image/png');
    const size = (await icon.body()).readUInt32BE(16); // PNG width, from the IHDR chunk
    expect(src.includes('apple') ? 180 : src.includes('192') ? 192 : 512).toBe(size);
  }
});

test('/sw.js is served fresh and never precaches partner code', async ({ request }) => {
  const res = await request.get('/sw.js');
  expect(res.status()).toBe(200);
  expect(res.headers()['cache-control']).toBe('no-cache');
  const script = await res.text();
  // The entry (which carries the home screen) and the other customer screens are precached.
  expect(script).toMatch(/assets\/index-[\w-]+\.js/);
  expect(script).toMatch(/restaurant-page-[\w-]+\.js/);
  expect(script).toContain('index.html');
  expect(script).not.toMatch(PARTNER_CHUNKS);
});

test('the service worker controls the page and serves the app and the catalogue offline', async ({
  page,
  context,
}) => {
  const scripts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
  });
  await controlledBy(page, '/');
  await expect(page.getByRole('link', { name: /Nonna Rosa Pizzeria/ })).toBeVisible();
  expect(scripts.filter((path) => PARTNER_CHUNKS.test(path))).toEqual([]);

  // Read one restaurant and its menu while online, so they are in the catalogue cache.
  await page.getByRole('link', { name: /Nonna Rosa Pizzeria/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nonna Rosa Pizzeria' })).toBeVisible();
  await expect(page.getByText('Margherita', { exact: true })).toBeVisible();

  await context.setOffline(true);
  const catalogueRead = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/restaurants');
  await page.goto('/');
  // The app shell renders from the precache...
  await expect(page.getByRole('banner').getByRole('link', { name: /QuickBite\s*, home/ })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Footer' })).toBeVisible();
  // ...and the restaurant list comes from the service worker's cache.
  const listResponse = await catalogueRead;
  expect(listResponse.fromServiceWorker()).toBe(true);
  expect(listResponse.status()).toBe(200);
  await expect(page.getByRole('link', { name: /Nonna Rosa Pizzeria/ })).toBeVisible();

  await page.goto('/restaurant/1');
  await expect(page.getByRole('heading', { level: 1, name: 'Nonna Rosa Pizzeria' })).toBeVisible();
  await expect(page.getByText('Margherita', { exact: true })).toBeVisible();

  // A deep link under /d is an app page too.
  await page.goto('/d/help-center');
  await expect(page.getByRole('heading', { level: 1, name: 'Help Center' })).toBeVisible();

  // API paths are never answered with the app shell.
  await expect(page.goto('/api/health')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED|ERR_FAILED/);
  await context.setOffline(false);
});

test('only catalogue reads are cached; other API calls and writes go to the network', async ({ page }) => {
  await controlledBy(page, '/restaurant/1');
  await expect(page.getByText('Margherita', { exact: true })).toBeVisible();

  const outcomes = await page.evaluate(async () => {
    const health = await fetch('/api/health');
    const login = await fetch('/api/admin/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' }),
    });
    const unknown = await fetch('/api/restaurants/999999');
    return [health.status, login.status, unknown.status];
  });
  expect(outcomes[0]).toBe(200);
  expect(outcomes[2]).toBe(404);

  const apiUrls = (await cachedUrls(page)).filter((path) => path.startsWith('/api/'));
  expect(apiUrls).toEqual(expect.arrayContaining(['/api/restaurants/1', '/api/restaurants/1/menu']));
  for (const path of apiUrls) expect(path).toMatch(/^\/api\/restaurants(\/\d+(\/menu)?)?$/);
  expect(apiUrls).not.toContain('/api/restaurants/999999'); // only successful reads are kept
});

test('on a phone under /d (the custom domain) storage, caches and workers are purged, with one reload at most', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ ...devices['Pixel 7'], baseURL, serviceWorkers: 'allow' });
  const page = await context.newPage();
  try {
    // Outside /d the phone gets the service worker like any browser.
    await controlledBy(page, '/');
    await page.evaluate(() => localStorage.setItem('quickbite.test', 'kept?'));
    expect((await cachedUrls(page)).length).toBeGreaterThan(0);

    const documents: string[] = [];
    const stylesheets: string[] = [];
    page.on('request', (req) => {
      if (req.isNavigationRequest() && req.frame() === page.mainFrame())
        documents.push(new URL(req.url()).pathname);
      if (req.resourceType() === 'stylesheet') stylesheets.push(req.url());
    });
    // Asked while the reload may still be under way: a destroyed page context just means "not yet".
    const navigationType = () =>
      page
        .evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type)
        .catch(() => 'reloading');

    // The worker served this page, so the purge reloads it once to show what the network has.
    await page.goto('/d/help-center');
    await expect.poll(navigationType).toBe('reload');
    await expect(page.getByRole('heading', { level: 1, name: 'Help Center' })).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(async () => ({
          caches: (await caches.keys()).length,
          workers: (await navigator.serviceWorker.getRegistrations()).length,
          controlled: navigator.serviceWorker.controller !== null,
          stored: localStorage.getItem('quickbite.test'),
        })),
      )
      .toEqual({ caches: 0, workers: 0, controlled: false, stored: null });
    expect(documents).toEqual(['/d/help-center', '/d/help-center']);
    expect(stylesheets.some((url) => /\/assets\/index-[\w-]+\.css\?refresh=\d+$/.test(url))).toBe(true);

    // Later loads purge again but never reload: the page is no longer served by a worker.
    await page.goto('/d/apps');
    await expect(page.getByRole('heading', { level: 1, name: 'QuickBite Apps' })).toBeVisible();
    await page.waitForTimeout(500); // give a wrong reload the chance to happen
    expect(await navigationType()).toBe('navigate');
    expect(documents).toEqual(['/d/help-center', '/d/help-center', '/d/apps']);
  } finally {
    await context.close();
  }
});
