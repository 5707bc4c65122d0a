import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DriverStats } from '#domain/driver-deliveries/responses.ts';
import { toast } from '#web/components/ui/use-toast.ts';
import { isApiError, serverMessage } from '#web/lib/api-client.ts';
import { localTimeZone } from '#web/lib/local-time-zone.ts';
import { useOnUnauthorized } from '#web/lib/partner-session.tsx';
import { driverKeys } from '../api/query-keys';
import { updateDriverStatus } from '../api/update-driver-status';

/**
 * Go Online / Go Offline through PATCH /api/driver/status: the stat cards take the answer, the
 * offers are read again (an offline driver gets none). Right after going online one position is
 * sent (`sendPosition`), so the offers come sorted by distance; they are read again once it arrived.
 */
export function useOnlineToggle(sendPosition: () => Promise<boolean>) {
  const queryClient = useQueryClient();
  const onUnauthorized = useOnUnauthorized();
  return useMutation({
    mutationFn: (isOnline: boolean) => updateDriverStatus({ isOnline }),
    onSuccess: (stats) => {
      queryClient.setQueryData<DriverStats>(driverKeys.statsIn(localTimeZone()), stats);
      toast(
        stats.isOnline
          ? { title: 'You are online', description: 'New orders near you appear under Available Orders.' }
          : { title: 'You are offline', description: 'You will not get new orders until you go online.' },
      );
      if (stats.isOnline) {
        void sendPosition().then((sent) => {
          if (sent) void queryClient.invalidateQueries({ queryKey: driverKeys.offers });
        });
      }
    },
    onError: (error) => {
      if (isApiError(error, 401)) {
        onUnauthorized();
        return;
      }
      toast({
        title: 'Could not change your status',
        description: serverMessage(error, error.message),
        variant: 'destructive',
      });
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: driverKeys.offers }),
        queryClient.invalidateQueries({ queryKey: driverKeys.stats }),
      ]),
  });
}
