import { describe, expect, it } from 'vitest';
import {
  encodeMessage,
  parseClientMessage,
  parseServerMessage,
  type ServerMessage,
} from '#domain/shared/live-messages.ts';

const valid: ServerMessage[] = [
  { type: 'order_created', data: { id: 5, restaurantId: 1, customerName: 'Chris', total: '32.97' } },
  { type: 'order_updated', data: { customerPhone: '14165550101', restaurantId: 1, driverId: null } },
  {
    type: 'order_updated',
    data: { id: 5, customerPhone: '14165550101', restaurantId: 1, driverId: 3, status: 'picked-up' },
  },
  { type: 'restaurant_approved', data: { name: 'Maple Bistro' } },
  { type: 'driver_approved', data: { name: 'Dana' } },
  { type: 'driver_location_update', data: { orderId: 5, driverId: 3, latitude: 43.65, longitude: -79.35 } },
  { type: 'payment_completed', data: { orderId: 5, amount: '32.97' } },
];

describe('parseServerMessage', () => {
  it.each(valid)('parses $type', (message) => {
    expect(parseServerMessage(encodeMessage(message))).toEqual(message);
  });

  it.each([
    '',
    'not json',
    'null',
    '42',
    '[]',
    '{}',
    '{"type":"order_created"}',
    '{"type":"order_created","data":{"id":"5","restaurantId":1,"customerName":"x","total":"1"}}',
    '{"type":"driver_location_update","data":{"orderId":1,"driverId":1,"latitude":200,"longitude":0}}',
    '{"type":"unknown","data":{}}',
    '{"type":"app_connect","appType":"admin","timestamp":1}',
  ])('returns null for %j without throwing', (raw) => {
    expect(parseServerMessage(raw)).toBeNull();
  });

  it('returns null for a non-string despite the type', () => {
    expect(parseServerMessage(Buffer.from('{}') as unknown as string)).toBeNull();
  });

  it('strips unknown data fields', () => {
    const parsed = parseServerMessage('{"type":"driver_approved","data":{"name":"Dana","password":"x"}}');
    expect(parsed).toEqual({ type: 'driver_approved', data: { name: 'Dana' } });
  });
});

describe('parseClientMessage', () => {
  it('parses app_connect for every app type', () => {
    for (const appType of ['customer', 'restaurant', 'driver', 'admin'] as const) {
      const message = { type: 'app_connect' as const, appType, timestamp: 1700000000000 };
      expect(parseClientMessage(JSON.stringify(message))).toEqual(message);
    }
    const withPhone = {
      type: 'app_connect',
      appType: 'customer',
      timestamp: '2024-01-01T00:00:00Z',
      phone: '14165550101',
    };
    expect(parseClientMessage(JSON.stringify(withPhone))).toEqual(withPhone);
    // The phone's country is optional: a hello with it parses, and one without (above) still does.
    const withCountry = { ...withPhone, phone: '020 7946 0958', country: 'GB' };
    expect(parseClientMessage(JSON.stringify(withCountry))).toEqual(withCountry);
    expect(parseClientMessage(JSON.stringify({ ...withPhone, country: 'x'.repeat(9) }))).toBeNull();
  });

  it('returns null for malformed input', () => {
    expect(parseClientMessage('{"type":"app_connect","appType":"hacker","timestamp":1}')).toBeNull();
    expect(parseClientMessage('{"type":"app_connect","appType":"admin"}')).toBeNull();
    expect(parseClientMessage('{')).toBeNull();
  });
});
