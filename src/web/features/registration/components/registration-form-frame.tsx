import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useEffect } from 'react';
import {
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  FormProvider,
  useForm,
  useWatch,
} from 'react-hook-form';
import type { z } from 'zod';
import type { RegistrationResult } from '#domain/registration/responses.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useRegistrationSubmit } from '../use-registration-submit';
import { RequiredFieldsNote } from './fields';

interface RegistrationFormFrameProps<
  TInput extends FieldValues,
  TOutput extends { confirmPassword: unknown },
> {
  /** The form's schema: what the fields hold (TInput) and what it sends once valid (TOutput). */
  schema: z.ZodType<TOutput, TInput>;
  defaultValues: DefaultValues<TInput>;
  /** The form's accessible name, e.g. "Driver registration". */
  label: string;
  /** The API schema's field names in form order: server messages go on these, the first is focused. */
  fieldNames: readonly string[];
  send: (body: Omit<TOutput, 'confirmPassword'>) => Promise<RegistrationResult>;
  successDescription: string;
  onRegistered: (result: RegistrationResult) => void;
  /** Told the country chosen in the form, by name, whenever it changes (the payout rules follow it). */
  onCountryChange?: (country: string) => void;
  /** The form's own sections. */
  children: ReactNode;
}

/**
 * What both registration forms share around their sections: the form and its validation, the
 * required-fields note, submit with
 * its busy state, the success toast and the server's messages under the fields they name.
 */
export function RegistrationFormFrame<
  TInput extends FieldValues,
  TOutput extends { confirmPassword: unknown },
>({
  schema,
  defaultValues,
  label,
  fieldNames,
  send,
  successDescription,
  onRegistered,
  onCountryChange,
  children,
}: RegistrationFormFrameProps<TInput, TOutput>) {
  // Quiet until the first submit, then every keystroke re-checks, so a fixed field clears at once.
  const form = useForm<TInput, unknown, TOutput>({
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    defaultValues,
  });
  const country: unknown = useWatch({ control: form.control, name: 'country' as FieldPath<TInput> });
  useEffect(() => {
    onCountryChange?.(typeof country === 'string' ? country : '');
  }, [country, onCountryChange]);
  const onSubmit = useRegistrationSubmit(form, { fieldNames, send, successDescription, onRegistered });
  const { isSubmitting } = form.formState;

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} aria-label={label} className="space-y-6">
        <RequiredFieldsNote />
        {children}
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={isSubmitting}>
          {isSubmitting ? 'Submitting Application…' : 'Submit Application'}
        </Button>
      </form>
    </FormProvider>
  );
}
