import { type QueryClient, type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '#web/components/ui/use-toast.ts';
import { isApiError, serverMessage } from '#web/lib/api-client.ts';
import { useOnUnauthorized } from '#web/lib/partner-session.tsx';

interface PartnerActionOptions<Result, Variables> {
  run: (variables: Variables) => Promise<Result>;
  /** The toast's title when the action fails; null when the caller shows the failure itself. */
  failureTitle: string | null;
  /** Puts the answer into the cached screens at once, before they are read again. */
  onSuccess: (result: Result, queryClient: QueryClient) => void;
  /** What is read again once the action has settled, whatever its outcome. */
  refresh: readonly QueryKey[];
}

/**
 * One button of a partner app (the restaurant board, the driver dashboard) acting on one order:
 * the answer updates the cached screens at once and the `refresh` queries are then read again. A
 * 401 hands the screen back to the sign-in card; any other failure is toasted with `failureTitle`
 * and the server's message (a 409 says the order moved meanwhile).
 */
export function usePartnerAction<Result, Variables>({
  run,
  failureTitle,
  onSuccess,
  refresh,
}: PartnerActionOptions<Result, Variables>) {
  const queryClient = useQueryClient();
  const onUnauthorized = useOnUnauthorized();
  return useMutation({
    mutationFn: run,
    onSuccess: (result) => onSuccess(result, queryClient),
    onError: (error) => reportPartnerFailure(error, failureTitle, onUnauthorized),
    onSettled: () => Promise.all(refresh.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

/**
 * How a partner app's action fails: a 401 hands the screen back to the sign-in card; anything else
 * is toasted with `failureTitle` and the server's message, unless the title is null (the caller
 * shows the failure itself).
 */
export function reportPartnerFailure(
  error: unknown,
  failureTitle: string | null,
  onUnauthorized: () => void,
) {
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
}
