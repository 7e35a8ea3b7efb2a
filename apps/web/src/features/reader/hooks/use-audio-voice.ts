import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { narrationQuery, type TaleSource } from '../../../api/reader';
import { wordIndexAt, type SpokenWord } from '../read-along';
import { volumeControl, wakeAudio, type SetVolume } from './audio-fade';
import type { Voice } from './voice';

const NONE: never[] = [];

/** The page a narration time falls on, by the marks where pages start. */
export function pageAt(marks: ReadonlyArray<{ page: number; start_s: number }>, time: number): number | null {
  let page: number | null = null;
  for (const mark of marks) if (mark.start_s <= time + 0.05) page = mark.page;
  return page;
}

/**
 * The tale's recorded narration: an <audio> element the caller renders with
 * `audioProps`, its time and page from the marks, and the word spoken now
 * from the word timings, polled every frame while it plays so the highlight
 * keeps up with the voice.
 */
export function useAudioVoice(source: TaleSource, lang: string, enabled: boolean) {
  const query = useQuery({ ...narrationQuery(source, lang), enabled });
  const element = useRef<HTMLAudioElement | null>(null);
  const volume = useRef<SetVolume | null>(null);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [spoken, setSpoken] = useState<SpokenWord | null>(null);
  const narration = query.data;
  const marks = narration?.marks ?? NONE;
  const words = narration?.words ?? NONE;

  const follow = useCallback(() => {
    const now = element.current?.currentTime ?? 0;
    const index = wordIndexAt(words, now);
    const word = words[index];
    setSpoken((previous) =>
      word
        ? previous?.page === word.page && previous.from === word.from
          ? previous
          : { page: word.page, from: word.from, to: word.to }
        : null,
    );
    return now;
  }, [words]);

  useEffect(() => {
    if (!playing) return;
    let frame = 0;
    const tick = () => {
      follow();
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [playing, follow]);

  const seek = useCallback(
    (seconds: number) => {
      if (!element.current) return;
      element.current.currentTime = Math.max(0, seconds);
      setTime(element.current.currentTime);
      follow();
    },
    [follow],
  );

  const voice: Voice = {
    kind: 'audio',
    ready: narration !== undefined,
    failed: query.isError,
    playing,
    spoken,
    page: pageAt(marks, time),
    play: () => {
      if (!element.current) return;
      wakeAudio(element.current);
      element.current.play().catch(() => undefined);
    },
    pause: () => element.current?.pause(),
    goToPage: (page) => {
      const mark = marks.find((m) => m.page === page);
      if (mark) seek(mark.start_s);
    },
    goToWord: (page, from) => {
      const word = words.find((w) => w.page === page && w.from === from);
      if (word) seek(word.start_s);
    },
    setVolume: (level) => {
      if (volume.current) volume.current(level);
      else if (element.current) element.current.volume = level;
    },
    setRate: (rate) => {
      if (element.current) element.current.playbackRate = rate;
    },
  };

  const audioProps = {
    ref: element,
    src: narration?.url,
    preload: 'metadata' as const,
    onTimeUpdate: () => setTime(follow()),
    onPlay: () => setPlaying(true),
    onPause: () => {
      setPlaying(false);
      setTime(follow());
    },
    onEnded: () => setPlaying(false),
  };

  /** Readies the fade's volume control; called from the parent's tap that sets the sleep timer. */
  const prepareFade = useCallback(() => {
    if (element.current && narration) volume.current = volumeControl(element.current);
  }, [narration]);
  /** Where the narration is this instant (the `time` state lags by up to a timeupdate). */
  const now = useCallback(() => element.current?.currentTime ?? 0, []);

  return { voice, audioProps, time, duration: narration?.duration_s ?? 0, seek, words, prepareFade, now };
}
