import { Share, SquarePlus } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { DialogContent } from '#web/components/ui/dialog.tsx';

/** The "Install on iOS" steps (SPEC section 2): iOS only installs from Safari's Share menu. */
export function IosInstallGuide({ onDone }: { onDone: () => void }) {
  return (
    <DialogContent title="Install on iOS" description="Add QuickBite to your Home Screen in three steps.">
      <ol className="space-y-4 text-stone-800">
        <li className="flex items-center gap-3">
          <StepNumber n={1} />
          <span>
            Tap <Share className="inline size-5 align-text-bottom text-sky-700" aria-hidden="true" />{' '}
            <strong>Share</strong> in Safari's toolbar.
          </span>
        </li>
        <li className="flex items-center gap-3">
          <StepNumber n={2} />
          <span>
            Choose <SquarePlus className="inline size-5 align-text-bottom" aria-hidden="true" />{' '}
            <strong>Add to Home Screen</strong>.
          </span>
        </li>
        <li className="flex items-center gap-3">
          <StepNumber n={3} />
          <span>
            Tap <strong>Add</strong>.
          </span>
        </li>
      </ol>
      <p className="mt-4 rounded-lg bg-stone-100 p-3 text-sm text-stone-700">
        This works only in Safari on iOS.
      </p>
      <div className="mt-6 flex justify-end">
        <Button onClick={onDone}>Got it</Button>
      </div>
    </DialogContent>
  );
}

function StepNumber({ n }: { n: number }) {
  return (
    <span
      aria-hidden="true"
      className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-soft font-bold text-brand-deep"
    >
      {n}
    </span>
  );
}
