import type { OrderStatus } from '#domain/order-lifecycle/status-machine.ts';

// SPEC section 2: /account shows static sample content. QuickBite customers have no account (an
// order is found by its phone number), so everything here is an example and the page says so.
// The phone number uses the 555-01xx range, which is reserved for fiction.

export const SAMPLE_PROFILE = {
  name: 'Alex Morgan',
  email: 'alex.morgan@example.com',
  phone: '+1 (555) 010-2040',
  country: 'Canada',
  memberSince: 'March 2026',
} as const;

export interface SampleOrder {
  id: number;
  restaurant: string;
  items: string;
  total: string;
  /** ISO 4217 of the total: the sample customer orders in Canada. */
  currency: string;
  status: OrderStatus;
  placed: string;
}

export const SAMPLE_ORDERS: readonly SampleOrder[] = [
  {
    id: 1042,
    restaurant: 'Nonna Rosa Pizzeria',
    items: '1 × Margherita, 1 × Tiramisu',
    total: '27.97',
    currency: 'CAD',
    status: 'delivered',
    placed: 'Last Friday, 7:42 PM',
  },
  {
    id: 1027,
    restaurant: 'Kaito Sushi Bar',
    items: '2 × Salmon Roll, 1 × Miso Soup',
    total: '38.47',
    currency: 'CAD',
    status: 'delivered',
    placed: 'Two weeks ago, 12:15 PM',
  },
  {
    id: 1009,
    restaurant: 'Maple Smash Burgers',
    items: '1 × Double Smash, 1 × Fries',
    total: '24.48',
    currency: 'CAD',
    status: 'cancelled',
    placed: 'Last month, 8:03 PM',
  },
];

export const SAMPLE_ADDRESSES = [
  { label: 'Home', lines: ['123 Example Street, Apt 4', 'Toronto, ON M5V 0A1', 'Canada'], isDefault: true },
  {
    label: 'Work',
    lines: ['456 Sample Avenue, Floor 12', 'Toronto, ON M5H 0B2', 'Canada'],
    isDefault: false,
  },
] as const;

export const SAMPLE_PAYMENTS = [
  { label: 'Visa ending in 4242', detail: 'Expires 12/29', isDefault: true },
  { label: 'Cash on delivery', detail: 'Pay the driver when your order arrives', isDefault: false },
] as const;
