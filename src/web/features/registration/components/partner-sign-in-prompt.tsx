import { LogIn } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClass } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';

/** For partners who already applied: where to sign in instead of registering twice. */
export function PartnerSignInPrompt({ href, appName }: { href: string; appName: string }) {
  return (
    <Card className="p-5">
      <h2 className="text-lg font-semibold text-stone-900">Already applied?</h2>
      <p className="mt-1 text-sm text-stone-700">
        Sign in with the email and password you registered with. You can start once an administrator has
        approved your application.
      </p>
      <Link href={href} className={buttonClass('secondary', 'md', 'mt-4 w-full')}>
        <LogIn className="size-4" aria-hidden="true" />
        Sign in to the {appName}
      </Link>
    </Card>
  );
}
