import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatePromotion, UpdatePromotion } from '#domain/promotions/requests.ts';
import type { Promotion } from '#domain/promotions/responses.ts';
import { type ToastInput, toast } from '#web/components/ui/use-toast.ts';
import { apiErrorBody } from '#web/lib/api-client.ts';
import { useOnUnauthorized } from '#web/lib/partner-session.tsx';
import { reportPartnerFailure } from '#web/lib/use-partner-action.ts';
import { createPromotion, deletePromotion, promotionsKey, updatePromotion } from './api/promotions-api';

/**
 * Given the server's per-field messages of a refusal; answers true when it showed them at their
 * fields (the form), so no toast repeats them.
 */
export type FieldErrorsHandler = (fields: Record<string, string>) => boolean;

interface PromotionMutation<Variables> {
  run: (variables: Variables) => Promise<unknown>;
  success: (variables: Variables) => ToastInput;
  failureTitle: string;
  /** Shows the change at once; the list is read again whatever the outcome. */
  optimistic?: (promotions: Promotion[], variables: Variables) => Promotion[];
  onFieldErrors?: FieldErrorsHandler;
}

/**
 * The shared ending of every promotion change: a toast saying what happened, a 401 back to the
 * sign-in, the list read again, and customers' restaurant cards too (their badge is the running
 * automatic promotion's title).
 */
function usePromotionMutation<Variables>({
  run,
  success,
  failureTitle,
  optimistic,
  onFieldErrors,
}: PromotionMutation<Variables>) {
  const queryClient = useQueryClient();
  const onUnauthorized = useOnUnauthorized();
  return useMutation({
    mutationFn: run,
    onMutate: async (variables: Variables) => {
      if (!optimistic) return { previous: undefined };
      await queryClient.cancelQueries({ queryKey: promotionsKey });
      const previous = queryClient.getQueryData<Promotion[]>(promotionsKey);
      if (previous) queryClient.setQueryData(promotionsKey, optimistic(previous, variables));
      return { previous };
    },
    onSuccess: (_result, variables) => toast(success(variables)),
    onError: (error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(promotionsKey, context.previous);
      const fields = apiErrorBody(error)?.fields ?? {};
      if (Object.keys(fields).length > 0 && onFieldErrors?.(fields)) return;
      reportPartnerFailure(error, failureTitle, onUnauthorized);
    },
    onSettled: () => refresh(queryClient),
  });
}

function refresh(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: promotionsKey }),
    queryClient.invalidateQueries({ queryKey: ['/api/restaurants'] }),
  ]);
}

export function useCreatePromotion(onFieldErrors: FieldErrorsHandler) {
  return usePromotionMutation({
    run: (body: CreatePromotion) => createPromotion(body),
    success: (body) => ({ title: 'Promotion added', description: `${body.title} is saved.` }),
    failureTitle: 'Could not add the promotion',
    onFieldErrors,
  });
}

export function useEditPromotion(onFieldErrors: FieldErrorsHandler) {
  return usePromotionMutation({
    run: ({ id, patch }: { id: number; patch: UpdatePromotion }) => updatePromotion(id, patch),
    success: ({ patch }) => ({ title: 'Promotion saved', description: `${patch.title ?? 'It'} is updated.` }),
    failureTitle: 'Could not save the promotion',
    onFieldErrors,
  });
}

/** The Active switch: sends only { isActive } and flips the row at once; a refusal flips it back. */
export function useTogglePromotion() {
  return usePromotionMutation({
    run: ({ id, isActive }: { id: number; title: string; isActive: boolean }) =>
      updatePromotion(id, { isActive }),
    success: ({ title, isActive }) =>
      isActive
        ? { title: 'Promotion on', description: `Customers get ${title} on qualifying orders.` }
        : { title: 'Promotion off', description: `Customers no longer get ${title}.` },
    failureTitle: 'Could not change the promotion',
    optimistic: (promotions, { id, isActive }) =>
      promotions.map((promotion) => (promotion.id === id ? { ...promotion, isActive } : promotion)),
  });
}

export function useDeletePromotion() {
  return usePromotionMutation({
    run: ({ id }: { id: number; title: string }) => deletePromotion(id),
    success: ({ title }) => ({ title: 'Promotion deleted', description: `${title} is gone.` }),
    failureTitle: 'Could not delete the promotion',
    optimistic: (promotions, { id }) => promotions.filter((promotion) => promotion.id !== id),
  });
}
