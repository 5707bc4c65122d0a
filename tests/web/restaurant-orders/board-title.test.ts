import { describe, expect, it } from 'vitest';
import { boardTitle } from '#web/features/restaurant-orders/board-title.ts';

describe('boardTitle', () => {
  it('leads with the number of waiting orders', () => {
    expect(boardTitle(2)).toBe('(2) New orders · Restaurant App');
    expect(boardTitle(1)).toBe('(1) New order · Restaurant App');
  });

  it('leaves the usual title when no order waits', () => {
    expect(boardTitle(0)).toBeNull();
  });
});
