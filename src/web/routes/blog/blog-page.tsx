import {
  DRIVER_INCLUDED_KM,
  RESTAURANT_DELIVERY_FEE_SHARE_PERCENT,
} from '#domain/order-lifecycle/payouts.ts';
import { TIMELINE_STEPS } from '#domain/order-lifecycle/status-machine.ts';
import { paths } from '#web/app/paths.ts';
import { Card } from '#web/components/ui/card.tsx';
import { ContentPage } from '#web/features/content/content-page.tsx';
import { TextLink } from '#web/features/content/text-link.tsx';
import { BlogArticle } from './blog-article';
import {
  BASE_PAY,
  DELIVERY_FEE_EXAMPLE,
  FOOD_SUBTOTAL_EXAMPLE,
  PAYOUT_EXAMPLES,
  PER_KM,
  TIP_FEE,
  TIP_THRESHOLD,
} from './payout-examples';

export function BlogPage() {
  return (
    <ContentPage
      title="Blog"
      eyebrow="From the QuickBite team"
      lead="How QuickBite works behind the scenes: how partners are paid, how tracking works without an account, and how to put the app on your home screen."
    >
      <BlogArticle title="How a driver's pay is worked out" topic="Drivers">
        <p>
          In the United States and Canada, every delivery pays a fixed base of {BASE_PAY}, plus {PER_KM} per
          km for long trips, plus the tip: US dollars in the United States, the same figures in Canadian
          dollars in Canada. The distance is measured in a straight line between the restaurant and the
          customer, and only the kilometres beyond the first {DRIVER_INCLUDED_KM} are paid extra, to the cent.
          Tips up to {TIP_THRESHOLD} go entirely to the driver; above {TIP_THRESHOLD}, a {TIP_FEE} fee is kept
          by QuickBite and the rest goes to the driver.
        </p>
        <p>
          Drivers in other countries are paid by their own country's rate card, in its currency; the driver
          app shows every offer's pay in that currency before the driver accepts it. The examples below use
          the United States rates.
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          {PAYOUT_EXAMPLES.map((ex) => (
            <Card key={ex.trip} className="p-5">
              <h3 className="font-semibold text-stone-900">{ex.trip}</h3>
              <dl className="mt-3 space-y-1.5 text-sm">
                {ex.lines.map(([label, amount]) => (
                  <div key={label} className="flex justify-between gap-4">
                    <dt className="text-stone-700">{label}</dt>
                    <dd className="font-medium text-stone-900 tabular-nums">{amount}</dd>
                  </div>
                ))}
                <div className="flex justify-between gap-4 border-t border-stone-200 pt-1.5 font-semibold">
                  <dt className="text-stone-900">Driver is paid</dt>
                  <dd className="text-stone-900 tabular-nums">{ex.driverTotal}</dd>
                </div>
              </dl>
            </Card>
          ))}
        </div>
        <p>
          The amounts are estimated when the order is placed and finalised at delivery, and each order keeps
          its breakdown so a driver can always see how a payout was reached.
        </p>
      </BlogArticle>

      <BlogArticle title="Why restaurants keep 100% of food sales" topic="Restaurants">
        <p>
          Most delivery platforms take a commission from every order. QuickBite does not: a restaurant
          receives the full price of the food it sells, plus {RESTAURANT_DELIVERY_FEE_SHARE_PERCENT}% of the
          delivery fee, which each restaurant sets itself, in its own currency. On a {FOOD_SUBTOTAL_EXAMPLE}{' '}
          order in the United States with a {DELIVERY_FEE_EXAMPLE} delivery fee, the restaurant receives{' '}
          {PAYOUT_EXAMPLES[0]?.restaurantTotal}. The marketplace is funded by the rest of the delivery fee and
          by the fee on large tips.
        </p>
        <p>
          Prices always come from the restaurant's menu on our server, never from the customer's browser, so
          what the kitchen sees is what the customer paid.
        </p>
      </BlogArticle>

      <BlogArticle title="Tracking an order with just your phone number" topic="Customers">
        <p>
          QuickBite asks for no account and no password. When you order, you give a name, a phone number and a
          delivery address. That phone number is the key to your orders: enter it on{' '}
          <TextLink href={paths.trackOrder}>Track Order</TextLink> or{' '}
          <TextLink href={paths.orders}>Your Orders</TextLink> to see every order placed with it, its status
          and, while the food is on its way, the driver's position on a live map.
        </p>
        <p>
          An order moves through {TIMELINE_STEPS.length} steps you can follow: {TIMELINE_STEPS.join(', ')}.
          Each step lights up as the restaurant and the driver move the order along.
        </p>
      </BlogArticle>

      <BlogArticle title="Put QuickBite on your home screen" topic="The app">
        <p>
          QuickBite is a progressive web app: it installs from the browser, opens full screen like a native
          app and keeps the restaurants you have browsed available when your connection drops.
        </p>
        <ul className="list-disc space-y-2 pl-6 marker:text-brand">
          <li>On Android and desktop browsers, use the Install App button in the header.</li>
          <li>
            On iPhone and iPad, open QuickBite in Safari, tap Share, choose Add to Home Screen, then tap Add.
          </li>
        </ul>
      </BlogArticle>
    </ContentPage>
  );
}
