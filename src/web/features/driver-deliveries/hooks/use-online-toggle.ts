import type { DriverStats } from '#domain/driver-deliveries/responses.ts';
import { toast } from '#web/components/ui/use-toast.ts';
import { localTimeZone } from '#web/lib/local-time-zone.ts';
import { usePartnerAction } from '#web/lib/use-partner-action.ts';
import { driverKeys } from '../api/query-keys';
import { updateDriverStatus } from '../api/update-driver-status';

/**
 * Go Online / Go Offline through PATCH /api/driver/status: the stat cards take the answer, the
 * offers are read again (an offline driver gets none). Right after going online one position is
 * sent (`sendPosition`), so the offers come sorted by distance; they are read again once it arrived.
 */
export function useOnlineToggle(sendPosition: () => Promise<boolean>) {
  return usePartnerAction({
    run: (isOnline: boolean) => updateDriverStatus({ isOnline }),
    failureTitle: 'Could not change your status',
    onSuccess: (stats: DriverStats, queryClient) => {
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
    refresh: [driverKeys.offers, driverKeys.stats],
  });
}
