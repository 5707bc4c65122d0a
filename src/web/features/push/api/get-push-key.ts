import { queryOptions } from '@tanstack/react-query';
import { pushKeySchema } from '#domain/push/responses.ts';
import { getQueryFn } from '#web/lib/api-client.ts';

/**
 * GET /api/push/key: the server's public key (base64url), the applicationServerKey a browser
 * subscribes with. Read when a tap turns notifications on, then kept: it does not change while the
 * page is open.
 */
export const pushKeyQuery = () =>
  queryOptions({
    queryKey: ['/api/push/key'] as const,
    queryFn: getQueryFn({ schema: pushKeySchema }),
    staleTime: Number.POSITIVE_INFINITY,
  });
