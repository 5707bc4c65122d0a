import { type ReactNode, useState } from 'react';
import type { MenuItem } from '#domain/catalogue/responses.ts';
import type { MenuItemData } from '#domain/menu/requests.ts';
import { Dialog, DialogContent, DialogTrigger } from '#web/components/ui/dialog.tsx';
import { useAddMenuItem, useEditMenuItem } from '../use-menu-mutations';
import { MenuItemForm } from './menu-item-form';

interface MenuItemDialogProps {
  restaurantId: number;
  /** The item to edit; without one the dialog adds a new item. */
  item?: MenuItem;
  trigger: ReactNode;
}

/** The add / edit dialog; it closes once the server has stored the item. */
export function MenuItemDialog({ restaurantId, item, trigger }: MenuItemDialogProps) {
  const [open, setOpen] = useState(false);
  const add = useAddMenuItem(restaurantId);
  const edit = useEditMenuItem(restaurantId);
  const close = { onSuccess: () => setOpen(false) };

  const submit = (data: MenuItemData) => {
    if (!item) {
      add.mutate(data, close);
      return;
    }
    // Every field is sent, so clearing the description or the image really clears it.
    edit.mutate({ id: item.id, patch: { ...data, description: data.description ?? null } }, close);
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent
        title={item ? `Edit ${item.name}` : 'Add menu item'}
        className="max-h-[90vh] overflow-y-auto"
      >
        {/* Mounted only while open, so each opening starts from the item's current values. */}
        {open ? (
          <MenuItemForm
            item={item}
            submitLabel={item ? 'Save Changes' : 'Add Item'}
            pending={add.isPending || edit.isPending}
            onSubmit={submit}
            onCancel={() => setOpen(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
