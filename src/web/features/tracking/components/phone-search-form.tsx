import { Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';

interface PhoneSearchFormProps {
  /** Called with the phone as typed; never for an empty or blank entry. */
  onSearch: (phone: string) => void;
  submitLabel: string;
  searching?: boolean;
  /** /orders disables its button while the field is empty; /track-order just ignores a blank entry. */
  disableWhenEmpty?: boolean;
  initialPhone?: string;
  /** Names the form for screen readers (e.g. "Find your orders"). */
  label: string;
}

/** The phone number the customer ordered with, and a search button (SPEC section 5). */
export function PhoneSearchForm({
  onSearch,
  submitLabel,
  searching = false,
  disableWhenEmpty = false,
  initialPhone = '',
  label,
}: PhoneSearchFormProps) {
  const [phone, setPhone] = useState(initialPhone);
  const blank = phone.trim() === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blank) return;
    onSearch(phone);
  };

  return (
    <form onSubmit={submit} aria-label={label} className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <FormField label="Phone number" className="flex-1">
        <Input
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="e.g. +1 416 555 0101"
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
        />
      </FormField>
      <Button type="submit" disabled={(disableWhenEmpty && blank) || searching} aria-busy={searching}>
        <Search className="size-4" aria-hidden="true" />
        {searching ? 'Searching…' : submitLabel}
      </Button>
    </form>
  );
}
