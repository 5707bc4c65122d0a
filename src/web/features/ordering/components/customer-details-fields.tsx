import { useEffect, useRef } from 'react';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input, Textarea } from '#web/components/ui/input.tsx';
import type { DetailsErrors, DetailsField } from '../details-check';
import type { CustomerDetailsInput } from '../order-body';

export const EMPTY_DETAILS: CustomerDetailsInput = {
  customerName: '',
  customerPhone: '',
  customerAddress: '',
};

interface CustomerDetailsFieldsProps {
  values: CustomerDetailsInput;
  onChange: (field: DetailsField, value: string) => void;
  errors?: DetailsErrors;
  /** Moves focus to this field when it changes (the first one a failed Place Order complained about). */
  focusField?: DetailsField | null;
  disabled?: boolean;
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
}: CustomerDetailsFieldsProps) {
  const refs = {
    customerName: useRef<HTMLInputElement>(null),
    customerPhone: useRef<HTMLInputElement>(null),
    customerAddress: useRef<HTMLTextAreaElement>(null),
  };
  const focusRef = focusField ? refs[focusField] : null;
  useEffect(() => {
    focusRef?.current?.focus();
  }, [focusRef]);

  return (
    <div className="space-y-4">
      <FormField label="Full name" required error={errors.customerName}>
        <Input
          ref={refs.customerName}
          name="customerName"
          autoComplete="name"
          value={values.customerName}
          disabled={disabled}
          onChange={(event) => onChange('customerName', event.target.value)}
        />
      </FormField>
      <FormField
        label="Phone number"
        required
        error={errors.customerPhone}
        hint="We use it to find and track your order."
      >
        <Input
          ref={refs.customerPhone}
          name="customerPhone"
          type="tel"
          autoComplete="tel"
          value={values.customerPhone}
          disabled={disabled}
          onChange={(event) => onChange('customerPhone', event.target.value)}
        />
      </FormField>
      <FormField label="Delivery address" required error={errors.customerAddress}>
        <Textarea
          ref={refs.customerAddress}
          name="customerAddress"
          autoComplete="street-address"
          rows={2}
          value={values.customerAddress}
          disabled={disabled}
          onChange={(event) => onChange('customerAddress', event.target.value)}
        />
      </FormField>
    </div>
  );
}
