import { describe, expect, it } from 'vitest';
import type { CartItem } from '#domain/cart/rules.ts';
import { attemptFingerprint, continueAttempt, withBody } from '#web/features/ordering/order-attempt.ts';

const item: CartItem = {
  id: 3,
  name: 'Margherita',
  price: 16.99,
  currency: 'CAD',
  quantity: 1,
  restaurantId: 1,
  restaurantName: 'Nonna Rosa Pizzeria',
  imageUrl: null,
};

const cad = (total: string) => ({ total, currency: 'CAD' });

function keys() {
  let n = 0;
  return () => `key-${++n}`;
}

describe('order attempts', () => {
  it('keep key and paid intent while the cart and total stay the same', () => {
    const newKey = keys();
    const fingerprint = attemptFingerprint([item], cad('21.98'));
    const first = continueAttempt(null, fingerprint, newKey);
    expect(first).toEqual({
      fingerprint,
      idempotencyKey: 'key-1',
      sentBody: null,
      paidIntentId: null,
    });
    const paid = { ...first, paidIntentId: 'pi_1' };
    expect(continueAttempt(paid, attemptFingerprint([item], cad('21.98')), newKey)).toBe(paid);
  });

  it('start over when the quantity or the total changes', () => {
    const newKey = keys();
    const paid = {
      ...continueAttempt(null, attemptFingerprint([item], cad('21.98')), newKey),
      paidIntentId: 'pi_1',
    };
    const moreItems = continueAttempt(
      paid,
      attemptFingerprint([{ ...item, quantity: 2 }], cad('38.97')),
      newKey,
    );
    expect(moreItems).toMatchObject({ idempotencyKey: 'key-2', paidIntentId: null });
    const newTip = continueAttempt(paid, attemptFingerprint([item], cad('26.98')), newKey);
    expect(newTip).toMatchObject({ idempotencyKey: 'key-3', paidIntentId: null });
  });

  it('start over when the same figure is in another currency', () => {
    const newKey = keys();
    const paid = {
      ...continueAttempt(null, attemptFingerprint([item], cad('21.98')), newKey),
      paidIntentId: 'pi_1',
    };
    const inUsd = continueAttempt(
      paid,
      attemptFingerprint([item], { total: '21.98', currency: 'USD' }),
      newKey,
    );
    expect(inUsd).toMatchObject({ idempotencyKey: 'key-2', paidIntentId: null });
  });

  it('reuse the key only with the very same body', () => {
    const newKey = keys();
    const attempt = continueAttempt(null, 'f', newKey);
    const sent = withBody(attempt, '{"a":1}', newKey);
    expect(sent).toMatchObject({ idempotencyKey: 'key-1', sentBody: '{"a":1}' });
    expect(withBody(sent, '{"a":1}', newKey).idempotencyKey).toBe('key-1');
    expect(withBody(sent, '{"a":2}', newKey)).toMatchObject({ idempotencyKey: 'key-2', sentBody: '{"a":2}' });
  });
});
