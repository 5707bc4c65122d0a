import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { ReviewAuditAction } from '#domain/reviews/rules.ts';
import type { Database, DbOrTx } from '#server/db/client.ts';
import { auditLog, drivers, orders, restaurants, reviews } from '#server/db/schema.ts';

// The SQL of ratings and reviews: the order a tracking token rates, the review rows, the pages that
// list them, and the averages on restaurants and drivers that are recomputed from the visible reviews
// in the transaction that changes them (see recomputeRatings for why the rows are locked first).

/** What a review shows anyone: never the order, a phone, an address or a surname. */
const reviewColumns = {
  id: reviews.id,
  food: reviews.foodStars,
  delivery: reviews.deliveryStars,
  comment: reviews.comment,
  reviewerName: reviews.reviewerName,
  createdAt: reviews.createdAt,
  reply: reviews.reply,
  replyAt: reviews.replyAt,
};
export interface ReviewRow {
  id: number;
  food: number;
  delivery: number;
  comment: string | null;
  reviewerName: string;
  createdAt: Date;
  reply: string | null;
  replyAt: Date | null;
}

/** What the reviewed restaurant and the admins see besides: which order, whose, hidden or not. */
const managedColumns = {
  ...reviewColumns,
  orderId: reviews.orderId,
  restaurantId: reviews.restaurantId,
  restaurantName: restaurants.name,
  hidden: reviews.hidden,
};
export type ManagedReviewRow = ReviewRow & {
  orderId: number;
  restaurantId: number;
  restaurantName: string;
  hidden: boolean;
};

/** A rating's counts and mean as stored: rating is numeric text ("4.5"). */
export interface RatingSummary {
  rating: string;
  ratingCount: number;
}

// The averages as screens show them: the mean of the visible reviews' stars, one decimal for a
// restaurant (numeric(2,1)) and two for a driver (numeric(3,2)); 0 with none. One text each, so the
// per-row recompute and the seed's recompute of everything cannot drift apart.
const RESTAURANT_RATING_OF_ROW = sql.raw(`(select coalesce(round(avg(v.food_stars), 1), 0), count(*)::int
  from reviews v where v.restaurant_id = restaurants.id and not v.hidden)`);
const DRIVER_RATING_OF_ROW = sql.raw(`(select coalesce(round(avg(v.delivery_stars), 2), 0), count(*)::int
  from reviews v where v.driver_id = drivers.id and not v.hidden)`);

export function createReviewsRepo(db: Database) {
  const managedQuery = (tx: DbOrTx, where: SQL | undefined) =>
    tx
      .select(managedColumns)
      .from(reviews)
      .innerJoin(restaurants, eq(restaurants.id, reviews.restaurantId))
      .where(where);

  return {
    /** The order a tracking token opens, as rating needs it; undefined for an unknown token. */
    async orderToRate(tokenHash: string) {
      const [row] = await db
        .select({
          id: orders.id,
          status: orders.status,
          deliveredAt: orders.actualDeliveryTime,
          customerName: orders.customerName,
          restaurantId: orders.restaurantId,
          driverId: orders.driverId,
          rated: sql<boolean>`${reviews.id} is not null`,
        })
        .from(orders)
        .leftJoin(reviews, eq(reviews.orderId, orders.id))
        .where(eq(orders.trackingTokenHash, tokenHash));
      return row;
    },

    /** The unique key on order_id refuses a second review of the same order (23505). */
    async insertReview(
      review: {
        orderId: number;
        restaurantId: number;
        driverId: number | null;
        food: number;
        delivery: number;
        comment: string | null;
        reviewerName: string;
      },
      tx: DbOrTx,
    ): Promise<ReviewRow> {
      const [row] = await tx
        .insert(reviews)
        .values({
          orderId: review.orderId,
          restaurantId: review.restaurantId,
          driverId: review.driverId,
          foodStars: review.food,
          deliveryStars: review.delivery,
          comment: review.comment,
          reviewerName: review.reviewerName,
        })
        .returning(reviewColumns);
      if (!row) throw new Error('The review insert returned no row');
      return row;
    },

    /**
     * Sets the restaurant's and the driver's rating and rating_count from their visible reviews.
     * Under READ COMMITTED a statement sees what was committed when it started: two ratings of one
     * restaurant recomputing at once would each miss the other's review. So each row is locked first
     * (FOR NO KEY UPDATE, restaurant then driver, always in this order), and the recompute is a later
     * statement, which sees every review committed by whoever held the lock before. NO KEY UPDATE
     * and not UPDATE: the review's foreign keys hold KEY SHARE locks on these rows, which UPDATE
     * would wait on (two ratings, each waiting for the other: a deadlock) and NO KEY UPDATE does not.
     */
    async recomputeRatings(partners: { restaurantId: number; driverId: number | null }, tx: DbOrTx) {
      const { restaurantId, driverId } = partners;
      await tx
        .select({ id: restaurants.id })
        .from(restaurants)
        .where(eq(restaurants.id, restaurantId))
        .for('no key update');
      if (driverId !== null) {
        await tx
          .select({ id: drivers.id })
          .from(drivers)
          .where(eq(drivers.id, driverId))
          .for('no key update');
      }
      await tx.execute(
        sql`update restaurants set (rating, rating_count) = ${RESTAURANT_RATING_OF_ROW} where restaurants.id = ${restaurantId}`,
      );
      if (driverId !== null) {
        await tx.execute(
          sql`update drivers set (rating, rating_count) = ${DRIVER_RATING_OF_ROW} where drivers.id = ${driverId}`,
        );
      }
    },

    /** An approved restaurant's stored rating; undefined for an unknown or unapproved one. */
    async approvedRestaurantRating(restaurantId: number): Promise<RatingSummary | undefined> {
      const [row] = await db
        .select({ rating: restaurants.rating, ratingCount: restaurants.ratingCount })
        .from(restaurants)
        .where(and(eq(restaurants.id, restaurantId), eq(restaurants.isApproved, true)));
      return row;
    },

    /** A page of a restaurant's visible reviews, newest first (reviews_restaurant_visible_idx). */
    visibleReviews(restaurantId: number, limit: number, offset: number): Promise<ReviewRow[]> {
      return db
        .select(reviewColumns)
        .from(reviews)
        .where(and(eq(reviews.restaurantId, restaurantId), eq(reviews.hidden, false)))
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(limit)
        .offset(offset);
    },

    /** A page of one restaurant's reviews, or everyone's (no restaurantId), hidden ones too. */
    managedReviews(
      restaurantId: number | undefined,
      limit: number,
      offset: number,
    ): Promise<ManagedReviewRow[]> {
      return managedQuery(db, restaurantId === undefined ? undefined : eq(reviews.restaurantId, restaurantId))
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(limit)
        .offset(offset);
    },

    /** How many reviews a managed list has, and the rating of its visible ones, in one pass. */
    async managedSummary(restaurantId: number | undefined): Promise<RatingSummary & { total: number }> {
      const [row] = await db
        .select({
          total: sql<number>`count(*)::int`,
          ratingCount: sql<number>`(count(*) filter (where not ${reviews.hidden}))::int`,
          rating: sql<string>`coalesce(round(avg(${reviews.foodStars}) filter (where not ${reviews.hidden}), 1), 0)::numeric(2,1)::text`,
        })
        .from(reviews)
        .where(restaurantId === undefined ? undefined : eq(reviews.restaurantId, restaurantId));
      return row ?? { total: 0, ratingCount: 0, rating: '0.0' };
    },

    async managedReview(reviewId: number, tx: DbOrTx = db): Promise<ManagedReviewRow | undefined> {
      const [row] = await managedQuery(tx, eq(reviews.id, reviewId));
      return row;
    },

    /** Writes (or rewrites) the restaurant's reply; false when the review is not that restaurant's. */
    async setReply(reviewId: number, restaurantId: number, text: string): Promise<boolean> {
      const updated = await db
        .update(reviews)
        .set({ reply: text, replyAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(reviews.id, reviewId), eq(reviews.restaurantId, restaurantId)))
        .returning({ id: reviews.id });
      return updated.length > 0;
    },

    /**
     * Hides or shows a review. Null when there is nothing to change: no such review, or it is
     * already so (the caller tells which).
     */
    async setHidden(reviewId: number, hidden: boolean, tx: DbOrTx) {
      const [row] = await tx
        .update(reviews)
        .set({ hidden, updatedAt: sql`now()` })
        .where(and(eq(reviews.id, reviewId), sql`${reviews.hidden} <> ${hidden}`))
        .returning({ restaurantId: reviews.restaurantId, driverId: reviews.driverId });
      return row ?? null;
    },

    async recordVisibilityAudit(
      entry: {
        admin: { id: number; name: string };
        action: ReviewAuditAction;
        review: { id: number; restaurantId: number; restaurantName: string };
      },
      tx: DbOrTx,
    ): Promise<void> {
      await tx.insert(auditLog).values({
        actorType: 'admin',
        actorId: entry.admin.id,
        action: entry.action,
        targetType: 'review',
        targetId: entry.review.id,
        details: {
          actorName: entry.admin.name,
          targetName: entry.review.restaurantName,
          restaurantId: entry.review.restaurantId,
        },
      });
    },
  };
}

export type ReviewsRepo = ReturnType<typeof createReviewsRepo>;

/**
 * Every restaurant's and driver's rating from its visible reviews, in one statement (the demo seed
 * writes its reviews in bulk, then calls this once). A data-modifying WITH runs to completion
 * whether or not the outer statement reads it.
 */
export async function recomputeAllRatings(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`with restaurant_ratings as (
      update restaurants set (rating, rating_count) = ${RESTAURANT_RATING_OF_ROW} returning 1
    )
    update drivers set (rating, rating_count) = ${DRIVER_RATING_OF_ROW}`);
}
