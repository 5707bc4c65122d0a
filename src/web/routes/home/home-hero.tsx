import { MapPin, Search } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';

interface HomeHeroProps {
  searchTerm: string;
  onSearchTermChange: (term: string) => void;
  /** Called on submit, after the search has been logged. */
  onSearch: () => void;
}

/** Tagline, promise, the delivery address and the restaurant search (SPEC sections 1 and 2). */
export function HomeHero({ searchTerm, onSearchTermChange, onSearch }: HomeHeroProps) {
  const [address, setAddress] = useState('');
  const addressId = useId();
  const searchId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // SPEC section 2: submitting makes no call; the list already follows the box (DESIGN deviation 9).
    console.info('Home search', { term: searchTerm, address });
    onSearch();
  };

  return (
    <section className="bg-linear-to-br from-orange-50 via-white to-amber-50">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
        <h1 className="max-w-2xl text-4xl font-extrabold tracking-tight text-stone-900 sm:text-5xl">
          Fast Meals. Fast Rides. <span className="text-brand-strong">One App.</span>
        </h1>
        <p className="mt-4 max-w-xl text-lg text-stone-700">
          Fresh food from the best restaurants near you, delivered to your door in 30 minutes or less.
        </p>
        <search>
          <form
            onSubmit={submit}
            className="mt-8 grid max-w-3xl gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:grid-cols-[1fr_1fr_auto] sm:items-end"
          >
            <div className="space-y-1.5">
              <label htmlFor={addressId} className="block text-sm font-medium text-stone-800">
                Delivery address
              </label>
              <div className="relative">
                <MapPin
                  className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-stone-500"
                  aria-hidden="true"
                />
                <Input
                  id={addressId}
                  value={address}
                  onChange={(event) => setAddress(event.target.value)}
                  autoComplete="street-address"
                  placeholder="Enter your delivery address"
                  className="pl-10"
                />
              </div>
            </div>
            <div className="space-y-1.5">
              <label htmlFor={searchId} className="block text-sm font-medium text-stone-800">
                Search restaurants or cuisines
              </label>
              <div className="relative">
                <Search
                  className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-stone-500"
                  aria-hidden="true"
                />
                <Input
                  id={searchId}
                  type="search"
                  value={searchTerm}
                  onChange={(event) => onSearchTermChange(event.target.value)}
                  placeholder="Pizza, sushi, tacos…"
                  className="pl-10"
                />
              </div>
            </div>
            <Button type="submit">Search</Button>
          </form>
        </search>
      </div>
    </section>
  );
}
