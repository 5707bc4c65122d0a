import type { ReactNode } from 'react';
import { Badge } from '#web/components/ui/badge.tsx';

/** One post: an <article> with its own heading, so each reads as a self-contained piece. */
export function BlogArticle({
  title,
  topic,
  children,
}: {
  title: string;
  topic: string;
  children: ReactNode;
}) {
  const id = `post-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <article aria-labelledby={id} className="border-b border-stone-200 pb-12 last:border-b-0">
      <Badge tone="brand">{topic}</Badge>
      <h2 id={id} className="mt-3 text-2xl font-bold tracking-tight text-stone-900">
        {title}
      </h2>
      <div className="mt-4 space-y-4 leading-relaxed text-stone-700">{children}</div>
    </article>
  );
}
