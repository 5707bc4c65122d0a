import { useCallback, useEffect, useRef } from 'react';
import { audioPermission } from '#web/lib/sound/audio-permission.ts';
import { createAlarmSchedule, isAutoplayBlocked } from '../alarm';

/**
 * Rings the alarm's <audio> element now and every few seconds while `ringing`. Browsers refuse
 * play() until the user has interacted with the page; each refusal and each play is reported to the
 * page's audio permission, which shows "Tap to enable sound" while sound is blocked (even before
 * the first order rings). `play` rings once, e.g. from that tap, inside its gesture.
 */
export function useNewOrderAlarm(ringing: boolean) {
  const audioRef = useRef<HTMLAudioElement>(null);

  const play = useCallback(() => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.currentTime = 0;
    audio.play().then(
      () => audioPermission.reportMediaPlay(true),
      (error: unknown) => {
        if (isAutoplayBlocked(error)) audioPermission.reportMediaPlay(false);
      },
    );
  }, []);

  const scheduleRef = useRef<ReturnType<typeof createAlarmSchedule> | null>(null);
  useEffect(() => {
    const schedule = createAlarmSchedule(play);
    scheduleRef.current = schedule;
    return () => {
      schedule.ring(false);
      scheduleRef.current = null;
    };
  }, [play]);

  useEffect(() => {
    scheduleRef.current?.ring(ringing);
  }, [ringing]);

  return { audioRef, play };
}
