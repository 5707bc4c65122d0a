import { reviewerNameOf } from '#domain/reviews/rules.ts';
import type { DbOrTx } from '../db/client';
import { reviews } from '../db/schema';
import { recomputeAllRatings } from '../modules/reviews/reviews.repo';
import { seedRandom } from './seed-random';

// The demo history's reviews: about three in five delivered demo orders are rated, a few hours
// after delivery, 3 to 5 stars, half with a comment in a customer's own words; the demo restaurant
// has answered two of them. Then every restaurant's and driver's rating is computed from the
// reviews, as ratings always are: a restaurant nobody rated stays at 0 with a count of 0 ("New").
// One insert and one recompute, inside the order history's transaction.

export interface DeliveredDemoOrder {
  id: number;
  restaurantId: number;
  customerName: string;
  deliveredAt: Date;
}

const RATED_SHARE = 0.6;
const FOOD_STARS = [5, 5, 5, 5, 4, 4, 4, 3] as const;
const DELIVERY_STARS = [5, 5, 5, 4, 4, 3] as const;
const COMMENTS: Record<number, readonly string[]> = {
  5: [
    'Still hot when it arrived and exactly what we ordered. Will order again.',
    'Generous portions and everything tasted fresh.',
    'Our Friday night favourite. Never disappoints.',
    'Lovely food, well packed, nothing spilled.',
  ],
  4: [
    'Really good, just arrived a little later than the estimate.',
    'Tasty and well packed. Could have used a bit more sauce.',
    'Good value for the price. The fries were slightly soggy.',
  ],
  3: [
    'Food was fine but lukewarm by the time it got here.',
    'Decent, though the dressing was missing from the salad.',
    'Okay overall. Portions felt smaller than last time.',
  ],
};
const REPLIES: Record<number, string> = {
  5: 'Thank you so much! We are glad it arrived hot. See you next time.',
  4: 'Thanks for the feedback, we will pass it on to the kitchen.',
  3: 'Sorry it was not up to our usual standard. We have spoken to the team about packing, and hope you will give us another try.',
};
const HOUR_MS = 3_600_000;

export async function seedDemoReviews(
  tx: DbOrTx,
  history: {
    delivered: readonly DeliveredDemoOrder[];
    driverId: number;
    /** The restaurant whose answers the demo shows (the demo restaurant account). */
    repliedBy: number | undefined;
    now: Date;
  },
): Promise<number> {
  // A generator of their own: the order history stays the same whatever is drawn here.
  const random = seedRandom(727_018);
  const latest = history.now.getTime() - 5 * 60_000;
  const rows: (typeof reviews.$inferInsert)[] = [];
  let replies = 0;
  for (const order of history.delivered) {
    if (random.next() >= RATED_SHARE) continue;
    const food = random.pick(FOOD_STARS);
    const createdAt = new Date(
      Math.min(latest, order.deliveredAt.getTime() + (0.5 + random.next() * 20) * HOUR_MS),
    );
    const comment = random.next() < 0.5 ? random.pick(COMMENTS[food] ?? []) : null;
    const replied = comment !== null && order.restaurantId === history.repliedBy && replies < 2;
    if (replied) replies += 1;
    const replyAt = replied ? new Date(Math.min(latest, createdAt.getTime() + 3 * HOUR_MS)) : null;
    rows.push({
      orderId: order.id,
      restaurantId: order.restaurantId,
      driverId: history.driverId,
      foodStars: food,
      deliveryStars: random.pick(DELIVERY_STARS),
      comment,
      reviewerName: reviewerNameOf(order.customerName),
      reply: replied ? (REPLIES[food] ?? null) : null,
      replyAt,
      createdAt,
      updatedAt: replyAt ?? createdAt,
    });
  }
  if (rows.length > 0) await tx.insert(reviews).values(rows);
  await recomputeAllRatings(tx);
  return rows.length;
}
