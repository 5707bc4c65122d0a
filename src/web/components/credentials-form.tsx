import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from './ui/button';
import { FormField } from './ui/form-field';
import { Input } from './ui/input';
import { toast } from './ui/use-toast';

interface Credentials {
  email: string;
  password: string;
}

interface CredentialsFormProps<TOutput extends Credentials, TResult> {
  /** Checks the two fields with the messages of the screen's sign-in schema. */
  schema: z.ZodType<TOutput, Credentials>;
  /** The first field: "Email" (type email) or the admin's "Username" (type text). */
  identifier: { label: string; type: 'email' | 'text' };
  submitLabel: string;
  pendingLabel: string;
  send: (credentials: TOutput) => Promise<TResult>;
  onSuccess: (result: TResult) => void;
  /** What a failed sign-in tells the user, shown above the fields and in a toast with this title. */
  failureMessage: (error: unknown) => string;
  failureTitle: string;
}

/**
 * The sign-in form shell the admin and the partner apps share: identifier and password, a form-level
 * alert for a refused sign-in, and a submit button that shows it is working. Each screen keeps its
 * own texts and what a failure means.
 */
export function CredentialsForm<TOutput extends Credentials, TResult>({
  schema,
  identifier,
  submitLabel,
  pendingLabel,
  send,
  onSuccess,
  failureMessage,
  failureTitle,
}: CredentialsFormProps<TOutput, TResult>) {
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Credentials, unknown, TOutput>({
    resolver: zodResolver(schema),
    defaultValues: { email: '', password: '' },
  });
  const signIn = useMutation({
    mutationFn: send,
    onMutate: () => setFormError(null),
    onSuccess,
    onError: (error) => {
      const message = failureMessage(error);
      setFormError(message);
      toast({ title: failureTitle, description: message, variant: 'destructive' });
    },
  });

  return (
    <form noValidate className="space-y-4" onSubmit={handleSubmit((values) => signIn.mutate(values))}>
      {formError ? (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
        >
          {formError}
        </p>
      ) : null}
      <FormField label={identifier.label} required error={errors.email?.message}>
        {identifier.type === 'email' ? (
          <Input type="email" autoComplete="username" {...register('email')} />
        ) : (
          <Input type="text" autoComplete="username" autoCapitalize="none" {...register('email')} />
        )}
      </FormField>
      <FormField label="Password" required error={errors.password?.message}>
        <Input type="password" autoComplete="current-password" {...register('password')} />
      </FormField>
      <Button
        type="submit"
        className="w-full"
        needsConnection
        disabled={signIn.isPending}
        aria-busy={signIn.isPending}
      >
        {signIn.isPending ? pendingLabel : submitLabel}
      </Button>
    </form>
  );
}
