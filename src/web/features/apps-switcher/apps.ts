import {
  Bike,
  type LucideIcon,
  MapPin,
  PackageSearch,
  ShieldCheck,
  ShoppingBag,
  Store,
  UserPlus,
  Utensils,
} from 'lucide-react';
import { paths } from '#web/app/paths.ts';

// SPEC section 2: the four apps of the product and the quick actions offered next to them.

export interface AppEntry {
  href: string;
  label: string;
  /** The bottom bar's label on phones. */
  shortLabel: string;
  icon: LucideIcon;
}

export interface QuickAction {
  href: string;
  label: string;
  icon: LucideIcon;
  /** Opened in a new tab (the GPS tracking demo). */
  newTab?: boolean;
}

export const APPS: readonly AppEntry[] = [
  { href: paths.home, label: 'Customer App', shortLabel: 'Customer', icon: ShoppingBag },
  { href: paths.driverApp, label: 'Driver App', shortLabel: 'Driver', icon: Bike },
  { href: paths.restaurantApp, label: 'Restaurant App', shortLabel: 'Restaurant', icon: Store },
  { href: paths.admin, label: 'Admin Panel', shortLabel: 'Admin', icon: ShieldCheck },
];

export const QUICK_ACTIONS: readonly QuickAction[] = [
  { href: paths.home, label: 'Order Food', icon: Utensils },
  { href: paths.trackOrder, label: 'Track Order', icon: PackageSearch },
  { href: paths.gpsTracking, label: 'GPS Tracking', icon: MapPin, newTab: true },
  { href: paths.restaurantRegister, label: 'Register Restaurant', icon: Store },
  { href: paths.driverRegister, label: 'Register Driver', icon: UserPlus },
];

/**
 * Which app a customer-chrome path belongs to: the customer pages are the Customer App, the other
 * apps have their own screens (and their own chrome).
 */
export function activeAppHref(location: string): string {
  const other = APPS.find(
    (app) => app.href !== paths.home && (location === app.href || location.startsWith(`${app.href}/`)),
  );
  return other?.href ?? paths.home;
}
