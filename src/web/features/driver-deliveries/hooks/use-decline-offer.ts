import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DriverOffer } from '#domain/driver-deliveries/responses.ts';
import { toast } from '#web/components/ui/use-toast.ts';
import { isApiError, serverMessage } from '#web/lib/api-client.ts';
import { useOnUnauthorized } from '#web/lib/partner-session.tsx';
import { declineOffer } from '../api/decline-offer';
import { driverKeys } from '../api/query-keys';
import { withoutOffer } from '../delivery-cache';

export const DECLINE_FAILED_TITLE = 'Could not decline the order';
export const OFFER_GONE_TITLE = 'Order no longer available';

/**
 * Decline: POST /api/driver/offers/{id}/decline. The offer leaves the list at once, before the
 * server answers. A 404 means it was no longer an offer anyway (taken or cancelled): it stays gone.
 * Any other refusal is shown with the server's reason and the re-read list brings the offer back.
 */
export function useDeclineOffer() {
  const queryClient = useQueryClient();
  const onUnauthorized = useOnUnauthorized();
  return useMutation({
    mutationFn: (orderId: number) => declineOffer(orderId),
    onMutate: async (orderId) => {
      // A read on its way could land after the drop and show the offer again.
      await queryClient.cancelQueries({ queryKey: driverKeys.offers });
      queryClient.setQueryData<DriverOffer[]>(driverKeys.offers, (offers) =>
        offers ? withoutOffer(offers, orderId) : offers,
      );
    },
    onError: (error) => {
      if (isApiError(error, 401)) {
        onUnauthorized();
        return;
      }
      const gone = isApiError(error, 404);
      const fallback = error instanceof Error ? error.message : String(error);
      toast({
        title: gone ? OFFER_GONE_TITLE : DECLINE_FAILED_TITLE,
        description: serverMessage(error, fallback),
        variant: gone ? 'default' : 'destructive',
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: driverKeys.offers }),
  });
}
