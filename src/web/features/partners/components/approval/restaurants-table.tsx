import type { AdminRestaurant } from '#domain/partners/responses.ts';
import { AdminTable } from '#web/components/admin-table.tsx';
import { type ApprovalTableProps, partnerColumns } from './partner-columns';

/** SPEC section 7 columns: name, cuisine, email, phone, status; plus payout bank and the action. */
export function RestaurantsTable({
  rows,
  isError,
  onRetry,
  ...approval
}: ApprovalTableProps<AdminRestaurant>) {
  const columns = partnerColumns(approval, { afterName: [{ header: 'Cuisine', cell: (r) => r.cuisine }] });
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
