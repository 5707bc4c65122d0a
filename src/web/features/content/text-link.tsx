import type { ReactNode } from 'react';
import { Link } from 'wouter';

/** An in-app link inside body text: underlined and in the accessible brand text colour. */
export function TextLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link
      href={href}
      className="focus-ring rounded-sm font-medium text-brand-strong underline underline-offset-4 hover:text-brand-deep"
    >
      {children}
    </Link>
  );
}
