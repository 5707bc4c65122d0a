import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { RegistrationResult } from '#domain/registration/responses.ts';
import { toast } from '#web/components/ui/use-toast.ts';
import { REGISTRATION_FAILED_TITLE, REGISTRATION_SUCCESS_TITLE } from './messages';
import { toRegistrationBody } from './registration-body';
import { describeRegistrationError } from './registration-error';

interface RegistrationSubmitOptions<TOutput extends { confirmPassword: unknown }> {
  /** The API schema's field names in form order: server messages go on these, the first is focused. */
  fieldNames: readonly string[];
  send: (body: Omit<TOutput, 'confirmPassword'>) => Promise<RegistrationResult>;
  successDescription: string;
  onRegistered: (result: RegistrationResult) => void;
}

/**
 * The submit handler both registration forms share. The zod resolver has already validated (and
 * focused the first invalid field otherwise); this sends the body, then either reports success or
 * shows the server's reasons twice: once in the toast and once under each field it names.
 */
export function useRegistrationSubmit<
  TInput extends FieldValues,
  TOutput extends { confirmPassword: unknown },
>(
  form: UseFormReturn<TInput, unknown, TOutput>,
  { fieldNames, send, successDescription, onRegistered }: RegistrationSubmitOptions<TOutput>,
) {
  return form.handleSubmit(async (values) => {
    try {
      const result = await send(toRegistrationBody(values));
      toast({ title: REGISTRATION_SUCCESS_TITLE, description: successDescription });
      onRegistered(result);
    } catch (error) {
      const failure = describeRegistrationError(error);
      let focused = false;
      for (const name of fieldNames) {
        const message = failure.fields[name];
        if (!message) continue;
        form.setError(name as Path<TInput>, { type: 'server', message }, { shouldFocus: !focused });
        focused = true;
      }
      toast({ variant: 'destructive', title: REGISTRATION_FAILED_TITLE, description: failure.message });
    }
  });
}
