// GET /api/orders/customer/{phone}: the key holds the normalised phone, so "+1 416-555-0101" and
// "14165550101" share one cache entry, and the live channel can refresh exactly that entry.
// GET /api/orders/track/{token}: one entry per tracking token (kept in memory only).
// Query keys double as URLs (see urlFromQueryKey).
export const trackingKeys = {
  all: ['/api/orders/customer'] as const,
  customerOrders: (normalizedPhone: string) => ['/api/orders/customer', normalizedPhone] as const,
  tracked: ['/api/orders/track'] as const,
  trackedOrder: (trackingToken: string) => ['/api/orders/track', trackingToken] as const,
};
