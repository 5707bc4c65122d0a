import { useCallback, useState } from 'react';
import type { DetailsErrors, DetailsField } from './details-check';
import { type CustomerDetailsInput, EMPTY_DETAILS } from './order-body';

const FIELD_ORDER: readonly DetailsField[] = ['customerName', 'customerPhone', 'customerAddress'];

/**
 * Name, phone and address as typed, with the field messages of the last Place Order and the field
 * to focus (the first that needs attention). Shared by the drawer and /checkout.
 */
export function useCustomerDetails() {
  const [details, setDetails] = useState<CustomerDetailsInput>(EMPTY_DETAILS);
  const [errors, setErrors] = useState<DetailsErrors>({});
  const [focusField, setFocusField] = useState<DetailsField | null>(null);

  const changeDetail = useCallback((field: DetailsField, value: string) => {
    setDetails((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }, []);

  /** Marks the fields that need attention and focuses the first one. */
  const markDetailErrors = useCallback((fields: DetailsErrors) => {
    setErrors(fields);
    setFocusField(FIELD_ORDER.find((name) => fields[name]) ?? null);
  }, []);

  const clearDetailErrors = useCallback(() => {
    setErrors({});
    setFocusField(null);
  }, []);

  return { details, errors, focusField, changeDetail, markDetailErrors, clearDetailErrors };
}
