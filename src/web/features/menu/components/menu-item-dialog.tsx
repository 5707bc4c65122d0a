import { type ReactNode, useState } from 'react';
import type { MenuItem } from '#domain/catalogue/responses.ts';
import { Dialog, DialogContent, DialogTrigger } from '#web/components/ui/dialog.tsx';
import { apiErrorBody } from '#web/lib/api-client.ts';
import { useAddMenuItem, useEditMenuItem } from '../use-menu-mutations';
import { MenuItemForm, type MenuItemFormData } from './menu-item-form';

interface MenuItemDialogProps {
  restaurantId: number;
  /** The restaurant's currency (ISO 4217), which the price is typed in. */
  currency: string;
  /** The item to edit; without one the dialog adds a new item. */
  item?: MenuItem;
  trigger: ReactNode;
}

/**
 * The add / edit dialog; it closes once the server has stored the item. A field the server refuses
 * (a price with more decimals than the currency has) shows the server's message at that field.
 */
export function MenuItemDialog({ restaurantId, currency, item, trigger }: MenuItemDialogProps) {
  const [open, setOpen] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const add = useAddMenuItem(restaurantId);
  const edit = useEditMenuItem(restaurantId);
  const outcome = {
    onSuccess: () => setOpen(false),
    onError: (error: unknown) => setServerErrors(apiErrorBody(error)?.fields ?? {}),
  };
  const openChange = (next: boolean) => {
    setOpen(next);
    setServerErrors({});
  };

  const submit = (data: MenuItemFormData) => {
    if (!item) {
      add.mutate(data, outcome);
      return;
    }
    // Every field is sent, so clearing the description or the image really clears it.
    edit.mutate({ id: item.id, patch: { ...data, description: data.description ?? null } }, outcome);
  };

  return (
    <Dialog open={open} onOpenChange={openChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent
        title={item ? `Edit ${item.name}` : 'Add menu item'}
        className="max-h-[90vh] overflow-y-auto"
      >
        {/* Mounted only while open, so each opening starts from the item's current values. */}
        {open ? (
          <MenuItemForm
            item={item}
            currency={currency}
            serverErrors={serverErrors}
            submitLabel={item ? 'Save Changes' : 'Add Item'}
            pending={add.isPending || edit.isPending}
            onSubmit={submit}
            onCancel={() => openChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
