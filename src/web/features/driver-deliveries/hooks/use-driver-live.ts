import { useQueryClient } from '@tanstack/react-query';
import { useLiveChannel } from '#web/lib/live/use-live-channel.ts';
import { catchUp, handleDriverLiveMessage } from '../driver-live';

/**
 * The driver's live channel (the server binds it to the session's driver): offers and the driver's
 * own orders refresh as they change; after a drop everything is read again. Closed until the
 * profile has confirmed a driver is signed in.
 */
export function useDriverLive(enabled: boolean) {
  const queryClient = useQueryClient();
  return useLiveChannel({
    appType: 'driver',
    enabled,
    onMessage: (message) => handleDriverLiveMessage(message, queryClient),
    onReconnect: () => catchUp(queryClient),
  });
}
