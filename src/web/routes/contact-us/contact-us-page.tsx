import { Bug, type LucideIcon, Newspaper, Package, ShieldAlert, Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { paths } from '#web/app/paths.ts';
import { IconTile } from '#web/components/icon-tile.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { ContentPage } from '#web/features/content/content-page.tsx';
import { TextLink } from '#web/features/content/text-link.tsx';

interface Channel {
  title: string;
  icon: LucideIcon;
  body: ReactNode;
}

const CHANNELS: readonly Channel[] = [
  {
    title: 'About an order',
    icon: Package,
    body: (
      <>
        Look it up on <TextLink href={paths.trackOrder}>Track Order</TextLink> with the phone number you
        ordered with: you see its status, its timeline and, on its way, the driver on a map. The{' '}
        <TextLink href={paths.helpCenter}>Help Center</TextLink> answers questions about payments, fees and
        cancellations.
      </>
    ),
  },
  {
    title: 'Restaurants and drivers',
    icon: Store,
    body: (
      <>
        Apply on <TextLink href={paths.restaurantRegister}>Register Restaurant</TextLink> or{' '}
        <TextLink href={paths.driverRegister}>Register as Driver</TextLink>. An administrator reviews every
        application; until then it shows as pending. Once approved, sign in to your app with the email and
        password you registered with.
      </>
    ),
  },
  {
    title: 'Safety concerns',
    icon: ShieldAlert,
    body: (
      <>
        If you are in danger, call your local emergency number first. Read how QuickBite checks partners and
        protects your data on the <TextLink href={paths.safety}>Safety</TextLink> page.
      </>
    ),
  },
  {
    title: 'Press',
    icon: Newspaper,
    body: (
      <>
        Facts, figures and brand files are on the <TextLink href={paths.press}>Press</TextLink> page.
      </>
    ),
  },
  {
    title: 'The software',
    icon: Bug,
    body: 'QuickBite is open source. Report bugs and suggest features in the public issue tracker of its source code; report security vulnerabilities privately to the maintainers, never in a public issue.',
  },
];

export function ContactUsPage() {
  return (
    <ContentPage
      title="Contact Us"
      eyebrow="Get in touch"
      width="wide"
      lead="The quickest answer usually comes from the right place in the app. Here is where to go for each kind of question."
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {CHANNELS.map(({ title, icon: Icon, body }) => (
          <li key={title}>
            <Card className="h-full p-6">
              <IconTile
                icon={Icon}
                className="size-11 rounded-lg bg-brand-soft"
                iconClassName="size-5 text-brand-strong"
              />
              <h2 className="mt-4 text-lg font-semibold text-stone-900">{title}</h2>
              <p className="mt-2 leading-relaxed text-stone-700">{body}</p>
            </Card>
          </li>
        ))}
      </ul>
    </ContentPage>
  );
}
