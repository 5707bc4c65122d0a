// The database schema, one file per area under tables/ (drizzle-kit reads this file and follows
// the re-exports). Column names are snake_case in SQL (drizzle `casing: 'snake_case'`), camelCase in
// TypeScript and JSON, matching the field names of SPEC section 3. Decimal precisions are the spec's.

export * from './tables/accounts';
export * from './tables/cash-ledger';
export * from './tables/catalogue';
export * from './tables/data-steps';
export * from './tables/operations';
export * from './tables/orders';
export * from './tables/payments';
export * from './tables/push';
export * from './tables/rate-cards';
export * from './tables/reviews';
