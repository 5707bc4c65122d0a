import {
  type AdminDriver,
  type AdminRestaurant,
  adminDriverSchema,
  adminRestaurantSchema,
} from '#domain/partners/responses.ts';
import { apiCall } from '#web/lib/api-client.ts';
import type { PartnerKind } from '../partner-kind';

/** PATCH /api/admin/{restaurants|drivers}/{id}/approve: answers with the updated row. */
export async function setApproval(
  kind: PartnerKind,
  id: number,
  isApproved: boolean,
): Promise<AdminRestaurant | AdminDriver> {
  const schema = kind === 'restaurant' ? adminRestaurantSchema : adminDriverSchema;
  return apiCall<AdminRestaurant | AdminDriver>({
    method: 'PATCH',
    url: `/api/admin/${kind}s/${id}/approve`,
    body: { isApproved },
    schema,
  });
}
