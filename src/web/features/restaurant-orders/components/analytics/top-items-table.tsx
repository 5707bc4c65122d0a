import type { RestaurantAnalytics } from '#domain/restaurant-orders/responses.ts';
import { Card } from '#web/components/ui/card.tsx';
import { formatPrice } from '#web/lib/format.ts';

/** The five dishes sold most over the period, their revenue in the restaurant's currency. */
export function TopItemsTable({
  items,
  currency,
}: {
  items: RestaurantAnalytics['topItems'];
  currency: string;
}) {
  return (
    <Card className="overflow-x-auto p-4 sm:p-5">
      <table className="w-full text-left text-sm">
        <caption className="mb-3 text-left text-base font-semibold text-stone-900">Top 5 items</caption>
        <thead>
          <tr className="border-b border-stone-200 text-stone-700">
            <th scope="col" className="py-2 pr-3 font-semibold">
              Item
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-semibold">
              Sold
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              Revenue
            </th>
          </tr>
        </thead>
        <tbody>
          {items.length === 0 ? (
            <tr>
              <td colSpan={3} className="py-3 text-stone-600">
                No sales in this period yet.
              </td>
            </tr>
          ) : (
            items.map((item) => (
              <tr key={item.name} className="border-b border-stone-100 last:border-0">
                <th scope="row" className="py-2 pr-3 font-medium text-stone-900">
                  {item.name}
                </th>
                <td className="py-2 pr-3 text-right text-stone-800">{item.quantity}</td>
                <td className="py-2 text-right text-stone-800">{formatPrice(item.revenue, currency)}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </Card>
  );
}
