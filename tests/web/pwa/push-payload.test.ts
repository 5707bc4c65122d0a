import { describe, expect, it } from 'vitest';
import {
  NOTIFICATION_BADGE,
  NOTIFICATION_ICON,
  notificationOptions,
  notificationTag,
  parsePushPayload,
  readPushData,
} from '#web/pwa/push-payload.ts';

const NEW_ORDER = {
  kind: 'new-order',
  title: 'New order #42',
  body: 'Order from Ada for CA$31.50',
  url: '/restaurant-app',
  orderId: 42,
};

const data = (text: string) => ({ text: () => text });

describe('push payload', () => {
  it('reads the server message { kind, title, body, url, orderId }', () => {
    expect(readPushData(data(JSON.stringify(NEW_ORDER)))).toEqual(NEW_ORDER);
    // A message about no order in particular (e.g. the admin's) has no order id.
    const general = {
      kind: 'unanswered',
      title: 'Orders wait',
      body: '2 orders',
      url: '/admin',
      orderId: null,
    };
    expect(parsePushPayload(general)).toEqual(general);
    const { orderId: _, ...withoutId } = general;
    expect(parsePushPayload(withoutId)).toEqual(general);
  });

  it('ignores what is not a notification of ours, without throwing', () => {
    expect(readPushData(null)).toBeNull();
    expect(readPushData(undefined)).toBeNull();
    expect(readPushData(data('not json {'))).toBeNull();
    expect(readPushData(data(''))).toBeNull();
    expect(readPushData(data('"just text"'))).toBeNull();
    expect(readPushData(data('[1,2]'))).toBeNull();
    expect(readPushData(data('null'))).toBeNull();
    expect(parsePushPayload({ ...NEW_ORDER, title: '  ' })).toBeNull();
    expect(parsePushPayload({ ...NEW_ORDER, title: 7 })).toBeNull();
    expect(parsePushPayload({ ...NEW_ORDER, kind: '' })).toBeNull();
    expect(parsePushPayload({ ...NEW_ORDER, body: undefined })).toBeNull();
    expect(parsePushPayload({ ...NEW_ORDER, url: { href: '/admin' } })).toBeNull();
    expect(parsePushPayload({ ...NEW_ORDER, orderId: '42' })).toBeNull();
    expect(parsePushPayload({ ...NEW_ORDER, orderId: 4.2 })).toBeNull();
  });

  it('tags a notification by kind and order, so a newer one about the same order replaces it', () => {
    expect(notificationTag(NEW_ORDER)).toBe('new-order:42');
    expect(notificationTag({ kind: 'unanswered', orderId: null })).toBe('unanswered');
    expect(notificationOptions(NEW_ORDER)).toEqual({
      body: 'Order from Ada for CA$31.50',
      tag: 'new-order:42',
      data: { url: '/restaurant-app' },
      icon: NOTIFICATION_ICON,
      badge: NOTIFICATION_BADGE,
    });
  });
});
