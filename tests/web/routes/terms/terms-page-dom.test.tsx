// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TermsPage } from '#web/routes/terms/terms-page.tsx';
import { renderWithProviders } from '../../../support/render';

// The terms' money promises: the restaurant's own fee and currency, and the payout rules said to be
// the United States and Canada card's.

const textOf = (element: Element | null) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();

function section(name: string): string {
  return textOf(screen.getByRole('heading', { name }).closest('section'));
}

describe('the terms', () => {
  it("charge the restaurant's own fee, in its country's currency, with tax as the restaurant sets it", () => {
    renderWithProviders(<TermsPage />);
    expect(section('2. Orders')).toContain(
      "Prices are the restaurant's menu prices when you place the order, in the currency of its country. Delivery costs the fee the restaurant shows; tax is added to the prices or included in them, as the restaurant sets it; a tip is optional and goes to your driver.",
    );
  });

  it('give the payout rules as the United States and Canada card, other countries having their own', () => {
    renderWithProviders(<TermsPage />);
    const partners = section('4. Restaurants and drivers');
    expect(partners).toContain(
      "In the United States and Canada, partners are paid by these rules (in US dollars, and the same figures in Canadian dollars in Canada); partners in other countries are paid by their own country's rate card, in its currency:",
    );
    expect(partners).toContain('Per delivery: $5.00 base per delivery plus $1.00 per km beyond 5 km.');
  });
});
