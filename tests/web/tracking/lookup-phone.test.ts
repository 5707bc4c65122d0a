import { describe, expect, it } from 'vitest';
import { trackingKeys } from '#web/features/tracking/api/query-keys.ts';
import { lookupPhone } from '#web/features/tracking/lookup-phone.ts';
import { urlFromQueryKey } from '#web/lib/api-client.ts';

describe('lookupPhone', () => {
  it('ignores an empty or blank entry (SPEC section 5: it does nothing)', () => {
    expect(lookupPhone('')).toBeNull();
    expect(lookupPhone('   ')).toBeNull();
    expect(lookupPhone(null)).toBeNull();
    expect(lookupPhone(' + ')).toBeNull();
  });

  it('normalises the number like the server stores it, so spellings share one cache entry', () => {
    expect(lookupPhone('+1 416-555-0101')).toBe('14165550101');
    expect(lookupPhone('(416) 555.0101')).toBe('4165550101');
  });

  it('builds the look-up URL from the query key, escaping what is left', () => {
    expect(urlFromQueryKey(trackingKeys.customerOrders('14165550101'))).toBe(
      '/api/orders/customer/14165550101',
    );
    expect(urlFromQueryKey(trackingKeys.customerOrders('12/34'))).toBe('/api/orders/customer/12%2F34');
  });
});
