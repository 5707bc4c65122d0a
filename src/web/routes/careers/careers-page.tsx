import { VEHICLE_TYPES } from '#domain/shared/options.ts';
import { paths } from '#web/app/paths.ts';
import { BulletList, ContentPage, ContentSection } from '#web/features/content/content-page.tsx';
import { listOf } from '#web/features/content/list-of.ts';
import { TextLink } from '#web/features/content/text-link.tsx';
import {
  driverPayoutRules,
  type PayoutRule,
  restaurantPayoutRules,
} from '#web/features/registration/payout-rules.ts';

export function CareersPage() {
  return (
    <ContentPage
      title="Careers"
      eyebrow="Work with QuickBite"
      lead="There are three ways to work with QuickBite: deliver with the Driver App, sell through the Restaurant App, or help build the open-source software itself."
    >
      <ContentSection title="Drive with QuickBite">
        <p>
          Drivers choose when they go online and which delivery offers they accept. The pay for each delivery
          is calculated by the same rules you read here:
        </p>
        <PayoutRuleList rules={driverPayoutRules()} />
        <p>
          You need a driver's licence and a vehicle ({listOf(VEHICLE_TYPES)}); bank details for payouts can be
          added to the application. After you apply, an administrator reviews your application; once approved
          you sign in to the Driver App with the email and password you registered with.{' '}
          <TextLink href={paths.driverRegister}>Register as Driver</TextLink>
        </p>
      </ContentSection>

      <ContentSection title="Partner your restaurant">
        <PayoutRuleList rules={restaurantPayoutRules()} />
        <p>
          Apply with your business licence, tax ID, opening hours and bank details. Once an administrator
          approves your restaurant, it appears to customers in your country and new orders arrive in the
          Restaurant App. <TextLink href={paths.restaurantRegister}>Register Restaurant</TextLink>
        </p>
      </ContentSection>

      <ContentSection title="Build QuickBite">
        <p>
          QuickBite is open-source software under the MIT licence. It is written in TypeScript from end to
          end: a React web app that installs like a native app, and a Fastify server on PostgreSQL.
          Contributions of every size are welcome, from fixing a typo to designing a new feature.
        </p>
        <BulletList>
          <li>
            Read the README of the source code to run QuickBite on your machine with demo data in one command.
          </li>
          <li>
            Pick an open issue, or describe the problem you want to solve before you start on a large change.
          </li>
          <li>
            Every change comes with tests: unit and integration tests, and end-to-end journeys in a real
            browser.
          </li>
        </BulletList>
      </ContentSection>

      <ContentSection title="Open positions">
        <p>
          We do not list salaried positions on this page. Operators who run QuickBite for their city publish
          their own openings; partner and contributor roles above are open at any time.
        </p>
      </ContentSection>
    </ContentPage>
  );
}

/** The payout rules as a bulleted list: each rule's title in bold, then what it pays. */
function PayoutRuleList({ rules }: { rules: readonly PayoutRule[] }) {
  return (
    <BulletList>
      {rules.map((rule) => (
        <li key={rule.title}>
          <strong className="text-stone-900">{rule.title}:</strong> {rule.detail}
        </li>
      ))}
    </BulletList>
  );
}
