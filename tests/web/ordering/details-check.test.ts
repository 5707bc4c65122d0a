import { describe, expect, it } from 'vitest';
import { INVALID_CUSTOMER_PHONE } from '#domain/shared/phone.ts';
import { checkDetails, detailFieldErrors } from '#web/features/ordering/details-check.ts';

// Place Order's details check reads the phone as placing the order does (decision 0028): in the
// restaurant's country, Canada while the restaurant is not known.

const details = (customerPhone: string) => ({
  customerName: 'Ada',
  customerPhone,
  customerAddress: '1 Main St',
});

describe('checkDetails', () => {
  it('reads the phone in the restaurant’s country', () => {
    expect(checkDetails(details('020 7946 0958'), 1, 'United Kingdom')).toEqual({ status: 'ok' });
    expect(checkDetails(details('03-1234-5678'), 1, 'Japan')).toEqual({ status: 'ok' });
    expect(checkDetails(details('(416) 555-0177'), 1, 'Canada')).toEqual({ status: 'ok' });
  });

  it('says "Enter a valid phone number" for what the server would refuse, Canada while the restaurant is unknown', () => {
    const invalid = { status: 'invalid-details', fields: { customerPhone: INVALID_CUSTOMER_PHONE } };
    expect(checkDetails(details('020 7946 0958'), 1, 'Canada')).toEqual(invalid);
    expect(checkDetails(details('020 7946 0958'), 1)).toEqual(invalid);
    expect(checkDetails(details('12'), 1, 'United Kingdom')).toEqual(invalid);
    expect(detailFieldErrors(details('+44 20 7946 0958'))).toBeNull();
  });

  it('keeps the spec’s missing-information gate first', () => {
    expect(checkDetails(details(''), 1, 'Canada')).toMatchObject({ status: 'missing-info' });
    expect(checkDetails(details('12'), 0, 'Canada')).toMatchObject({ status: 'missing-info' });
  });
});
