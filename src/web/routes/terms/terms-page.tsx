import { paths } from '#web/app/paths.ts';
import { BulletList, ContentPage, ContentSection } from '#web/features/content/content-page.tsx';
import { TextLink } from '#web/features/content/text-link.tsx';
import { driverPayoutRules, restaurantPayoutRules } from '#web/features/registration/payout-rules.ts';

export function TermsPage() {
  return (
    <ContentPage
      title="Terms of Service"
      eyebrow="The rules"
      lead="These terms explain how QuickBite works and what customers, restaurants and drivers agree to when they use it. They are written to be read: if something is unclear, the Help Center explains it in more detail."
    >
      <ContentSection title="1. What QuickBite is">
        <p>
          QuickBite is a marketplace. It connects customers with restaurants that prepare food and drivers who
          deliver it. Restaurants are responsible for the food they sell; drivers for delivering it safely;
          QuickBite for running the app, taking payments and paying partners.
        </p>
      </ContentSection>

      <ContentSection title="2. Orders">
        <BulletList>
          <li>
            You need no account to order. You must give a name, a phone number and an address where you can
            receive the food.
          </li>
          <li>
            Prices are the restaurant's menu prices when you place the order, in the currency of its country.
            Delivery costs the fee the restaurant shows; tax is added to the prices or included in them, as
            the restaurant sets it; a tip is optional and goes to your driver.
          </li>
          <li>An order is confirmed once it is placed. Anyone who knows its phone number can look it up.</li>
          <li>
            A restaurant may reject an order before it starts preparing it. An administrator may cancel an
            order that has not been delivered.
          </li>
        </BulletList>
      </ContentSection>

      <ContentSection title="3. Payment">
        <p>
          You pay by card or in cash on delivery. A card order is accepted only when the payment provider
          confirms that the full total was paid. A cash order is paid to the driver when the food is handed
          over.
        </p>
      </ContentSection>

      <ContentSection title="4. Restaurants and drivers">
        <p>
          Partners apply with true and complete information and may work only once an administrator has
          approved them. QuickBite may revoke an approval, for example when information turns out to be false
          or orders are not handled properly. In the United States and Canada, partners are paid by these
          rules (in US dollars, and the same figures in Canadian dollars in Canada); partners in other
          countries are paid by their own country's rate card, in its currency:
        </p>
        <BulletList>
          {[...restaurantPayoutRules(), ...driverPayoutRules()].map((rule) => (
            <li key={rule.title}>
              <strong className="text-stone-900">{rule.title}:</strong> {rule.detail}
            </li>
          ))}
        </BulletList>
        <p>
          Payouts are estimated when an order is placed and finalised at delivery. Partners keep their
          password secret and are responsible for what is done with their account.
        </p>
      </ContentSection>

      <ContentSection title="5. Fair use">
        <BulletList>
          <li>
            Do not place orders you do not intend to receive or pay for, or use someone else's phone number.
          </li>
          <li>
            Do not try to read other people's orders, guess phone numbers or break into partner accounts.
          </li>
          <li>Do not overload the service; requests that look automated may be slowed down or refused.</li>
        </BulletList>
      </ContentSection>

      <ContentSection title="6. Your data">
        <p>
          An order stores the name, phone number, address and location you give, the items and the amounts.
          Partner applications store the business, licence and bank details needed to approve and pay
          partners. Passwords are stored only as hashes. Read more on the{' '}
          <TextLink href={paths.safety}>Safety</TextLink> page.
        </p>
      </ContentSection>

      <ContentSection title="7. Open-source software">
        <p>
          The QuickBite software is open source under the MIT licence. The licence covers the code; these
          terms cover the service you use on this site.
        </p>
      </ContentSection>

      <ContentSection title="8. Changes to these terms">
        <p>
          When these terms change, the new version is published on this page and applies to orders and
          applications made after that. Questions? See <TextLink href={paths.contactUs}>Contact Us</TextLink>.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
