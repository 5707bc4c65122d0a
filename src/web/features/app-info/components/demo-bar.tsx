import { FlaskConical, X } from 'lucide-react';
import { useState } from 'react';
import { DEMO_BAR_TEXT } from '#domain/shared/run-mode.ts';
import { dismissDemoBar, isDemoBarDismissed } from '../demo-bar-dismissal';
import { runModeFromDocument } from '../run-mode';

/**
 * A thin bar on every page while the server runs in demo mode (the embedded database with demo
 * data and test payments), so nobody mistakes the demo for a live shop. Dismissible for the session.
 * The mode comes from the served app shell, so the bar is there from the first paint.
 */
export function DemoBar() {
  const [mode] = useState(runModeFromDocument);
  const [dismissed, setDismissed] = useState(isDemoBarDismissed);
  if (dismissed || mode !== 'demo') return null;

  return (
    <section aria-label="Demo mode" className="bg-stone-900 text-stone-50">
      <div className="mx-auto flex max-w-6xl items-center gap-2 px-4 py-1.5 text-xs sm:text-sm">
        <FlaskConical className="size-4 shrink-0" aria-hidden="true" />
        <p className="flex-1">{DEMO_BAR_TEXT}</p>
        <button
          type="button"
          onClick={() => {
            dismissDemoBar();
            setDismissed(true);
          }}
          className="inline-flex size-8 shrink-0 items-center justify-center rounded-md hover:bg-stone-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          aria-label="Dismiss the demo notice"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
    </section>
  );
}
