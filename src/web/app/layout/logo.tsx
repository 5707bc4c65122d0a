import { UtensilsCrossed } from 'lucide-react';
import { Link } from 'wouter';
import { IconTile } from '#web/components/icon-tile.tsx';
import { paths } from '../paths';

export function Logo() {
  return (
    <Link
      href={paths.home}
      className="focus-ring flex items-center gap-2 rounded-md text-xl font-extrabold text-stone-900"
    >
      <IconTile
        icon={UtensilsCrossed}
        className="size-9 rounded-lg bg-brand text-white"
        iconClassName="size-5"
      />
      <span>
        Quick<span className="text-brand-strong">Bite</span>
      </span>
      <span className="sr-only">, home</span>
    </Link>
  );
}
