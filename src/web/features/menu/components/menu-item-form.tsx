import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { MenuItem } from '#domain/catalogue/responses.ts';
import { type MenuItemData, type MenuItemInput, menuItemSchema } from '#domain/menu/requests.ts';
import { MENU_CATEGORIES } from '#domain/shared/options.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input, Select, Textarea } from '#web/components/ui/input.tsx';

interface MenuItemFormProps {
  /** The item being edited; absent when adding. */
  item?: MenuItem;
  submitLabel: string;
  pending: boolean;
  onSubmit: (data: MenuItemData) => void;
  onCancel: () => void;
}

function defaults(item?: MenuItem): MenuItemInput {
  return {
    name: item?.name ?? '',
    description: item?.description ?? '',
    price: item?.price ?? '',
    category: item?.category ?? '',
    imageUrl: item?.imageUrl ?? '',
    isAvailable: item?.isAvailable ?? true,
  };
}

/** Add or edit a dish with the SPEC section 5 rules and messages (the server checks the same schema). */
export function MenuItemForm({ item, submitLabel, pending, onSubmit, onCancel }: MenuItemFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<MenuItemInput, unknown, MenuItemData>({
    resolver: zodResolver(menuItemSchema),
    defaultValues: defaults(item),
  });
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
        <FormField label="Price" error={errors.price?.message} required>
          <Input type="number" inputMode="decimal" step="0.01" min="0" {...register('price')} />
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
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
