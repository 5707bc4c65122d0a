import { Search } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { SEARCH_QUERY_MAX_LENGTH, SEARCH_QUERY_MIN_LENGTH } from '#domain/geocoding/rules.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { type AddressMatch, searchAddresses } from '../api/geocode';
import { type GeocodeFailure, geocodeFailure, NO_ADDRESS_MATCHES } from '../dropoff';

type SearchState =
  | { kind: 'idle' }
  | { kind: 'searching' }
  | { kind: 'results'; matches: AddressMatch[] }
  | { kind: 'failed'; failure: GeocodeFailure };

interface AddressSearchProps {
  /** The restaurant's two-letter country code: matches stay in that country. */
  countryCode: string | null;
  onChoose: (match: AddressMatch) => void;
  /** The geocoder is not configured: the picker keeps working with the map alone. */
  onUnavailable?: () => void;
  disabled?: boolean;
}

/**
 * "Search for your address": a search through the server's geocoder proxy when the customer asks
 * (Enter or the Search button), never as they type: public Nominatim forbids search-as-you-type,
 * and each uncached search costs one of the geocoder's few requests a second. Its matches are a
 * list of buttons (Down from the box moves into the list, Up and Down move through it, Escape goes
 * back to the box); choosing one moves the pin there. It is not a form of its own (it sits inside
 * the details form): Enter searches instead of submitting the details.
 */
export function AddressSearch({ countryCode, onChoose, onUnavailable, disabled }: AddressSearchProps) {
  const [query, setQuery] = useState('');
  const [state, setState] = useState<SearchState>({ kind: 'idle' });
  // A new request (Enter, Search, Try again) starts the search for the current text.
  const [requested, setRequested] = useState<{ text: string; at: number }>({ text: '', at: 0 });
  const [unavailable, setUnavailable] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const inputId = useId();
  const listId = useId();
  const statusId = useId();
  // Read at the time of the failure: a new callback from the parent must not restart a search.
  const onUnavailableRef = useRef(onUnavailable);
  onUnavailableRef.current = onUnavailable;

  useEffect(() => {
    // Not configured: the message stays, nothing more is asked.
    if (unavailable) return;
    const text = requested.text.trim();
    if (text.length < SEARCH_QUERY_MIN_LENGTH) {
      setState({ kind: 'idle' });
      return;
    }
    const controller = new AbortController();
    setState({ kind: 'searching' });
    searchAddresses(text, countryCode, controller.signal).then(
      (matches) => {
        if (!controller.signal.aborted) setState({ kind: 'results', matches: matches.slice(0, 5) });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const failure = geocodeFailure(error);
        setState({ kind: 'failed', failure });
        if (failure.kind === 'unavailable') {
          setUnavailable(true);
          onUnavailableRef.current?.();
        }
      },
    );
    return () => controller.abort();
  }, [requested, countryCode, unavailable]);

  const search = (text: string) => setRequested((current) => ({ text, at: current.at + 1 }));

  const buttons = () => [...(listRef.current?.querySelectorAll('button') ?? [])];

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      // Inside the details form: Enter must not submit it.
      event.preventDefault();
      search(query);
    } else if (event.key === 'ArrowDown' && state.kind === 'results') {
      const first = buttons()[0];
      if (first) {
        event.preventDefault();
        first.focus();
      }
    }
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = buttons();
    const index = all.indexOf(document.activeElement as HTMLButtonElement);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const next = event.key === 'ArrowDown' ? index + 1 : index - 1;
      if (next < 0) inputRef.current?.focus();
      else all[Math.min(next, all.length - 1)]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      inputRef.current?.focus();
    }
  };

  const choose = (match: AddressMatch) => {
    onChoose(match);
    setState({ kind: 'idle' });
    inputRef.current?.focus();
  };

  return (
    <search className="block space-y-2">
      <label htmlFor={inputId} className="block text-sm font-medium text-stone-800">
        Search for your address
      </label>
      <div className="flex gap-2">
        <div className="relative flex-1">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-500"
            aria-hidden="true"
          />
          <Input
            ref={inputRef}
            id={inputId}
            type="search"
            autoComplete="off"
            maxLength={SEARCH_QUERY_MAX_LENGTH}
            enterKeyHint="search"
            placeholder="Street and number, city"
            className="pl-9"
            value={query}
            disabled={disabled || unavailable}
            aria-describedby={statusId}
            aria-controls={state.kind === 'results' ? listId : undefined}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={onInputKeyDown}
          />
        </div>
        <Button
          type="button"
          variant="secondary"
          disabled={disabled || unavailable || query.trim().length < SEARCH_QUERY_MIN_LENGTH}
          onClick={() => search(query)}
        >
          Search
        </Button>
      </div>
      <div id={statusId} role="status" aria-live="polite" className="text-sm">
        {state.kind === 'searching' ? <p className="text-stone-600">Searching…</p> : null}
        {state.kind === 'results' && state.matches.length === 0 ? (
          <p className="text-stone-700">{NO_ADDRESS_MATCHES}</p>
        ) : null}
        {state.kind === 'results' && state.matches.length > 0 ? (
          <p className="sr-only">
            {state.matches.length === 1 ? '1 address found' : `${state.matches.length} addresses found`}
          </p>
        ) : null}
        {state.kind === 'failed' ? (
          <p
            className={
              state.failure.kind === 'unavailable'
                ? 'rounded-md border border-amber-300 bg-amber-50 px-3 py-2 font-medium text-amber-950'
                : 'flex flex-wrap items-center gap-x-2 font-medium text-red-800'
            }
          >
            {state.failure.message}
            {state.failure.kind === 'retry' ? (
              <button
                type="button"
                className="focus-ring rounded font-semibold text-brand-deep underline underline-offset-2"
                onClick={() => search(query)}
              >
                Try again
              </button>
            ) : null}
          </p>
        ) : null}
      </div>
      {state.kind === 'results' && state.matches.length > 0 ? (
        <ul
          id={listId}
          ref={listRef}
          aria-label="Matching addresses"
          className="divide-y divide-stone-200 overflow-hidden rounded-lg border border-stone-300 bg-white"
          onKeyDown={onListKeyDown}
        >
          {state.matches.map((match) => (
            <li key={`${match.latitude},${match.longitude},${match.label}`}>
              <button
                type="button"
                className="focus-ring flex min-h-11 w-full flex-col items-start gap-0.5 px-3 py-2 text-left hover:bg-stone-50 focus-visible:bg-brand-soft"
                onClick={() => choose(match)}
              >
                <span className="text-sm text-stone-900">{match.label}</span>
                <span className="text-xs font-semibold text-brand-deep">Use this address</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </search>
  );
}
