import type { FormEvent } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { dropoffProblem } from '../../dropoff';
import { CustomerDetailsFields } from '../customer-details-fields';
import { DropoffPicker } from '../dropoff-picker';
import { OrderNotesFields } from '../order-notes-fields';
import type { DrawerOrder } from './use-drawer-order';

interface DetailsStepProps {
  order: DrawerOrder;
  onBack: () => void;
  onContinue: () => void;
}

/**
 * The drawer's second step: who, the address, the drop-off pin under it, and the order's notes for
 * the kitchen and the driver. Place Order on the next
 * step checks the fields; going on needs a pin the restaurant delivers to ("Choose the delivery
 * point on the map" otherwise, at the map).
 */
export function DetailsStep({ order, onBack, onContinue }: DetailsStepProps) {
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = dropoffProblem(order.details.dropoff, order.restaurant);
    if (problem) order.showDropoffProblem(problem, true);
    else onContinue();
  };
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
      <CustomerDetailsFields
        values={order.details}
        onChange={order.changeDetail}
        errors={order.errors}
        remember={order.remember}
        // The picker below focuses its message instead when the pin is what needs attention.
        focusField={order.focusField ?? 'customerName'}
      />
      <DropoffPicker
        pin={order.details.dropoff}
        onPinChange={order.changeDropoff}
        restaurant={order.restaurant}
        address={order.details.customerAddress}
        onAddressChange={(address) => order.changeDetail('customerAddress', address)}
        message={order.dropoffMessage}
        focusRequest={order.dropoffFocusRequest}
      />
      <OrderNotesFields
        kitchenNote={order.details.kitchenNote ?? ''}
        deliveryInstructions={order.details.deliveryInstructions ?? ''}
        onChange={order.changeDetail}
        errors={order.errors}
        focusField={order.focusField}
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
