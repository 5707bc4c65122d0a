import { CARD_PAYMENTS_OFF } from '#domain/payments/card-payments.ts';
import { AppError } from '../http/app-error';
import type { PaymentProvider } from './payment-provider';

// Production without Stripe keys and without PAYMENTS_MODE=test: no card is ever taken, and every
// attempt hears why (409), instead of test payments silently marking real orders as paid.

function cardPaymentsOff(): AppError {
  return new AppError(409, 'card_payments_off', CARD_PAYMENTS_OFF, { paymentMethod: CARD_PAYMENTS_OFF });
}

export function createCardPaymentsOffProvider(): PaymentProvider {
  return {
    mode: 'off',
    publishableKey: null,
    async createIntent() {
      throw cardPaymentsOff();
    },
    async retrieveIntent() {
      throw cardPaymentsOff();
    },
    async captureIntent() {
      throw cardPaymentsOff();
    },
    // Nothing was ever authorised, so there is nothing to release.
    async cancelIntent() {
      return false;
    },
    // No card was ever captured in this mode, so no order can need a card refund.
    async refundIntent() {
      throw cardPaymentsOff();
    },
  };
}
