import { EnableSoundButton } from '#web/components/enable-sound-button.tsx';
import { useNewOrderAlarm } from '../hooks/use-new-order-alarm';

export const ALARM_SOUND_URL = '/sounds/new-order.wav';

/**
 * The new-order alarm: a real <audio> element rung every few seconds while orders wait, and a
 * visible "Tap to enable sound" whenever the browser blocks sound, whose tap rings it once.
 */
export function NewOrderAlarm({ ringing }: { ringing: boolean }) {
  const { audioRef, play } = useNewOrderAlarm(ringing);
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
      <EnableSoundButton onEnabled={play} />
    </>
  );
}
