import type { AdminRestaurant } from '#domain/partners/responses.ts';
import { AdminTable } from '#web/components/admin-table.tsx';
import { formatRating } from '#web/lib/format.ts';
import { type ApprovalTableProps, partnerColumns } from './partner-columns';

/**
 * SPEC section 7 columns: name, cuisine, email, phone, status; plus the rating its customers gave
 * ("4.6 (12)", "New"), payout bank and the action.
 */
export function RestaurantsTable({
  busyId,
  onApprovalChange,
  ...table
}: ApprovalTableProps<AdminRestaurant>) {
  const columns = partnerColumns(
    { busyId, onApprovalChange },
    {
      afterName: [{ header: 'Cuisine', cell: (r) => r.cuisine }],
      afterPhone: [
        {
          header: 'Rating',
          cell: (r) => <span className="whitespace-nowrap">{formatRating(r.rating, r.ratingCount)}</span>,
        },
      ],
    },
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
