import { keepPreviousData, type QueryKey, queryOptions } from '@tanstack/react-query';

/**
 * A partner statement's query: read afresh each time the tab opens (an order or a delivery just
 * handed over must be on it), and the previous period stays on screen while another one loads.
 */
export function statementQuery<T, Key extends QueryKey>(
  queryKey: Key,
  get: (signal: AbortSignal) => Promise<T>,
) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => get(signal),
    refetchOnMount: 'always',
    placeholderData: keepPreviousData,
  });
}
