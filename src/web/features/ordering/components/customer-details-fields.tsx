import { type ChangeEvent, useEffect, useRef } from 'react';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input, Textarea } from '#web/components/ui/input.tsx';
import type { DetailsErrors, DetailsField } from '../details-check';
import type { CustomerDetailsInput } from '../order-body';
import type { RememberDetailsControl } from '../use-customer-details';
import { RememberDetails } from './remember-details';

export const EMPTY_DETAILS: CustomerDetailsInput = {
  customerName: '',
  customerPhone: '',
  customerAddress: '',
};

/** The fields of this component: who and where, not the notes. */
type PersonField = 'customerName' | 'customerPhone' | 'customerAddress';

interface CustomerDetailsFieldsProps {
  values: CustomerDetailsInput;
  onChange: (field: DetailsField, value: string) => void;
  errors?: DetailsErrors;
  /** Moves focus to this field when it changes (the first one a failed Place Order complained about). */
  focusField?: DetailsField | null;
  disabled?: boolean;
  /** "Remember my details on this device" and "Forget my details" under the fields. */
  remember?: RememberDetailsControl;
}

/**
 * Name, phone and delivery address, used by the drawer's details step and /checkout. Required
 * marks only: Place Order checks them (SPEC section 5) so the customer gets the spec's toast.
 */
export function CustomerDetailsFields({
  values,
  onChange,
  errors = {},
  focusField,
  disabled,
  remember,
}: CustomerDetailsFieldsProps) {
  const refs = {
    customerName: useRef<HTMLInputElement>(null),
    customerPhone: useRef<HTMLInputElement>(null),
    customerAddress: useRef<HTMLTextAreaElement>(null),
  };
  // The notes focus themselves (OrderNotesFields).
  const focusRef = focusField && focusField in refs ? refs[focusField as PersonField] : null;
  useEffect(() => {
    focusRef?.current?.focus();
  }, [focusRef]);

  // What ties each control to its field: focus target, name, value, lock and change.
  const bind = <F extends PersonField>(field: F) => ({
    ref: refs[field],
    name: field,
    value: values[field],
    disabled,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onChange(field, event.target.value),
  });

  return (
    <div className="space-y-4">
      <FormField label="Full name" required error={errors.customerName}>
        <Input autoComplete="name" {...bind('customerName')} />
      </FormField>
      <FormField
        label="Phone number"
        required
        error={errors.customerPhone}
        hint="We use it to find and track your order."
      >
        <Input type="tel" autoComplete="tel" {...bind('customerPhone')} />
      </FormField>
      <FormField label="Delivery address" required error={errors.customerAddress}>
        <Textarea autoComplete="street-address" rows={2} {...bind('customerAddress')} />
      </FormField>
      {remember ? <RememberDetails control={remember} disabled={disabled} /> : null}
    </div>
  );
}
