import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import type { CreatePromotion, UpdatePromotion } from '#domain/promotions/requests.ts';
import { type Promotion, promotionSchema } from '#domain/promotions/responses.ts';
import { apiCall, apiRequest, getQueryFn } from '#web/lib/api-client.ts';

/** Doubles as the URL (see urlFromQueryKey): GET /api/restaurant/promotions. */
export const promotionsKey = ['/api/restaurant/promotions'] as const;

/** The signed-in restaurant's promotions, as it set them. */
export const promotionsQuery = () =>
  queryOptions({ queryKey: promotionsKey, queryFn: getQueryFn({ schema: z.array(promotionSchema) }) });

export function usePromotions() {
  return useQuery(promotionsQuery());
}

/** POST /api/restaurant/promotions: 201 with the new promotion. */
export function createPromotion(body: CreatePromotion): Promise<Promotion> {
  return apiCall({ method: 'POST', url: '/api/restaurant/promotions', body, schema: promotionSchema });
}

/** PATCH /api/restaurant/promotions/{id}: any subset; the Active switch sends only isActive. */
export function updatePromotion(id: number, patch: UpdatePromotion): Promise<Promotion> {
  return apiCall({
    method: 'PATCH',
    url: `/api/restaurant/promotions/${id}`,
    body: patch,
    schema: promotionSchema,
  });
}

/** DELETE /api/restaurant/promotions/{id}: 204. Orders that used it keep their discount. */
export async function deletePromotion(id: number): Promise<void> {
  await apiRequest('DELETE', `/api/restaurant/promotions/${id}`);
}
