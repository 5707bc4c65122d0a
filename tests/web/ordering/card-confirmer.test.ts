import { describe, expect, it } from 'vitest';
import { STRIPE_NOT_LOADED } from '#domain/payments/card-payments.ts';
import { type CardConfirmer, confirmCard } from '#web/features/ordering/card-confirmer.ts';
import { PaymentError } from '#web/features/ordering/order-errors.ts';

describe('confirmCard', () => {
  it('fails with "Stripe not loaded" when no card fields registered (the provider never loaded)', async () => {
    const ref = { current: null };
    const attempt = confirmCard(ref, 'pi_abc123456_secret_xyz', 'Mia');
    await expect(attempt).rejects.toBeInstanceOf(PaymentError);
    await expect(attempt).rejects.toThrow(STRIPE_NOT_LOADED);
  });

  it('confirms with the registered card fields and resolves with the intent id', async () => {
    const calls: [string, string][] = [];
    const confirm: CardConfirmer = async (secret, name) => {
      calls.push([secret, name]);
      return 'pi_abc123456';
    };
    await expect(confirmCard({ current: confirm }, 'pi_abc123456_secret_xyz', 'Mia')).resolves.toBe(
      'pi_abc123456',
    );
    expect(calls).toEqual([['pi_abc123456_secret_xyz', 'Mia']]);
  });
});
