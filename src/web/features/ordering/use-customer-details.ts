import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import {
  clearDetailsDraft,
  type DetailsDraft,
  forgetSavedDetails,
  readDetailsDraft,
  readSavedDetails,
  saveDetails,
  subscribeDetailsDraft,
  subscribeSavedDetails,
  writeDetailsDraft,
} from './customer-details-storage';
import type { DetailsErrors, DetailsField } from './details-check';
import { type CustomerDetailsInput, EMPTY_DETAILS } from './order-body';

const FIELD_ORDER: readonly DetailsField[] = [
  'customerName',
  'customerPhone',
  'customerAddress',
  'kitchenNote',
  'deliveryInstructions',
];

/** The details without this order's notes: what a placed order leaves in the form. */
const withoutNotes = ({ kitchenNote: _k, deliveryInstructions: _d, ...details }: CustomerDetails) => details;

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

/** "Remember my details on this device" and "Forget my details", as the details form shows them. */
export interface RememberDetailsControl {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** Whether details are remembered on this device (the "Forget my details" link shows then). */
  canForget: boolean;
  onForget: () => void;
}

const isBlank = ({ customerName, customerPhone, customerAddress, dropoff }: CustomerDetails) =>
  customerName === '' && customerPhone === '' && customerAddress === '' && dropoff === null;

const samePin = (a: DropoffPoint | null, b: DropoffPoint | null) =>
  a === b || (a !== null && b !== null && a.latitude === b.latitude && a.longitude === b.longitude);

/** What the form starts with: this tab's draft, else the remembered details, else nothing. */
function initialForm(): DetailsDraft {
  const draft = readDetailsDraft();
  if (draft) return draft;
  const saved = readSavedDetails();
  return saved ? { details: saved, remember: true } : { details: EMPTY_CUSTOMER_DETAILS, remember: false };
}

/**
 * Name, phone, address and drop-off pin, with the field messages of the last Place Order and the
 * field to focus (the first that needs attention). Shared by the drawer and /checkout.
 *
 * DESIGN deviation 15: what is typed is kept as this tab's draft (sessionStorage), so Back, Forward
 * or a reload do not lose it, and the drawer and /checkout of one tab show the same details. With
 * "Remember my details on this device" ticked (never by default), a successful order keeps the
 * details and pin on this device and the next order starts from them; "Forget my details" removes
 * them at once. Call `completeOrder` once an order is placed.
 */
export function useCustomerDetails() {
  // Who typed: a form ignores the draft updates it made itself.
  const [source] = useState(() => ({}));
  const [form, setForm] = useState<DetailsDraft>(initialForm);
  const formRef = useRef(form);
  const [errors, setErrors] = useState<DetailsErrors>({});
  const [focusField, setFocusField] = useState<DetailsField | null>(null);
  const saved = useSyncExternalStore(subscribeSavedDetails, readSavedDetails, () => null);

  /** Applies a change the customer made: on screen, and in the tab's draft. */
  const update = useCallback(
    (change: (current: DetailsDraft) => DetailsDraft) => {
      const next = change(formRef.current);
      if (next === formRef.current) return;
      formRef.current = next;
      setForm(next);
      writeDetailsDraft(next, source);
    },
    [source],
  );

  // The tab's other details form (the drawer, or /checkout) changed the draft: show the same.
  useEffect(
    () =>
      subscribeDetailsDraft((draft, from) => {
        if (from === source) return;
        formRef.current = draft;
        setForm(draft);
      }),
    [source],
  );

  // Remembered details that appear (another tab's order) fill a blank form; details forgotten
  // elsewhere untick the box.
  const previousSaved = useRef(saved);
  useEffect(() => {
    const before = previousSaved.current;
    previousSaved.current = saved;
    if (before === saved) return;
    if (saved && isBlank(formRef.current.details))
      // Notes already typed stay: the remembered details never carry any.
      update((current) => ({ details: { ...current.details, ...saved }, remember: true }));
    else if (!saved && before)
      update((current) => (current.remember ? { ...current, remember: false } : current));
  }, [saved, update]);

  const changeDetail = useCallback(
    (field: DetailsField, value: string) => {
      update((current) =>
        current.details[field] === value
          ? current
          : { ...current, details: { ...current.details, [field]: value } },
      );
      setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
    },
    [update],
  );

  /** Places, moves or removes (null) the drop-off pin. */
  const setDropoff = useCallback(
    (dropoff: DropoffPoint | null) => {
      update((current) =>
        samePin(current.details.dropoff, dropoff)
          ? current
          : { ...current, details: { ...current.details, dropoff } },
      );
    },
    [update],
  );

  const setRemember = useCallback(
    (remember: boolean) => {
      update((current) => (current.remember === remember ? current : { ...current, remember }));
    },
    [update],
  );

  /** "Forget my details": the remembered copy goes at once, and so do the details on screen. */
  const forgetDetails = useCallback(() => {
    forgetSavedDetails();
    update(() => ({ details: EMPTY_CUSTOMER_DETAILS, remember: false }));
    setErrors({});
  }, [update]);

  /**
   * After a successful order: remember the details it was placed with when the box is ticked
   * (forget any older ones when it is not), and drop the tab's draft.
   */
  const completeOrder = useCallback(() => {
    const { details, remember } = formRef.current;
    if (remember) saveDetails(details);
    else forgetSavedDetails();
    // The notes were this order's: the next one starts without them.
    const next = { ...formRef.current, details: withoutNotes(details) };
    formRef.current = next;
    setForm(next);
    clearDetailsDraft();
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

  const remember = useMemo<RememberDetailsControl>(
    () => ({
      checked: form.remember,
      onCheckedChange: setRemember,
      canForget: saved !== null,
      onForget: forgetDetails,
    }),
    [form.remember, setRemember, saved, forgetDetails],
  );

  return {
    details: form.details,
    errors,
    focusField,
    changeDetail,
    setDropoff,
    remember,
    completeOrder,
    markDetailErrors,
    clearDetailErrors,
  };
}
