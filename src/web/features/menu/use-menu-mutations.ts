import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MenuItem } from '#domain/catalogue/responses.ts';
import type { MenuItemData } from '#domain/menu/requests.ts';
import { toast } from '#web/components/ui/use-toast.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { menuKey } from '#web/lib/menu-query.ts';
import { useOnUnauthorized } from '#web/lib/partner-session.tsx';
import { createMenuItem } from './api/create-menu-item';
import { deleteMenuItem } from './api/delete-menu-item';
import { type MenuItemPatch, updateMenuItem } from './api/update-menu-item';
import { type MenuChange, menuFailureToast, menuSuccessToast } from './menu-messages';

/** The shared ending of every menu change: the SPEC section 8 toast, then the menu read again. */
function useMenuMutation<Variables, Result>(
  restaurantId: number,
  change: MenuChange,
  run: (variables: Variables) => Promise<Result>,
  optimistic?: (items: MenuItem[], variables: Variables) => MenuItem[],
) {
  const queryClient = useQueryClient();
  const onUnauthorized = useOnUnauthorized();
  const key = menuKey(restaurantId);
  return useMutation({
    mutationFn: run,
    onMutate: async (variables: Variables) => {
      if (!optimistic) return { previous: undefined };
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<MenuItem[]>(key);
      if (previous) queryClient.setQueryData(key, optimistic(previous, variables));
      return { previous };
    },
    onSuccess: () => {
      toast(menuSuccessToast(change));
    },
    onError: (error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      toast(menuFailureToast(change, error));
      if (isApiError(error, 401)) onUnauthorized();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useAddMenuItem(restaurantId: number) {
  return useMenuMutation(restaurantId, 'add', (item: MenuItemData) => createMenuItem(restaurantId, item));
}

export function useEditMenuItem(restaurantId: number) {
  return useMenuMutation(restaurantId, 'update', ({ id, patch }: { id: number; patch: MenuItemPatch }) =>
    updateMenuItem(id, patch),
  );
}

/** The availability switch: sends only { isAvailable } and flips the row at once. */
export function useToggleAvailability(restaurantId: number) {
  return useMenuMutation(
    restaurantId,
    'update',
    ({ id, isAvailable }: { id: number; isAvailable: boolean }) => updateMenuItem(id, { isAvailable }),
    (items, { id, isAvailable }) => items.map((item) => (item.id === id ? { ...item, isAvailable } : item)),
  );
}

export function useDeleteMenuItem(restaurantId: number) {
  return useMenuMutation(
    restaurantId,
    'delete',
    (id: number) => deleteMenuItem(id),
    (items, id) => items.filter((item) => item.id !== id),
  );
}
