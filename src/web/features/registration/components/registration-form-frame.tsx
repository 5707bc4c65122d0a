import type { ReactNode } from 'react';
import { type FieldValues, FormProvider, type UseFormReturn } from 'react-hook-form';
import type { RegistrationResult } from '#domain/registration/responses.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useRegistrationSubmit } from '../use-registration-submit';
import { RequiredFieldsNote } from './fields';

/** Quiet until the first submit, then every keystroke re-checks, so a fixed field clears at once. */
export const REGISTRATION_FORM_MODE = {
  mode: 'onSubmit',
  reValidateMode: 'onChange',
  shouldFocusError: true,
} as const;

interface RegistrationFormFrameProps<
  TInput extends FieldValues,
  TOutput extends { confirmPassword: unknown },
> {
  form: UseFormReturn<TInput, unknown, TOutput>;
  /** The form's accessible name, e.g. "Driver registration". */
  label: string;
  /** The API schema's field names in form order: server messages go on these, the first is focused. */
  fieldNames: readonly string[];
  send: (body: Omit<TOutput, 'confirmPassword'>) => Promise<RegistrationResult>;
  successDescription: string;
  onRegistered: (result: RegistrationResult) => void;
  /** The form's own sections. */
  children: ReactNode;
}

/**
 * What both registration forms share around their sections: the required-fields note, submit with
 * its busy state, the success toast and the server's messages under the fields they name.
 */
export function RegistrationFormFrame<
  TInput extends FieldValues,
  TOutput extends { confirmPassword: unknown },
>({
  form,
  label,
  fieldNames,
  send,
  successDescription,
  onRegistered,
  children,
}: RegistrationFormFrameProps<TInput, TOutput>) {
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
