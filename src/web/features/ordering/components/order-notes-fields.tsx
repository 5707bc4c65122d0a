import { useEffect, useRef } from 'react';
import {
  DELIVERY_INSTRUCTIONS_LABEL,
  DELIVERY_INSTRUCTIONS_PLACEHOLDER,
  KITCHEN_NOTE_LABEL,
  KITCHEN_NOTE_PLACEHOLDER,
  noteCharactersLeft,
} from '#domain/ordering/order-notes.ts';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Textarea } from '#web/components/ui/input.tsx';
import type { DetailsErrors, DetailsField } from '../details-check';

type NoteField = Extract<DetailsField, 'kitchenNote' | 'deliveryInstructions'>;

interface OrderNotesFieldsProps {
  kitchenNote: string;
  deliveryInstructions: string;
  onChange: (field: NoteField, value: string) => void;
  errors?: DetailsErrors;
  /** Moves focus to this field when it is a note (the one a failed Place Order complained about). */
  focusField?: DetailsField | null;
  disabled?: boolean;
}

/** "12 characters left" near the limit, "3 characters too many" past it; nothing before. */
export function noteCountText(text: string): string | undefined {
  const left = noteCharactersLeft(text);
  if (left === null) return undefined;
  if (left < 0) return `${-left} ${-left === 1 ? 'character' : 'characters'} too many`;
  return `${left} ${left === 1 ? 'character' : 'characters'} left`;
}

/**
 * The order's two optional notes, for the drawer's details step and /checkout: one for the kitchen
 * (the restaurant sees it), one for the driver at the door (the driver sees it once the delivery is
 * theirs). The count shows near the limit; Place Order checks the limit with the server's rule.
 */
export function OrderNotesFields({
  kitchenNote,
  deliveryInstructions,
  onChange,
  errors = {},
  focusField,
  disabled,
}: OrderNotesFieldsProps) {
  const refs = {
    kitchenNote: useRef<HTMLTextAreaElement>(null),
    deliveryInstructions: useRef<HTMLTextAreaElement>(null),
  };
  const focusRef =
    focusField === 'kitchenNote' || focusField === 'deliveryInstructions' ? refs[focusField] : null;
  useEffect(() => {
    focusRef?.current?.focus();
  }, [focusRef]);

  return (
    <div className="space-y-4">
      <FormField label={KITCHEN_NOTE_LABEL} hint={noteCountText(kitchenNote)} error={errors.kitchenNote}>
        <Textarea
          ref={refs.kitchenNote}
          name="kitchenNote"
          rows={2}
          className="min-h-16"
          placeholder={KITCHEN_NOTE_PLACEHOLDER}
          value={kitchenNote}
          disabled={disabled}
          onChange={(event) => onChange('kitchenNote', event.target.value)}
        />
      </FormField>
      <FormField
        label={DELIVERY_INSTRUCTIONS_LABEL}
        hint={noteCountText(deliveryInstructions)}
        error={errors.deliveryInstructions}
      >
        <Textarea
          ref={refs.deliveryInstructions}
          name="deliveryInstructions"
          rows={2}
          className="min-h-16"
          placeholder={DELIVERY_INSTRUCTIONS_PLACEHOLDER}
          value={deliveryInstructions}
          disabled={disabled}
          onChange={(event) => onChange('deliveryInstructions', event.target.value)}
        />
      </FormField>
    </div>
  );
}
