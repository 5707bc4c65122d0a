import { Plus, Trash2 } from 'lucide-react';
import {
  type Control,
  type FieldErrors,
  type UseFormGetValues,
  type UseFormRegister,
  type UseFormSetValue,
  useFieldArray,
} from 'react-hook-form';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { newGroupDraft, newOptionDraft, type OptionGroupDraft } from '../option-groups-draft';

/** The part of the item form this editor works on. */
export interface WithOptionGroups {
  optionGroups: OptionGroupDraft[];
}

interface EditorProps {
  control: Control<WithOptionGroups>;
  register: UseFormRegister<WithOptionGroups>;
  errors: FieldErrors<WithOptionGroups>;
  setValue: UseFormSetValue<WithOptionGroups>;
  getValues: UseFormGetValues<WithOptionGroups>;
  /** The restaurant's currency: the options' price changes are typed in it. */
  currency: string;
  wholeUnits: boolean;
}

const checkClass = 'flex min-h-10 items-center gap-3 text-stone-800';
const boxClass = 'focus-ring size-5 accent-brand-strong';

/**
 * The item's option groups (issue 37): each with its name, whether it is required, how many
 * options may be chosen, and its options with their price change and availability.
 */
export function OptionGroupsEditor(props: EditorProps) {
  const { control, register, errors, setValue, getValues } = props;
  const groups = useFieldArray({ control, name: 'optionGroups', keyName: 'key' });
  return (
    <section aria-labelledby="option-groups-heading" className="space-y-3">
      <div>
        <h3 id="option-groups-heading" className="font-semibold text-stone-900">
          Options
        </h3>
        <p className="text-sm text-stone-600">Sizes, extras or a base the customer chooses.</p>
      </div>
      {groups.fields.map((field, index) => {
        const groupErrors = errors.optionGroups?.[index];
        const groupNumber = index + 1;
        return (
          <fieldset key={field.key} className="space-y-3 rounded-lg border border-stone-300 p-3">
            <legend className="px-1 text-sm font-semibold text-stone-800">Option group {groupNumber}</legend>
            <FormField label={`Group ${groupNumber} name`} error={groupErrors?.name?.message} required>
              <Input autoComplete="off" placeholder="Size" {...register(`optionGroups.${index}.name`)} />
            </FormField>
            <label className={checkClass}>
              <input
                type="checkbox"
                className={boxClass}
                {...register(`optionGroups.${index}.required`, {
                  // A required group needs at least one choice, an optional one none: the
                  // minimum follows the switch (the manager may raise it).
                  onChange: (event: { target: { checked: boolean } }) => {
                    const min = Number(getValues(`optionGroups.${index}.minChoices`)) || 0;
                    setValue(`optionGroups.${index}.minChoices`, event.target.checked ? Math.max(1, min) : 0);
                  },
                })}
              />
              Required
            </label>
            <div className="grid grid-cols-2 gap-3">
              <FormField label="Min choices" error={groupErrors?.minChoices?.message}>
                <Input
                  type="number"
                  inputMode="numeric"
                  min="0"
                  step="1"
                  {...register(`optionGroups.${index}.minChoices`, { valueAsNumber: true })}
                />
              </FormField>
              <FormField label="Max choices" error={groupErrors?.maxChoices?.message}>
                <Input
                  type="number"
                  inputMode="numeric"
                  min="1"
                  step="1"
                  {...register(`optionGroups.${index}.maxChoices`, { valueAsNumber: true })}
                />
              </FormField>
            </div>
            <GroupOptions {...props} groupIndex={index} />
            <Button variant="ghost" size="sm" onClick={() => groups.remove(index)}>
              <Trash2 className="size-4" aria-hidden="true" />
              Remove group {groupNumber}
            </Button>
          </fieldset>
        );
      })}
      <Button variant="secondary" size="sm" onClick={() => groups.append(newGroupDraft())}>
        <Plus className="size-4" aria-hidden="true" />
        Add option group
      </Button>
    </section>
  );
}

function GroupOptions({
  control,
  register,
  errors,
  groupIndex,
  currency,
  wholeUnits,
}: EditorProps & { groupIndex: number }) {
  const options = useFieldArray({ control, name: `optionGroups.${groupIndex}.options`, keyName: 'key' });
  const groupNumber = groupIndex + 1;
  const groupErrors = errors.optionGroups?.[groupIndex];
  // "Add at least one option" sits on the list itself.
  const listError = groupErrors?.options?.message ?? groupErrors?.options?.root?.message;
  return (
    <div className="space-y-2">
      <ul className="space-y-3">
        {options.fields.map((field, index) => {
          const optionErrors = groupErrors?.options?.[index];
          const label = `Group ${groupNumber} option ${index + 1}`;
          return (
            <li key={field.key} className="grid gap-2 rounded-md bg-stone-50 p-2 sm:grid-cols-[1fr_8rem]">
              <FormField label={`${label} name`} error={optionErrors?.name?.message} required>
                <Input autoComplete="off" {...register(`optionGroups.${groupIndex}.options.${index}.name`)} />
              </FormField>
              <FormField
                label={`${label} price change`}
                error={optionErrors?.priceDelta?.message}
                hint={`In ${currency}`}
              >
                <Input
                  type="number"
                  inputMode={wholeUnits ? 'numeric' : 'decimal'}
                  step={wholeUnits ? '1' : '0.01'}
                  {...register(`optionGroups.${groupIndex}.options.${index}.priceDelta`)}
                />
              </FormField>
              <div className="flex flex-wrap items-center justify-between gap-2 sm:col-span-2">
                <label className={checkClass}>
                  <input
                    type="checkbox"
                    aria-label={`${label} available`}
                    className={boxClass}
                    {...register(`optionGroups.${groupIndex}.options.${index}.isAvailable`)}
                  />
                  Available
                </label>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Remove ${label.toLowerCase()}`}
                  onClick={() => options.remove(index)}
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                  Remove
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      {listError ? (
        <p className="text-sm font-medium text-red-700" role="alert">
          {listError}
        </p>
      ) : null}
      <Button variant="secondary" size="sm" onClick={() => options.append(newOptionDraft())}>
        <Plus className="size-4" aria-hidden="true" />
        Add option to group {groupNumber}
      </Button>
    </div>
  );
}
