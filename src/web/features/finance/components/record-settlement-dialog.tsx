import { type FormEvent, useState } from 'react';
import { SETTLEMENT_NOTE_MAX } from '#domain/finance/requests.ts';
import type { DriverCash } from '#domain/finance/responses.ts';
import { ActionDialog, ActionDialogFooter } from '#web/components/ui/action-dialog.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input, Textarea } from '#web/components/ui/input.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { formatPrice } from '#web/lib/format.ts';
import { newIdempotencyKey } from '#web/lib/idempotency-key.ts';
import {
  amountMessages,
  checkSettlement,
  exampleAmount,
  type SettlementFieldErrors,
  settlementFailure,
  wasRefused,
} from '../settlement-form';
import { useRecordSettlement } from '../use-record-settlement';

const LABELS = { dismiss: 'Cancel', action: 'Record settlement', pending: 'Recording…' };

/**
 * Cash a driver handed over: an amount in the driver's currency and an optional note. Opened for one driver; its
 * Idempotency-Key is made when it opens, so a double tap or a retry after a lost answer records one
 * settlement. A refusal (which recorded nothing) shows the server's reason and takes a new key, so
 * a corrected amount is a new request.
 */
export function RecordSettlementDialog({
  driver,
  onClose,
  onUnauthorized,
}: {
  driver: DriverCash;
  onClose: () => void;
  onUnauthorized: () => void;
}) {
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [checked, setChecked] = useState<SettlementFieldErrors>({});
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const settle = useRecordSettlement(onUnauthorized);
  const { currency } = driver;
  const money = (amount: string) => formatPrice(amount, currency);
  const failure = settle.isError ? settlementFailure(settle.error, driver.balance, currency) : null;
  const errors: SettlementFieldErrors = { ...failure?.fields, ...checked };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (settle.isPending) return;
    const result = checkSettlement({ amount, note }, currency);
    if (!result.ok) {
      setChecked(result.errors);
      return;
    }
    setChecked({});
    settle.mutate(
      { driverId: driver.driverId, ...result.body, idempotencyKey },
      {
        onSuccess: (settlement) => {
          onClose();
          toast({
            title: 'Settlement recorded',
            description: `${money(settlement.amount)} from ${driver.name}. Balance now ${money(settlement.driver.balance)}.`,
          });
        },
        onError: (error) => {
          if (wasRefused(error)) setIdempotencyKey(newIdempotencyKey());
        },
      },
    );
  };

  return (
    <ActionDialog
      title={`Record settlement from ${driver.name}`}
      description={`Cash ${driver.name} handed over. Balance now: ${money(driver.balance)}.`}
      pending={settle.isPending}
      onClose={onClose}
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <FormField label="Amount" error={errors.amount} required hint={amountMessages(currency).hint}>
          <Input
            inputMode={exampleAmount(currency).includes('.') ? 'decimal' : 'numeric'}
            autoComplete="off"
            placeholder={exampleAmount(currency)}
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            disabled={settle.isPending}
          />
        </FormField>
        <FormField
          label="Note"
          error={errors.note}
          hint={`Optional, up to ${SETTLEMENT_NOTE_MAX} characters.`}
        >
          <Textarea
            rows={2}
            maxLength={SETTLEMENT_NOTE_MAX}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            disabled={settle.isPending}
          />
        </FormField>
        <ActionDialogFooter labels={LABELS} pending={settle.isPending} error={failure?.message} />
      </form>
    </ActionDialog>
  );
}
