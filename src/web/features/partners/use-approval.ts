import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '#web/components/ui/use-toast.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { partnerKeys } from './api/query-keys';
import { setApproval } from './api/set-approval';
import { approvalFailureToast, approvalSuccessToast } from './approval-text';
import { forgetOwnApproval, noteOwnApproval } from './own-approvals';
import type { PartnerKind } from './partner-kind';

interface ApprovalChange {
  id: number;
  name: string;
  isApproved: boolean;
}

/** Approve or revoke a partner, then refresh its list, the summary and the activity log. */
export function useApproval(kind: PartnerKind, onUnauthorized: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isApproved }: ApprovalChange) => setApproval(kind, id, isApproved),
    onMutate: ({ name, isApproved }) => {
      // The live notice may arrive before this request's answer.
      if (isApproved) noteOwnApproval(kind, name);
    },
    onSuccess: (_row, { name, isApproved }) => {
      toast(approvalSuccessToast(kind, name, isApproved));
    },
    onError: (error, { name }) => {
      forgetOwnApproval(kind, name);
      toast(approvalFailureToast(kind));
      if (isApiError(error, 401) || isApiError(error, 403)) onUnauthorized();
    },
    onSettled: () => {
      const list = kind === 'restaurant' ? partnerKeys.restaurants : partnerKeys.drivers;
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: list }),
        queryClient.invalidateQueries({ queryKey: partnerKeys.auditLog }),
      ]);
    },
  });
}
