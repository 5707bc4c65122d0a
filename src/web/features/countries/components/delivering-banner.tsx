import { MapPin } from 'lucide-react';
import { useSelectedCountry } from '../country-context';

/** "Delivering to {country}" with its flag and currency (SPEC section 2, home). */
export function DeliveringBanner() {
  const { country } = useSelectedCountry();
  return (
    <section aria-label="Delivery country" className="border-y border-orange-200 bg-brand-soft">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 text-stone-800">
        <MapPin className="size-5 text-brand-strong" aria-hidden="true" />
        <span aria-hidden="true" className="text-xl">
          {country.flag}
        </span>
        <p className="font-semibold">Delivering to {country.name}</p>
        <p className="text-sm text-stone-700">
          Currency: <span className="font-semibold">{country.currency}</span>
        </p>
      </div>
    </section>
  );
}
