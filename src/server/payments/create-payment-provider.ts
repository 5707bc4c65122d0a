import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import type { PaymentProvider } from './payment-provider';
import { createStripeProvider } from './stripe-provider';
import { createTestModeProvider, type TestModeProvider } from './test-mode-provider';

/** Stripe when both keys are configured, the built-in test-mode provider otherwise. */
export function createPaymentProvider(
  config: Pick<AppConfig, 'stripeSecretKey' | 'stripePublishableKey'>,
  db: Database,
): PaymentProvider | TestModeProvider {
  if (config.stripeSecretKey && config.stripePublishableKey) {
    return createStripeProvider(config.stripeSecretKey, config.stripePublishableKey);
  }
  return createTestModeProvider(db);
}

export function isTestModeProvider(provider: PaymentProvider): provider is TestModeProvider {
  return provider.mode === 'test' && 'confirm' in provider;
}
