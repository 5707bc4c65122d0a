import type { ToastInput } from '#web/components/ui/use-toast.ts';

// SPEC section 8 "Menu": the toasts word for word, the failure ones with the error's message.

export type MenuChange = 'add' | 'update' | 'delete';

const successTitle: Record<MenuChange, string> = {
  add: 'Menu item added successfully!',
  update: 'Menu item updated successfully!',
  delete: 'Menu item deleted successfully!',
};

const failureTitle: Record<MenuChange, string> = {
  add: 'Failed to add menu item',
  update: 'Failed to update menu item',
  delete: 'Failed to delete menu item',
};

export function menuSuccessToast(change: MenuChange): ToastInput {
  return { title: successTitle[change] };
}

export function menuFailureToast(change: MenuChange, error: unknown): ToastInput {
  const description = error instanceof Error ? error.message : String(error);
  return { title: failureTitle[change], description, variant: 'destructive' };
}
