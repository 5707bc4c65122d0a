import { useEffect, useRef, useState } from 'react';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { confirmTestPayment } from '../api/confirm-test-payment';
import type { CardConfirmerRef } from '../card-confirmer';
import { PAYMENT_FAILED_FALLBACK } from '../messages';
import { PaymentError, serverErrorMessage } from '../order-errors';
import { TestModeNote } from './test-mode-note';

interface TestCard {
  cardNumber: string;
  expiry: string;
  cvc: string;
  name: string;
}

const EMPTY_CARD: TestCard = { cardNumber: '', expiry: '', cvc: '', name: '' };

/**
 * Test mode's own card form (number, expiry, CVV, name). The values stay in this component and
 * go only to the test provider's confirm call, never into the order.
 */
export function TestCardFields({
  confirmerRef,
  disabled,
}: {
  confirmerRef: CardConfirmerRef;
  disabled?: boolean;
}) {
  const [card, setCard] = useState<TestCard>(EMPTY_CARD);
  // The confirmer reads the latest values without being re-registered on every keystroke.
  const cardRef = useRef(card);
  cardRef.current = card;

  useEffect(() => {
    confirmerRef.current = async (clientSecret, billingName) => {
      const { cardNumber, expiry, cvc, name } = cardRef.current;
      try {
        const result = await confirmTestPayment({
          clientSecret,
          cardNumber,
          expiry,
          cvc,
          name: name.trim() || billingName,
        });
        return result.paymentIntentId;
      } catch (error) {
        throw new PaymentError(serverErrorMessage(error) ?? PAYMENT_FAILED_FALLBACK);
      }
    };
    return () => {
      confirmerRef.current = null;
    };
  }, [confirmerRef]);

  const field = (name: keyof TestCard) => ({
    value: card[name],
    disabled,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      setCard((current) => ({ ...current, [name]: event.target.value })),
  });

  return (
    <div className="space-y-3">
      <TestModeNote />
      <FormField label="Card number">
        <Input
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="4242 4242 4242 4242"
          {...field('cardNumber')}
        />
      </FormField>
      <div className="grid grid-cols-2 gap-3">
        <FormField label="Expiry (MM/YY)">
          <Input
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            maxLength={7}
            {...field('expiry')}
          />
        </FormField>
        <FormField label="CVV">
          <Input
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            maxLength={4}
            {...field('cvc')}
          />
        </FormField>
      </div>
      <FormField label="Name on card">
        <Input autoComplete="cc-name" {...field('name')} />
      </FormField>
    </div>
  );
}
