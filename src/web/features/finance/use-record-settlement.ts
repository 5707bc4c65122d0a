import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CashOverview } from '#domain/finance/responses.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { financeKeys } from './api/query-keys';
import { recordSettlement } from './api/record-settlement';
import { replaceDriverCash } from './cash-cache';

/**
 * Records a settlement: the driver's new figures replace the row at once, then the table is read
 * again. A 401/403 hands the screen back to the login form.
 */
export function useRecordSettlement(onUnauthorized: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordSettlement,
    onSuccess: (settlement) => {
      queryClient.setQueryData<CashOverview>(financeKeys.cash, (data) =>
        replaceDriverCash(data, settlement.driver),
      );
    },
    onError: (error) => {
      if (isApiError(error, 401) || isApiError(error, 403)) onUnauthorized();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: financeKeys.cash }),
  });
}
