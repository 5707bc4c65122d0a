import { useQueryClient } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import {
  REORDER_CHANGED,
  REORDER_DONE,
  REORDER_NOTHING,
  type Reorder,
  reorderLines,
} from '#domain/cart/reorder.ts';
import { conflictsWithCart } from '#domain/cart/rules.ts';
import type { TrackedOrder } from '#domain/tracking/responses.ts';
import { paths } from '#web/app/paths.ts';
import { Button } from '#web/components/ui/button.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { useCart } from '#web/features/cart/cart-context.tsx';
import { StartNewCartDialog } from '#web/features/cart/components/new-cart-dialog.tsx';
import { ORDER_AGAIN } from '#web/features/tracking/messages.ts';
import { menuQuery } from '#web/lib/menu-query.ts';

export const ORDER_AGAIN_FAILED = 'The menu could not load. Please try again.';
/** A list of changes stays long enough to be read (a toast pauses while hovered or focused). */
const CHANGES_TOAST_MS = 15_000;

const changeList = (changes: readonly string[]) => (
  <ul className="mt-1 list-disc space-y-0.5 pl-5">
    {changes.map((change) => (
      <li key={change}>{change}</li>
    ))}
  </ul>
);

/**
 * "Order again" (issue "After the order", item 5): reads the restaurant's menu now, puts what is
 * still sold in the cart at today's prices (reorderLines), goes to the restaurant's page and says
 * what changed. A cart holding another restaurant's dishes is replaced only after the same "Start a
 * new cart?" question as adding a dish; one of this restaurant's keeps its lines and gains these.
 */
export function OrderAgainButton({ order }: { order: TrackedOrder }) {
  const cart = useCart();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState<Reorder | null>(null);

  const fill = (reorder: Reorder, replace: boolean) => {
    if (replace) cart.clearCart();
    for (const line of reorder.lines) cart.addItem(line.item, line.quantity);
    const { changes } = reorder;
    toast(
      changes.length === 0
        ? { title: REORDER_DONE }
        : { title: REORDER_CHANGED, description: changeList(changes), duration: CHANGES_TOAST_MS },
    );
    navigate(paths.restaurant(order.restaurantId));
  };

  const orderAgain = async () => {
    setBusy(true);
    try {
      // Today's menu, not one read minutes ago: the prices and what is sold may have changed.
      const menu = await queryClient.fetchQuery({ ...menuQuery(order.restaurantId), staleTime: 0 });
      const reorder = reorderLines(order, menu);
      if (reorder.lines.length === 0) {
        toast({
          title: REORDER_NOTHING,
          description: changeList(reorder.changes),
          variant: 'destructive',
          duration: CHANGES_TOAST_MS,
        });
      } else if (conflictsWithCart(cart.items, { restaurantId: order.restaurantId })) {
        setAsking(reorder);
      } else {
        fill(reorder, false);
      }
    } catch {
      toast({ title: ORDER_AGAIN_FAILED, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => void orderAgain()} disabled={busy}>
        <RotateCcw className="size-4" aria-hidden="true" />
        {ORDER_AGAIN}
        <span className="sr-only"> from order #{order.id}</span>
      </Button>
      <StartNewCartDialog
        open={asking !== null}
        current={cart.items[0]?.restaurantName}
        adding="this order's dishes"
        restaurantName={order.restaurantName}
        onConfirm={() => {
          if (asking) fill(asking, true);
          setAsking(null);
        }}
        onCancel={() => setAsking(null)}
      />
    </>
  );
}
