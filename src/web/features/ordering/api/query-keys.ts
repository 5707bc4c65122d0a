// Query keys double as URLs (see urlFromQueryKey).
export const orderingKeys = {
  paymentConfig: ['/api/payments/config'] as const,
  /** Prefix of every customer's order list (GET /api/orders/customer/{phone}). */
  customerOrders: ['/api/orders/customer'] as const,
};
