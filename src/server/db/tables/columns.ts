import { timestamp } from 'drizzle-orm/pg-core';

// Column builders every table shares.

export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
