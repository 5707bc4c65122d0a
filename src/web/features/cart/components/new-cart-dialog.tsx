import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogContent } from '#web/components/ui/dialog.tsx';
import { useCart } from '../cart-context';
import { useReturnFocus } from '../use-return-focus';

/**
 * DESIGN deviation 11: one restaurant per cart. Adding another restaurant's dish asks first;
 * the current cart is only dropped when the customer says so.
 */
export function NewCartDialog() {
  const { items, pending, confirmNewCart, cancelNewCart } = useCart();
  const current = items[0]?.restaurantName;
  useReturnFocus(pending !== null);

  return (
    <Dialog
      open={pending !== null}
      onOpenChange={(open) => {
        if (!open) cancelNewCart();
      }}
    >
      {pending ? (
        <DialogContent
          title="Start a new cart?"
          description={`Your cart has dishes from ${current ?? 'another restaurant'}. A cart holds one restaurant's dishes: start a new cart to add ${pending.name} from ${pending.restaurantName}.`}
        >
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={cancelNewCart}>
              Keep current cart
            </Button>
            <Button onClick={confirmNewCart}>Start new cart</Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
