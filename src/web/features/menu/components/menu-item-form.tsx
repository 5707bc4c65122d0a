import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import {
  type Control,
  type FieldErrors,
  type FieldPath,
  type UseFormGetValues,
  type UseFormRegister,
  type UseFormSetValue,
  useForm,
} from 'react-hook-form';
import type { MenuItem } from '#domain/catalogue/responses.ts';
import { optionGroupsCurrencyIssue } from '#domain/menu/option-groups.ts';
import { type MenuItemData, type MenuItemInput, menuItemSchema } from '#domain/menu/requests.ts';
import { amountDecimalsMessage, currencyDigits, moneyOrNull } from '#domain/shared/currency.ts';
import { centsOrNull } from '#domain/shared/money.ts';
import { MENU_CATEGORIES } from '#domain/shared/options.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input, Select, Textarea } from '#web/components/ui/input.tsx';
import { formPath, groupDrafts, issuePath } from '../option-groups-draft';
import { OptionGroupsEditor, type WithOptionGroups } from './option-groups-editor';

interface MenuItemFormProps {
  /** The item being edited; absent when adding. */
  item?: MenuItem;
  /** The restaurant's currency (ISO 4217): the price may carry no more decimals than it has. */
  currency: string;
  /** Messages the server gave for fields it refused, by field name; shown at those fields. */
  serverErrors?: Readonly<Record<string, string>>;
  submitLabel: string;
  pending: boolean;
  onSubmit: (data: MenuItemFormData) => void;
  onCancel: () => void;
}

// The editor's drafts are the schema's input (every field present, so each input has a value).
type FormInput = MenuItemInput;
/** The item with its option groups (issue 37), as POST and PATCH take them. */
export type MenuItemFormData = MenuItemData;

function defaults(item?: MenuItem): FormInput {
  return {
    optionGroups: groupDrafts(item?.optionGroups ?? []),
    name: item?.name ?? '',
    description: item?.description ?? '',
    price: item?.price ?? '',
    category: item?.category ?? '',
    imageUrl: item?.imageUrl ?? '',
    isAvailable: item?.isAvailable ?? true,
  };
}

const FIELDS: readonly (keyof MenuItemInput)[] = ['name', 'description', 'price', 'category', 'imageUrl'];

/**
 * The SPEC section 5 rules, and the server's rule that a price fits the restaurant's currency:
 * 980.5 yen is refused with the server's own words ("Price must be a whole amount in JPY").
 */
function schemaIn(currency: string) {
  return menuItemSchema.superRefine((item, context) => {
    const price = String(item.price);
    // A price that is no amount at all has its own message already.
    if (centsOrNull(price) !== null && moneyOrNull(price, currency) === null) {
      context.addIssue({
        code: 'custom',
        path: ['price'],
        message: amountDecimalsMessage('Price', currency),
      });
    }
    // An option's price change fits the currency too ("Price change must be a whole amount in JPY").
    const groups = Array.isArray(item.optionGroups) ? item.optionGroups : [];
    const issue = optionGroupsCurrencyIssue(groups, currency);
    if (issue) context.addIssue({ code: 'custom', path: issuePath(issue[0]), message: issue[1] });
  });
}

/** Add or edit a dish with the SPEC section 5 rules and messages (the server checks the same schema). */
export function MenuItemForm({
  item,
  currency,
  serverErrors,
  submitLabel,
  pending,
  onSubmit,
  onCancel,
}: MenuItemFormProps) {
  const resolver = useMemo(() => zodResolver(schemaIn(currency)), [currency]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
    control,
    setValue,
    getValues,
  } = useForm<FormInput, unknown, MenuItemFormData>({ resolver, defaultValues: defaults(item) });
  useEffect(() => {
    let focused = false;
    for (const field of FIELDS) {
      const message = serverErrors?.[field];
      if (!message) continue;
      setError(field, { type: 'server', message }, { shouldFocus: !focused });
      focused = true;
    }
    // A group or option the server refused: "optionGroups[0].name" is the form's optionGroups.0.name.
    for (const [field, message] of Object.entries(serverErrors ?? {})) {
      const path = formPath(field);
      if (!path) continue;
      setError(path as FieldPath<FormInput>, { type: 'server', message }, { shouldFocus: !focused });
      focused = true;
    }
  }, [serverErrors, setError]);
  const wholeUnits = currencyDigits(currency) === 0;
  // An older item may carry a category that is no longer offered; keep it choosable.
  const categories: readonly string[] =
    item && !(MENU_CATEGORIES as readonly string[]).includes(item.category)
      ? [...MENU_CATEGORIES, item.category]
      : MENU_CATEGORIES;
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4" aria-label={submitLabel}>
      <FormField label="Name" error={errors.name?.message} required>
        <Input autoComplete="off" {...register('name')} />
      </FormField>
      <FormField label="Description" error={errors.description?.message}>
        <Textarea rows={2} {...register('description')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Price"
          error={errors.price?.message}
          hint={wholeUnits ? `In ${currency}, a whole amount` : `In ${currency}`}
          required
        >
          <Input
            type="number"
            inputMode={wholeUnits ? 'numeric' : 'decimal'}
            // The currency's smallest unit: a whole yen, a cent.
            step={wholeUnits ? '1' : '0.01'}
            min="0"
            {...register('price')}
          />
        </FormField>
        <FormField label="Category" error={errors.category?.message} required>
          <Select {...register('category')}>
            <option value="">Select a category</option>
            {categories.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      <FormField
        label="Image URL"
        error={errors.imageUrl?.message}
        hint="Optional: a link to a photo of the dish"
      >
        <Input type="url" inputMode="url" {...register('imageUrl')} />
      </FormField>
      <label className="flex min-h-10 items-center gap-3 text-stone-800">
        <input
          type="checkbox"
          className="focus-ring size-5 accent-brand-strong"
          {...register('isAvailable')}
        />
        Available to order
      </label>
      <OptionGroupsEditor
        // The editor sees only its part of the form.
        control={control as unknown as Control<WithOptionGroups>}
        register={register as unknown as UseFormRegister<WithOptionGroups>}
        errors={errors as FieldErrors<WithOptionGroups>}
        setValue={setValue as unknown as UseFormSetValue<WithOptionGroups>}
        getValues={getValues as unknown as UseFormGetValues<WithOptionGroups>}
        currency={currency}
        wholeUnits={wholeUnits}
      />
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
