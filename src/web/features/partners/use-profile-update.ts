import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RestaurantProfileUpdate } from '#domain/partners/requests.ts';
import type { PartnerProfile } from '#domain/partners/responses.ts';
import { type ToastInput, toast } from '#web/components/ui/use-toast.ts';
import { apiErrorBody } from '#web/lib/api-client.ts';
import { partnerProfileKey } from '#web/lib/partner-profile-key.ts';
import { useOnUnauthorized } from '#web/lib/partner-session.tsx';
import { reportPartnerFailure } from '#web/lib/use-partner-action.ts';
import { updateRestaurantProfile } from './api/update-restaurant-profile';

interface ProfileUpdateOptions {
  /**
   * Given the server's per-field messages of a refusal; answers true when it showed them at their
   * fields (the Settings form), so no toast repeats them.
   */
  onFieldErrors?: (fields: Record<string, string>) => boolean;
}

/**
 * PATCH /api/restaurant/profile from the Open toggle or the Settings form. The cached profile takes
 * the answer, so the toggle and the form show what the server stored. `successToast` names what
 * changed in the user's words.
 */
export function useProfileUpdate(
  successToast: (patch: Partial<RestaurantProfileUpdate>) => ToastInput,
  { onFieldErrors }: ProfileUpdateOptions = {},
) {
  const queryClient = useQueryClient();
  const onUnauthorized = useOnUnauthorized();
  return useMutation({
    mutationFn: (patch: Partial<RestaurantProfileUpdate>) => updateRestaurantProfile(patch),
    onMutate: async (patch) => {
      // The switch flips at once; a failure puts it back.
      if (patch.isOpen === undefined) return { previous: undefined };
      await queryClient.cancelQueries({ queryKey: partnerProfileKey });
      const previous = queryClient.getQueryData<PartnerProfile>(partnerProfileKey);
      if (previous?.type === 'restaurant') {
        const flipped: PartnerProfile = { ...previous, isOpen: patch.isOpen };
        queryClient.setQueryData<PartnerProfile>(partnerProfileKey, flipped);
      }
      return { previous };
    },
    onSuccess: (profile, patch) => {
      queryClient.setQueryData<PartnerProfile>(partnerProfileKey, profile);
      toast(successToast(patch));
    },
    onError: (error, _patch, context) => {
      if (context?.previous) queryClient.setQueryData(partnerProfileKey, context.previous);
      const fields = apiErrorBody(error)?.fields ?? {};
      if (Object.keys(fields).length > 0 && onFieldErrors?.(fields)) return;
      reportPartnerFailure(error, 'Could not update your restaurant', onUnauthorized);
    },
    // Customers' lists and pages show Open, fees and hours too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['/api/restaurants'] }),
  });
}
