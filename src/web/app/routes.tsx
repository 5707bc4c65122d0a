import { type ComponentType, lazy, Suspense, useEffect } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { ErrorBoundary } from './error-boundary';
import { PageLoading } from './layout/page-loading';
import { PageShell } from './layout/page-shell';
import { paths, receiptRoute, restaurantRoute } from './paths';

// Every screen is its own chunk, so partner, admin and finance code never loads on the customer
// home; the home screen's code is built into the entry chunk (scripts/vite/home-chunk.ts). The
// router runs under base "" or "/d" (see base-path.ts), so each path below also exists under /d
// with the same screen.

function lazyScreen<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}

const screens: ReadonlyArray<readonly [path: string, screen: ComponentType]> = [
  [paths.home, lazyScreen(() => import('../routes/home/home-page'), 'HomePage')],
  [restaurantRoute, lazyScreen(() => import('../routes/restaurant/restaurant-page'), 'RestaurantPage')],
  [paths.orders, lazyScreen(() => import('../routes/orders/orders-page'), 'OrdersPage')],
  [paths.apps, lazyScreen(() => import('../routes/apps/apps-page'), 'AppsPage')],
  [
    paths.driverRegister,
    lazyScreen(() => import('../routes/driver-register/driver-register-page'), 'DriverRegisterPage'),
  ],
  [
    paths.restaurantRegister,
    lazyScreen(
      () => import('../routes/restaurant-register/restaurant-register-page'),
      'RestaurantRegisterPage',
    ),
  ],
  [paths.driverApp, lazyScreen(() => import('../routes/driver-app/driver-app-page'), 'DriverAppPage')],
  [
    paths.restaurantApp,
    lazyScreen(() => import('../routes/restaurant-app/restaurant-app-page'), 'RestaurantAppPage'),
  ],
  [paths.admin, lazyScreen(() => import('../routes/admin/admin-page'), 'AdminPage')],
  [paths.trackOrder, lazyScreen(() => import('../routes/track-order/track-order-page'), 'TrackOrderPage')],
  [
    paths.gpsTracking,
    lazyScreen(() => import('../routes/gps-tracking/gps-tracking-page'), 'GpsTrackingPage'),
  ],
  [paths.checkout, lazyScreen(() => import('../routes/checkout/checkout-page'), 'CheckoutPage')],
  [
    paths.orderTracking,
    lazyScreen(() => import('../routes/order-tracking/order-tracking-page'), 'OrderTrackingPage'),
  ],
  [receiptRoute, lazyScreen(() => import('../routes/receipt/receipt-page'), 'ReceiptPage')],
  [
    paths.financialDashboard,
    lazyScreen(
      () => import('../routes/financial-dashboard/financial-dashboard-page'),
      'FinancialDashboardPage',
    ),
  ],
  [paths.account, lazyScreen(() => import('../routes/account/account-page'), 'AccountPage')],
  [paths.aboutUs, lazyScreen(() => import('../routes/about-us/about-us-page'), 'AboutUsPage')],
  [paths.careers, lazyScreen(() => import('../routes/careers/careers-page'), 'CareersPage')],
  [paths.press, lazyScreen(() => import('../routes/press/press-page'), 'PressPage')],
  [paths.blog, lazyScreen(() => import('../routes/blog/blog-page'), 'BlogPage')],
  [paths.helpCenter, lazyScreen(() => import('../routes/help-center/help-center-page'), 'HelpCenterPage')],
  [paths.contactUs, lazyScreen(() => import('../routes/contact-us/contact-us-page'), 'ContactUsPage')],
  [paths.safety, lazyScreen(() => import('../routes/safety/safety-page'), 'SafetyPage')],
  [paths.terms, lazyScreen(() => import('../routes/terms/terms-page'), 'TermsPage')],
];

const NotFoundPage = lazyScreen(() => import('../routes/not-found/not-found-page'), 'NotFoundPage');

/** Partner and admin screens bring their own compact frame instead of the customer chrome. */
const PARTNER_SCREENS = new Set<string>([
  paths.driverApp,
  paths.restaurantApp,
  paths.admin,
  paths.financialDashboard,
]);

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
