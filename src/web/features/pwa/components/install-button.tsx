import { Download } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { useInstallPrompt } from '../install-prompt';

/** "Install App" in the header, only while the browser offers installation. */
export function InstallButton({ className }: { className?: string }) {
  const { canInstall, promptInstall } = useInstallPrompt();
  if (!canInstall) return null;
  return (
    <Button variant="secondary" size="sm" className={className} onClick={() => void promptInstall()}>
      <Download className="size-4" aria-hidden="true" />
      {/* Phones have little room in the header: the icon alone, with the same accessible name. */}
      <span className="sr-only sm:not-sr-only">Install App</span>
    </Button>
  );
}
