import { ExternalLink } from 'lucide-react';
import { Link, useRouter } from 'wouter';
import type { QuickAction } from '../apps';

interface QuickActionLinkProps {
  action: QuickAction;
  className: string;
  onNavigate?: () => void;
}

/**
 * A quick action as a link. The new-tab one is a plain anchor (the router would navigate in place)
 * and carries the router's base itself, so it keeps the /d prefix too.
 */
export function QuickActionLink({ action, className, onNavigate }: QuickActionLinkProps) {
  const { base } = useRouter();
  const Icon = action.icon;
  const content = (
    <>
      <Icon className="size-5 shrink-0 text-brand-strong" aria-hidden="true" />
      <span className="flex-1">{action.label}</span>
    </>
  );
  if (action.newTab) {
    return (
      <a
        href={`${base}${action.href}`}
        target="_blank"
        rel="noopener noreferrer"
        className={className}
        onClick={onNavigate}
      >
        {content}
        <ExternalLink className="size-4 text-stone-500" aria-hidden="true" />
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <Link href={action.href} className={className} onClick={onNavigate}>
      {content}
    </Link>
  );
}
