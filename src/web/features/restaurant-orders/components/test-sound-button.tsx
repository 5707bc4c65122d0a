import { Volume2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { audioPermission } from '#web/lib/sound/audio-permission.ts';
import { isAutoplayBlocked } from '../alarm';
import { ALARM_SOUND_URL } from './new-order-alarm';

type Outcome = 'idle' | 'played' | 'refused';

const outcomeText: Record<Outcome, string> = {
  idle: '',
  played: "You should hear the new-order alarm. If you don't, turn the device's volume up.",
  refused: 'The browser did not play the sound. Allow this site to play sound, then try again.',
};

/**
 * Settings' "Test sound": plays the new-order alarm itself, so the kitchen checks the volume before
 * the rush rather than during it. The tap also unblocks sound for the board.
 */
export function TestSoundButton() {
  const headingId = useId();
  const [outcome, setOutcome] = useState<Outcome>('idle');
  const test = () => {
    void audioPermission.unlock();
    new Audio(ALARM_SOUND_URL).play().then(
      () => {
        audioPermission.reportMediaPlay(true);
        setOutcome('played');
      },
      (error: unknown) => {
        if (isAutoplayBlocked(error)) audioPermission.reportMediaPlay(false);
        setOutcome('refused');
      },
    );
  };
  return (
    <section aria-labelledby={headingId} className="mb-6 space-y-2 border-b border-stone-200 pb-6">
      <h3 id={headingId} className="font-semibold text-stone-900">
        New-order alarm
      </h3>
      <Button variant="secondary" size="sm" onClick={test}>
        <Volume2 className="size-4" aria-hidden="true" />
        Test sound
      </Button>
      <p role="status" className="text-sm text-stone-700">
        {outcomeText[outcome]}
      </p>
    </section>
  );
}
