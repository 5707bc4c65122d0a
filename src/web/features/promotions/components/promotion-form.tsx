import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo } from 'react';
import {
  type Control,
  Controller,
  type FieldErrors,
  type Resolver,
  useForm,
  useWatch,
} from 'react-hook-form';
import {
  type CreatePromotion,
  type CreatePromotionInput,
  createPromotionSchema,
  PROMOTION_TITLE_MAX,
  promotionCurrencyIssues,
} from '#domain/promotions/requests.ts';
import type { Promotion } from '#domain/promotions/responses.ts';
import { currencyDigits } from '#domain/shared/currency.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input, Select } from '#web/components/ui/input.tsx';
import { Switch } from '#web/components/ui/switch.tsx';
import { toLocalInput } from '../promotion-text';

/** The form's fields in their order: the server's field messages go on these, the first is focused. */
export const PROMOTION_FORM_FIELDS = [
  'title',
  'kind',
  'value',
  'minSubtotal',
  'code',
  'startsAt',
  'endsAt',
  'firstOrderOnly',
  'isActive',
] as const satisfies readonly (keyof CreatePromotionInput)[];

export function isPromotionField(name: string): boolean {
  return (PROMOTION_FORM_FIELDS as readonly string[]).includes(name);
}

function defaults(promotion?: Promotion): CreatePromotionInput {
  return {
    title: promotion?.title ?? '',
    kind: promotion?.kind ?? 'percent',
    value: promotion?.value ?? '',
    minSubtotal: promotion?.minSubtotal ?? '0',
    code: promotion?.code ?? '',
    startsAt: toLocalInput(promotion?.startsAt ?? null),
    endsAt: toLocalInput(promotion?.endsAt ?? null),
    firstOrderOnly: promotion?.firstOrderOnly ?? false,
    isActive: promotion?.isActive ?? true,
  };
}

/**
 * The domain schema's rules, then the server's rules for amounts in the restaurant's currency (no
 * fractions of a yen) and percents up to 100, in the server's words. A field the schema already
 * refused keeps the schema's message.
 */
function resolverIn(currency: string): Resolver<CreatePromotionInput, unknown, CreatePromotion> {
  const base = zodResolver(createPromotionSchema);
  return async (values, context, options) => {
    const result = await base(values, context, options);
    const issues = promotionCurrencyIssues(
      { kind: values.kind, value: String(values.value ?? ''), minSubtotal: String(values.minSubtotal ?? '') },
      currency,
    );
    const errors: FieldErrors<CreatePromotionInput> = { ...result.errors };
    let added = false;
    for (const field of ['value', 'minSubtotal'] as const) {
      const message = issues[field];
      if (message && !errors[field]) {
        errors[field] = { type: 'currency', message };
        added = true;
      }
    }
    return added ? { values: {}, errors } : result;
  };
}

interface PromotionFormProps {
  /** The promotion being edited; absent when adding. */
  promotion?: Promotion;
  /** The restaurant's currency (ISO 4217): amounts are typed in it. */
  currency: string;
  /** Messages the server gave for fields it refused, by field name; shown at those fields. */
  serverErrors?: Readonly<Record<string, string>>;
  submitLabel: string;
  pending: boolean;
  onSubmit: (promotion: CreatePromotion) => void;
  onCancel: () => void;
}

/** Add or edit a promotion: what it takes off, for which orders, with which code, and when. */
export function PromotionForm({
  promotion,
  currency,
  serverErrors,
  submitLabel,
  pending,
  onSubmit,
  onCancel,
}: PromotionFormProps) {
  const resolver = useMemo(() => resolverIn(currency), [currency]);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CreatePromotionInput, unknown, CreatePromotion>({
    resolver,
    defaultValues: defaults(promotion),
  });
  useEffect(() => {
    let focused = false;
    for (const field of PROMOTION_FORM_FIELDS) {
      const message = serverErrors?.[field];
      if (!message) continue;
      setError(field, { type: 'server', message }, { shouldFocus: !focused });
      focused = true;
    }
  }, [serverErrors, setError]);
  const kind = useWatch({ control, name: 'kind' });
  const wholeUnits = currencyDigits(currency) === 0;
  const amountInput = {
    type: 'number',
    inputMode: wholeUnits ? 'numeric' : 'decimal',
    // The currency's smallest unit: a whole yen, a cent.
    step: wholeUnits ? '1' : '0.01',
    min: '0',
  } as const;
  const inCurrency = wholeUnits ? `In ${currency}, a whole amount` : `In ${currency}`;

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4" aria-label="Promotion">
      <FormField label="Title" error={errors.title?.message} hint="Customers see it on your card." required>
        <Input maxLength={PROMOTION_TITLE_MAX} {...register('title')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Kind" error={errors.kind?.message}>
          <Select {...register('kind')}>
            <option value="percent">Percent off the food</option>
            <option value="amount">Amount off the food</option>
          </Select>
        </FormField>
        {kind === 'amount' ? (
          <FormField
            key="amount"
            label={`Value (${currency})`}
            error={errors.value?.message}
            hint={`${inCurrency}, taken off the food subtotal.`}
            required
          >
            <Input {...amountInput} {...register('value')} />
          </FormField>
        ) : (
          <FormField
            key="percent"
            label="Value (%)"
            error={errors.value?.message}
            hint="Percent of the food subtotal, up to 100."
            required
          >
            <Input type="number" inputMode="decimal" step="0.01" min="0" max="100" {...register('value')} />
          </FormField>
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={`Minimum subtotal (${currency})`}
          error={errors.minSubtotal?.message}
          hint={`${inCurrency}; 0 for any order.`}
        >
          <Input {...amountInput} {...register('minSubtotal')} />
        </FormField>
        <FormField
          label="Code"
          error={errors.code?.message}
          hint="Optional. Customers type it at checkout; without one the promotion applies by itself."
        >
          <Input autoCapitalize="characters" autoComplete="off" className="uppercase" {...register('code')} />
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Starts" error={errors.startsAt?.message} hint="Optional; empty starts now.">
          <Input type="datetime-local" {...register('startsAt')} />
        </FormField>
        <FormField label="Ends" error={errors.endsAt?.message} hint="Optional; empty runs until you stop it.">
          <Input type="datetime-local" {...register('endsAt')} />
        </FormField>
      </div>
      <div className="flex flex-wrap gap-x-8 gap-y-3">
        <SwitchField
          control={control}
          name="firstOrderOnly"
          label="First order only"
          hint="Only a customer's first order from you."
          error={errors.firstOrderOnly?.message}
        />
        <SwitchField
          control={control}
          name="isActive"
          label="Active"
          hint="Off keeps it saved without giving it."
          error={errors.isActive?.message}
        />
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" needsConnection disabled={pending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

/** A labelled on/off field with its hint and the server's message, if any. */
function SwitchField({
  control,
  name,
  label,
  hint,
  error,
}: {
  control: Control<CreatePromotionInput>;
  name: 'firstOrderOnly' | 'isActive';
  label: string;
  hint: string;
  error: string | undefined;
}) {
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div className="space-y-1">
          <div className="flex items-center gap-3">
            <Switch
              id={id}
              checked={field.value ?? false}
              onCheckedChange={field.onChange}
              aria-describedby={`${id}-hint`}
              aria-invalid={error ? true : undefined}
            />
            <label htmlFor={id} className="font-medium text-stone-800">
              {label}
            </label>
          </div>
          <p id={`${id}-hint`} className="text-sm text-stone-600">
            {hint}
          </p>
          {error ? (
            <p className="text-sm font-medium text-red-700" role="alert">
              {error}
            </p>
          ) : null}
        </div>
      )}
    />
  );
}
