import { paths } from '#web/app/paths.ts';
import { BulletList, ContentPage, ContentSection } from '#web/features/content/content-page.tsx';
import { TextLink } from '#web/features/content/text-link.tsx';
import { APP_NAME, TAGLINE, THEME_COLOR } from '#web/lib/config.ts';
import { CLAIMS } from '#web/lib/marketing.ts';

const BRAND_FILES = [
  { href: '/icons/icon.svg', label: 'App icon, SVG (any size)' },
  { href: '/icons/icon-512.png', label: 'App icon, PNG 512 × 512' },
  { href: '/icons/icon-192.png', label: 'App icon, PNG 192 × 192' },
] as const;

export function PressPage() {
  return (
    <ContentPage
      title="Press"
      eyebrow="Newsroom"
      lead={`Facts, figures and brand files for writing about ${APP_NAME}.`}
    >
      <ContentSection title="QuickBite at a glance">
        <p>
          {APP_NAME} is an open-source food-delivery marketplace: one installable web app with four faces.
          Customers order from local restaurants and track their delivery live by phone number, without
          creating an account. Restaurants and drivers apply online and start working once an administrator
          approves them.
        </p>
        <BulletList>
          <li>
            Tagline: <q>{TAGLINE}</q>
          </li>
          {CLAIMS.map((claim) => (
            <li key={claim.label}>
              {claim.label}: {claim.value}
            </li>
          ))}
          <li>
            Restaurants keep 100% of their food sales; drivers are paid per delivery plus distance and tips.
          </li>
          <li>
            Works in any modern browser, installs on phones and desktops, and keeps working offline for
            browsing.
          </li>
        </BulletList>
      </ContentSection>

      <ContentSection title="Brand">
        <p>
          Please use the name as one word with two capitals,{' '}
          <strong className="text-stone-900">{APP_NAME}</strong>. The brand colour is orange{' '}
          <code className="rounded bg-stone-100 px-1.5 py-0.5">{THEME_COLOR}</code>; keep the icon on its
          orange square and do not stretch or recolour it.
        </p>
        <ul className="grid gap-3 sm:grid-cols-3">
          {BRAND_FILES.map((file) => (
            <li key={file.href} className="rounded-lg border border-stone-200 bg-white p-4">
              <img
                src={file.href}
                alt=""
                width={64}
                height={64}
                loading="lazy"
                decoding="async"
                className="rounded-xl"
              />
              {/* A plain link: these files live outside the app's router and download as they are. */}
              <a
                href={file.href}
                download
                className="focus-ring mt-3 block rounded-sm text-sm font-medium text-brand-strong underline underline-offset-4"
              >
                {file.label}
              </a>
            </li>
          ))}
        </ul>
      </ContentSection>

      <ContentSection title="Press enquiries">
        <p>
          For interviews, partner stories or anything not answered here, see{' '}
          <TextLink href={paths.contactUs}>Contact Us</TextLink>. For how QuickBite works day to day, the{' '}
          <TextLink href={paths.helpCenter}>Help Center</TextLink> and the{' '}
          <TextLink href={paths.blog}>Blog</TextLink> explain ordering, tracking and payouts in detail.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
