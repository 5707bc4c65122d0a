import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import type { z } from 'zod';
import { type PartnerRole, partnerLoginSchema, type SessionUser } from '../../../../domain/accounts';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { signInPartner } from '../api';
import { partnerSignInError } from '../sign-in-error';

const credentialsSchema = partnerLoginSchema.omit({ role: true });
type CredentialsInput = z.input<typeof credentialsSchema>;
type Credentials = z.output<typeof credentialsSchema>;

const copy: Record<PartnerRole, { noun: string; register: string; registerLabel: string }> = {
  driver: { noun: 'driver', register: '/driver-register', registerLabel: 'Register as a driver' },
  restaurant: {
    noun: 'restaurant',
    register: '/restaurant-register',
    registerLabel: 'Register your restaurant',
  },
};

/** Email and password sign-in for an approved restaurant or driver (DESIGN section 5). */
export function PartnerSignInCard({
  partnerRole,
  onSignedIn,
}: {
  partnerRole: PartnerRole;
  onSignedIn: (user: SessionUser) => void;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CredentialsInput, unknown, Credentials>({
    resolver: zodResolver(credentialsSchema),
    defaultValues: { email: '', password: '' },
  });
  const signIn = useMutation({
    mutationFn: (credentials: Credentials) => signInPartner({ ...credentials, role: partnerRole }),
    onMutate: () => setFormError(null),
    onSuccess: onSignedIn,
    onError: (error) => {
      const message = partnerSignInError(error);
      setFormError(message);
      toast({ title: 'Sign in failed', description: message, variant: 'destructive' });
    },
  });
  const { noun, register: registerHref, registerLabel } = copy[partnerRole];

  return (
    <Card className="mx-auto w-full max-w-md">
      <CardHeader>
        <CardTitle>Sign in to your {noun} account</CardTitle>
        <p className="text-sm text-stone-600">Use the email and password you registered with.</p>
      </CardHeader>
      <CardContent>
        <form noValidate className="space-y-4" onSubmit={handleSubmit((values) => signIn.mutate(values))}>
          {formError ? (
            <p
              role="alert"
              className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
            >
              {formError}
            </p>
          ) : null}
          <FormField label="Email" required error={errors.email?.message}>
            <Input type="email" autoComplete="username" {...register('email')} />
          </FormField>
          <FormField label="Password" required error={errors.password?.message}>
            <Input type="password" autoComplete="current-password" {...register('password')} />
          </FormField>
          <Button type="submit" className="w-full" disabled={signIn.isPending} aria-busy={signIn.isPending}>
            {signIn.isPending ? 'Signing in…' : 'Sign in'}
          </Button>
        </form>
        <p className="mt-5 text-center text-sm text-stone-700">
          New to QuickBite?{' '}
          <Link href={registerHref} className="focus-ring rounded font-semibold text-brand-strong underline">
            {registerLabel}
          </Link>
        </p>
      </CardContent>
    </Card>
  );
}
