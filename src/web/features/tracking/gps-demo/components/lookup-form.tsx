import { Info, Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { SAMPLE_PHONE } from '../sample-order';

interface LookupFormProps {
  searching: boolean;
  onSearch(phone: string): void;
}

/** Phone number in, search out; the demo note offers the sample number. */
export function LookupForm({ searching, onSearch }: LookupFormProps) {
  const [phone, setPhone] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(phone);
  };

  return (
    <form onSubmit={submit} className="space-y-4" aria-label="Find your order">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <FormField label="Phone number" className="flex-1">
          <Input
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="e.g. +1 555 012 3456"
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
          />
        </FormField>
        <Button type="submit" disabled={!phone.trim() || searching}>
          <Search className="size-4" aria-hidden="true" />
          {searching ? 'Searching…' : 'Track Order'}
        </Button>
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-sky-200 bg-sky-50 p-3 text-sm text-sky-950">
        <Info className="size-4 shrink-0" aria-hidden="true" />
        <p className="flex-1">
          <strong>Demo mode:</strong> this page follows one sample order. Try the phone number{' '}
          <span className="font-semibold whitespace-nowrap">{SAMPLE_PHONE}</span>.
        </p>
        <Button variant="secondary" size="sm" onClick={() => setPhone(SAMPLE_PHONE)}>
          Use sample number
        </Button>
      </div>
    </form>
  );
}
