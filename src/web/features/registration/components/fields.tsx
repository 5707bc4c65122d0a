import type { ComponentProps, ReactNode } from 'react';
import { Card } from '#web/components/ui/card.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input, Select, Textarea } from '#web/components/ui/input.tsx';
import type { SelectOption } from '../option-labels';

// Labelled controls for the registration forms: FormField around the shared Input/Select/Textarea,
// spread with react-hook-form's register() (its ref reaches the native control, so a failed submit
// can focus the first invalid field). "required" only marks the label and aria-required: the zod
// schema validates, never the browser, so the user sees the spec's messages.

interface FieldChrome {
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  className?: string;
}

export function TextField({
  label,
  error,
  hint,
  required,
  className,
  ...input
}: FieldChrome & Omit<ComponentProps<'input'>, 'required'>) {
  return (
    <FormField label={label} error={error} hint={hint} required={required} className={className}>
      <Input {...input} />
    </FormField>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  required,
  className,
  ...textarea
}: FieldChrome & Omit<ComponentProps<'textarea'>, 'required'>) {
  return (
    <FormField label={label} error={error} hint={hint} required={required} className={className}>
      <Textarea rows={3} {...textarea} />
    </FormField>
  );
}

export function SelectField({
  label,
  error,
  hint,
  required,
  className,
  options,
  placeholder,
  ...select
}: FieldChrome &
  Omit<ComponentProps<'select'>, 'required' | 'children'> & {
    options: readonly SelectOption[];
    /** The empty first choice ("Select ..."); choosing it on a required list shows its message. */
    placeholder: string;
  }) {
  return (
    <FormField label={label} error={error} hint={hint} required={required} className={className}>
      <Select {...select}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </FormField>
  );
}

/** One titled part of a long form: a fieldset whose legend is also a heading to navigate by. */
export function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card className="p-5 sm:p-6">
      <fieldset className="min-w-0">
        <legend className="w-full">
          <h2 className="text-lg font-semibold text-stone-900">{title}</h2>
        </legend>
        {description ? <p className="mt-1 text-sm text-stone-600">{description}</p> : null}
        <div className="mt-4 grid gap-4 sm:grid-cols-2">{children}</div>
      </fieldset>
    </Card>
  );
}

/** Explains the asterisk once, in words a screen reader also reads. */
export function RequiredFieldsNote() {
  return (
    <p className="text-sm text-stone-700">
      Fields marked{' '}
      <span className="font-semibold text-red-700" aria-hidden="true">
        *
      </span>
      <span className="sr-only">with an asterisk</span> are required.
    </p>
  );
}
