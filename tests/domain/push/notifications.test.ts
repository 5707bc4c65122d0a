import { describe, expect, it } from 'vitest';
import {
  customerTrackingUrl,
  newOffer,
  newOrderForAdmin,
  newOrderForRestaurant,
  orderAcceptedForCustomer,
  orderCancelledForCustomer,
  orderDeliveredForCustomer,
  PUSH_PATHS,
  partnerApproved,
} from '#domain/push/notifications.ts';
import { isWithinOfferRadius, OFFER_RADIUS_KM, pickupDistanceKm } from '#domain/push/offer-radius.ts';
import { decodeBase64Url, isUncompressedPointText } from '#domain/push/requests.ts';
import { paths } from '#web/app/paths.ts';

// The notices' words (SPEC section 7's where it has them), where they lead, and the rules that
// pick drivers and check keys, without a server.

describe('push notices', () => {
  it('lead to the web app’s own screens', () => {
    expect(PUSH_PATHS).toEqual({
      restaurant: paths.restaurantApp,
      driver: paths.driverApp,
      admin: paths.admin,
      orderTracking: paths.orderTracking,
    });
    expect(customerTrackingUrl('+14165550123')).toBe('/order-tracking?phone=%2B14165550123');
  });

  it('word a new order as the spec’s toasts do, the total in the order’s currency', () => {
    const order = { orderId: 7, customerName: 'Ana', total: '980', currency: 'JPY' };
    expect(newOrderForRestaurant(order, 600)).toEqual({
      message: {
        kind: 'new_order',
        title: 'New Order Received!',
        body: 'Order from Ana for ¥980',
        url: '/restaurant-app',
        orderId: 7,
      },
      urgency: 'high',
      ttlSeconds: 600,
    });
    expect(newOrderForAdmin({ ...order, total: '24.5', currency: 'CAD' }).message).toMatchObject({
      title: 'New Order in System',
      body: 'Order from Ana for $24.50',
    });
    expect(partnerApproved('driver', 'Dana').message).toMatchObject({
      kind: 'driver_approved',
      title: 'Driver Approved',
      body: 'Dana is now active',
      orderId: null,
    });
  });

  it('give the customer an arrival time, or the estimate placed with, and keep one notice per order', () => {
    const order = { orderId: 3, phone: '+14165550123', restaurantName: 'Nonna Rosa' };
    expect(
      orderAcceptedForCustomer(order, { arrivalMinutes: 31.6, estimatedDelivery: '25-35 min' }).message.body,
    ).toBe('Nonna Rosa accepted your order and is preparing it. Estimated arrival in about 32 min.');
    const noDistance = orderAcceptedForCustomer(order, {
      arrivalMinutes: null,
      estimatedDelivery: '25-35 min',
    });
    expect(noDistance.message.body).toBe(
      'Nonna Rosa accepted your order and is preparing it. Estimated delivery 25-35 min.',
    );
    expect(noDistance.topic).toBe('order-3');
    expect(orderCancelledForCustomer(order, null, true).message.body).toBe(
      'Your order from Nonna Rosa was cancelled. Your card payment is being refunded.',
    );
  });

  it('open the tracker at its rating form once the order is delivered', () => {
    const order = { orderId: 3, phone: '+14165550123', restaurantName: 'Nonna Rosa' };
    expect(orderDeliveredForCustomer(order)).toEqual({
      message: {
        kind: 'order_delivered',
        title: 'Order delivered',
        body: 'Your order from Nonna Rosa was delivered. Enjoy your meal!',
        url: '/order-tracking?phone=%2B14165550123#rate',
        orderId: 3,
      },
      urgency: 'normal',
      ttlSeconds: 3600,
      topic: 'order-3',
    });
  });

  it('keep every text short enough for a push message', () => {
    const long = 'x'.repeat(5_000);
    const notice = orderCancelledForCustomer({ orderId: 1, phone: '+1', restaurantName: long }, long, false);
    expect(notice.message.body.length).toBeLessThanOrEqual(200);
    expect(
      newOffer({ orderId: 1, restaurantName: long, pickupKm: 1, driverPay: '5', currency: 'USD' }).message
        .body.length,
    ).toBeLessThanOrEqual(200);
  });
});

describe('offer radius', () => {
  const restaurant = { latitude: '43.65', longitude: '-79.38' };
  it('tells drivers within 10 km, and those whose position is unknown', () => {
    const near = pickupDistanceKm({ latitude: '43.70', longitude: '-79.38' }, restaurant);
    const far = pickupDistanceKm({ latitude: '43.80', longitude: '-79.38' }, restaurant);
    expect(near).toBeCloseTo(5.56, 1);
    expect(isWithinOfferRadius(near)).toBe(true);
    expect(far).toBeGreaterThan(OFFER_RADIUS_KM);
    expect(isWithinOfferRadius(far)).toBe(false);
    expect(pickupDistanceKm({ latitude: null, longitude: null }, restaurant)).toBeNull();
    expect(isWithinOfferRadius(null)).toBe(true);
  });
});

describe('subscription keys', () => {
  it('decodes base64url like Buffer does, with or without padding', () => {
    for (const length of [1, 2, 3, 16, 65]) {
      const bytes = Buffer.from(Array.from({ length }, (_, i) => (i * 37 + 11) % 256));
      expect(Buffer.from(decodeBase64Url(bytes.toString('base64url')) as Uint8Array)).toEqual(bytes);
      expect(
        Buffer.from(
          decodeBase64Url(bytes.toString('base64').replaceAll('+', '-').replaceAll('/', '_')) as Uint8Array,
        ),
      ).toEqual(bytes);
    }
    expect(decodeBase64Url('')).toBeNull();
    expect(decodeBase64Url('a+b/')).toBeNull();
    expect(decodeBase64Url('abcde')).toBeNull();
  });

  it('takes 65 bytes starting with 4 as an uncompressed point', () => {
    expect(
      isUncompressedPointText(Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 1)]).toString('base64url')),
    ).toBe(true);
    expect(isUncompressedPointText(Buffer.alloc(65, 2).toString('base64url'))).toBe(false);
    expect(isUncompressedPointText(Buffer.alloc(33, 4).toString('base64url'))).toBe(false);
  });
});
