import { Volume2 } from 'lucide-react';
import { audioPermission, ENABLES_SOUND_ATTRIBUTE } from '#web/lib/sound/audio-permission.ts';
import { useAudioBlocked } from '#web/lib/sound/use-audio-blocked.ts';
import { Button } from './ui/button';

export const ENABLE_SOUND_LABEL = 'Tap to enable sound';

/**
 * Shown while the browser blocks sound (until the person taps the page): a kitchen or a driver must
 * not find out at the first missed order that the alarm was silent. The tap is the gesture the
 * browser waits for; `onEnabled` then plays something, so the person hears sound is on: an <audio>
 * element at once (still inside the gesture), Web Audio once `unlocked` settles.
 */
export function EnableSoundButton({ onEnabled }: { onEnabled?: (unlocked: Promise<void>) => void }) {
  const blocked = useAudioBlocked();
  if (!blocked) return null;
  return (
    <Button
      variant="primary"
      className="motion-safe:animate-pulse"
      {...{ [ENABLES_SOUND_ATTRIBUTE]: '' }}
      onClick={() => onEnabled?.(audioPermission.unlock())}
    >
      <Volume2 className="size-4" aria-hidden="true" />
      {ENABLE_SOUND_LABEL}
    </Button>
  );
}
