import { MapPin } from 'lucide-react';
import { paths } from '#web/app/paths.ts';
import { IconTile } from '#web/components/icon-tile.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { StatusMessage } from '#web/components/ui/status-message.tsx';
import { HeadedSection } from '#web/features/content/content-page.tsx';
import { TextLink } from '#web/features/content/text-link.tsx';
import { FeatureCards } from '#web/features/tracking/gps-demo/components/feature-cards.tsx';
import { LookupForm } from '#web/features/tracking/gps-demo/components/lookup-form.tsx';
import { OrderFound } from '#web/features/tracking/gps-demo/components/order-found.tsx';
import { SAMPLE_ORDER } from '#web/features/tracking/gps-demo/sample-order.ts';
import { type LookupState, usePhoneLookup } from '#web/features/tracking/gps-demo/use-phone-lookup.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';

const ANNOUNCEMENTS: Record<LookupState, string> = {
  idle: '',
  searching: 'Searching for your order…',
  found: 'Order Found!',
  'not-found': '',
};

// SPEC section 2, /gps-tracking: the GPS tracking demo. Real orders are tracked on /track-order.
export function GpsTrackingPage() {
  useDocumentTitle('GPS Tracking');
  const lookup = usePhoneLookup();

  return (
    <div className="mx-auto max-w-6xl space-y-10 px-4 py-10">
      <header>
        <div className="flex items-center gap-3">
          <IconTile icon={MapPin} className="size-11 rounded-xl bg-brand" iconClassName="size-6 text-white" />
          <h1 className="text-3xl font-bold tracking-tight text-stone-900">GPS Tracking</h1>
          <Badge tone="warning">Demo</Badge>
        </div>
        <p className="mt-3 max-w-3xl text-lg text-stone-700">
          Follow your driver live from the restaurant to your door. Enter the phone number you ordered with to
          find the order. Real orders are tracked on <TextLink href={paths.trackOrder}>Track Order</TextLink>.
        </p>
      </header>

      <HeadedSection
        id="gps-lookup-heading"
        title="Track your delivery"
        className="rounded-2xl border border-stone-200 bg-white p-5 sm:p-8"
        headingClassName="mb-4 text-2xl font-bold tracking-tight text-stone-900"
      >
        <LookupForm searching={lookup.state === 'searching'} onSearch={lookup.search} />
        <div className="mt-6">
          {/* Present from the start, so screen readers announce its changes; not-found is an alert. */}
          <p role="status" className="sr-only">
            {ANNOUNCEMENTS[lookup.state]}
          </p>
          {lookup.state === 'searching' ? (
            <p className="flex items-center gap-3 text-stone-700">
              <span
                className="size-5 animate-spin rounded-full border-2 border-stone-300 border-t-brand"
                aria-hidden="true"
              />
              Searching for your order…
            </p>
          ) : null}
          {lookup.state === 'not-found' ? (
            <StatusMessage
              role="alert"
              as="h2"
              title="No Order Found"
              description="Please check your phone number and try again."
            />
          ) : null}
          {lookup.state === 'found' ? <OrderFound order={SAMPLE_ORDER} /> : null}
        </div>
      </HeadedSection>

      <HeadedSection id="gps-features-heading" title="Tracking features" headingClassName="sr-only">
        <FeatureCards />
      </HeadedSection>
    </div>
  );
}
