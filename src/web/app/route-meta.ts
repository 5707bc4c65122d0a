import {
  RESTAURANT_COMMISSION_PERCENT,
  RESTAURANT_DELIVERY_FEE_SHARE_PERCENT,
} from '#domain/order-lifecycle/payouts.ts';
import { GPS_ACCURACY_METERS, GPS_UPDATE_INTERVAL_MS } from '../features/tracking/gps-demo/sample-order';
import { CLAIMS } from '../lib/marketing';
import { DRIVER_APP_DESCRIPTION } from '../routes/driver-app/driver-app-meta';
import { driverRegisterDescription } from '../routes/driver-register/driver-register-meta';
import { paths, receiptRoute, restaurantRoute } from './paths';

// The <meta name="description"> of every screen, by the route path it is declared under in
// routes.tsx (the /d prefix is the router's base, so the same path covers both). Search engines and
// link previews show it; each says what that screen really does, with the product's own figures.

function claim(label: (typeof CLAIMS)[number]['label']): string {
  return CLAIMS.find((entry) => entry.label === label)?.value ?? '';
}

const FOOD_SALES_KEPT = 100 - RESTAURANT_COMMISSION_PERCENT;

/** The home's text is also the static one in index.html, so the first paint already carries it. */
export const HOME_DESCRIPTION =
  'QuickBite: order from restaurants near you and get fresh food delivered in 30 minutes or less. Track your order live, or join as a restaurant or driver.';

export const ROUTE_DESCRIPTIONS: Readonly<Record<string, string>> = Object.freeze({
  [paths.home]: HOME_DESCRIPTION,
  [restaurantRoute]:
    "See this restaurant's menu, rating, delivery time and delivery fee on QuickBite, and add dishes to your cart to order them for delivery.",
  [paths.orders]:
    'Find your QuickBite orders with the phone number you ordered with, no account needed, and follow each one live from the kitchen to your door.',
  [paths.apps]:
    'QuickBite is one installable app with four faces: order as a customer, deliver in the Driver App, cook in the Restaurant App, or run the Admin Panel.',
  // Formatted when read (see driverRegisterDescription): describeRoute reads only the matching entry.
  get [paths.driverRegister]() {
    return driverRegisterDescription();
  },
  [paths.restaurantRegister]: `Partner your restaurant with QuickBite: keep ${FOOD_SALES_KEPT}% of food sales plus ${RESTAURANT_DELIVERY_FEE_SHARE_PERCENT}% of the delivery fee, no commission. An administrator reviews every application.`,
  [paths.driverApp]: DRIVER_APP_DESCRIPTION,
  [paths.restaurantApp]:
    'The QuickBite Restaurant App: accept or reject new orders, mark them ready for pickup, keep your menu up to date and see how your restaurant is doing.',
  [paths.admin]:
    'The QuickBite Admin Panel: approve or revoke restaurants and drivers, watch every order live, cancel an order or assign it a driver, and review the activity.',
  [paths.trackOrder]:
    'Track a QuickBite order with the phone number you ordered with: its status, progress and timeline, and the driver on a live map while it is on its way.',
  [paths.gpsTracking]: `A demo of QuickBite's GPS tracking: look up a sample order by phone number and follow a simulated driver, updated every ${GPS_UPDATE_INTERVAL_MS / 1000} s to within ±${GPS_ACCURACY_METERS} m.`,
  [paths.checkout]:
    "Check out your QuickBite cart: your details and delivery point, a tip or promo code, and a total in the restaurant's currency with its own delivery fee and tax.",
  [paths.orderTracking]:
    'Follow the QuickBite order you just placed: its status and dishes, the driver on a live map, and the delivery code to give the driver at your door.',
  [receiptRoute]:
    'The receipt of your QuickBite order: the restaurant, each dish with its options, fees, tax, tip and total in its currency, and a refund if cancelled.',
  [paths.financialDashboard]:
    "QuickBite's financial dashboard: the marketplace's revenue from orders and what it pays out to restaurants and drivers.",
  [paths.account]:
    'QuickBite needs no customer account: you order with your name, phone number and address. This My Account page shows sample content only.',
  [paths.aboutUs]: `About QuickBite, the open-source food-delivery marketplace: in ${claim('Countries')} countries, rated ${claim('From 1250 reviews')} from 1250 reviews, with a ${claim('Average delivery')} average delivery.`,
  [paths.careers]:
    'Work with QuickBite: deliver with the Driver App, sell through the Restaurant App with no commission, or help build the open-source software itself.',
  [paths.press]:
    'The QuickBite press page: facts and figures, the tagline, the brand colour and app icons to download for writing about the food-delivery marketplace.',
  [paths.blog]:
    "The QuickBite blog: how a driver's pay is worked out, why restaurants keep 100% of food sales, tracking with a phone number, and installing the app.",
  [paths.helpCenter]:
    'Answers to the questions QuickBite customers, restaurants and drivers ask most: ordering, payments and fees, tracking and changes, the app, partners.',
  [paths.contactUs]:
    'Where to get help with QuickBite: questions about an order, restaurant and driver applications, safety concerns, press, and bugs in the software.',
  [paths.safety]:
    'How QuickBite keeps you safe: an administrator approves every restaurant and driver, card numbers go only to the payment provider, prices come from our server.',
  [paths.terms]:
    "QuickBite's terms of service: how orders, payment in the restaurant's currency, delivery fees, partner payouts and fair use work for customers and partners.",
});

/** Any path the router does not know: the "404 Page Not Found" screen. */
export const NOT_FOUND_DESCRIPTION =
  'This page does not exist on QuickBite. Head back to the home page to browse restaurants near you, or track an order with your phone number.';

/**
 * The description for a location: the first route pattern `matches` accepts (the router's own
 * matching), else the not-found text.
 */
export function describeRoute(matches: (pattern: string) => boolean): string {
  for (const pattern of Object.keys(ROUTE_DESCRIPTIONS)) {
    if (matches(pattern)) return ROUTE_DESCRIPTIONS[pattern] ?? NOT_FOUND_DESCRIPTION;
  }
  return NOT_FOUND_DESCRIPTION;
}
