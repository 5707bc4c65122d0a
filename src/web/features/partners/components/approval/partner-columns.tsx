import type { Column } from '#web/components/admin-table.tsx';
import { ApprovalBadge, ApprovalButton } from './approval-controls';
import { BankCell } from './bank-cell';

/** What both approval tables show of a partner, restaurant or driver. */
interface PartnerRow {
  id: number;
  name: string;
  email: string;
  phone: string;
  isApproved: boolean;
  bankName: string | null;
  bankAccountLast4: string | null;
}

/** An approval table's props: the partners (undefined while loading) and the approval action. */
export interface ApprovalTableProps<T extends PartnerRow> {
  rows: T[] | undefined;
  isError: boolean;
  onRetry: () => void;
  /** Id of the row whose approval is being changed. */
  busyId: number | null;
  onApprovalChange: (row: T, isApproved: boolean) => void;
}

/**
 * The columns every approval table has (name, email, phone, status, payout bank and the action),
 * with the partner's own columns after its name or after its phone.
 */
export function partnerColumns<T extends PartnerRow>(
  { busyId, onApprovalChange }: Pick<ApprovalTableProps<T>, 'busyId' | 'onApprovalChange'>,
  own: { afterName?: Column<T>[]; afterPhone?: Column<T>[] },
): Column<T>[] {
  return [
    { header: 'Name', cell: (p) => <span className="font-semibold text-stone-900">{p.name}</span> },
    ...(own.afterName ?? []),
    {
      header: 'Email',
      cell: (p) => <span className="inline-block min-w-44 [overflow-wrap:anywhere]">{p.email}</span>,
    },
    { header: 'Phone', cell: (p) => <span className="whitespace-nowrap">{p.phone}</span> },
    ...(own.afterPhone ?? []),
    { header: 'Status', cell: (p) => <ApprovalBadge isApproved={p.isApproved} /> },
    { header: 'Bank account', cell: (p) => <BankCell bankName={p.bankName} last4={p.bankAccountLast4} /> },
    {
      header: 'Actions',
      cell: (p) => (
        <ApprovalButton
          name={p.name}
          isApproved={p.isApproved}
          busy={busyId === p.id}
          onChange={(isApproved) => onApprovalChange(p, isApproved)}
        />
      ),
    },
  ];
}
