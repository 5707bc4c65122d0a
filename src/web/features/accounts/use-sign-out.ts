import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MeResponse } from '#domain/accounts/responses.ts';
import { toast } from '#web/components/ui/use-toast.ts';
import { serverMessage } from '#web/lib/api-client.ts';
import { authKeys } from './api/query-keys';
import { signOut } from './api/sign-out';

/**
 * Ends the server session, then forgets everything cached under it, so the next account on this
 * device never sees the previous one's data.
 */
export function useSignOut(onSignedOut?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      queryClient.setQueryData<MeResponse>(authKeys.me, { user: null });
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authKeys.me[0] });
      onSignedOut?.();
    },
    onError: (error) => {
      toast({
        title: 'Sign out failed',
        description: serverMessage(error, 'Please check your connection and try again.'),
        variant: 'destructive',
      });
    },
  });
}
