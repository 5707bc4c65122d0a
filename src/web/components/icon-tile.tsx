import type { LucideIcon } from 'lucide-react';
import { cn } from '#web/lib/cn.ts';

/**
 * A decorative icon centred in a coloured tile or disc (the logo mark, a card's symbol); hidden from
 * screen readers, since the text beside it says the same. `className` sizes, shapes and colours the
 * tile, `iconClassName` the icon.
 */
export function IconTile({
  icon: Icon,
  className,
  iconClassName,
}: {
  icon: LucideIcon;
  className: string;
  iconClassName: string;
}) {
  return (
    <span className={cn('flex items-center justify-center', className)} aria-hidden="true">
      <Icon className={iconClassName} />
    </span>
  );
}
