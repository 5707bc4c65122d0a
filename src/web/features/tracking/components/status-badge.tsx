import { displayStep, statusLabel } from '#domain/order-lifecycle/status-machine.ts';
import { Badge, type BadgeTone } from '#web/components/ui/badge.tsx';

const STEP_TONE: Record<1 | 2 | 3 | 4, BadgeTone> = { 1: 'brand', 2: 'warning', 3: 'info', 4: 'success' };

/**
 * The order's customer-facing status (SPEC section 4 labels; "Cancelled" for a cancelled order,
 * "Scheduled" for an order for later until the kitchen gets it).
 */
export function StatusBadge({ status, className }: { status: string; className?: string }) {
  const tone =
    status === 'cancelled' ? 'danger' : status === 'scheduled' ? 'info' : STEP_TONE[displayStep(status)];
  return (
    <Badge tone={tone} className={className}>
      {statusLabel(status)}
    </Badge>
  );
}
