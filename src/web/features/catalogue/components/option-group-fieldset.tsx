import { useId } from 'react';
import { formatMoney } from '#domain/shared/currency.ts';
import { centsOrNull } from '#domain/shared/money.ts';
import {
  type Choices,
  type ChoosableGroup,
  type ChoosableOption,
  choose,
  groupRule,
  isOptionDisabled,
  isSingleChoice,
} from '../option-choices';

interface OptionGroupFieldsetProps {
  group: ChoosableGroup;
  currency: string;
  choices: Choices;
  onChange: (choices: Choices) => void;
}

/** "+$2.00" beside an option that costs more, "-$1.00" for less, nothing for no change. */
function deltaText(priceDelta: string, currency: string): string | null {
  const cents = centsOrNull(priceDelta) ?? 0;
  if (cents === 0) return null;
  return `${cents > 0 ? '+' : ''}${formatMoney(cents, currency)}`;
}

/**
 * One option group: radios when one option may be chosen, checkboxes otherwise (the unchecked ones
 * disabled once the group holds its maximum); unavailable options are shown, disabled.
 */
export function OptionGroupFieldset({ group, currency, choices, onChange }: OptionGroupFieldsetProps) {
  const ruleId = useId();
  const name = useId();
  const single = isSingleChoice(group);
  const chosen = choices.get(group.id) ?? [];
  return (
    <fieldset aria-describedby={ruleId} className="space-y-2">
      <legend className="font-semibold text-stone-900">{group.name}</legend>
      <p id={ruleId} className="text-sm text-stone-600">
        {groupRule(group)}
      </p>
      <ul className="space-y-1">
        {group.options.map((option: ChoosableOption) => {
          const delta = deltaText(option.priceDelta, currency);
          const disabled = isOptionDisabled(choices, group, option);
          return (
            <li key={option.id}>
              <label
                className={
                  disabled
                    ? 'flex min-h-11 cursor-not-allowed items-center gap-3 rounded-md px-2 text-stone-600'
                    : 'flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-2 text-stone-800 hover:bg-stone-50'
                }
              >
                <input
                  type={single ? 'radio' : 'checkbox'}
                  name={name}
                  value={option.id}
                  checked={chosen.includes(option.id)}
                  disabled={disabled}
                  onChange={() => onChange(choose(choices, group, option.id))}
                  className="focus-ring size-5 accent-brand-strong"
                />
                <span className="flex-1">
                  {option.name}
                  {/* A real space, so "Truffle (Unavailable)" is read as two words. */}
                  {option.isAvailable ? null : <span className="text-sm"> (Unavailable)</span>}
                </span>
                {delta ? <span className="text-sm text-stone-700">{delta}</span> : null}
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
