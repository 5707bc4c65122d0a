import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Country } from '#domain/countries/country-list.ts';
import type { RateCardBody } from '#domain/rate-cards/requests.ts';
import { toast } from '#web/components/ui/use-toast.ts';
import { apiErrorBody, isApiError, serverMessage } from '#web/lib/api-client.ts';
import { putRateCard, rateCardKey } from './api/rate-cards-api';
import { fieldOf, type RateCardErrors } from './rate-card-values';

/**
 * Saves a country's card. The stored card replaces the editor's copy, and any other screen holding
 * the country's card (the sign-up pages, the checkout's tips) reads it again. A field the server refuses goes back to the
 * form through `onFieldErrors`; a lost session hands the panel back to the sign-in.
 */
export function useSaveRateCard(onUnauthorized: () => void, onFieldErrors: (errors: RateCardErrors) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ country, body }: { country: Country; body: RateCardBody }) =>
      putRateCard(country.code, body),
    onSuccess: (stored, { country }) => {
      queryClient.setQueryData(rateCardKey(country.code), stored);
      // Any other screen holding this country's card reads it again.
      void queryClient.invalidateQueries({
        queryKey: ['/api/rate-cards', country.code],
        predicate: (query) => query.queryKey[2] === undefined,
      });
      toast({
        title: 'Rate card saved',
        description: `Payouts in ${country.name} follow it from now on, in ${stored.currency}.`,
      });
    },
    onError: (error) => {
      if (isApiError(error, 401) || isApiError(error, 403)) {
        onUnauthorized();
        return;
      }
      const errors: RateCardErrors = {};
      for (const [name, message] of Object.entries(apiErrorBody(error)?.fields ?? {})) {
        const field = fieldOf(name);
        if (field && !errors[field]) errors[field] = message;
      }
      if (Object.keys(errors).length > 0) {
        onFieldErrors(errors);
        return;
      }
      toast({
        title: 'Could not save the rate card',
        description: serverMessage(error, error instanceof Error ? error.message : String(error)),
        variant: 'destructive',
      });
    },
  });
}
