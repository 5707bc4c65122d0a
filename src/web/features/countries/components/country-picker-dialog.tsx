import { Check } from 'lucide-react';
import { useState } from 'react';
import {
  CONTINENTS,
  COUNTRIES,
  type Continent,
  type Country,
  NO_COUNTRIES_FOUND,
  searchCountries,
  toggleContinent,
} from '#domain/countries/country-list.ts';
import { DialogContent } from '#web/components/ui/dialog.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { cn } from '#web/lib/cn.ts';

interface CountryPickerDialogProps {
  selectedCode: string;
  onChoose: (country: Country) => void;
}

/** The picker's content: search by name or code, continent badges, the matching countries. */
export function CountryPickerDialog({ selectedCode, onChoose }: CountryPickerDialogProps) {
  const [term, setTerm] = useState('');
  const [continent, setContinent] = useState<Continent | null>(null);
  const results = searchCountries(COUNTRIES, term, continent);

  return (
    <DialogContent
      title="Choose your country"
      description="Restaurants and prices follow the country you deliver to."
      className="flex max-h-[90vh] flex-col"
    >
      <FormField label="Search countries">
        <Input
          type="search"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          placeholder="Country name or code"
          autoComplete="off"
        />
      </FormField>
      <fieldset className="mt-4">
        <legend className="mb-2 text-sm font-medium text-stone-800">Continent</legend>
        <div className="flex flex-wrap gap-2">
          {CONTINENTS.map((name) => {
            const active = continent === name;
            return (
              <button
                key={name}
                type="button"
                aria-pressed={active}
                onClick={() => setContinent((current) => toggleContinent(current, name))}
                className={cn(
                  'focus-ring rounded-full border px-3 py-1.5 text-sm font-medium',
                  active
                    ? 'border-brand-strong bg-brand-strong text-white'
                    : 'border-stone-300 bg-white text-stone-700 hover:bg-stone-100',
                )}
              >
                {name}
              </button>
            );
          })}
        </div>
      </fieldset>
      <p
        role="status"
        className={results.length > 0 ? 'sr-only' : 'mt-6 py-6 text-center font-medium text-stone-700'}
      >
        {results.length > 0
          ? `${results.length} ${results.length === 1 ? 'country' : 'countries'}`
          : NO_COUNTRIES_FOUND}
      </p>
      {results.length > 0 ? (
        <ul aria-label="Countries" className="mt-4 -mx-2 min-h-0 flex-1 overflow-y-auto px-2">
          {results.map((country) => (
            <li key={country.code}>
              <CountryOption country={country} selected={country.code === selectedCode} onChoose={onChoose} />
            </li>
          ))}
        </ul>
      ) : null}
    </DialogContent>
  );
}

function CountryOption({
  country,
  selected,
  onChoose,
}: {
  country: Country;
  selected: boolean;
  onChoose: (country: Country) => void;
}) {
  return (
    <button
      type="button"
      aria-current={selected ? 'true' : undefined}
      onClick={() => onChoose(country)}
      className={cn(
        'focus-ring flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-left hover:bg-stone-100',
        selected && 'bg-brand-soft',
      )}
    >
      <span aria-hidden="true" className="text-xl">
        {country.flag}
      </span>
      <span className="flex-1 font-medium text-stone-900">{country.name}</span>
      <span className="text-sm text-stone-600">
        {country.code} · {country.currency}
      </span>
      {selected ? <Check className="size-4 text-brand-strong" aria-hidden="true" /> : null}
    </button>
  );
}
