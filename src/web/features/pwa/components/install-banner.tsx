import { Smartphone, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { IOS_BANNER_DELAY_MS } from '#web/lib/ui-timings.ts';
import { isDismissalActive, readDismissedAt, storeDismissedAt } from '../install-banner-dismissal';
import { useInstallPrompt } from '../install-prompt';
import { isIos } from '../platform';
import { IosInstallGuide } from './ios-install-guide';

// This module loads with the app, so this is (close to) the page load time.
const pageLoadedAt = Date.now();

/**
 * The dismissible install banner. Where the browser offers installation it installs; on iOS outside
 * the installed app it appears 3 s after the page loaded and opens the "Install on iOS" guide.
 * A dismissal keeps it away for 7 days (SPEC sections 4 and 9).
 */
export function InstallBanner() {
  const { canInstall, isInstalled, promptInstall } = useInstallPrompt();
  const [ios] = useState(isIos);
  const [dismissedAt, setDismissedAt] = useState(readDismissedAt);
  const [iosDue, setIosDue] = useState(false);
  const [guideOpen, setGuideOpen] = useState(false);

  useEffect(() => {
    if (!ios || isInstalled) return;
    // Counted from the page load, not from this screen's mount: moving between screens does not
    // restart the wait.
    const wait = Math.max(0, IOS_BANNER_DELAY_MS - (Date.now() - pageLoadedAt));
    const timer = setTimeout(() => setIosDue(true), wait);
    return () => clearTimeout(timer);
  }, [ios, isInstalled]);

  const dismiss = () => {
    const now = Date.now();
    storeDismissedAt(now);
    setDismissedAt(now);
    setGuideOpen(false);
  };

  const dismissed = isDismissalActive(dismissedAt, Date.now());
  const visible = !dismissed && !isInstalled && (ios ? iosDue : canInstall);
  if (!visible) return null;

  return (
    <aside
      aria-label="Install the app"
      className="fixed inset-x-3 bottom-20 z-30 rounded-xl border border-stone-200 bg-white p-4 shadow-lg md:right-auto md:bottom-4 md:left-4 md:w-96"
    >
      <div className="flex items-start gap-3">
        <span
          className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand text-white"
          aria-hidden="true"
        >
          <Smartphone className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-stone-900">Install QuickBite</p>
          <p className="text-sm text-stone-600">
            {ios
              ? 'Add QuickBite to your Home Screen for one-tap ordering.'
              : 'Install the app for faster ordering and live order tracking.'}
          </p>
          <div className="mt-3">
            {ios ? (
              <Dialog open={guideOpen} onOpenChange={setGuideOpen}>
                <Button size="sm" onClick={() => setGuideOpen(true)} aria-haspopup="dialog">
                  Show me how
                </Button>
                {guideOpen ? <IosInstallGuide onDone={dismiss} /> : null}
              </Dialog>
            ) : (
              <Button size="sm" onClick={() => void promptInstall()}>
                Install
              </Button>
            )}
          </div>
        </div>
        <button
          type="button"
          onClick={dismiss}
          aria-label="Dismiss install banner"
          className="focus-ring -mt-1 -mr-1 inline-flex size-9 shrink-0 items-center justify-center rounded-md text-stone-600 hover:bg-stone-100"
        >
          <X className="size-5" aria-hidden="true" />
        </button>
      </div>
    </aside>
  );
}
