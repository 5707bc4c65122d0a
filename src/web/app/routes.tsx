import { type ComponentType, lazy, Suspense, useEffect } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { ErrorBoundary } from './error-boundary';
import { PageLoading } from './layout/page-loading';
import { PageShell } from './layout/page-shell';

// Every screen is its own chunk, so partner, admin and finance code never loads on the customer
// home; the home screen's code is built into the entry chunk (scripts/vite/home-chunk.ts). The
// router runs under base "" or "/d" (see base-path.ts), so each path below also exists under /d
// with the same screen.

function lazyScreen<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}

const screens: ReadonlyArray<readonly [path: string, screen: ComponentType]> = [
  ['/', lazyScreen(() => import('../routes/home/home-page'), 'HomePage')],
  ['/restaurant/:id', lazyScreen(() => import('../routes/restaurant/restaurant-page'), 'RestaurantPage')],
  ['/orders', lazyScreen(() => import('../routes/orders/orders-page'), 'OrdersPage')],
  ['/apps', lazyScreen(() => import('../routes/apps/apps-page'), 'AppsPage')],
  [
    '/driver-register',
    lazyScreen(() => import('../routes/driver-register/driver-register-page'), 'DriverRegisterPage'),
  ],
  [
    '/restaurant-register',
    lazyScreen(
      () => import('../routes/restaurant-register/restaurant-register-page'),
      'RestaurantRegisterPage',
    ),
  ],
  ['/driver-app', lazyScreen(() => import('../routes/driver-app/driver-app-page'), 'DriverAppPage')],
  [
    '/restaurant-app',
    lazyScreen(() => import('../routes/restaurant-app/restaurant-app-page'), 'RestaurantAppPage'),
  ],
  ['/admin', lazyScreen(() => import('../routes/admin/admin-page'), 'AdminPage')],
  ['/track-order', lazyScreen(() => import('../routes/track-order/track-order-page'), 'TrackOrderPage')],
  ['/gps-tracking', lazyScreen(() => import('../routes/gps-tracking/gps-tracking-page'), 'GpsTrackingPage')],
  ['/checkout', lazyScreen(() => import('../routes/checkout/checkout-page'), 'CheckoutPage')],
  [
    '/order-tracking',
    lazyScreen(() => import('../routes/order-tracking/order-tracking-page'), 'OrderTrackingPage'),
  ],
  [
    '/financial-dashboard',
    lazyScreen(
      () => import('../routes/financial-dashboard/financial-dashboard-page'),
      'FinancialDashboardPage',
    ),
  ],
  ['/account', lazyScreen(() => import('../routes/account/account-page'), 'AccountPage')],
  ['/about-us', lazyScreen(() => import('../routes/about-us/about-us-page'), 'AboutUsPage')],
  ['/careers', lazyScreen(() => import('../routes/careers/careers-page'), 'CareersPage')],
  ['/press', lazyScreen(() => import('../routes/press/press-page'), 'PressPage')],
  ['/blog', lazyScreen(() => import('../routes/blog/blog-page'), 'BlogPage')],
  ['/help-center', lazyScreen(() => import('../routes/help-center/help-center-page'), 'HelpCenterPage')],
  ['/contact-us', lazyScreen(() => import('../routes/contact-us/contact-us-page'), 'ContactUsPage')],
  ['/safety', lazyScreen(() => import('../routes/safety/safety-page'), 'SafetyPage')],
  ['/terms', lazyScreen(() => import('../routes/terms/terms-page'), 'TermsPage')],
];

const NotFoundPage = lazyScreen(() => import('../routes/not-found/not-found-page'), 'NotFoundPage');

/** Partner and admin screens bring their own compact frame instead of the customer chrome. */
const PARTNER_SCREENS = new Set(['/driver-app', '/restaurant-app', '/admin', '/financial-dashboard']);

/** All paths the router knows (without the /d prefix); used by tests and the sitemap. */
export const routePaths: readonly string[] = screens.map(([path]) => path);

export function AppRoutes() {
  const [location] = useLocation();

  useEffect(() => {
    // A new screen starts at the top, like a full page load would.
    if (location) window.scrollTo(0, 0);
  }, [location]);

  const screen = (
    <ErrorBoundary resetKey={location}>
      <Suspense fallback={<PageLoading />}>
        <Switch>
          {screens.map(([path, Screen]) => (
            <Route key={path} path={path} component={Screen} />
          ))}
          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
    </ErrorBoundary>
  );
  // The customer chrome stays mounted across screens: only the content swaps when a lazy screen
  // arrives, so an open menu or drawer survives the navigation that finishes loading.
  return PARTNER_SCREENS.has(location) ? screen : <PageShell>{screen}</PageShell>;
}
