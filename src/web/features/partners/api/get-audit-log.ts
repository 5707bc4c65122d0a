import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { auditEntrySchema } from '#domain/partners/responses.ts';
import { getQueryFn } from '#web/lib/api-client.ts';
import { partnerKeys } from './query-keys';

/** GET /api/admin/audit-log: approvals and revocations, newest first. */
export const auditLogQuery = () =>
  queryOptions({
    queryKey: partnerKeys.auditLog,
    queryFn: getQueryFn({ schema: z.array(auditEntrySchema) }),
  });

export function useAuditLog() {
  return useQuery(auditLogQuery());
}
