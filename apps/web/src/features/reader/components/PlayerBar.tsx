import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';
import type { Voice } from '../hooks/voice';

export const SPEEDS = [0.75, 1, 1.25] as const;
export const SLEEP_MINUTES = [0, 5, 10, 15] as const;

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`;

export interface PlayerBarProps {
  voice: Voice | null;
  /** The recorded narration's clock, when it is the voice. */
  track: { time: number; duration: number; seek(seconds: number): void } | null;
  /** Why nothing can play yet, when so (narration on its way, or none). */
  waiting: string | null;
  pageCount: number;
  speed: number;
  onSpeed(speed: number): void;
  sleepMinutes: number;
  onSleep(minutes: number): void;
  /** The voices the parent may choose between, when there are two. */
  voiceChoice: { value: 'audio' | 'device'; onChange(value: 'audio' | 'device'): void } | null;
  onPlay(): void;
}

/**
 * The narration's controls in one slim bar of a fixed height, laid out below
 * the page rather than over it; it is drawn before anything can play, so
 * nothing moves when the narration arrives.
 */
export function PlayerBar({
  voice,
  track,
  waiting,
  pageCount,
  speed,
  onSpeed,
  sleepMinutes,
  onSleep,
  voiceChoice,
  onPlay,
}: PlayerBarProps) {
  const { t } = useTranslation();
  const ready = voice?.ready === true;
  const playing = voice?.playing === true;
  const label = playing ? t('reader.player.pause') : t('reader.player.play');

  return (
    <section className="player" aria-label={t('reader.player.title')}>
      <Button
        className="player__play"
        disabled={!ready}
        onClick={() => (playing ? voice?.pause() : onPlay())}
        aria-label={label}
      >
        <Icon name={playing ? 'pause' : 'play'} filled /> <span className="player__play-label">{label}</span>
      </Button>
      <div className="player__middle">
        {waiting ? (
          <span className="muted" role="status">
            {waiting}
          </span>
        ) : track ? (
          <>
            <input
              type="range"
              disabled={!ready}
              aria-label={t('reader.player.seek')}
              aria-valuetext={`${clock(track.time)} / ${clock(track.duration)}`}
              min={0}
              max={Math.ceil(track.duration)}
              step={1}
              value={Math.floor(track.time)}
              onChange={(e) => track.seek(Number(e.target.value))}
            />
            <span className="muted player__clock" aria-hidden="true">
              {clock(track.time)} / {clock(track.duration)}
            </span>
          </>
        ) : (
          <span className="muted">
            {t('reader.voice.device')}
            {voice?.page ? ` · ${t('reader.book.position', { current: voice.page, total: pageCount })}` : ''}
          </span>
        )}
      </div>
      <details className="player__more">
        <summary className="btn btn--ghost" aria-label={t('reader.player.settings')}>
          <Icon name="sliders" />
          {sleepMinutes > 0 && (
            <span className="player__sleep-badge">{t('reader.player.minutes', { count: sleepMinutes })}</span>
          )}
        </summary>
        <div className="player__panel card">
          <label>
            {t('reader.player.speed')}{' '}
            <select value={speed} onChange={(e) => onSpeed(Number(e.target.value))}>
              {SPEEDS.map((s) => (
                <option key={s} value={s}>
                  {s}×
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('reader.player.sleep')}{' '}
            <select value={sleepMinutes} onChange={(e) => onSleep(Number(e.target.value))}>
              {SLEEP_MINUTES.map((m) => (
                <option key={m} value={m}>
                  {m ? t('reader.player.minutes', { count: m }) : t('reader.player.sleepOff')}
                </option>
              ))}
            </select>
          </label>
          {voiceChoice && (
            <label>
              {t('reader.voice.label')}{' '}
              <select
                value={voiceChoice.value}
                onChange={(e) => voiceChoice.onChange(e.target.value as 'audio' | 'device')}
              >
                <option value="audio">{t('reader.voice.narration')}</option>
                <option value="device">{t('reader.voice.device')}</option>
              </select>
            </label>
          )}
        </div>
      </details>
    </section>
  );
}
