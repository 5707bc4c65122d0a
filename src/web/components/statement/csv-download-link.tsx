import { Download } from 'lucide-react';
import { buttonClass } from '../ui/button';

/**
 * A same-origin link that downloads a statement as CSV (the server answers with an attachment); a
 * plain link, so the browser's own download handles it and the session cookie goes along.
 */
export function CsvDownloadLink({ href, label = 'Export CSV' }: { href: string; label?: string }) {
  return (
    <a href={href} download className={buttonClass('secondary', 'md', 'w-full sm:w-auto')}>
      <Download className="size-4" aria-hidden="true" />
      {label}
    </a>
  );
}
