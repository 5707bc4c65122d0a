import type { ReactNode } from 'react';
import {
  DRIVER_BASE_PAY_CENTS,
  DRIVER_INCLUDED_KM,
  DRIVER_PAY_PER_KM_CENTS,
} from '#domain/order-lifecycle/payouts.ts';
import { TIMELINE_STEPS } from '#domain/order-lifecycle/status-machine.ts';
import { formatMoney } from '#domain/shared/currency.ts';
import { paths } from '#web/app/paths.ts';
import { listOf } from '#web/features/content/list-of.ts';
import { TextLink } from '#web/features/content/text-link.tsx';

// The Help Center's questions, grouped by topic. Amounts and step names come from the domain
// constants, so an answer cannot drift from what the app does. Prices, fees and pay are in the
// currency of the restaurant's country; the rates quoted are the United States and Canada card's.

export interface HelpQuestion {
  question: string;
  answer: ReactNode;
}

export interface HelpTopic {
  title: string;
  questions: readonly HelpQuestion[];
}

/** The spec's driver rates, which are the United States and Canada card's, in US dollars. */
const US_BASE_PAY = formatMoney(DRIVER_BASE_PAY_CENTS, 'USD');
const US_PER_KM = formatMoney(DRIVER_PAY_PER_KM_CENTS, 'USD');

export const HELP_TOPICS: readonly HelpTopic[] = [
  {
    title: 'Ordering',
    questions: [
      {
        question: 'Do I need an account to order?',
        answer:
          'No. You give your name, phone number and delivery address when you check out. Your phone number is how you find your orders later.',
      },
      {
        question: 'How do I place an order?',
        answer: (
          <>
            Choose your delivery country at the top of the page, open a restaurant from the{' '}
            <TextLink href={paths.home}>home page</TextLink> and add dishes with Add to Cart. Open the cart,
            fill in your details, choose card or cash on delivery and place the order. A cart holds dishes
            from one restaurant at a time.
          </>
        ),
      },
      {
        question: 'Why do I see no restaurants?',
        answer:
          'The home page shows restaurants that deliver to the country you selected. If none deliver there yet, the page says so and offers to show all restaurants instead.',
      },
    ],
  },
  {
    title: 'Payments and fees',
    questions: [
      {
        question: 'What does delivery cost?',
        answer:
          "Each restaurant sets its own delivery fee, in the currency of its country, as it does its prices: you see it on the restaurant's page and in your cart before you order. Tax is added at checkout or already included in the prices, as the restaurant sets it. On the checkout page you can add a tip; the tip goes to your driver.",
      },
      {
        question: 'How can I pay?',
        answer:
          'By card or in cash on delivery. A card order is only accepted once the payment provider confirms the payment of the full total; a cash order is paid to the driver at your door.',
      },
      {
        question: 'Can the price change after I order?',
        answer:
          'No. Prices come from the restaurant menu when the order is placed, and the total you confirmed is the total you pay.',
      },
    ],
  },
  {
    title: 'Tracking and changes',
    questions: [
      {
        question: 'How do I track my order?',
        answer: (
          <>
            Enter the phone number you ordered with on{' '}
            <TextLink href={paths.trackOrder}>Track Order</TextLink>. You see each order's status (
            {listOf(TIMELINE_STEPS, 'and')}), its progress and, while it is being prepared or on its way, a
            live map.
          </>
        ),
      },
      {
        question: 'It says "No Orders Found". What now?',
        answer:
          'Check that you typed the phone number exactly as you did at checkout, including the country code if you used one. Orders are stored under that number only.',
      },
      {
        question: 'Can I cancel an order?',
        answer:
          "Not from the customer app. The restaurant can still reject an order before it starts preparing it, and a QuickBite administrator can cancel an order that hasn't been delivered yet.",
      },
    ],
  },
  {
    title: 'The app',
    questions: [
      {
        question: 'Can I install QuickBite?',
        answer:
          'Yes. Use the Install App button in the header on Android and desktop browsers. On iPhone and iPad, open QuickBite in Safari, tap Share, choose Add to Home Screen and tap Add.',
      },
      {
        question: 'Does it work offline?',
        answer:
          "Partly. When your connection drops, a yellow banner says so; the app itself and the restaurants and menus you've already viewed stay available. Placing and tracking orders needs a connection.",
      },
    ],
  },
  {
    title: 'Restaurants and drivers',
    questions: [
      {
        question: 'How do I join as a restaurant or driver?',
        answer: (
          <>
            Apply on <TextLink href={paths.restaurantRegister}>Register Restaurant</TextLink> or{' '}
            <TextLink href={paths.driverRegister}>Register as Driver</TextLink>. Your application stays
            pending until an administrator approves it; then you sign in with the email and password you
            registered with.
          </>
        ),
      },
      {
        question: 'How are partners paid?',
        answer: (
          <>
            Restaurants keep all of their food sales plus a share of the delivery fee; drivers earn a base per
            delivery plus distance and tips. In the United States and Canada that is {US_BASE_PAY} per
            delivery plus {US_PER_KM} per km beyond {DRIVER_INCLUDED_KM} km (in Canadian dollars in Canada);
            other countries have their own rate card, in their own currency. The{' '}
            <TextLink href={paths.blog}>Blog</TextLink> works through examples.
          </>
        ),
      },
    ],
  },
];
