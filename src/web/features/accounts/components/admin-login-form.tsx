import { ADMIN_LOGIN_FAILED } from '#domain/accounts/messages.ts';
import { adminLoginSchema } from '#domain/accounts/requests.ts';
import type { SessionUser } from '#domain/accounts/responses.ts';
import { CredentialsForm } from '#web/components/credentials-form.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { isApiError, serverMessage } from '#web/lib/api-client.ts';
import { adminLogin } from '../api/admin-login';

/**
 * Rate limiting and a busy server (its password-hashing queue full) have their own messages, with
 * when to try again; every other failure is the generic one (SPEC section 8).
 */
function loginFailure(error: unknown): string {
  return isApiError(error, 429) || isApiError(error, 503)
    ? serverMessage(error, ADMIN_LOGIN_FAILED)
    : ADMIN_LOGIN_FAILED;
}

/**
 * SPEC sections 2, 5 and 8: username and password, both required. Every admin screen shows it
 * while nobody is signed in, under that screen's own heading and purpose.
 */
export function AdminLoginForm({
  onLoggedIn,
  heading = 'Admin Panel',
  purpose = 'Sign in to approve restaurants and drivers.',
}: {
  onLoggedIn: (user: SessionUser) => void;
  heading?: string;
  purpose?: string;
}) {
  return (
    <div className="mx-auto w-full max-w-md">
      <h1 className="mb-6 text-center text-3xl font-bold tracking-tight text-stone-900">{heading}</h1>
      <Card>
        <CardHeader>
          <CardTitle>Admin Login</CardTitle>
          <p className="text-sm text-stone-600">{purpose}</p>
        </CardHeader>
        <CardContent>
          <CredentialsForm
            schema={adminLoginSchema}
            identifier={{ label: 'Username', type: 'text' }}
            submitLabel="Login"
            pendingLabel="Logging in…"
            send={adminLogin}
            onSuccess={(user) => {
              toast({ title: 'Login Successful', description: 'Welcome to the Admin Panel!' });
              onLoggedIn(user);
            }}
            failureMessage={loginFailure}
            failureTitle="Login Failed"
          />
        </CardContent>
      </Card>
    </div>
  );
}
