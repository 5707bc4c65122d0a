import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ADMIN_LOGIN_FAILED, type SessionUser } from '../../../../domain/accounts';
import { adminLoginSchema } from '../../../../domain/schemas/admin';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { isApiError } from '../../../lib/api-client';
import { adminLogin } from '../api';

type LoginInput = z.input<typeof adminLoginSchema>;
type Login = z.output<typeof adminLoginSchema>;

/** Rate limiting has its own message; every other failure is the generic one (SPEC section 8). */
function loginFailure(error: unknown): string {
  if (isApiError(error, 429)) {
    try {
      const { message } = JSON.parse(error.body) as { message?: unknown };
      if (typeof message === 'string' && message) return message;
    } catch {
      // Fall through to the generic message.
    }
  }
  return ADMIN_LOGIN_FAILED;
}

/** SPEC sections 2, 5 and 8: username and password, both required. */
export function AdminLoginForm({ onLoggedIn }: { onLoggedIn: (user: SessionUser) => void }) {
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginInput, unknown, Login>({
    resolver: zodResolver(adminLoginSchema),
    defaultValues: { email: '', password: '' },
  });
  const login = useMutation({
    mutationFn: adminLogin,
    onMutate: () => setFormError(null),
    onSuccess: (user) => {
      toast({ title: 'Login Successful', description: 'Welcome to the Admin Panel!' });
      onLoggedIn(user);
    },
    onError: (error) => {
      const message = loginFailure(error);
      setFormError(message);
      toast({ title: 'Login Failed', description: message, variant: 'destructive' });
    },
  });

  return (
    <div className="mx-auto w-full max-w-md">
      <h1 className="mb-6 text-center text-3xl font-bold tracking-tight text-stone-900">Admin Panel</h1>
      <Card>
        <CardHeader>
          <CardTitle>Admin Login</CardTitle>
          <p className="text-sm text-stone-600">Sign in to approve restaurants and drivers.</p>
        </CardHeader>
        <CardContent>
          <form noValidate className="space-y-4" onSubmit={handleSubmit((values) => login.mutate(values))}>
            {formError ? (
              <p
                role="alert"
                className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
              >
                {formError}
              </p>
            ) : null}
            <FormField label="Username" required error={errors.email?.message}>
              <Input type="text" autoComplete="username" autoCapitalize="none" {...register('email')} />
            </FormField>
            <FormField label="Password" required error={errors.password?.message}>
              <Input type="password" autoComplete="current-password" {...register('password')} />
            </FormField>
            <Button type="submit" className="w-full" disabled={login.isPending} aria-busy={login.isPending}>
              {login.isPending ? 'Logging in…' : 'Login'}
            </Button>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
