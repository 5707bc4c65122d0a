import { useDocumentTitle } from '#web/lib/use-document-title.ts';

/** A screen whose content later work builds: the chrome and its title, nothing pretend. */
export function PlaceholderPage({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight text-stone-900">{title}</h1>
    </div>
  );
}
