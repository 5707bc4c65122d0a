import type { AdminRestaurant } from '#domain/partners/responses.ts';
import { AdminTable } from '#web/components/admin-table.tsx';
import { type ApprovalTableProps, partnerColumns } from './partner-columns';

/** SPEC section 7 columns: name, cuisine, email, phone, status; plus payout bank and the action. */
export function RestaurantsTable({
  busyId,
  onApprovalChange,
  ...table
}: ApprovalTableProps<AdminRestaurant>) {
  const columns = partnerColumns(
    { busyId, onApprovalChange },
    { afterName: [{ header: 'Cuisine', cell: (r) => r.cuisine }] },
  );
  return (
    <AdminTable
      caption="Restaurants"
      emptyText="No restaurants have registered yet."
      columns={columns}
      {...table}
    />
  );
}
