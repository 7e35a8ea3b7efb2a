import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { narrationQuery } from '../../../api/reader';
import { messageText } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';

const SPEEDS = [0.75, 1, 1.25] as const;
const SLEEP_MINUTES = [0, 5, 10, 15] as const;

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`;

/** Narration that follows the pages by their marks, with speed and a sleep timer. */
export function AudioPlayer({ taleId, lang, onPage }: { taleId: number; lang: string; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const narration = useQuery(narrationQuery(taleId, lang));
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [speed, setSpeed] = useState<number>(1);
  const [sleepAt, setSleepAt] = useState<number | null>(null);
  const [sleepChoice, setSleepChoice] = useState<number>(0);

  useEffect(() => {
    if (audio.current) audio.current.playbackRate = speed;
  }, [speed]);

  useEffect(() => {
    if (sleepAt === null) return;
    const timer = window.setTimeout(() => {
      audio.current?.pause();
      setSleepAt(null);
      setSleepChoice(0);
    }, Math.max(0, sleepAt - Date.now()));
    return () => window.clearTimeout(timer);
  }, [sleepAt]);

  if (narration.isError) return <p className="muted" role="status">{messageText('narrationFailed')}</p>;
  // Drawn while the narration loads too (its controls disabled), so the pages below do not jump when it arrives.
  const ready = narration.data !== undefined;
  const { url, duration_s, marks } = narration.data ?? { url: undefined, duration_s: 0, marks: [] };

  const onTime = () => {
    const now = audio.current?.currentTime ?? 0;
    setTime(now);
    const current = [...marks].reverse().find((mark) => mark.start_s <= now + 0.05);
    if (current) onPage(current.page);
  };

  return (
    <section className="player card" aria-label={t('reader.player.title')}>
      {ready && <audio ref={audio} src={url} preload="metadata" onTimeUpdate={onTime} onPlay={() => setPlaying(true)} onPause={() => setPlaying(false)} onEnded={() => setPlaying(false)} />}
      <Button disabled={!ready} onClick={() => (playing ? audio.current?.pause() : void audio.current?.play())} aria-label={playing ? t('reader.player.pause') : t('reader.player.play')}>
        <Icon name={playing ? 'pause' : 'play'} filled /> {playing ? t('reader.player.pause') : t('reader.player.play')}
      </Button>
      <div className="player__seek">
        <input
          type="range"
          disabled={!ready}
          aria-label={t('reader.player.seek')}
          aria-valuetext={`${clock(time)} / ${clock(duration_s)}`}
          min={0}
          max={Math.ceil(duration_s)}
          step={1}
          value={Math.floor(time)}
          onChange={(e) => {
            if (audio.current) audio.current.currentTime = Number(e.target.value);
            onTime();
          }}
        />
        <span className="muted" aria-hidden="true">
          {clock(time)} / {clock(duration_s)}
        </span>
      </div>
      <label>
        {t('reader.player.speed')}{' '}
        <select value={speed} onChange={(e) => setSpeed(Number(e.target.value))}>
          {SPEEDS.map((s) => (
            <option key={s} value={s}>
              {s}×
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('reader.player.sleep')}{' '}
        <select
          value={sleepChoice}
          onChange={(e) => {
            const minutes = Number(e.target.value);
            setSleepChoice(minutes);
            setSleepAt(minutes ? Date.now() + minutes * 60_000 : null);
          }}
        >
          {SLEEP_MINUTES.map((m) => (
            <option key={m} value={m}>
              {m ? t('reader.player.minutes', { count: m }) : t('reader.player.sleepOff')}
            </option>
          ))}
        </select>
      </label>
    </section>
  );
}
