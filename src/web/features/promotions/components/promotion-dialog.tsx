import { type ReactNode, useState } from 'react';
import type { Promotion } from '#domain/promotions/responses.ts';
import { Dialog, DialogContent, DialogTrigger } from '#web/components/ui/dialog.tsx';
import { useCreatePromotion, useEditPromotion } from '../use-promotion-mutations';
import { isPromotionField, PromotionForm } from './promotion-form';

interface PromotionDialogProps {
  /** The restaurant's currency (ISO 4217), which amounts are typed in. */
  currency: string;
  /** The promotion to edit; without one the dialog adds a new one. */
  promotion?: Promotion;
  trigger: ReactNode;
}

/**
 * The add / edit dialog; it closes once the server has stored the promotion. A field the server
 * refuses (a code another promotion uses, yen with decimals) shows the server's message there.
 */
export function PromotionDialog({ currency, promotion, trigger }: PromotionDialogProps) {
  const [open, setOpen] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const onFieldErrors = (fields: Record<string, string>) => {
    const shown = Object.fromEntries(Object.entries(fields).filter(([name]) => isPromotionField(name)));
    setServerErrors(shown);
    return Object.keys(shown).length > 0;
  };
  const add = useCreatePromotion(onFieldErrors);
  const edit = useEditPromotion(onFieldErrors);
  const openChange = (next: boolean) => {
    setOpen(next);
    setServerErrors({});
  };
  const done = { onSuccess: () => openChange(false) };

  return (
    <Dialog open={open} onOpenChange={openChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent
        title={promotion ? `Edit ${promotion.title}` : 'New promotion'}
        description="The discount comes off the food and is paid by your restaurant."
        className="max-h-[90vh] max-w-2xl overflow-y-auto"
      >
        {open ? (
          <PromotionForm
            promotion={promotion}
            currency={currency}
            serverErrors={serverErrors}
            submitLabel={promotion ? 'Save Changes' : 'Add Promotion'}
            pending={add.isPending || edit.isPending}
            onSubmit={(body) =>
              promotion ? edit.mutate({ id: promotion.id, patch: body }, done) : add.mutate(body, done)
            }
            onCancel={() => openChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
