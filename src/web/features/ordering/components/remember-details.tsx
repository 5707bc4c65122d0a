import { useId, useRef, useState } from 'react';
import {
  DETAILS_FORGOTTEN,
  FORGET_DETAILS_LABEL,
  REMEMBER_DETAILS_HINT,
  REMEMBER_DETAILS_LABEL,
} from '../messages';
import type { RememberDetailsControl } from '../use-customer-details';

/**
 * "Remember my details on this device" (unticked until the customer ticks it) and, while details are
 * remembered, "Forget my details": a button that looks like a link, removing them at once.
 */
export function RememberDetails({
  control,
  disabled,
}: {
  control: RememberDetailsControl;
  disabled?: boolean;
}) {
  const hintId = useId();
  const checkboxRef = useRef<HTMLInputElement>(null);
  const [forgotten, setForgotten] = useState(false);

  const forget = () => {
    control.onForget();
    setForgotten(true);
    // The link goes away with the details: focus stays in the form, on the box it unticked.
    checkboxRef.current?.focus();
  };

  return (
    <div className="space-y-1.5">
      <label className="flex min-h-10 items-center gap-3 text-stone-800">
        <input
          ref={checkboxRef}
          type="checkbox"
          name="rememberDetails"
          className="focus-ring size-5 shrink-0 accent-brand-strong"
          checked={control.checked}
          disabled={disabled}
          aria-describedby={hintId}
          onChange={(event) => {
            setForgotten(false);
            control.onCheckedChange(event.target.checked);
          }}
        />
        {REMEMBER_DETAILS_LABEL}
      </label>
      <p id={hintId} className="text-sm text-stone-600">
        {REMEMBER_DETAILS_HINT}
      </p>
      {control.canForget ? (
        <button
          type="button"
          onClick={forget}
          disabled={disabled}
          className="focus-ring rounded-sm text-sm font-semibold text-brand-deep underline underline-offset-2 hover:text-stone-900"
        >
          {FORGET_DETAILS_LABEL}
        </button>
      ) : null}
      <p role="status" className="text-sm text-stone-700">
        {forgotten ? DETAILS_FORGOTTEN : null}
      </p>
    </div>
  );
}
