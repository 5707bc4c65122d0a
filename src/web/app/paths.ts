// Every screen's URL in one typed table: the router (routes.tsx), the route descriptions, and every
// link and navigation read it, so no internal address is typed out twice. The router runs under
// base "" or "/d" (base-path.ts); these paths never carry the prefix, wouter adds it.

export const paths = {
  home: '/',
  /** One restaurant's page; the router matches it as `restaurantRoute`. */
  restaurant: (id: number) => `/restaurant/${id}`,
  orders: '/orders',
  apps: '/apps',
  driverRegister: '/driver-register',
  restaurantRegister: '/restaurant-register',
  driverApp: '/driver-app',
  restaurantApp: '/restaurant-app',
  admin: '/admin',
  trackOrder: '/track-order',
  /** Track Order with a phone number to look up. */
  trackOrderFor: (phone: string) => `/track-order?${new URLSearchParams({ phone })}`,
  gpsTracking: '/gps-tracking',
  checkout: '/checkout',
  orderTracking: '/order-tracking',
  /** Where an order is followed after it is placed: the phone (SPEC section 7) and its token. */
  trackedOrder: (phone: string, trackingToken: string) =>
    `/order-tracking?phone=${encodeURIComponent(phone.trim())}&token=${encodeURIComponent(trackingToken)}`,
  /** An order's printable receipt, for the holder of its tracking token; matched as `receiptRoute`. */
  receipt: (trackingToken: string) => `/receipt/${encodeURIComponent(trackingToken)}`,
  financialDashboard: '/financial-dashboard',
  account: '/account',
  aboutUs: '/about-us',
  careers: '/careers',
  press: '/press',
  blog: '/blog',
  helpCenter: '/help-center',
  contactUs: '/contact-us',
  safety: '/safety',
  terms: '/terms',
} as const;

/** The router's pattern for the restaurant page (`paths.restaurant` of any id). */
export const restaurantRoute = '/restaurant/:id';

/** The router's pattern for a receipt (`paths.receipt` of any token). */
export const receiptRoute = '/receipt/:token';
