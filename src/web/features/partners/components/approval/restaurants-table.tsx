import type { AdminRestaurant } from '#domain/partners/responses.ts';
import { AdminTable, type Column } from '#web/components/admin-table.tsx';
import { ApprovalBadge, ApprovalButton } from './approval-controls';
import { BankCell } from './bank-cell';

interface RestaurantsTableProps {
  rows: AdminRestaurant[] | undefined;
  isError: boolean;
  onRetry: () => void;
  /** Id of the row whose approval is being changed. */
  busyId: number | null;
  onApprovalChange: (row: AdminRestaurant, isApproved: boolean) => void;
}

/** SPEC section 7 columns: name, cuisine, email, phone, status; plus payout bank and the action. */
export function RestaurantsTable({
  rows,
  isError,
  onRetry,
  busyId,
  onApprovalChange,
}: RestaurantsTableProps) {
  const columns: Column<AdminRestaurant>[] = [
    { header: 'Name', cell: (r) => <span className="font-semibold text-stone-900">{r.name}</span> },
    { header: 'Cuisine', cell: (r) => r.cuisine },
    {
      header: 'Email',
      cell: (r) => <span className="inline-block min-w-44 [overflow-wrap:anywhere]">{r.email}</span>,
    },
    { header: 'Phone', cell: (r) => <span className="whitespace-nowrap">{r.phone}</span> },
    { header: 'Status', cell: (r) => <ApprovalBadge isApproved={r.isApproved} /> },
    { header: 'Bank account', cell: (r) => <BankCell bankName={r.bankName} last4={r.bankAccountLast4} /> },
    {
      header: 'Actions',
      cell: (r) => (
        <ApprovalButton
          name={r.name}
          isApproved={r.isApproved}
          busy={busyId === r.id}
          onChange={(isApproved) => onApprovalChange(r, isApproved)}
        />
      ),
    },
  ];
  return (
    <AdminTable
      caption="Restaurants"
      columns={columns}
      rows={rows}
      isError={isError}
      onRetry={onRetry}
      emptyText="No restaurants have registered yet."
    />
  );
}
