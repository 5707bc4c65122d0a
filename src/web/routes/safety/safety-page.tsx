import { paths } from '#web/app/paths.ts';
import { BulletList, ContentPage, ContentSection } from '#web/features/content/content-page.tsx';
import { TextLink } from '#web/features/content/text-link.tsx';

export function SafetyPage() {
  return (
    <ContentPage
      title="Safety"
      eyebrow="Trust and safety"
      lead="How QuickBite checks the people you meet through it, protects your payments and data, and what you can do to stay safe."
    >
      <ContentSection title="Every partner is reviewed">
        <p>
          No restaurant or driver can take an order until a QuickBite administrator has approved their
          application, and an approval can be revoked at any time.
        </p>
        <BulletList>
          <li>
            Restaurants apply with their business licence, tax ID, address, owner details and bank details.
          </li>
          <li>
            Drivers apply with their driver's licence number, vehicle type and vehicle registration number.
          </li>
          <li>
            A restaurant can only change its own menu and orders; a driver can only act on the deliveries
            assigned to them.
          </li>
        </BulletList>
      </ContentSection>

      <ContentSection title="Food safety">
        <p>
          Restaurants prepare the food and are responsible for its hygiene, ingredients and allergen
          information. If you have an allergy, check the dish description and ask the restaurant before you
          order. Do not eat food that arrives with a broken seal or at an unsafe temperature.
        </p>
      </ContentSection>

      <ContentSection title="Payments and personal data">
        <BulletList>
          <li>
            Card payments are handled by the payment provider: with card payments set up, your card number
            goes straight to the provider and never reaches QuickBite's servers. A card order is accepted only
            once the provider confirms the payment.
          </li>
          <li>Prices and totals are always calculated on our server from the restaurant's menu.</li>
          <li>
            Partner passwords are stored only as salted scrypt hashes, and bank account numbers are never
            shown in full, not even to administrators.
          </li>
          <li>Sign-in sessions use secure, HTTP-only cookies, and signing out really ends the session.</li>
        </BulletList>
      </ContentSection>

      <ContentSection title="Your phone number is your key">
        <p>
          Because ordering needs no account, anyone who knows your phone number can look up the orders placed
          with it, including the delivery address. Look-ups are rate-limited to stop guessing, but treat the
          number you order with like a key: use your own, and be careful where you share screenshots of your
          order.
        </p>
      </ContentSection>

      <ContentSection title="At the door and on the road">
        <BulletList>
          <li>Check that the order, restaurant name and number match before you accept a delivery.</li>
          <li>Pay cash orders only when the food is in your hands.</li>
          <li>
            Drivers: follow traffic laws, never handle the app while moving, and park safely before you call.
          </li>
        </BulletList>
      </ContentSection>

      <ContentSection title="Report a problem">
        <p>
          In an emergency, call your local emergency number first. For anything else, see{' '}
          <TextLink href={paths.contactUs}>Contact Us</TextLink> for where to turn, and the{' '}
          <TextLink href={paths.terms}>Terms of Service</TextLink> for the rules every user agrees to.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
