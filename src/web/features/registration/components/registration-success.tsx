import { CircleCheck } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { paths } from '#web/app/paths.ts';
import { buttonClass } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';

interface RegistrationSuccessProps {
  title: string;
  children: ReactNode;
  signInHref: string;
  appName: string;
}

/** What replaces a registration form once the application is in (SPEC section 4). */
export function RegistrationSuccess({ title, children, signInHref, appName }: RegistrationSuccessProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // The form the user was in is gone: start them, and their screen reader, at the outcome.
    window.scrollTo(0, 0);
    headingRef.current?.focus();
  }, []);

  return (
    <Card className="mx-auto max-w-xl p-8 text-center">
      <CircleCheck className="mx-auto size-14 text-green-700" aria-hidden="true" />
      <h1 ref={headingRef} tabIndex={-1} className="mt-4 text-3xl font-bold text-stone-900 outline-none">
        {title}
      </h1>
      <div className="mt-3 space-y-2 text-stone-700">{children}</div>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href={paths.home} className={buttonClass('primary')}>
          Back to Home
        </Link>
        <Link href={signInHref} className={buttonClass('secondary')}>
          Go to the {appName}
        </Link>
      </div>
    </Card>
  );
}
