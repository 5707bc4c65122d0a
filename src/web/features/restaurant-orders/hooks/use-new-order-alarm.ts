import { useCallback, useEffect, useRef, useState } from 'react';
import { createAlarmSchedule, isAutoplayBlocked } from '../alarm';

/**
 * Rings the alarm's <audio> element now and every few seconds while `ringing`. Browsers refuse
 * play() until the user has interacted with the page; then `blocked` is true and the board shows
 * "Tap to enable sound", whose click (a user gesture) plays and so unlocks later plays.
 */
export function useNewOrderAlarm(ringing: boolean) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const [blocked, setBlocked] = useState(false);

  const play = useCallback(() => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.currentTime = 0;
    audio.play().then(
      () => setBlocked(false),
      (error: unknown) => {
        if (isAutoplayBlocked(error)) setBlocked(true);
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

  return { audioRef, blocked, enableSound: play };
}
