import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { drivers } from './accounts';
import { restaurants } from './catalogue';
import { createdAt } from './columns';
import { orders } from './orders';

// What customers said of delivered orders: one review per order, the food's stars for the restaurant
// and the delivery's stars for the driver, an optional comment, and the restaurant's one reply.

export const reviews = pgTable(
  'reviews',
  {
    id: serial().primaryKey(),
    // One review per order: the unique key is what makes twenty taps rate once.
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' })
      .unique(),
    restaurantId: integer()
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    // The driver who delivered it (null when that driver's account is gone).
    driverId: integer().references(() => drivers.id, { onDelete: 'set null' }),
    foodStars: smallint().notNull(),
    deliveryStars: smallint().notNull(),
    comment: text(),
    // "Maria G.": written once from the order's name, so the surname is never stored here.
    reviewerName: text().notNull(),
    // Hidden by an admin: out of the lists and out of the averages.
    hidden: boolean().notNull().default(false),
    reply: text(),
    replyAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reviews_restaurant_visible_idx')
      .on(t.restaurantId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.hidden} = false`),
    index('reviews_driver_idx').on(t.driverId),
    index('reviews_created_idx').on(t.createdAt.desc(), t.id.desc()),
    check('reviews_food_stars_range', sql`${t.foodStars} BETWEEN 1 AND 5`),
    check('reviews_delivery_stars_range', sql`${t.deliveryStars} BETWEEN 1 AND 5`),
  ],
);
