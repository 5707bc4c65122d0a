// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BlogPage } from '#web/routes/blog/blog-page.tsx';
import { PAYOUT_EXAMPLES } from '#web/routes/blog/payout-examples.ts';
import { renderWithProviders } from '../../../support/render';

// The blog's payout article: the spec's rates, said to be the United States and Canada card, worked
// through by the payout function itself.

const textOf = (element: Element | null) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();

describe('the payout article', () => {
  it('gives the rates as the United States and Canada card, and says other countries have their own', () => {
    renderWithProviders(<BlogPage />);
    const article = screen
      .getByRole('heading', { name: "How a driver's pay is worked out" })
      .closest('article');
    const text = textOf(article);
    expect(text).toContain(
      'In the United States and Canada, every delivery pays a fixed base of $5.00, plus $1.00 per km for long trips, plus the tip: US dollars in the United States, the same figures in Canadian dollars in Canada.',
    );
    expect(text).toContain('Tips up to $20.00 go entirely to the driver; above $20.00, a $5.00 fee is kept');
    expect(text).toContain(
      "Drivers in other countries are paid by their own country's rate card, in its currency",
    );
  });

  it('works a short and a long trip through with the real payout rules', () => {
    expect(PAYOUT_EXAMPLES.map((example) => [example.trip, example.lines, example.driverTotal])).toEqual([
      [
        'A short trip: $30.00 of food, 3.2 km, $4.00 tip',
        [
          ['Base pay', '$5.00'],
          ['Distance beyond the first 5 km', '$0.00'],
          ['Tip (customer gave $4.00)', '$4.00'],
        ],
        '$9.00',
      ],
      [
        // $5.00 base + 3.5 km at $1.00 + ($25.00 - the $5.00 fee) = $28.50.
        'A long trip: $30.00 of food, 8.5 km, $25.00 tip',
        [
          ['Base pay', '$5.00'],
          ['Distance beyond the first 5 km', '$3.50'],
          ['Tip (customer gave $25.00)', '$20.00'],
        ],
        '$28.50',
      ],
    ]);
    renderWithProviders(<BlogPage />);
    const longTrip = screen.getByRole('heading', { name: /^A long trip/ }).parentElement;
    expect(within(longTrip as HTMLElement).getByText('$28.50')).toBeTruthy();
  });

  it('says restaurants set their own delivery fee, with a worked example', () => {
    renderWithProviders(<BlogPage />);
    const article = screen
      .getByRole('heading', { name: 'Why restaurants keep 100% of food sales' })
      .closest('article');
    // $30.00 of food plus 20% of a $4.99 fee, rounded to the cent: $31.00.
    expect(textOf(article)).toContain(
      'delivery fee, which each restaurant sets itself, in its own currency. On a $30.00 order in the United States with a $4.99 delivery fee, the restaurant receives $31.00.',
    );
  });
});
