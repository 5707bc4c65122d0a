import { describe, expect, it } from 'vitest';
import { driverTitle } from '#web/features/driver-deliveries/driver-title.ts';

describe('driverTitle', () => {
  it('puts the available orders first while online', () => {
    expect(driverTitle(1, true)).toBe('(1) Order available · Driver App');
    expect(driverTitle(3, true)).toBe('(3) Orders available · Driver App');
  });

  it('leaves the title alone when none wait or the driver is offline', () => {
    expect(driverTitle(0, true)).toBeNull();
    expect(driverTitle(4, false)).toBeNull();
  });
});
