import { Bike, type LucideIcon, ShieldCheck, ShoppingBag, Store } from 'lucide-react';
import { paths } from '#web/app/paths.ts';

// SPEC section 2, /apps: the four faces of QuickBite and where each one lives.

export interface AppCard {
  name: string;
  href: string;
  icon: LucideIcon;
  audience: string;
  description: string;
  features: readonly string[];
  /** Label of the card's link; says where it goes, not "click here". */
  action: string;
}

export const APP_CARDS: readonly AppCard[] = [
  {
    name: 'Customer App',
    href: paths.home,
    icon: ShoppingBag,
    audience: 'For hungry people',
    description:
      'Browse restaurants in your country, fill a cart, pay by card or cash and follow the delivery.',
    features: ['No account needed', 'Track orders by phone number', 'Card or cash on delivery'],
    action: 'Order food',
  },
  {
    name: 'Driver App',
    href: paths.driverApp,
    icon: Bike,
    audience: 'For approved drivers',
    description: 'Go online, take delivery offers, pick up, deliver and see what each trip earned.',
    features: ['Live delivery offers', 'Pick-up and drop-off steps', 'Earnings per delivery'],
    action: 'Open the Driver App',
  },
  {
    name: 'Restaurant App',
    href: paths.restaurantApp,
    icon: Store,
    audience: 'For approved restaurants',
    description: 'Receive orders, accept or reject them, mark them ready and keep the menu up to date.',
    features: ['New orders as they arrive', 'Menu and availability', 'Open and close at will'],
    action: 'Open the Restaurant App',
  },
  {
    name: 'Admin Panel',
    href: paths.admin,
    icon: ShieldCheck,
    audience: 'For marketplace administrators',
    description: 'Approve or revoke restaurants and drivers, watch orders and follow the money.',
    features: ['Partner approvals', 'Orders across restaurants', 'Finance with CSV export'],
    action: 'Open the Admin Panel',
  },
];
