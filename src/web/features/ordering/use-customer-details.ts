import { useCallback, useState } from 'react';
import type { DetailsErrors, DetailsField } from './details-check';
import { type CustomerDetailsInput, EMPTY_DETAILS } from './order-body';

const FIELD_ORDER: readonly DetailsField[] = ['customerName', 'customerPhone', 'customerAddress'];

/** The delivery point the customer confirmed on the map (numbers, never text). */
export interface DropoffPoint {
  latitude: number;
  longitude: number;
}

/** The customer's details: the typed fields plus the drop-off pin (null until one is placed). */
export interface CustomerDetails extends CustomerDetailsInput {
  dropoff: DropoffPoint | null;
}

export const EMPTY_CUSTOMER_DETAILS: CustomerDetails = Object.freeze({ ...EMPTY_DETAILS, dropoff: null });

/**
 * Name, phone, address and drop-off pin, with the field messages of the last Place Order and the
 * field to focus (the first that needs attention). Shared by the drawer and /checkout.
 */
export function useCustomerDetails() {
  const [details, setDetails] = useState<CustomerDetails>(EMPTY_CUSTOMER_DETAILS);
  const [errors, setErrors] = useState<DetailsErrors>({});
  const [focusField, setFocusField] = useState<DetailsField | null>(null);

  const changeDetail = useCallback((field: DetailsField, value: string) => {
    setDetails((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }, []);

  /** Places, moves or removes (null) the drop-off pin. */
  const setDropoff = useCallback((dropoff: DropoffPoint | null) => {
    setDetails((current) =>
      current.dropoff === dropoff ||
      (current.dropoff !== null &&
        dropoff !== null &&
        current.dropoff.latitude === dropoff.latitude &&
        current.dropoff.longitude === dropoff.longitude)
        ? current
        : { ...current, dropoff },
    );
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

  return { details, errors, focusField, changeDetail, setDropoff, markDetailErrors, clearDetailErrors };
}
