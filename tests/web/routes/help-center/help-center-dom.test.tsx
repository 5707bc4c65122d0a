// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HelpCenterPage } from '#web/routes/help-center/help-center-page.tsx';
import { renderWithProviders } from '../../../support/render';

// The Help Center's money answers: fees, tax and pay in the currency of the restaurant's country,
// and the driver rates given as the United States and Canada card's.

const textOf = (element: Element | null) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** Opens a question as a customer does, and answers its text. */
async function answerTo(question: string): Promise<string> {
  const { user } = renderWithProviders(<HelpCenterPage />);
  const summary = screen.getByText(question);
  await user.click(summary);
  const details = summary.closest('details');
  expect(details?.open).toBe(true);
  return textOf(details?.querySelector('div') ?? null);
}

describe('the Help Center', () => {
  it("says each restaurant sets its delivery fee in its country's currency, and how tax is shown", async () => {
    expect(await answerTo('What does delivery cost?')).toBe(
      "Each restaurant sets its own delivery fee, in the currency of its country, as it does its prices: you see it on the restaurant's page and in your cart before you order. Tax is added at checkout or already included in the prices, as the restaurant sets it. On the checkout page you can add a tip; the tip goes to your driver.",
    );
  });

  it('gives the driver rates as the United States and Canada card, other countries having their own', async () => {
    expect(await answerTo('How are partners paid?')).toContain(
      'In the United States and Canada that is $5.00 per delivery plus $1.00 per km beyond 5 km (in Canadian dollars in Canada); other countries have their own rate card, in their own currency.',
    );
  });
});
