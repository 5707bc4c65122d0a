import type { AdminDriver } from '#domain/partners/responses.ts';
import { AdminTable } from '#web/components/admin-table.tsx';
import { formatRating } from '#web/lib/format.ts';
import { type ApprovalTableProps, partnerColumns } from './partner-columns';

/**
 * SPEC section 7 columns: name, email, phone, vehicleType, vehicleNumber, licenseNumber, status;
 * plus the rating its customers gave ("4.8 (23)", "New"), payout bank and the action.
 */
export function DriversTable({ busyId, onApprovalChange, ...table }: ApprovalTableProps<AdminDriver>) {
  const columns = partnerColumns(
    { busyId, onApprovalChange },
    {
      afterPhone: [
        { header: 'Vehicle Type', cell: (d) => <span className="capitalize">{d.vehicleType}</span> },
        {
          header: 'Vehicle Number',
          cell: (d) => <span className="whitespace-nowrap">{d.vehicleNumber}</span>,
        },
        {
          header: 'License Number',
          cell: (d) => <span className="whitespace-nowrap">{d.licenseNumber}</span>,
        },
        {
          header: 'Rating',
          cell: (d) => <span className="whitespace-nowrap">{formatRating(d.rating, d.ratingCount)}</span>,
        },
      ],
    },
  );
  return (
    <AdminTable caption="Drivers" emptyText="No drivers have registered yet." columns={columns} {...table} />
  );
}
