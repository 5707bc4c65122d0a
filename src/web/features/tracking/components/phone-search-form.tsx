import { Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { COUNTRIES } from '#domain/countries/country-list.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input, Select } from '#web/components/ui/input.tsx';

interface PhoneSearchFormProps {
  /**
   * Called with the phone as typed; never for an empty or blank entry. May answer the field's
   * message (the number is not a phone number), which the form shows under the field.
   */
  onSearch: (phone: string) => string | null | undefined;
  submitLabel: string;
  searching?: boolean;
  /** /orders disables its button while the field is empty; /track-order just ignores a blank entry. */
  disableWhenEmpty?: boolean;
  initialPhone?: string;
  /** A message to show under the field from the start (e.g. a link's phone that is not a number). */
  initialError?: string | null;
  /** Names the form for screen readers (e.g. "Find your orders"). */
  label: string;
  /**
   * The country the number is read in (two letters). With `onCountryChange`, the form shows a
   * country list before the number; without, numbers are read in the screen's default country.
   */
  country?: string;
  onCountryChange?: (code: string) => void;
}

/** The phone number the customer ordered with, and a search button (SPEC section 5). */
export function PhoneSearchForm({
  onSearch,
  submitLabel,
  searching = false,
  disableWhenEmpty = false,
  initialPhone = '',
  initialError = null,
  label,
  country,
  onCountryChange,
}: PhoneSearchFormProps) {
  const [phone, setPhone] = useState(initialPhone);
  const [error, setError] = useState<string | null>(initialError);
  const blank = phone.trim() === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blank) return;
    setError(onSearch(phone) || null);
  };

  return (
    <form onSubmit={submit} aria-label={label} className="flex flex-col gap-3 sm:flex-row sm:items-start">
      {country !== undefined && onCountryChange ? (
        <FormField label="Country" className="sm:w-56">
          <Select
            name="country"
            autoComplete="country"
            value={country}
            onChange={(event) => {
              onCountryChange(event.target.value);
              setError(null);
            }}
          >
            {COUNTRIES.map((option) => (
              <option key={option.code} value={option.code}>
                {option.name}
              </option>
            ))}
          </Select>
        </FormField>
      ) : null}
      <FormField label="Phone number" className="flex-1" error={error ?? undefined}>
        <Input
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="e.g. +1 416 555 0101"
          value={phone}
          onChange={(event) => {
            setPhone(event.target.value);
            setError(null);
          }}
        />
      </FormField>
      <Button
        type="submit"
        className="sm:mt-[1.625rem]"
        disabled={(disableWhenEmpty && blank) || searching}
        aria-busy={searching}
      >
        <Search className="size-4" aria-hidden="true" />
        {searching ? 'Searching…' : submitLabel}
      </Button>
    </form>
  );
}
