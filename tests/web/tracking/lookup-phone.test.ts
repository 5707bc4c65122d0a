import { describe, expect, it } from 'vitest';
import { INVALID_CUSTOMER_PHONE } from '#domain/shared/phone.ts';
import { customerOrdersUrl } from '#web/features/tracking/api/get-customer-orders.ts';
import { trackingKeys } from '#web/features/tracking/api/query-keys.ts';
import { lookupPhone, readPhoneEntry } from '#web/features/tracking/lookup-phone.ts';
import { urlFromQueryKey } from '#web/lib/api-client.ts';

describe('lookupPhone', () => {
  it('ignores an empty or blank entry (SPEC section 5: it does nothing)', () => {
    expect(lookupPhone('')).toBeNull();
    expect(lookupPhone('   ')).toBeNull();
    expect(lookupPhone(null)).toBeNull();
    expect(readPhoneEntry('   ')).toEqual({ kind: 'blank' });
  });

  it('reads the number in E.164 like the server stores it, so spellings share one cache entry', () => {
    expect(lookupPhone('+1 416-555-0101')).toBe('+14165550101');
    expect(lookupPhone('(416) 555.0101')).toBe('+14165550101');
    expect(lookupPhone('4165550101', 'CA')).toBe('+14165550101');
  });

  it('reads a national number in the selected country', () => {
    expect(lookupPhone('020 7946 0958', 'GB')).toBe('+442079460958');
    expect(lookupPhone('03-1234-5678', 'JP')).toBe('+81312345678');
    expect(lookupPhone('+44 20 7946 0958', 'CA')).toBe('+442079460958');
  });

  it('answers the server’s message for what is not a number there, and looks nothing up', () => {
    expect(readPhoneEntry('12', 'CA')).toEqual({ kind: 'invalid', message: INVALID_CUSTOMER_PHONE });
    expect(readPhoneEntry('020 7946 0958', 'CA')).toEqual({
      kind: 'invalid',
      message: INVALID_CUSTOMER_PHONE,
    });
    expect(readPhoneEntry(' + ', 'CA')).toEqual({ kind: 'invalid', message: INVALID_CUSTOMER_PHONE });
    expect(lookupPhone('12')).toBeNull();
  });

  it('builds the look-up URL from the E.164 number and sends the selected country', () => {
    expect(urlFromQueryKey(trackingKeys.customerOrders('+14165550101'))).toBe(
      '/api/orders/customer/%2B14165550101',
    );
    expect(customerOrdersUrl('+442079460958', 'GB')).toBe('/api/orders/customer/%2B442079460958?country=GB');
    expect(customerOrdersUrl('+14165550101')).toBe('/api/orders/customer/%2B14165550101?country=CA');
  });
});
