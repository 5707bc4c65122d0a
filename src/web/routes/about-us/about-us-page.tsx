import { Bike, Store } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '#web/app/paths.ts';
import { IconTile } from '#web/components/icon-tile.tsx';
import { buttonClass } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { ContentPage, ContentSection, HeadedSection } from '#web/features/content/content-page.tsx';
import { TAGLINE } from '#web/lib/config.ts';
import { CLAIMS } from '#web/lib/marketing.ts';
import { TEAM, VALUES } from './about-content';

export function AboutUsPage() {
  return (
    <ContentPage
      title="About QuickBite"
      eyebrow={TAGLINE}
      width="wide"
      lead="QuickBite is an open-source food-delivery marketplace. Customers order from local restaurants and follow their delivery live; restaurants and drivers join through an application that an administrator approves."
    >
      <HeadedSection id="stats-heading" title="QuickBite in numbers" headingClassName="sr-only">
        <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {CLAIMS.map((claim) => (
            <Card key={claim.label} className="flex flex-col-reverse p-6 text-center">
              <dt className="mt-1 text-sm font-medium text-stone-600">{claim.label}</dt>
              <dd className="text-3xl font-extrabold text-brand-strong">{claim.value}</dd>
            </Card>
          ))}
        </dl>
      </HeadedSection>

      <ContentSection title="Our mission" className="max-w-3xl">
        <p>
          Good food should travel fast, and everyone who moves it should be paid fairly. QuickBite connects
          hungry customers with the restaurants around them and the drivers who bring the food, with fresh
          food at the door in 30 minutes or less as the goal for every order.
        </p>
        <p>
          Ordering needs no account: you give your name, phone number and address, pay by card or in cash, and
          follow the order with your phone number from the kitchen to your door.
        </p>
      </ContentSection>

      <HeadedSection id="values-heading" title="Our values">
        <ul className="mt-6 grid gap-6 sm:grid-cols-2">
          {VALUES.map(({ title, text, icon: Icon }) => (
            <li key={title} className="flex gap-4">
              <IconTile
                icon={Icon}
                className="size-11 shrink-0 rounded-lg bg-brand-soft"
                iconClassName="size-5 text-brand-strong"
              />
              <div>
                <h3 className="font-semibold text-stone-900">{title}</h3>
                <p className="mt-1 text-stone-700">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </HeadedSection>

      <HeadedSection id="team-heading" title="Leadership team">
        <p className="mt-2 max-w-3xl text-stone-700">
          QuickBite is run by a small team, each lead owning one part of the marketplace.
        </p>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {TEAM.map((member) => (
            <li key={member.role}>
              <Card className="h-full p-6">
                <span
                  className="flex size-14 items-center justify-center rounded-full bg-stone-900 text-lg font-bold text-white"
                  aria-hidden="true"
                >
                  {member.initials}
                </span>
                <h3 className="mt-4 font-semibold text-stone-900">{member.role}</h3>
                <p className="mt-1 text-sm text-stone-700">{member.focus}</p>
              </Card>
            </li>
          ))}
        </ul>
      </HeadedSection>

      <HeadedSection
        id="join-us-heading"
        title="Grow with us"
        className="rounded-2xl bg-brand-soft px-6 py-8 sm:px-10"
      >
        <p className="mt-2 max-w-2xl text-stone-700">
          Cook for more neighbours or earn on your own schedule: applications take a few minutes and are
          reviewed by our team.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link href={paths.restaurantRegister} className={buttonClass('primary')}>
            <Store className="size-5" aria-hidden="true" />
            Register Restaurant
          </Link>
          <Link href={paths.driverRegister} className={buttonClass('secondary')}>
            <Bike className="size-5" aria-hidden="true" />
            Register as Driver
          </Link>
        </div>
      </HeadedSection>
    </ContentPage>
  );
}
