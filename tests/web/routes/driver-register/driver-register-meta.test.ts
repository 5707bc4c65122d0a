import { describe, expect, it } from 'vitest';
import {
  DRIVER_REGISTER_DESCRIPTION,
  DRIVER_REGISTER_TITLE,
} from '#web/routes/driver-register/driver-register-meta.ts';

describe('/driver-register metadata (SPEC section 9)', () => {
  it('says what drivers earn and where', () => {
    expect(DRIVER_REGISTER_TITLE).toBe('Register as Driver: earn $5 base plus $1 per km plus tips');
    expect(DRIVER_REGISTER_DESCRIPTION).toContain(
      '$5 base per delivery plus $1 per km beyond 5 km plus tips',
    );
    expect(DRIVER_REGISTER_DESCRIPTION).toContain('50+ countries');
    expect(DRIVER_REGISTER_DESCRIPTION.length).toBeLessThanOrEqual(160);
  });
});
