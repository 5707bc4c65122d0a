import { FINANCE_STATUS_FILTERS } from '#domain/finance/responses.ts';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { PillFilter } from '#web/components/ui/pill-filter.tsx';
import { STATUS_FILTER_LABELS } from '../finance-filters';
import { RANGE_PRESET_LABELS, RANGE_PRESETS } from '../finance-range';
import type { RangeProblems } from '../range-problems';
import type { FinanceFilterState } from '../use-finance-filters';

/**
 * Date range (Today, Week, Month, Year, or two custom dates), order filter and currency. What the
 * server refuses about a range is shown here, at the date it names; the time zone says which days
 * count. The currencies are those with orders in the range: figures are never added across them,
 * so one is shown at a time.
 */
export function FinanceControls({
  controls,
  problems,
  timeZone,
  currencies = [],
  currency = null,
}: {
  controls: FinanceFilterState;
  problems: RangeProblems | null;
  /** The server's TIME_ZONE, once a summary has said it. */
  timeZone: string | undefined;
  /** ISO codes of the summary's blocks, once it has answered. */
  currencies?: readonly string[];
  /** The currency on screen. */
  currency?: string | null;
}) {
  const custom = controls.preset === 'custom';
  const atAnInput = custom && (problems?.from || problems?.to);
  return (
    <section
      aria-label="Filters"
      className="space-y-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-col gap-3 lg:flex-row lg:flex-wrap lg:items-start lg:gap-8">
        <div className="min-w-0">
          {/* The pills' own legend names the group for screen readers; this is its visible twin. */}
          <p className="mb-2 text-sm font-medium text-stone-800" aria-hidden="true">
            Date range
          </p>
          <PillFilter
            legend="Date range"
            options={RANGE_PRESETS}
            selected={controls.preset}
            wrap
            onSelect={controls.choosePreset}
            label={(preset) => RANGE_PRESET_LABELS[preset]}
          />
        </div>
        <div className="min-w-0">
          <p className="mb-2 text-sm font-medium text-stone-800" aria-hidden="true">
            Orders
          </p>
          <PillFilter
            legend="Orders"
            options={FINANCE_STATUS_FILTERS}
            selected={controls.status}
            wrap
            onSelect={controls.setStatus}
            label={(status) => STATUS_FILTER_LABELS[status]}
          />
        </div>
        {currency && currencies.length > 0 ? (
          <div className="min-w-0">
            <p className="mb-2 text-sm font-medium text-stone-800" aria-hidden="true">
              Currency
            </p>
            <PillFilter
              legend="Currency"
              options={currencies}
              selected={currency}
              wrap
              onSelect={controls.setCurrency}
            />
          </div>
        ) : null}
      </div>
      {custom ? (
        <div className="grid gap-3 sm:max-w-md sm:grid-cols-2">
          <FormField label="From" error={problems?.from ?? undefined}>
            <Input
              type="date"
              value={controls.custom.from}
              onChange={(event) => controls.setCustomFrom(event.target.value)}
            />
          </FormField>
          <FormField label="To" error={problems?.to ?? undefined}>
            <Input
              type="date"
              value={controls.custom.to}
              onChange={(event) => controls.setCustomTo(event.target.value)}
            />
          </FormField>
        </div>
      ) : null}
      {problems && !atAnInput ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {problems.message}
        </p>
      ) : null}
      {timeZone ? <p className="text-sm text-stone-600">Days in {timeZone}</p> : null}
    </section>
  );
}
