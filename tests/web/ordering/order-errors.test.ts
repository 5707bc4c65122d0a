import { describe, expect, it } from 'vitest';
import {
  orderingRuleMessage,
  serverErrorCode,
  serverErrorMessage,
} from '#web/features/ordering/order-errors.ts';
import { ApiError } from '#web/lib/api-client.ts';

const apiError = (status: number, body: unknown) =>
  new ApiError(status, 'Error', typeof body === 'string' ? body : JSON.stringify(body));

describe('serverErrorMessage', () => {
  it("prefers a field's message, then the body's message", () => {
    const invalid = apiError(400, {
      message: 'cardNumber: Your card number is incorrect.',
      code: 'invalid_input',
      fields: { cardNumber: 'Your card number is incorrect.' },
    });
    expect(serverErrorMessage(invalid)).toBe('Your card number is incorrect.');
    const declined = apiError(402, { message: 'Your card was declined.', code: 'card_declined' });
    expect(serverErrorMessage(declined)).toBe('Your card was declined.');
    expect(serverErrorCode(declined)).toBe('card_declined');
  });

  it('is null without a JSON message', () => {
    expect(serverErrorMessage(apiError(503, ''))).toBeNull();
    expect(serverErrorMessage(apiError(500, '<html>'))).toBeNull();
    expect(serverErrorMessage(new TypeError('Failed to fetch'))).toBeNull();
    expect(serverErrorCode(new TypeError('Failed to fetch'))).toBeNull();
  });
});

describe('orderingRuleMessage', () => {
  const closed = apiError(409, {
    message: 'Nonna Rosa Pizzeria is closed right now',
    code: 'restaurant_closed',
  });
  const belowMinimum = apiError(409, {
    message: 'The minimum order at Nonna Rosa Pizzeria is $15.00',
    code: 'below_minimum_order',
    fields: { items: 'The minimum order at Nonna Rosa Pizzeria is $15.00' },
  });
  const unavailable = apiError(409, {
    message: 'Funghi e Tartufo is not available right now',
    code: 'item_unavailable',
    fields: { items: 'Funghi e Tartufo is not available right now' },
  });

  it("is the server's message for a closed restaurant, a cart below the minimum, an unavailable dish", () => {
    expect(orderingRuleMessage(closed)).toBe('Nonna Rosa Pizzeria is closed right now');
    expect(orderingRuleMessage(belowMinimum)).toBe('The minimum order at Nonna Rosa Pizzeria is $15.00');
    expect(orderingRuleMessage(unavailable)).toBe('Funghi e Tartufo is not available right now');
    // /checkout's general reading gives the same texts.
    expect([closed, belowMinimum, unavailable].map(serverErrorMessage)).toEqual([
      'Nonna Rosa Pizzeria is closed right now',
      'The minimum order at Nonna Rosa Pizzeria is $15.00',
      'Funghi e Tartufo is not available right now',
    ]);
  });

  it('is null for any other failure, which keeps the generic text', () => {
    expect(
      orderingRuleMessage(apiError(402, { message: 'Your card was declined.', code: 'card_declined' })),
    ).toBeNull();
    expect(orderingRuleMessage(apiError(503, ''))).toBeNull();
    expect(orderingRuleMessage(new TypeError('Failed to fetch'))).toBeNull();
  });
});
