import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { MAX_DELIVERY_RADIUS_KM, MIN_DELIVERY_RADIUS_KM } from '#domain/ordering/rules.ts';
import { type RestaurantProfileUpdate, restaurantProfileUpdateSchema } from '#domain/partners/requests.ts';
import type { RestaurantProfile } from '#domain/partners/responses.ts';
import { DELIVERY_TIMES, WEEKDAY_HOURS_FIELDS } from '#domain/shared/options.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input, Select, Textarea } from '#web/components/ui/input.tsx';
import { Switch } from '#web/components/ui/switch.tsx';
import { WEEKDAY_HOURS_LABELS } from '#web/lib/weekday-hours-labels.ts';

type ProfileFormValues = z.input<typeof restaurantProfileUpdateSchema>;

function defaults(profile: RestaurantProfile): ProfileFormValues {
  return {
    isOpen: profile.isOpen,
    description: profile.description ?? '',
    deliveryTime: profile.deliveryTime as ProfileFormValues['deliveryTime'],
    deliveryFee: profile.deliveryFee,
    minOrder: profile.minOrder,
    deliveryRadiusKm: profile.deliveryRadiusKm,
    imageUrl: profile.imageUrl ?? '',
    ...Object.fromEntries(WEEKDAY_HOURS_FIELDS.map((field) => [field, profile[field]])),
  };
}

interface ProfileFormProps {
  profile: RestaurantProfile;
  pending: boolean;
  onSubmit: (patch: RestaurantProfileUpdate) => void;
  onCancel: () => void;
}

/** The Settings form: what customers see of the restaurant and when it opens. */
export function ProfileForm({ profile, pending, onSubmit, onCancel }: ProfileFormProps) {
  const openId = useId();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<ProfileFormValues, unknown, RestaurantProfileUpdate>({
    resolver: zodResolver(restaurantProfileUpdateSchema),
    defaultValues: defaults(profile),
  });
  const deliveryTimes: readonly string[] = (DELIVERY_TIMES as readonly string[]).includes(
    profile.deliveryTime,
  )
    ? DELIVERY_TIMES
    : [profile.deliveryTime, ...DELIVERY_TIMES];
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
        <FormField label="Delivery fee ($)" error={errors.deliveryFee?.message}>
          <Input type="number" inputMode="decimal" step="0.01" min="0" {...register('deliveryFee')} />
        </FormField>
        <FormField label="Minimum order ($)" error={errors.minOrder?.message}>
          <Input type="number" inputMode="decimal" step="0.01" min="0" {...register('minOrder')} />
        </FormField>
      </div>
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
      <fieldset className="space-y-3">
        <legend className="font-semibold text-stone-900">Opening hours</legend>
        <p className="text-sm text-stone-600">
          Like 10:00 AM - 10:00 PM; leave a day empty when you are closed.
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
        <Button type="submit" disabled={pending}>
          Save Settings
        </Button>
      </div>
    </form>
  );
}
