import type { FormEvent } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { CustomerDetailsFields } from '../customer-details-fields';
import type { DrawerOrder } from './use-drawer-order';

interface DetailsStepProps {
  order: DrawerOrder;
  onBack: () => void;
  onContinue: () => void;
}

/** The drawer's second step: who and where. Place Order on the next step checks the fields. */
export function DetailsStep({ order, onBack, onContinue }: DetailsStepProps) {
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onContinue();
  };
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
      <CustomerDetailsFields
        values={order.details}
        onChange={order.changeDetail}
        errors={order.errors}
        remember={order.remember}
        focusField={order.focusField ?? 'customerName'}
      />
      <div className="flex gap-2">
        <Button variant="secondary" onClick={onBack} className="flex-1">
          Back
        </Button>
        <Button type="submit" className="flex-1">
          Continue to payment
        </Button>
      </div>
    </form>
  );
}
