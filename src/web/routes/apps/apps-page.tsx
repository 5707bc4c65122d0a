import { ArrowRight, Bike, Store } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '#web/app/paths.ts';
import { IconTile } from '#web/components/icon-tile.tsx';
import { buttonClass } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { ContentPage, HeadedSection } from '#web/features/content/content-page.tsx';
import { APP_CARDS, type AppCard } from './app-cards';

export function AppsPage() {
  return (
    <ContentPage
      title="QuickBite Apps"
      eyebrow="One app, four faces"
      width="wide"
      lead="QuickBite is one installable web app for everyone in a delivery: the customer who orders, the restaurant that cooks, the driver who delivers and the administrator who keeps the marketplace honest. Choose where you want to go."
    >
      <ul className="grid gap-6 sm:grid-cols-2">
        {APP_CARDS.map((app) => (
          <li key={app.href}>
            <AppCardView app={app} />
          </li>
        ))}
      </ul>

      <HeadedSection
        id="join-heading"
        title="Work with QuickBite"
        className="rounded-2xl bg-stone-900 px-6 py-8 text-white sm:px-10"
        headingClassName="text-2xl font-bold tracking-tight"
      >
        <p className="mt-2 max-w-2xl text-stone-300">
          Restaurants and drivers apply once; an administrator reviews every application before the partner
          app opens for them.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link href={paths.driverRegister} className={buttonClass('primary', 'md')}>
            <Bike className="size-5" aria-hidden="true" />
            Register as Driver
          </Link>
          <Link
            href={paths.restaurantRegister}
            className={buttonClass('secondary', 'md', 'border-transparent bg-white text-stone-900')}
          >
            <Store className="size-5" aria-hidden="true" />
            Register Restaurant
          </Link>
        </div>
      </HeadedSection>
    </ContentPage>
  );
}

function AppCardView({ app }: { app: AppCard }) {
  const Icon = app.icon;
  const headingId = `app-${app.href.replace(/\W+/g, '') || 'customer'}`;
  return (
    <Card className="flex h-full flex-col p-6" aria-labelledby={headingId} role="group">
      <div className="flex items-start gap-4">
        <IconTile
          icon={Icon}
          className="size-12 shrink-0 rounded-xl bg-brand-soft"
          iconClassName="size-6 text-brand-strong"
        />
        <div>
          <h2 id={headingId} className="text-xl font-bold text-stone-900">
            {app.name}
          </h2>
          <p className="text-sm font-medium text-stone-600">{app.audience}</p>
        </div>
      </div>
      <p className="mt-4 text-stone-700">{app.description}</p>
      <ul className="mt-4 space-y-1.5 text-sm text-stone-700">
        {app.features.map((feature) => (
          <li key={feature} className="flex items-center gap-2">
            <span className="size-1.5 rounded-full bg-brand" aria-hidden="true" />
            {feature}
          </li>
        ))}
      </ul>
      <Link href={app.href} className={buttonClass('secondary', 'md', 'mt-6 self-start')}>
        {app.action}
        <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </Card>
  );
}
