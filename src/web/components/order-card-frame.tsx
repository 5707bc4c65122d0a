import type { ReactNode } from 'react';
import { Card } from './ui/card';

/**
 * The frame of an order's card on a partner's board (an offer, a delivery in hand, a kitchen order):
 * an article named by its heading, with a second line under the heading if given and, across from
 * it, a badge or the order's age; then the card's own content, stretched to the card's height.
 */
export function OrderCardFrame({
  headingId,
  title,
  subtitle,
  aside,
  children,
}: {
  headingId: string;
  title: ReactNode;
  subtitle?: ReactNode;
  aside?: ReactNode;
  children: ReactNode;
}) {
  const heading = (
    <h3 id={headingId} className="text-lg font-bold text-stone-900">
      {title}
    </h3>
  );
  return (
    <Card className="flex h-full flex-col p-4 sm:p-5">
      <article aria-labelledby={headingId} className="flex flex-1 flex-col gap-3">
        <header className="flex flex-wrap items-start justify-between gap-2">
          {subtitle ? (
            <div>
              {heading}
              {subtitle}
            </div>
          ) : (
            heading
          )}
          {aside}
        </header>
        {children}
      </article>
    </Card>
  );
}
