import { useQueryClient } from '@tanstack/react-query';
import { useLiveChannel } from '#web/lib/live/use-live-channel.ts';
import { catchUp, handleBoardLiveMessage } from '../board-live';

/**
 * The restaurant's live channel (the server binds it to the session's restaurant): each message
 * refreshes what it made stale; after a drop everything is read again. Closed until the profile has
 * confirmed a restaurant is signed in (restaurantId null).
 */
export function useBoardLive(restaurantId: number | null) {
  const queryClient = useQueryClient();
  return useLiveChannel({
    appType: 'restaurant',
    enabled: restaurantId !== null,
    onMessage: (message) => void handleBoardLiveMessage(message, queryClient),
    onReconnect: () => {
      if (restaurantId !== null) catchUp(queryClient, restaurantId);
    },
  });
}
