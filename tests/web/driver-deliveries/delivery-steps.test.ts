import { describe, expect, it } from 'vitest';
import { deliveryStep, statusLabel, statusTone } from '#web/features/driver-deliveries/delivery-steps.ts';

describe('deliveryStep', () => {
  it('offers the one next step per status', () => {
    const step = (status: string) => deliveryStep({ status, deliveryLocked: false });
    expect(step('preparing')).toBe('wait-for-kitchen');
    expect(step('ready')).toBe('pick-up');
    expect(step('picked-up')).toBe('depart');
    expect(step('on-the-way')).toBe('deliver');
    expect(step('delivered')).toBe('none');
    expect(step('cancelled')).toBe('none');
    expect(step('teleported')).toBe('none');
  });

  it('offers nothing but support once the delivery is locked', () => {
    expect(deliveryStep({ status: 'on-the-way', deliveryLocked: true })).toBe('locked');
  });
});

describe('statusLabel and statusTone', () => {
  it('reads statuses in words, an unknown one as written', () => {
    expect(statusLabel('on-the-way')).toBe('On the way');
    expect(statusLabel('ready')).toBe('Ready for pickup');
    expect(statusLabel('delivered')).toBe('Delivered');
    expect(statusLabel('on_hold')).toBe('on hold');
    expect(statusTone('delivered')).toBe('success');
    expect(statusTone('cancelled')).toBe('danger');
    expect(statusTone('preparing')).toBe('warning');
    expect(statusTone('mystery')).toBe('neutral');
  });
});
