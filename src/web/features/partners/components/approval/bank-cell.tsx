import { maskedAccount } from '#domain/partners/rules.ts';

/** Payout bank and account, never more than the last 4 digits (DESIGN section 5). */
export function BankCell({ bankName, last4 }: { bankName: string | null; last4: string | null }) {
  return (
    <span className="whitespace-nowrap">
      {bankName ? <span className="block">{bankName}</span> : null}
      <span className="text-stone-600">{maskedAccount(last4)}</span>
    </span>
  );
}
