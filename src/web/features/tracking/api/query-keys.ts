// GET /api/orders/customer/{phone}: the key holds the phone in E.164, so "+1 416-555-0101" and
// "(416) 555-0101" in Canada share one cache entry, and the live channel can refresh exactly that
// entry. GET /api/orders/track/{token}: one entry per tracking token (kept in memory only).
// Query keys double as URLs (see urlFromQueryKey), the look-up's ?country= added by its query.
export const trackingKeys = {
  all: ['/api/orders/customer'] as const,
  customerOrders: (e164: string) => ['/api/orders/customer', e164] as const,
  tracked: ['/api/orders/track'] as const,
  trackedOrder: (trackingToken: string) => ['/api/orders/track', trackingToken] as const,
};
