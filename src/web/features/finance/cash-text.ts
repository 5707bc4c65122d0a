import { centsOrNull } from '#domain/shared/money.ts';

export const NO_CASH_TITLE = 'No driver has collected cash yet';
export const CASH_EXPLAINED =
  'Owes = cash collected − pay kept. Balance = owes − settled; a negative balance is what the company owes the driver.';

export type BalanceState = 'owes' | 'settled' | 'owed-to-driver';

/** Whether a driver still has cash to hand over, is even, or is owed money by the company. */
export function balanceState(balance: string): BalanceState {
  const cents = centsOrNull(balance) ?? 0;
  if (cents > 0) return 'owes';
  return cents === 0 ? 'settled' : 'owed-to-driver';
}

/** The words under a balance: nothing while the driver owes, else what the figure means. */
export function balanceNote(balance: string): string | null {
  switch (balanceState(balance)) {
    case 'owes':
      return null;
    case 'settled':
      return 'Settled';
    case 'owed-to-driver':
      return 'The company owes the driver';
  }
}

/** Only a driver who owes cash can hand some over. */
export const canSettle = (balance: string): boolean => balanceState(balance) === 'owes';
