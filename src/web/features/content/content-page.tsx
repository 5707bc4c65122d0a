import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';

interface ContentPageProps {
  title: string;
  /** One or two sentences under the title: what this page is for. */
  lead: ReactNode;
  /** Small label above the title (e.g. the section of the site). */
  eyebrow?: string;
  children: ReactNode;
  /** Wider layouts (card grids) use 6xl; reading pages stay narrow for comfortable line length. */
  width?: 'narrow' | 'wide';
}

/** The frame of the information pages: title, lead paragraph and the page's sections. */
export function ContentPage({ title, lead, eyebrow, children, width = 'narrow' }: ContentPageProps) {
  useDocumentTitle(title);
  return (
    <div className={cn('mx-auto px-4 py-10 sm:py-14', width === 'wide' ? 'max-w-6xl' : 'max-w-3xl')}>
      <header className="mb-10">
        {eyebrow ? (
          <p className="mb-2 text-sm font-semibold uppercase tracking-wide text-brand-strong">{eyebrow}</p>
        ) : null}
        <h1 className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">{title}</h1>
        <div className="mt-4 text-lg leading-relaxed text-stone-700">{lead}</div>
      </header>
      <div className="space-y-12">{children}</div>
    </div>
  );
}

const SECTION_HEADING = 'text-2xl font-bold tracking-tight text-stone-900';

/**
 * A section its <h2> names for screen readers (`id` is the heading's). `headingClassName` replaces
 * the usual section heading's look (e.g. "sr-only" for a heading only screen readers need).
 */
export function HeadedSection({
  id,
  title,
  className,
  headingClassName = SECTION_HEADING,
  children,
}: {
  id: string;
  title: ReactNode;
  className?: string;
  headingClassName?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={headingClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A titled section with readable body text; its heading labels the region for screen readers. */
export function ContentSection({
  title,
  children,
  className,
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <HeadedSection
      id={`section-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`}
      title={title}
      className={className}
    >
      <div className="mt-4 space-y-4 leading-relaxed text-stone-700">{children}</div>
    </HeadedSection>
  );
}

/** A bulleted list styled for reading (Tailwind resets list markers). */
export function BulletList({ children }: { children: ReactNode }) {
  return <ul className="list-disc space-y-2 pl-6 marker:text-brand">{children}</ul>;
}
