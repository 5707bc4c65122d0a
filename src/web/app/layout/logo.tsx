import { UtensilsCrossed } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '../paths';

export function Logo() {
  return (
    <Link
      href={paths.home}
      className="focus-ring flex items-center gap-2 rounded-md text-xl font-extrabold text-stone-900"
    >
      <span
        className="flex size-9 items-center justify-center rounded-lg bg-brand text-white"
        aria-hidden="true"
      >
        <UtensilsCrossed className="size-5" />
      </span>
      <span>
        Quick<span className="text-brand-strong">Bite</span>
      </span>
      <span className="sr-only">, home</span>
    </Link>
  );
}
