import { useState } from 'react';
import type { FinanceStatusFilter } from '#domain/finance/responses.ts';
import type { FinanceFilters } from './finance-filters';
import { type DayRange, localDay, presetRange, type RangePreset } from './finance-range';

/** The range opened first: the server's own default, the last 30 days. */
export const DEFAULT_PRESET = 'month' satisfies RangePreset;

/**
 * The dashboard's controls: a range preset (or two custom dates), the order filter and the currency
 * on screen, and the query they make. `filters` is null while a custom date is empty, so nothing
 * half-chosen is asked. The currency is null until the admin picks one: the summary's largest is
 * shown (see chosenBlock); every currency comes in one answer, so switching asks for nothing.
 */
export function useFinanceFilters() {
  const [preset, setPreset] = useState<RangePreset>(DEFAULT_PRESET);
  const [custom, setCustom] = useState<DayRange>(() => presetRange(DEFAULT_PRESET, localDay(new Date())));
  const [status, setStatus] = useState<FinanceStatusFilter>('all');
  const [currency, setCurrency] = useState<string | null>(null);

  // Read on every render, so a page left open overnight moves on to the new day.
  const range = preset === 'custom' ? custom : presetRange(preset, localDay(new Date()));
  const filters: FinanceFilters | null = range.from && range.to ? { ...range, status } : null;

  const choosePreset = (next: RangePreset) => {
    // Custom starts from the range on screen, so the admin adjusts it instead of typing two dates.
    if (next === 'custom' && preset !== 'custom') setCustom(range);
    setPreset(next);
  };

  return {
    preset,
    choosePreset,
    custom,
    setCustomFrom: (from: string) => setCustom((current) => ({ ...current, from })),
    setCustomTo: (to: string) => setCustom((current) => ({ ...current, to })),
    status,
    setStatus,
    currency,
    setCurrency,
    filters,
  };
}

export type FinanceFilterState = ReturnType<typeof useFinanceFilters>;
