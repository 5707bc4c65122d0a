import type { ComponentProps, ReactNode } from 'react';
import {
  type FieldError,
  type FieldValues,
  get,
  type Path,
  type RegisterOptions,
  useFormContext,
} from 'react-hook-form';
import { PASSWORD_MIN_LENGTH } from '#domain/shared/fields.ts';
import { Card } from '#web/components/ui/card.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input, Select, Textarea } from '#web/components/ui/input.tsx';
import type { SelectOption } from '../option-labels';

// Labelled controls for the registration forms: FormField around the shared Input/Select/Textarea,
// bound by name to the surrounding form (FormProvider): register()'s ref reaches the native control,
// so a failed submit can focus the first invalid field, and the field shows its own message.
// "required" only marks the label and aria-required: the zod schema validates, never the browser,
// so the user sees the spec's messages.

interface FieldChrome {
  label: string;
  hint?: string;
  required?: boolean;
  className?: string;
}

type BoundProps<TValues extends FieldValues, TControl> = FieldChrome &
  Omit<TControl, 'required' | 'name'> & {
    name: Path<TValues>;
    registerOptions?: RegisterOptions<TValues, Path<TValues>>;
  };

/** Splits a field's props into FormField's (with the form's message) and the registered control's. */
function useBoundField<TValues extends FieldValues, TControl>({
  name,
  registerOptions,
  label,
  hint,
  required,
  className,
  ...control
}: BoundProps<TValues, TControl>) {
  const {
    register,
    formState: { errors },
  } = useFormContext<TValues>();
  const error = (get(errors, name) as FieldError | undefined)?.message;
  return {
    chrome: { label, hint, required, className, error },
    control: { ...control, ...register(name, registerOptions) },
  };
}

function TextField<TValues extends FieldValues>(props: BoundProps<TValues, ComponentProps<'input'>>) {
  const { chrome, control } = useBoundField(props);
  return (
    <FormField {...chrome}>
      <Input {...control} />
    </FormField>
  );
}

function TextAreaField<TValues extends FieldValues>(props: BoundProps<TValues, ComponentProps<'textarea'>>) {
  const { chrome, control } = useBoundField(props);
  return (
    <FormField {...chrome}>
      <Textarea rows={3} {...control} />
    </FormField>
  );
}

function SelectField<TValues extends FieldValues>({
  options,
  placeholder,
  ...props
}: BoundProps<TValues, Omit<ComponentProps<'select'>, 'children'>> & {
  options: readonly SelectOption[];
  /** The empty first choice ("Select ..."); choosing it on a required list shows its message. */
  placeholder: string;
}) {
  const { chrome, control } = useBoundField(props);
  return (
    <FormField {...chrome}>
      <Select {...control}>
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

/** An email box: the keyboard and autofill of an address. */
function EmailField<TValues extends FieldValues>(props: BoundProps<TValues, ComponentProps<'input'>>) {
  return <TextField type="email" autoComplete="email" {...props} />;
}

/** A phone box: the keyboard and autofill of a phone number. */
function PhoneField<TValues extends FieldValues>(props: BoundProps<TValues, ComponentProps<'input'>>) {
  return <TextField type="tel" autoComplete="tel" {...props} />;
}

/** The address's country list, with the browser's country autofill. */
function CountryField({ options }: { options: readonly SelectOption[] }) {
  return (
    <SelectField
      name="country"
      label="Country"
      placeholder="Select country"
      options={options}
      autoComplete="country-name"
    />
  );
}

/** The new password and its confirmation, both registration forms' last personal fields. */
function PasswordFields() {
  return (
    <>
      <TextField
        name="password"
        label="Password"
        required
        type="password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
      />
      <TextField
        name="confirmPassword"
        label="Confirm Password"
        required
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}

/** The bound fields typed to one form's values, so a misspelt field name fails to compile. */
export function fieldsOf<TValues extends FieldValues>() {
  return {
    TextField: TextField<TValues>,
    TextAreaField: TextAreaField<TValues>,
    SelectField: SelectField<TValues>,
    EmailField: EmailField<TValues>,
    PhoneField: PhoneField<TValues>,
    CountryField,
    PasswordFields,
  };
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
