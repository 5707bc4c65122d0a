import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { MenuItem } from '#domain/catalogue/responses.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogContent, DialogTrigger } from '#web/components/ui/dialog.tsx';
import { useDeleteMenuItem } from '../use-menu-mutations';

/** Delete asks first: a dish removed by a stray tap would vanish from every customer's screen. */
export function DeleteItemDialog({ restaurantId, item }: { restaurantId: number; item: MenuItem }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteMenuItem(restaurantId);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Delete ${item.name}`}
          className="text-red-800 hover:bg-red-50"
        >
          <Trash2 className="size-4" aria-hidden="true" />
          Delete
        </Button>
      </DialogTrigger>
      <DialogContent
        title={`Delete ${item.name}?`}
        description="Customers will no longer see it. Past orders keep their lines."
      >
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button
            variant="destructive"
            needsConnection
            disabled={remove.isPending}
            onClick={() => remove.mutate(item.id, { onSettled: () => setOpen(false) })}
          >
            Delete
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
