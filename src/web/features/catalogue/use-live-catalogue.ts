import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ServerMessage } from '#domain/shared/live-messages.ts';
import { useLiveChannel } from '#web/lib/live/use-live-channel.ts';
import { invalidateRestaurant } from './invalidate-restaurant';

/** Whether a live message says restaurant `id` or its menu changed. */
export function isCatalogueChangeOf(message: ServerMessage, id: number): boolean {
  return message.type === 'catalogue_updated' && message.data.restaurantId === id;
}

/**
 * Keeps an open restaurant page current: a customer socket that names the restaurant hears
 * catalogue_updated when its menu, opening state, fees or hours change, and the page refetches
 * without a reload. Changes made while the socket was down are caught up on reconnect.
 */
export function useLiveCatalogue(id: number) {
  const queryClient = useQueryClient();
  const refresh = useCallback(() => invalidateRestaurant(queryClient, id), [queryClient, id]);
  return useLiveChannel({
    appType: 'customer',
    restaurantId: id,
    onMessage: (message) => {
      if (isCatalogueChangeOf(message, id)) refresh();
    },
    onReconnect: refresh,
  });
}
