import { useEffect, useRef, useState } from 'react';

/** The voice fades out over the timer's last half minute rather than stopping mid-word. */
export const FADE_MS = 30_000;
const STEP_MS = 250;

/** A sleep timer: `minutes` from when it is set, the volume lowered to nothing over its last 30 s, then `stop`. */
export function useSleepTimer(setVolume: (volume: number) => void, stop: () => void) {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [minutes, setMinutes] = useState(0);
  // The voice may change while the timer runs (device voice to narration): it acts on the one reading then.
  const voice = useRef({ setVolume, stop });
  voice.current = { setVolume, stop };

  useEffect(() => {
    if (endsAt === null) return;
    const timer = window.setInterval(() => {
      const left = endsAt - Date.now();
      if (left > 0) {
        voice.current.setVolume(Math.min(1, left / FADE_MS));
        return;
      }
      window.clearInterval(timer);
      voice.current.stop();
      voice.current.setVolume(1);
      setEndsAt(null);
      setMinutes(0);
    }, STEP_MS);
    return () => window.clearInterval(timer);
  }, [endsAt]);

  return {
    minutes,
    choose(next: number) {
      setMinutes(next);
      setEndsAt(next ? Date.now() + next * 60_000 : null);
      voice.current.setVolume(1);
    },
  };
}
