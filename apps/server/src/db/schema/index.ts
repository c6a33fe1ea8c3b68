// drizzle-kit and the query builder both need the whole schema in one object.
export * from './account-codes.ts';
export * from './addresses.ts';
export * from './app-settings.ts';
export * from './catalogue.ts';
export * from './collections.ts';
export * from './columns.ts';
export * from './credits.ts';
export * from './deliveries.ts';
export * from './geocode-cache.ts';
export * from './invoices.ts';
export * from './messages.ts';
export * from './notifications.ts';
export * from './orders.ts';
export * from './refunds.ts';
export * from './throttle-counters.ts';
export * from './trial-claims.ts';
export * from './users.ts';
