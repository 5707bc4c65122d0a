import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import { createCardPaymentsOffProvider } from './card-payments-off';
import type { PaymentProvider } from './payment-provider';
import { createStripeProvider } from './stripe-provider';
import { createTestModeProvider, type TestModeProvider } from './test-mode-provider';

/** The provider of the configured payments mode: Stripe, the built-in test mode, or cash only. */
export function createPaymentProvider(
  config: Pick<AppConfig, 'paymentsMode' | 'stripeSecretKey' | 'stripePublishableKey'>,
  db: Database,
): PaymentProvider | TestModeProvider {
  if (config.paymentsMode === 'off') return createCardPaymentsOffProvider();
  if (config.paymentsMode === 'stripe' && config.stripeSecretKey && config.stripePublishableKey) {
    return createStripeProvider(config.stripeSecretKey, config.stripePublishableKey, db);
  }
  return createTestModeProvider(db);
}

export function isTestModeProvider(provider: PaymentProvider): provider is TestModeProvider {
  return provider.mode === 'test' && 'confirm' in provider;
}
