import { MapPinOff } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '#web/app/paths.ts';
import { IconTile } from '#web/components/icon-tile.tsx';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';

export function NotFoundPage() {
  useDocumentTitle('Page Not Found');
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <IconTile
        icon={MapPinOff}
        className="size-16 rounded-full bg-brand-soft"
        iconClassName="size-8 text-brand-strong"
      />
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-stone-900">404 Page Not Found</h1>
      <p className="mt-3 text-stone-600">
        The page you're looking for doesn't exist or has moved. Check the address, or head back to the home
        page to browse restaurants.
      </p>
      <Link href={paths.home} className="btn-primary mt-8">
        Back to Home
      </Link>
    </div>
  );
}
