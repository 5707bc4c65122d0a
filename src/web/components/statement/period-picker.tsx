import { type FormEvent, type ReactNode, useState } from 'react';
import { cn } from '#web/lib/cn.ts';
import type { PeriodErrors } from '#web/lib/period-errors.ts';
import {
  matchingPreset,
  PERIOD_PRESETS,
  PRESET_LABELS,
  periodProblem,
  presetPeriod,
  type StatementPeriod,
} from '#web/lib/statement-period.ts';
import { Button } from '../ui/button';
import { FormField } from '../ui/form-field';
import { Input } from '../ui/input';

const EMPTY: StatementPeriod = { from: '', to: '' };

interface PeriodPickerProps {
  /** The period shown now; null while it is not known yet (the server's default is loading). */
  period: StatementPeriod | null;
  /** Today (YYYY-MM-DD) where the statement's days are counted: the quick choices end there. */
  today: string;
  onChange: (period: StatementPeriod) => void;
  /** What the server said about the shown period (a 400), next to its field. */
  serverErrors?: PeriodErrors | null;
  /** Beside Show, e.g. the Export CSV link. */
  children?: ReactNode;
}

/**
 * The period of a statement: quick choices that apply at once, or a From and a To day applied with
 * Show (checked here first with the server's own rule, so a half-typed date never reaches it).
 */
export function PeriodPicker({ period, today, onChange, serverErrors, children }: PeriodPickerProps) {
  const [draft, setDraft] = useState<StatementPeriod>(period ?? EMPTY);
  const [shown, setShown] = useState(period);
  const [problem, setProblem] = useState<{ field: 'from' | 'to'; message: string } | null>(null);
  // A new period from outside (a quick choice, the server's default arriving) replaces the inputs.
  if (period && (shown?.from !== period.from || shown?.to !== period.to)) {
    setShown(period);
    setDraft(period);
    setProblem(null);
  }
  const chosen = period ? matchingPreset(period, today) : null;
  const errors: PeriodErrors = problem ? { [problem.field]: problem.message } : (serverErrors ?? {});

  const apply = (next: StatementPeriod) => {
    setProblem(null);
    setDraft(next);
    onChange(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = periodProblem(draft);
    if (found) {
      setProblem(found);
      return;
    }
    apply(draft);
  };

  return (
    <div className="space-y-3">
      <fieldset className="flex min-w-0 flex-wrap gap-2">
        <legend className="sr-only">Quick periods</legend>
        {PERIOD_PRESETS.map((preset) => {
          const active = preset === chosen;
          return (
            <button
              key={preset}
              type="button"
              aria-pressed={active}
              onClick={() => apply(presetPeriod(preset, today))}
              className={cn(
                'focus-ring min-h-10 shrink-0 rounded-full border px-4 py-2 text-sm font-medium whitespace-nowrap transition-colors',
                active
                  ? 'border-brand-strong bg-brand-strong text-white'
                  : 'border-stone-300 bg-white text-stone-700 hover:border-stone-400 hover:bg-stone-50',
              )}
            >
              {PRESET_LABELS[preset]}
            </button>
          );
        })}
      </fieldset>
      <form
        onSubmit={submit}
        noValidate
        aria-label="Statement period"
        className="grid grid-cols-2 items-start gap-3 sm:flex sm:flex-wrap sm:items-end"
      >
        <FormField label="From" error={errors.from} className="min-w-0 sm:w-44">
          <Input
            type="date"
            value={draft.from}
            max={draft.to || undefined}
            onChange={(event) => setDraft({ ...draft, from: event.target.value })}
          />
        </FormField>
        <FormField label="To" error={errors.to} className="min-w-0 sm:w-44">
          <Input
            type="date"
            value={draft.to}
            min={draft.from || undefined}
            onChange={(event) => setDraft({ ...draft, to: event.target.value })}
          />
        </FormField>
        <div className="col-span-2 flex flex-wrap gap-2 sm:col-span-1">
          <Button type="submit" variant="primary" className="flex-1 sm:flex-none">
            Show
          </Button>
          {children}
        </div>
      </form>
    </div>
  );
}
