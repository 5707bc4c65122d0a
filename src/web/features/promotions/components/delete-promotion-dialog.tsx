import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { Promotion } from '#domain/promotions/responses.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogContent, DialogTrigger } from '#web/components/ui/dialog.tsx';
import { useDeletePromotion } from '../use-promotion-mutations';

/** Delete asks first: a promotion removed by a stray tap stops discounting at once. */
export function DeletePromotionDialog({ promotion }: { promotion: Promotion }) {
  const [open, setOpen] = useState(false);
  const remove = useDeletePromotion();
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Delete ${promotion.title}`}
          className="text-red-800 hover:bg-red-50"
        >
          <Trash2 className="size-4" aria-hidden="true" />
          Delete
        </Button>
      </DialogTrigger>
      <DialogContent
        title={`Delete ${promotion.title}?`}
        description="Customers stop getting it. Orders that already used it keep their discount."
      >
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button
            variant="destructive"
            needsConnection
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate({ id: promotion.id, title: promotion.title }, { onSettled: () => setOpen(false) })
            }
          >
            Delete
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
