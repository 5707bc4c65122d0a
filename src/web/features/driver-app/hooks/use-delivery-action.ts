import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DriverDelivery, DriverDeliveryPage } from '../../../../domain/driver-app';
import { toast } from '../../../components/ui/use-toast';
import { isApiError, serverMessage } from '../../../lib/api-client';
import { driverKeys } from '../api/query-keys';
import { applyDeliveryToActivePage } from '../delivery-cache';
import { useOnUnauthorized } from '../driver-session';

/**
 * One step on one delivery card (Picked Up, On The Way, Mark as Delivered). The answer updates the
 * card at once; the deliveries and the stat cards are then read again. A failure is toasted with
 * `failureTitle` and the server's message (409: the order moved meanwhile), unless the caller shows
 * it itself (failureTitle null, as the delivery-code dialog does).
 */
export function useDeliveryAction<Variables>(
  run: (variables: Variables) => Promise<DriverDelivery>,
  failureTitle: string | null,
) {
  const queryClient = useQueryClient();
  const onUnauthorized = useOnUnauthorized();
  return useMutation({
    mutationFn: run,
    onSuccess: (delivery) => {
      queryClient.setQueryData<DriverDeliveryPage>(driverKeys.deliveriesIn('active'), (page) =>
        page ? applyDeliveryToActivePage(page, delivery) : page,
      );
    },
    onError: (error) => {
      if (isApiError(error, 401)) {
        onUnauthorized();
        return;
      }
      if (failureTitle === null) return;
      toast({
        title: failureTitle,
        description: serverMessage(error, error instanceof Error ? error.message : String(error)),
        variant: 'destructive',
      });
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: driverKeys.deliveries }),
        queryClient.invalidateQueries({ queryKey: driverKeys.stats }),
      ]),
  });
}
