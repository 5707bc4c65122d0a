import type { CustomerOrder } from '../../../../domain/customer-order';
import { etaLabelAndValue, orderEta } from '../order-eta';

/** "Estimated arrival 7:45 PM" once the restaurant accepted, else the estimate the order was placed with. */
export function OrderEtaLine({
  order,
}: {
  order: Pick<CustomerOrder, 'status' | 'estimatedArrival' | 'estimatedDelivery'>;
}) {
  const eta = orderEta(order);
  if (!eta) return null;
  const [label, value] = etaLabelAndValue(eta);
  return (
    <p className="text-sm text-stone-700">
      <span>{label}</span>{' '}
      <span className="font-semibold text-stone-900" data-testid="order-eta">
        {value}
      </span>
    </p>
  );
}
