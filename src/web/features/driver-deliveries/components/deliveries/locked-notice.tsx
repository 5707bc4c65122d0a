import { Lock } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '#web/app/paths.ts';
import { LOCKED_TEXT, LOCKED_TITLE } from '#web/features/driver-deliveries/delivery-code.ts';

/** Too many wrong codes: an administrator completes the order; the driver is sent to support. */
export function LockedNotice() {
  return (
    <div
      role="alert"
      className="flex gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900"
    >
      <Lock className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div>
        <p className="font-semibold">{LOCKED_TITLE}</p>
        <p>{LOCKED_TEXT}</p>
        <Link href={paths.contactUs} className="focus-ring mt-1 inline-block font-semibold underline">
          Contact support
        </Link>
      </div>
    </div>
  );
}
