import type { AdminDriver } from '#domain/partners/responses.ts';
import { AdminTable, type Column } from '#web/components/admin-table.tsx';
import { ApprovalBadge, ApprovalButton } from './approval-controls';
import { BankCell } from './bank-cell';

interface DriversTableProps {
  rows: AdminDriver[] | undefined;
  isError: boolean;
  onRetry: () => void;
  /** Id of the row whose approval is being changed. */
  busyId: number | null;
  onApprovalChange: (row: AdminDriver, isApproved: boolean) => void;
}

/**
 * SPEC section 7 columns: name, email, phone, vehicleType, vehicleNumber, licenseNumber, status;
 * plus payout bank and the action.
 */
export function DriversTable({ rows, isError, onRetry, busyId, onApprovalChange }: DriversTableProps) {
  const columns: Column<AdminDriver>[] = [
    { header: 'Name', cell: (d) => <span className="font-semibold text-stone-900">{d.name}</span> },
    {
      header: 'Email',
      cell: (d) => <span className="inline-block min-w-44 [overflow-wrap:anywhere]">{d.email}</span>,
    },
    { header: 'Phone', cell: (d) => <span className="whitespace-nowrap">{d.phone}</span> },
    { header: 'Vehicle Type', cell: (d) => <span className="capitalize">{d.vehicleType}</span> },
    { header: 'Vehicle Number', cell: (d) => <span className="whitespace-nowrap">{d.vehicleNumber}</span> },
    { header: 'License Number', cell: (d) => <span className="whitespace-nowrap">{d.licenseNumber}</span> },
    { header: 'Status', cell: (d) => <ApprovalBadge isApproved={d.isApproved} /> },
    { header: 'Bank account', cell: (d) => <BankCell bankName={d.bankName} last4={d.bankAccountLast4} /> },
    {
      header: 'Actions',
      cell: (d) => (
        <ApprovalButton
          name={d.name}
          isApproved={d.isApproved}
          busy={busyId === d.id}
          onChange={(isApproved) => onApprovalChange(d, isApproved)}
        />
      ),
    },
  ];
  return (
    <AdminTable
      caption="Drivers"
      columns={columns}
      rows={rows}
      isError={isError}
      onRetry={onRetry}
      emptyText="No drivers have registered yet."
    />
  );
}
