import type { KeyboardEvent } from 'react';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';

/** As long as the order endpoint takes a code. */
export const PROMO_CODE_MAX_LENGTH = 40;

interface PromoCodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** Why the code cannot be used ("This code is not valid for this order"), at the field. */
  error?: string | null;
  disabled?: boolean;
}

/**
 * A restaurant's promotion code. It is priced as typed (once typing pauses), so the summary shows
 * its discount, or the field says the code is not valid for this order; blank leaves the best
 * automatic promotion, if any.
 */
export function PromoCodeField({ value, onChange, error, disabled }: PromoCodeFieldProps) {
  // Enter in this field would otherwise submit the form, i.e. place the order.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') event.preventDefault();
  };
  return (
    <FormField label="Promo code" error={error ?? undefined}>
      <Input
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        maxLength={PROMO_CODE_MAX_LENGTH}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        disabled={disabled}
      />
    </FormField>
  );
}
