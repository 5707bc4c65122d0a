import { Link } from 'wouter';
import { partnerLoginSchema } from '#domain/accounts/requests.ts';
import type { SessionUser } from '#domain/accounts/responses.ts';
import type { PartnerRole } from '#domain/accounts/roles.ts';
import { paths } from '#web/app/paths.ts';
import { CredentialsForm } from '#web/components/credentials-form.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { signInPartner } from '../api/sign-in-partner';
import { partnerSignInError } from '../sign-in-error';

const credentialsSchema = partnerLoginSchema.omit({ role: true });

const copy: Record<PartnerRole, { noun: string; register: string; registerLabel: string }> = {
  driver: { noun: 'driver', register: paths.driverRegister, registerLabel: 'Register as a driver' },
  restaurant: {
    noun: 'restaurant',
    register: paths.restaurantRegister,
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
  const { noun, register: registerHref, registerLabel } = copy[partnerRole];

  return (
    <Card className="mx-auto w-full max-w-md">
      <CardHeader>
        <CardTitle>Sign in to your {noun} account</CardTitle>
        <p className="text-sm text-stone-600">Use the email and password you registered with.</p>
      </CardHeader>
      <CardContent>
        <CredentialsForm
          schema={credentialsSchema}
          identifier={{ label: 'Email', type: 'email' }}
          submitLabel="Sign in"
          pendingLabel="Signing in…"
          send={(credentials) => signInPartner({ ...credentials, role: partnerRole })}
          onSuccess={onSignedIn}
          failureMessage={partnerSignInError}
          failureTitle="Sign in failed"
        />
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
