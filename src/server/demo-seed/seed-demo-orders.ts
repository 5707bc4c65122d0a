import { randomInt } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { computePayouts, SPEC_PAYOUT_RULES } from '#domain/order-lifecycle/payouts.ts';
import { addedTaxCents, orderAmounts } from '#domain/ordering/order-amounts.ts';
import { restaurantCurrency } from '#domain/shared/currency.ts';
import { deliveryDistanceKm } from '#domain/shared/geo.ts';
import { centsToDecimal, toCents } from '#domain/shared/money.ts';
import type { Database } from '../db/client';
import {
  admins,
  cashLedgerEntries,
  drivers,
  menuItems,
  orderEvents,
  orders,
  restaurants,
} from '../db/schema';
import { paymentBreakdown } from '../modules/order-lifecycle/payment-breakdown';
import { DEMO_ACCOUNTS } from './seed';
import { type DeliveredDemoOrder, seedDemoReviews } from './seed-demo-reviews';
import { seedRandom } from './seed-random';

// The embedded demo's order history: four weeks of delivered orders from the Toronto restaurants,
// carried by the demo driver, so the finance dashboard, the statements, the analytics and the cash
// ledger have something true to show right after `npm start`, and many are rated, so restaurant
// pages and ratings have reviews to show (seed-demo-reviews.ts). Every figure is computed by the
// same rules as a real order (server prices, payouts, the ledger), only the moments lie in the past.
// Seeded once, into the demo database only (never PostgreSQL), and never on today's date, so the
// partners' "today" cards start at zero.

const DAYS = 28;
const CUSTOMERS = [
  ['Amara Nwosu', '+1 416-555-0141', '48 Bellwoods Ave'],
  ['Lucas Tremblay', '+1 416-555-0142', '215 Jarvis St'],
  ['Priya Raman', '+1 416-555-0143', '12 Wellesley St E'],
  ['Sofia Rossi', '+1 416-555-0144', '390 Queens Quay W'],
  ['Ethan Chen', '+1 416-555-0145', '77 Spadina Rd'],
  ['Noor Haddad', '+1 416-555-0146', '150 Dan Leckie Way'],
  ['Mateo Silva', '+1 416-555-0147', '31 Brock Ave'],
  ['Hannah Kowalski', '+1 416-555-0148', '600 Broadview Ave'],
] as const;
const TIPS_CENTS = [0, 0, 200, 300, 300, 500, 500, 1000, 2500];

/** One order of the history, built in the loop and written with all the others at the end. */
interface PlannedOrder {
  order: typeof orders.$inferInsert;
  timeline: Array<{ status: string; actorType: string; actorId: number | null; at: Date }>;
  ledger: Array<{ kind: 'collected' | 'pay_kept'; amount: string }>;
  restaurantId: number;
  customerName: string;
  deliveredAt: Date;
}

const minutes = (at: Date, count: number) => new Date(at.getTime() + count * 60_000);

/** Seeds the history once: only when the demo driver exists and has carried nothing yet. */
export async function seedDemoOrders(db: Database, now: Date = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const [driver] = await tx
      .select({ id: drivers.id, totalDeliveries: drivers.totalDeliveries })
      .from(drivers)
      .where(eq(drivers.email, DEMO_ACCOUNTS.driver.email));
    if (!driver || driver.totalDeliveries > 0) return 0;
    const [anyOrder] = await tx.select({ id: orders.id }).from(orders).limit(1);
    if (anyOrder) return 0;

    const kitchens = await tx
      .select({
        id: restaurants.id,
        email: restaurants.email,
        latitude: restaurants.latitude,
        longitude: restaurants.longitude,
        deliveryRadiusKm: restaurants.deliveryRadiusKm,
        country: restaurants.country,
        deliveryFee: restaurants.deliveryFee,
        taxRate: restaurants.taxRate,
        pricesIncludeTax: restaurants.pricesIncludeTax,
      })
      .from(restaurants)
      .where(and(eq(restaurants.isApproved, true), eq(restaurants.city, 'Toronto')));
    if (kitchens.length === 0) return 0;
    const menus = await tx
      .select({
        id: menuItems.id,
        restaurantId: menuItems.restaurantId,
        name: menuItems.name,
        price: menuItems.price,
      })
      .from(menuItems)
      .where(
        inArray(
          menuItems.restaurantId,
          kitchens.map((kitchen) => kitchen.id),
        ),
      );
    // The demo restaurant account takes about half the orders: its statement is the one shown.
    const demoKitchen = kitchens.find((kitchen) => kitchen.email === DEMO_ACCOUNTS.restaurant.email);
    const random = seedRandom(727_013);

    let written = 0;
    const planned: PlannedOrder[] = [];
    let earnedCents = 0;
    // Cash the driver owed a week ago: handed over then, so the ledger shows a settlement.
    const settledAt = new Date(now.getTime() - 7 * 86_400_000);
    let owedAtSettlementCents = 0;
    for (let daysAgo = DAYS; daysAgo >= 1; daysAgo -= 1) {
      const perDay = 2 + Math.floor(random.next() * 4);
      for (let index = 0; index < perDay; index += 1) {
        const kitchen = demoKitchen && random.next() < 0.5 ? demoKitchen : random.pick(kitchens);
        const dishes = menus.filter((item) => item.restaurantId === kitchen.id);
        if (dishes.length === 0 || kitchen.latitude === null || kitchen.longitude === null) continue;
        const lines = Array.from({ length: 1 + Math.floor(random.next() * 3) }, () => random.pick(dishes))
          .filter((item, position, all) => all.indexOf(item) === position)
          .map((item) => ({
            id: item.id,
            name: item.name,
            quantity: 1 + Math.floor(random.next() * 2),
            price: centsToDecimal(toCents(item.price)),
          }));
        const subtotalCents = lines.reduce((sum, line) => sum + toCents(line.price) * line.quantity, 0);
        const tipCents = random.pick(TIPS_CENTS);
        const from = { latitude: Number(kitchen.latitude), longitude: Number(kitchen.longitude) };
        // 1 km to half a km inside the restaurant's delivery radius (at most 7.5 km), in any
        // direction (a degree of latitude is about 111 km): every demo order is one it would take.
        const angle = random.next() * 2 * Math.PI;
        const km = 1 + random.next() * (Math.min(8, kitchen.deliveryRadiusKm) - 1.5);
        const to = {
          latitude: from.latitude + (km / 111.2) * Math.cos(angle),
          longitude:
            from.longitude + ((km / 111.2) * Math.sin(angle)) / Math.cos((from.latitude * Math.PI) / 180),
        };
        const distanceKm = deliveryDistanceKm(from, to);
        const currency = restaurantCurrency(kitchen.country);
        const amounts = orderAmounts({
          currency,
          subtotalCents,
          discountCents: 0,
          deliveryFeeCents: toCents(kitchen.deliveryFee),
          tipCents,
          taxRate: kitchen.taxRate,
          pricesIncludeTax: kitchen.pricesIncludeTax,
        });
        const payouts = computePayouts(
          { ...amounts, addedTaxCents: addedTaxCents(amounts), distanceKm },
          SPEC_PAYOUT_RULES,
          currency,
        );
        const cash = random.next() < 0.35;
        const [name, phone, street] = random.pick(CUSTOMERS);
        // Lunch or dinner, local to the server's clock.
        const placedAt = new Date(now);
        placedAt.setDate(placedAt.getDate() - daysAgo);
        placedAt.setHours(random.next() < 0.4 ? 12 : 18, Math.floor(random.next() * 120), 0, 0);
        const prepMinutes = random.pick([15, 20, 25]);
        const acceptedAt = minutes(placedAt, 2);
        const readyAt = minutes(acceptedAt, prepMinutes);
        const pickedUpAt = minutes(readyAt, 4);
        const departedAt = minutes(pickedUpAt, 1);
        const deliveredAt = minutes(departedAt, Math.max(3, Math.round(distanceKm * 2)));
        const timeline = [
          { status: 'confirmed', actorType: 'customer', actorId: null, at: placedAt },
          { status: 'preparing', actorType: 'restaurant', actorId: kitchen.id, at: acceptedAt },
          { status: 'ready', actorType: 'restaurant', actorId: kitchen.id, at: readyAt },
          { status: 'picked-up', actorType: 'driver', actorId: driver.id, at: pickedUpAt },
          { status: 'on-the-way', actorType: 'driver', actorId: driver.id, at: departedAt },
          { status: 'delivered', actorType: 'driver', actorId: driver.id, at: deliveredAt },
        ];

        planned.push({
          order: {
            restaurantId: kitchen.id,
            customerName: name,
            // E.164, as placing an order stores it: the demo customers' numbers carry their +1.
            customerPhone: `+${phone.replace(/\D/g, '')}`,
            customerPhoneNormalized: `+${phone.replace(/\D/g, '')}`,
            customerAddress: `${street}, Toronto`,
            customerLatitude: to.latitude.toFixed(6),
            customerLongitude: to.longitude.toFixed(6),
            items: JSON.stringify(lines),
            currency,
            subtotal: centsToDecimal(subtotalCents),
            deliveryFee: centsToDecimal(amounts.deliveryFeeCents),
            tax: centsToDecimal(amounts.taxCents),
            taxIncluded: amounts.taxIncluded,
            tip: centsToDecimal(tipCents),
            total: centsToDecimal(payouts.totalCents),
            status: 'delivered',
            version: 6,
            driverId: driver.id,
            paymentMethod: cash ? 'cash' : 'card',
            paymentStatus: cash ? 'cash_collected' : 'paid',
            estimatedDelivery: '30-45 min',
            prepMinutes,
            readyBy: readyAt,
            deliveryCode: String(randomInt(10_000)).padStart(4, '0'),
            driverPay: centsToDecimal(payouts.driverPayCents),
            restaurantPay: centsToDecimal(payouts.restaurantPayCents),
            companyPay: centsToDecimal(payouts.companyPayCents),
            deliveryDistance: distanceKm.toFixed(2),
            paymentBreakdown: JSON.stringify(paymentBreakdown(payouts, { estimate: false, currency })),
            actualDeliveryTime: deliveredAt,
            statusTimes: Object.fromEntries(timeline.map((step) => [step.status, step.at.getTime()])),
            createdAt: placedAt,
            updatedAt: deliveredAt,
          },
          timeline,
          ledger: cash
            ? [
                { kind: 'collected', amount: centsToDecimal(payouts.totalCents) },
                { kind: 'pay_kept', amount: centsToDecimal(-payouts.driverPayCents) },
              ]
            : [],
          restaurantId: kitchen.id,
          customerName: name,
          deliveredAt,
        });
        if (cash && deliveredAt < settledAt) {
          owedAtSettlementCents += payouts.totalCents - payouts.driverPayCents;
        }
        earnedCents += payouts.driverPayCents;
        written += 1;
      }
    }
    // Three statements for the whole history instead of a few per order: a fresh demo start
    // waits on this. RETURNING gives the ids in the order the rows were listed.
    const ids = planned.length
      ? await tx
          .insert(orders)
          .values(planned.map((plan) => plan.order))
          .returning({ id: orders.id })
      : [];
    const delivered: DeliveredDemoOrder[] = planned.map((plan, index) => ({
      id: ids[index]!.id,
      restaurantId: plan.restaurantId,
      customerName: plan.customerName,
      deliveredAt: plan.deliveredAt,
    }));
    const events = planned.flatMap((plan, index) =>
      plan.timeline.map(({ at, ...step }) => ({ ...step, orderId: ids[index]!.id, createdAt: at })),
    );
    if (events.length) await tx.insert(orderEvents).values(events);
    const ledger = planned.flatMap((plan, index) =>
      plan.ledger.map((entry) => ({
        ...entry,
        driverId: driver.id,
        orderId: ids[index]!.id,
        createdAt: plan.deliveredAt,
      })),
    );
    if (ledger.length) await tx.insert(cashLedgerEntries).values(ledger);
    const [admin] = await tx
      .select({ id: admins.id })
      .from(admins)
      .where(eq(admins.email, DEMO_ACCOUNTS.admin.email));
    if (admin && owedAtSettlementCents > 0) {
      await tx.insert(cashLedgerEntries).values({
        driverId: driver.id,
        kind: 'settlement',
        amount: centsToDecimal(-owedAtSettlementCents),
        note: 'Weekly cash drop at the depot',
        recordedBy: admin.id,
        createdAt: settledAt,
      });
    }
    await tx
      .update(drivers)
      .set({
        totalDeliveries: sql`${drivers.totalDeliveries} + ${written}`,
        totalEarnings: sql`${drivers.totalEarnings} + ${centsToDecimal(earnedCents)}::numeric`,
      })
      .where(eq(drivers.id, driver.id));
    await seedDemoReviews(tx, { delivered, driverId: driver.id, repliedBy: demoKitchen?.id, now });
    return written;
  });
}
