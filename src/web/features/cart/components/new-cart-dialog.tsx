import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogContent } from '#web/components/ui/dialog.tsx';
import { useCart } from '../cart-context';
import { useReturnFocus } from '../use-return-focus';

/**
 * The "Start a new cart?" question: the cart holds `current`'s dishes, and `adding` (a dish, or a
 * past order's dishes) comes from `restaurantName`. The cart is only replaced on "Start new cart".
 */
export function StartNewCartDialog({
  open,
  current,
  adding,
  restaurantName,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  current: string | undefined;
  adding: string;
  restaurantName: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  useReturnFocus(open);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
    >
      {open ? (
        <DialogContent
          title="Start a new cart?"
          description={`Your cart has dishes from ${current ?? 'another restaurant'}. A cart holds one restaurant's dishes: start a new cart to add ${adding} from ${restaurantName}.`}
        >
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onCancel}>
              Keep current cart
            </Button>
            <Button onClick={onConfirm}>Start new cart</Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

/**
 * DESIGN deviation 11: one restaurant per cart. Adding another restaurant's dish asks first;
 * the current cart is only dropped when the customer says so.
 */
export function NewCartDialog() {
  const { items, pending, confirmNewCart, cancelNewCart } = useCart();
  return (
    <StartNewCartDialog
      open={pending !== null}
      current={items[0]?.restaurantName}
      adding={pending?.name ?? ''}
      restaurantName={pending?.restaurantName ?? ''}
      onConfirm={confirmNewCart}
      onCancel={cancelNewCart}
    />
  );
}
