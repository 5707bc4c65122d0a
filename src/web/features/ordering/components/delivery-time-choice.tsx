import { CalendarClock, Zap } from 'lucide-react';
import { useId } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Select } from '#web/components/ui/input.tsx';
import { cn } from '#web/lib/cn.ts';
import {
  AS_SOON_AS_POSSIBLE,
  DELIVERY_TIME_LEGEND,
  DELIVERY_TIMES_FAILED,
  DELIVERY_TIMES_LOADING,
  SCHEDULE_FOR_LATER,
} from '../messages';
import type { DeliveryMode, DeliveryTime } from '../use-delivery-time';

interface DeliveryTimeChoiceProps {
  when: DeliveryTime;
  /** The server's refusal of the chosen time (the quote's or the order's), shown at the time. */
  error?: string | null;
  disabled?: boolean;
}

/**
 * "As soon as possible" or "Schedule for later" (native radios: arrow keys move between them), and
 * for later a day and a time among the restaurant's offered times, on its own clock. A choice that
 * cannot be made says why, next to it.
 */
export function DeliveryTimeChoice({ when, error, disabled }: DeliveryTimeChoiceProps) {
  const asapWhyId = useId();
  const laterWhyId = useId();
  const day = when.days.find((candidate) => candidate.times.some((time) => time.iso === when.slot));
  return (
    <div className="space-y-4">
      <fieldset className="space-y-2" disabled={disabled}>
        <legend className="mb-2 text-sm font-medium text-stone-800">{DELIVERY_TIME_LEGEND}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          <ModeOption
            mode="asap"
            label={AS_SOON_AS_POSSIBLE}
            when={when}
            why={when.asapUnavailable}
            whyId={asapWhyId}
          />
          <ModeOption
            mode="later"
            label={SCHEDULE_FOR_LATER}
            when={when}
            why={when.laterUnavailable}
            whyId={laterWhyId}
          />
        </div>
      </fieldset>
      {when.mode === 'later' && day ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField label="Day">
            <Select
              value={day.date}
              disabled={disabled}
              onChange={(event) => {
                const first = when.days.find((d) => d.date === event.target.value)?.times[0];
                if (first) when.chooseSlot(first.iso);
              }}
            >
              {when.days.map((option) => (
                <option key={option.date} value={option.date}>
                  {option.label}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label="Time" error={error ?? undefined}>
            <Select
              value={when.slot ?? ''}
              disabled={disabled}
              onChange={(event) => when.chooseSlot(event.target.value)}
            >
              {day.times.map((time) => (
                <option key={time.iso} value={time.iso}>
                  {time.label}
                </option>
              ))}
            </Select>
          </FormField>
        </div>
      ) : null}
      {when.mode === 'later' && !day ? <SlotsState when={when} /> : null}
      {when.mode === 'later' && !day && error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function ModeOption({
  mode,
  label,
  when,
  why,
  whyId,
}: {
  mode: DeliveryMode;
  label: string;
  when: DeliveryTime;
  why: string | null;
  whyId: string;
}) {
  const Icon = mode === 'asap' ? Zap : CalendarClock;
  const checked = when.mode === mode;
  return (
    <div
      className={cn(
        'rounded-lg border px-3 py-2 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-strong',
        checked
          ? 'border-brand-strong bg-brand-soft text-brand-deep'
          : 'border-stone-300 bg-white text-stone-800 hover:bg-stone-50',
        why && 'border-stone-200 bg-stone-100 text-stone-600 hover:bg-stone-100',
      )}
    >
      <label className={cn('flex min-h-7 items-center gap-2', why ? 'cursor-not-allowed' : 'cursor-pointer')}>
        <input
          type="radio"
          name="deliveryTime"
          value={mode}
          checked={checked}
          onChange={() => when.setMode(mode)}
          disabled={why !== null}
          aria-describedby={why ? whyId : undefined}
          className="size-4 accent-brand-strong"
        />
        <Icon className="size-4" aria-hidden="true" />
        {label}
      </label>
      {/* Outside the label: the radio's name stays its choice, the reason is its description. */}
      {why ? (
        <p id={whyId} className="mt-1 text-sm font-normal text-stone-700">
          {why}
        </p>
      ) : null}
    </div>
  );
}

/** While the times load, or when they could not be. */
function SlotsState({ when }: { when: DeliveryTime }) {
  if (when.slotsFailed) {
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900"
      >
        <p>{DELIVERY_TIMES_FAILED}</p>
        <Button variant="secondary" size="sm" onClick={when.retrySlots}>
          Try again
        </Button>
      </div>
    );
  }
  return when.slotsLoading ? (
    <p role="status" className="text-sm text-stone-600">
      {DELIVERY_TIMES_LOADING}
    </p>
  ) : null;
}
