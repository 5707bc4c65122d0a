import { Volume2 } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { useNewOrderAlarm } from '../hooks/use-new-order-alarm';

export const ALARM_SOUND_URL = '/sounds/new-order.wav';

/**
 * The new-order alarm: a real <audio> element rung every few seconds while orders wait, and a
 * visible "Tap to enable sound" where the browser refuses sound before a tap.
 */
export function NewOrderAlarm({ ringing }: { ringing: boolean }) {
  const { audioRef, blocked, enableSound } = useNewOrderAlarm(ringing);
  return (
    <>
      {/* biome-ignore lint/a11y/useMediaCaption: a chime without words has nothing to caption */}
      <audio
        ref={audioRef}
        src={ALARM_SOUND_URL}
        preload="auto"
        data-testid="new-order-alarm"
        data-ringing={ringing}
      />
      {blocked ? (
        <Button variant="primary" onClick={enableSound} className="animate-pulse">
          <Volume2 className="size-4" aria-hidden="true" />
          Tap to enable sound
        </Button>
      ) : null}
    </>
  );
}
