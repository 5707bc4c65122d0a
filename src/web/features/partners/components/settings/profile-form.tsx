import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo } from 'react';
import { Controller, type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { deliveryFeeLimitCents, minOrderLimitCents } from '#domain/ordering/order-limits.ts';
import { MAX_DELIVERY_RADIUS_KM, MIN_DELIVERY_RADIUS_KM } from '#domain/ordering/rules.ts';
import {
  MAX_PREP_LEAD_MINUTES,
  MAX_TAX_RATE,
  type RestaurantProfileUpdate,
  restaurantProfileUpdateSchema,
} from '#domain/partners/requests.ts';
import type { RestaurantProfile } from '#domain/partners/responses.ts';
import { restaurantAmountIssues } from '#domain/registration/restaurant-amounts.ts';
import { currencyDigits, formatMoney } from '#domain/shared/currency.ts';
import { DELIVERY_TIMES, WEEKDAY_HOURS_FIELDS } from '#domain/shared/options.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input, Select, Textarea } from '#web/components/ui/input.tsx';
import { Switch } from '#web/components/ui/switch.tsx';
import { WEEKDAY_HOURS_LABELS } from '#web/lib/weekday-hours-labels.ts';
import { timeZoneChoices } from './time-zone-choices';

type ProfileFormValues = z.input<typeof restaurantProfileUpdateSchema>;

/** The fields of the form, in their order: the server's field messages go on these. */
export const PROFILE_FORM_FIELDS = [
  'isOpen',
  'description',
  'deliveryTime',
  'deliveryFee',
  'minOrder',
  'taxRate',
  'pricesIncludeTax',
  'deliveryRadiusKm',
  'imageUrl',
  'timeZone',
  'prepLeadMinutes',
  ...WEEKDAY_HOURS_FIELDS,
] as const satisfies readonly (keyof ProfileFormValues)[];
type ProfileField = (typeof PROFILE_FORM_FIELDS)[number];

export function isProfileField(name: string): name is ProfileField {
  return (PROFILE_FORM_FIELDS as readonly string[]).includes(name);
}

function defaults(profile: RestaurantProfile): ProfileFormValues {
  return {
    isOpen: profile.isOpen,
    description: profile.description ?? '',
    deliveryTime: profile.deliveryTime as ProfileFormValues['deliveryTime'],
    deliveryFee: profile.deliveryFee,
    minOrder: profile.minOrder,
    taxRate: profile.taxRate,
    pricesIncludeTax: profile.pricesIncludeTax,
    deliveryRadiusKm: profile.deliveryRadiusKm,
    imageUrl: profile.imageUrl ?? '',
    timeZone: profile.timeZone,
    prepLeadMinutes: profile.prepLeadMinutes,
    ...Object.fromEntries(WEEKDAY_HOURS_FIELDS.map((field) => [field, profile[field]])),
  };
}

/**
 * The schema's own rules, then the server's rules for amounts in the restaurant's currency (no
 * fractions of a yen, the fee below its limit in that currency), with the server's words. A field
 * the schema already refused keeps the schema's message.
 */
function resolverIn(currency: string): Resolver<ProfileFormValues, unknown, RestaurantProfileUpdate> {
  const base = zodResolver(restaurantProfileUpdateSchema);
  return async (values, context, options) => {
    const result = await base(values, context, options);
    const issues = restaurantAmountIssues(
      { deliveryFee: String(values.deliveryFee ?? ''), minOrder: String(values.minOrder ?? '') },
      currency,
    );
    const errors: FieldErrors<ProfileFormValues> = { ...result.errors };
    let added = false;
    for (const field of ['deliveryFee', 'minOrder'] as const) {
      const message = issues[field];
      if (message && !errors[field]) {
        errors[field] = { type: 'currency', message };
        added = true;
      }
    }
    return added ? { values: {}, errors } : result;
  };
}

interface ProfileFormProps {
  profile: RestaurantProfile;
  pending: boolean;
  /** Messages the server gave for fields it refused, by field name; shown at those fields. */
  serverErrors?: Readonly<Record<string, string>>;
  onSubmit: (patch: RestaurantProfileUpdate) => void;
  onCancel: () => void;
}

/**
 * The Settings form: what customers see of the restaurant, when it opens, and its money rules. The
 * fee and the minimum are typed in the restaurant's currency, by its smallest unit; the tax rate
 * is a percent, added to the food or already inside its prices.
 */
export function ProfileForm({ profile, pending, serverErrors, onSubmit, onCancel }: ProfileFormProps) {
  const openId = useId();
  const includesTaxId = useId();
  const includesTaxHintId = useId();
  const { currency } = profile;
  const resolver = useMemo(() => resolverIn(currency), [currency]);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ProfileFormValues, unknown, RestaurantProfileUpdate>({
    resolver,
    defaultValues: defaults(profile),
  });
  useEffect(() => {
    let focused = false;
    for (const field of PROFILE_FORM_FIELDS) {
      const message = serverErrors?.[field];
      if (!message) continue;
      setError(field, { type: 'server', message }, { shouldFocus: !focused });
      focused = true;
    }
  }, [serverErrors, setError]);
  const deliveryTimes: readonly string[] = (DELIVERY_TIMES as readonly string[]).includes(
    profile.deliveryTime,
  )
    ? DELIVERY_TIMES
    : [profile.deliveryTime, ...DELIVERY_TIMES];
  const wholeUnits = currencyDigits(currency) === 0;
  const amountInput = {
    type: 'number',
    inputMode: wholeUnits ? 'numeric' : 'decimal',
    // The currency's smallest unit: a whole yen, a cent.
    step: wholeUnits ? '1' : '0.01',
    min: '0',
  } as const;
  const inCurrency = wholeUnits ? `In ${currency}, a whole amount` : `In ${currency}`;
  const includesTaxError = errors.pricesIncludeTax?.message;
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-5" aria-label="Restaurant settings">
      <Controller
        control={control}
        name="isOpen"
        render={({ field }) => (
          <div className="flex items-center gap-3">
            <Switch id={openId} checked={field.value ?? false} onCheckedChange={field.onChange} />
            <label htmlFor={openId} className="font-medium text-stone-800">
              Open for orders
            </label>
          </div>
        )}
      />
      <FormField label="Description" error={errors.description?.message} required>
        <Textarea rows={3} {...register('description')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label="Delivery time" error={errors.deliveryTime?.message}>
          <Select {...register('deliveryTime')}>
            {deliveryTimes.map((time) => (
              <option key={time} value={time}>
                {time}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField
          label={`Delivery fee (${currency})`}
          error={errors.deliveryFee?.message}
          hint={`${inCurrency}, below ${formatMoney(deliveryFeeLimitCents(currency), currency)}.`}
        >
          <Input {...amountInput} {...register('deliveryFee')} />
        </FormField>
        <FormField
          label={`Minimum order (${currency})`}
          error={errors.minOrder?.message}
          hint={`${inCurrency}, below ${formatMoney(minOrderLimitCents(currency), currency)}.`}
        >
          <Input {...amountInput} {...register('minOrder')} />
        </FormField>
      </div>
      <fieldset className="space-y-3">
        <legend className="font-semibold text-stone-900">Tax</legend>
        <div className="grid gap-4 sm:grid-cols-2 sm:items-start">
          <FormField
            label="Tax rate (%)"
            error={errors.taxRate?.message}
            hint={`On the food after any discount, from 0 to ${MAX_TAX_RATE}, e.g. 13 or 14.975.`}
          >
            <Input
              type="number"
              inputMode="decimal"
              step="0.001"
              min="0"
              max={MAX_TAX_RATE}
              {...register('taxRate')}
            />
          </FormField>
          <Controller
            control={control}
            name="pricesIncludeTax"
            render={({ field }) => (
              <div className="space-y-1.5 sm:pt-7">
                <div className="flex items-center gap-3">
                  <Switch
                    id={includesTaxId}
                    checked={field.value ?? false}
                    onCheckedChange={field.onChange}
                    aria-describedby={includesTaxHintId}
                    aria-invalid={includesTaxError ? true : undefined}
                  />
                  <label htmlFor={includesTaxId} className="font-medium text-stone-800">
                    Prices include tax
                  </label>
                </div>
                <p id={includesTaxHintId} className="text-sm text-stone-600">
                  {field.value
                    ? 'Menu prices already include the tax; the receipt shows the part that is tax.'
                    : 'The tax is added to the order on top of the menu prices.'}
                </p>
                {includesTaxError ? (
                  <p className="text-sm font-medium text-red-700" role="alert">
                    {includesTaxError}
                  </p>
                ) : null}
              </div>
            )}
          />
        </div>
      </fieldset>
      <FormField
        label="Delivery radius (km)"
        error={errors.deliveryRadiusKm?.message}
        hint={`Straight-line distance you deliver to, ${MIN_DELIVERY_RADIUS_KM}-${MAX_DELIVERY_RADIUS_KM} km; farther addresses cannot order.`}
      >
        <Input
          type="number"
          inputMode="numeric"
          step="1"
          min={MIN_DELIVERY_RADIUS_KM}
          max={MAX_DELIVERY_RADIUS_KM}
          {...register('deliveryRadiusKm')}
        />
      </FormField>
      <FormField label="Image URL" error={errors.imageUrl?.message}>
        <Input type="url" inputMode="url" {...register('imageUrl')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Time zone"
          error={errors.timeZone?.message}
          hint="Your opening hours are read in it; found from your address when you registered."
        >
          <Select {...register('timeZone')}>
            {timeZoneChoices(profile.timeZone).map((zone) => (
              <option key={zone} value={zone}>
                {zone.replaceAll('_', ' ')}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField
          label="Preparation lead (minutes)"
          error={errors.prepLeadMinutes?.message}
          hint={`How long before an order for later is due it reaches your kitchen, 0-${MAX_PREP_LEAD_MINUTES}.`}
        >
          <Input
            type="number"
            inputMode="numeric"
            step="1"
            min="0"
            max={MAX_PREP_LEAD_MINUTES}
            {...register('prepLeadMinutes')}
          />
        </FormField>
      </div>
      <fieldset className="space-y-3">
        <legend className="font-semibold text-stone-900">Opening hours</legend>
        <p className="text-sm text-stone-600">
          Like 10:00 AM - 10:00 PM, 6:00 PM - 2:00 AM (past midnight) or Open 24 hours; leave a day empty when
          you are closed. Outside them customers cannot order.
        </p>
        <div className="grid gap-3 sm:grid-cols-2">
          {WEEKDAY_HOURS_FIELDS.map((field) => (
            <FormField key={field} label={WEEKDAY_HOURS_LABELS[field]} error={errors[field]?.message}>
              <Input placeholder="Closed" {...register(field)} />
            </FormField>
          ))}
        </div>
      </fieldset>
      {errors.root?.message ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errors.root.message}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" needsConnection disabled={pending}>
          Save Settings
        </Button>
      </div>
    </form>
  );
}
