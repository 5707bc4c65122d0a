import { type AudioPermission, audioPermission } from './audio-permission';

// Short sounds made with Web Audio (no sound file to download or cache): a few sine notes with a
// soft attack and release, loud enough to hear across a room, short enough not to annoy.

export interface ChimeNote {
  hz: number;
  /** Start, in seconds after the chime begins. */
  at: number;
  seconds: number;
}

const PEAK_GAIN = 0.4;
const ATTACK_SECONDS = 0.01;

/** Plays `notes` now; false when sound is blocked or there is no Web Audio (nothing is heard). */
export function playChime(
  notes: readonly ChimeNote[],
  permission: AudioPermission = audioPermission,
): boolean {
  const context = permission.context() as AudioContext | null;
  if (context?.state !== 'running') return false;
  const start = context.currentTime;
  for (const note of notes) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = note.hz;
    const from = start + note.at;
    const to = from + note.seconds;
    gain.gain.setValueAtTime(0, from);
    gain.gain.linearRampToValueAtTime(PEAK_GAIN, from + ATTACK_SECONDS);
    gain.gain.exponentialRampToValueAtTime(0.001, to);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(from);
    oscillator.stop(to);
  }
  return true;
}
