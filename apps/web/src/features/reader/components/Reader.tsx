import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { API, type SharedTale } from '@skazka/contract';
import type { TaleSource } from '../../../api/reader';
import { messageText } from '../../../lib/i18n';
import { readStored, writeStored } from '../../../lib/storage';
import { SegmentedTabs } from '../../../ui/SegmentedTabs';
import { Button } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';
import { useAudioVoice } from '../hooks/use-audio-voice';
import { useDeviceVoice } from '../hooks/use-device-voice';
import { useMediaSession } from '../hooks/use-media-session';
import { useSleepTimer } from '../hooks/use-sleep-timer';
import { useWakeLock } from '../hooks/use-wake-lock';
import { useBedtime } from '../hooks/use-bedtime';
import type { WordTiming } from '../read-along';
import { loadPlace, savePlace, type ReadingPlace } from '../reading-place';
import { BookView } from './BookView';
import { KeepOffline } from './KeepOffline';
import { MoreTools } from './MoreTools';
import { PageText } from './PageText';
import { PlayerBar } from './PlayerBar';
import { DownloadButton } from './DownloadButton';
import { DeleteTaleButton } from '../../../components/DeleteTaleButton';
import { RateTale } from '../../../components/RateTale';
import { TalePage } from '../../../components/TalePage';
import { Questions } from './Questions';
import { ShareTale } from './ShareTale';
import { TaleEnding } from './TaleEnding';
import { storedView, VIEWS, type View } from '../reader-view';
import '../reader.css';

const FINISHING = new Set(['queued', 'writing', 'illustrating', 'narrating', 'typesetting']);
const NO_WORDS: WordTiming[] = [];

export interface ReaderProps {
  tale: SharedTale;
  source: TaleSource;
  /** The parent's own tale, the demo, or a tale opened by a family share link. */
  kind: 'owned' | 'demo' | 'shared';
  /** Offers deleting the parent's own tale; called once it is deleted (its undo window runs on). */
  onDeleted?: () => void;
}

/**
 * A tale to read at bedtime: a page at a time (or as one scroll), read aloud
 * by its narration or the device's voice with the word in reading
 * highlighted, then questions and a good night.
 */
export function Reader({ tale, source, kind, onDeleted }: ReaderProps) {
  const { t } = useTranslation();
  const pageCount = tale.pages.length;
  const [view, setView] = useState<View>(storedView);
  const [bedtime, setBedtime] = useBedtime();
  const [sheet, setSheet] = useState(0);
  const [finished, setFinished] = useState(false);
  const [speed, setSpeed] = useState(1);
  const [preferDevice, setPreferDevice] = useState(() => readStored('deviceVoice') === '1');
  const [offer, setOffer] = useState(() => loadPlace(source.key));

  const hasAudio = tale.audio_url !== null;
  const texts = useMemo(() => tale.pages.map((page) => page.text), [tale.pages]);
  const audio = useAudioVoice(source, tale.language, hasAudio);
  const device = useDeviceVoice(texts, tale.language);
  const audioUsable = hasAudio && !audio.voice.failed;
  const voice = device.available && (preferDevice || !audioUsable) ? device.voice : audioUsable ? audio.voice : null;
  const words = voice?.kind === 'audio' ? audio.words : NO_WORDS;
  const wordsByPage = useMemo(
    () => tale.pages.map((_, i) => words.filter((w) => w.page === i + 1)),
    [tale.pages, words],
  );

  const narrated = voice?.page ?? null;
  const playing = voice?.playing === true;
  const { spoken } = voice ?? { spoken: null };

  // The book turns with the voice; the scroll brings its page up.
  const pageRefs = useRef<Array<HTMLElement | null>>([]);
  useEffect(() => {
    if (!playing || !narrated) return;
    setSheet(narrated - 1);
    if (view === 'scroll') pageRefs.current[narrated - 1]?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [playing, narrated, view]);

  useEffect(() => {
    voice?.setRate(speed);
  }, [voice, speed, audio.voice.ready]);

  // Remembered per tale where the voice stopped, to go on from there next time: when the page
  // turns, when it pauses, and when the parent leaves (the tab hidden, the page closed or
  // reloaded). A tale read to its end starts again.
  // Nothing is written while the last place is still offered: it stays until the parent chooses.
  const here = (): ReadingPlace | null =>
    finished || offer || !narrated ? null : { page: narrated, time: voice?.kind === 'audio' ? audio.now() : 0 };
  const latestHere = useRef(here);
  latestHere.current = here;
  const remember = useCallback(() => {
    const place = latestHere.current();
    if (place) savePlace(source.key, place);
  }, [source.key]);
  useEffect(remember, [narrated, playing, remember]);
  useEffect(() => {
    const onHidden = () => document.visibilityState === 'hidden' && remember();
    window.addEventListener('pagehide', remember);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.removeEventListener('pagehide', remember);
      document.removeEventListener('visibilitychange', onHidden);
    };
  }, [remember]);
  useEffect(() => {
    if (finished) savePlace(source.key, null);
  }, [finished, source.key]);

  const goToPage = (page: number) => {
    const bounded = Math.min(pageCount + 1, Math.max(1, page));
    setSheet(bounded - 1);
    if (bounded <= pageCount && voice && (voice.playing || voice.page)) voice.goToPage(bounded);
  };
  const turnBy = (by: number) => goToPage((view === 'book' ? sheet + 1 : (narrated ?? 1)) + by);

  const play = () => {
    // As the Listen button is: the lock screen's play could come before the narration's page marks, and the voice
    // would then start on page 1 whatever page is shown.
    if (!voice?.ready) return;
    const shown = view === 'book' ? Math.min(sheet + 1, pageCount) : null;
    // Before page 1's mark the title is read: that belongs to page 1 and is not skipped.
    if (shown && (voice.page ?? 1) !== shown) voice.goToPage(shown);
    voice.play();
    setOffer(null); // reading on from here: the place offered is left behind
  };
  const onWord = useCallback(
    (page: number, from: number) => {
      if (!voice) return;
      voice.goToWord(page, from);
      if (voice.kind === 'audio' && !voice.playing) voice.play();
    },
    [voice],
  );

  const sleep = useSleepTimer(
    (volume) => voice?.setVolume(volume),
    () => voice?.pause(),
  );
  useWakeLock(playing);
  useMediaSession({
    title: tale.title,
    artist: t('common.appName'),
    cover: tale.cover_url,
    playing,
    play,
    pause: () => voice?.pause(),
    previousPage: () => turnBy(-1),
    nextPage: () => turnBy(1),
  });

  // Going on at the time it stopped, once the narration is there to seek in (it may still be loading).
  const [resumeAt, setResumeAt] = useState<number | null>(null);
  useEffect(() => {
    if (resumeAt === null || voice?.kind !== 'audio' || !audio.voice.ready) return;
    audio.seek(resumeAt);
    setResumeAt(null);
  }, [resumeAt, voice?.kind, audio]);
  const resume = () => {
    if (!offer) return;
    setSheet(offer.page - 1);
    if (offer.time > 0 && (voice === null || voice.kind === 'audio')) setResumeAt(offer.time);
    else voice?.goToPage(offer.page);
    setOffer(null);
  };

  const waiting = voice
    ? null
    : hasAudio && audio.voice.failed
      ? messageText('narrationFailed')
      : FINISHING.has(tale.status)
        ? t('reader.player.coming')
        : messageText('noNarration');
  const canTap = voice !== null && (voice.kind === 'device' || audio.words.length > 0);

  const page = (index: number, eager: boolean) => {
    const number = index + 1;
    const image = tale.pages[index]!;
    return (
      <TalePage
        key={index}
        ref={(node) => void (pageRefs.current[index] = node)}
        number={number}
        picture={{ src: image.image_url, srcSet: image.image_srcset || undefined }}
        current={narrated === number}
        eager={eager}
        scrolls={view === 'book'}
      >
        <PageText
          text={image.text}
          words={wordsByPage[index]!}
          activeFrom={spoken?.page === number ? spoken.from : null}
          onWord={canTap ? (from) => onWord(number, from) : undefined}
        />
      </TalePage>
    );
  };

  const end = (
    <div className="reader__end">
      {tale.questions_count > 0 && (
        <Questions source={source} total={tale.questions_count} onFinished={() => setFinished(true)} />
      )}
      {(finished || tale.questions_count === 0) && (
        <>
          <TaleEnding heroName={tale.hero.name} kind={kind}>
            {kind === 'owned' && <ShareTale taleId={tale.id} title={tale.title} />}
            {kind !== 'demo' && <KeepOffline source={source} />}
          </TaleEnding>
          {kind === 'owned' && (
            <section className="card" aria-label={t('tales.rate.title')}>
              <RateTale taleId={tale.id} />
            </section>
          )}
        </>
      )}
    </div>
  );

  return (
    <article className={`reader reader--${view}`} lang={tale.language}>
      <header className="reader__header">
        {view === 'scroll' && tale.cover_url && (
          <img className="reader__cover" src={tale.cover_url} alt="" width={1600} height={1200} fetchPriority="high" />
        )}
        <div className="reader__title">
          <h1>{tale.title}</h1>
          <p className="muted reader__meta">
            {tale.moral_name} · {t('reader.minutes', { count: tale.reading_minutes })}
          </p>
        </div>
        <div className="row reader__tools">
          <SegmentedTabs
            label={t('reader.view.label')}
            values={VIEWS}
            value={view}
            onChange={(next) => {
              setView(next);
              writeStored('readerView', next);
            }}
            labelOf={(v) => (
              <>
                <Icon name={v === 'book' ? 'book' : 'scroll'} />{' '}
                <span className="tool-label">{t(`reader.view.${v}`)}</span>
              </>
            )}
          />
          <Button variant="ghost" aria-pressed={bedtime} onClick={() => setBedtime(!bedtime)}>
            <Icon name="moon" /> <span className="tool-label">{t('reader.bedtime')}</span>
          </Button>
          {kind === 'owned' && <ShareTale taleId={tale.id} title={tale.title} />}
          {/* Drawn while the book and narration are still being made (disabled), so the tools do not move when they are ready. */}
          {kind === 'owned' && (
            <DownloadButton
              path={API.talePrint(tale.id)}
              title={tale.title}
              extension="pdf"
              icon="printer"
              label={t('reader.print')}
              failure="serversOverloaded"
              ready={tale.print_url !== null}
            />
          )}
          {kind !== 'demo' && (
            <MoreTools>
              <KeepOffline source={source} />
              {kind === 'owned' && (
                <DownloadButton
                  path={API.taleAudiobook(tale.id)}
                  title={tale.title}
                  extension="mp3"
                  icon="headphones"
                  label={t('reader.audiobook')}
                  failure="somethingWentWrong"
                  ready={hasAudio}
                />
              )}
              {kind === 'owned' && onDeleted && <DeleteTaleButton tale={tale} onDeleted={onDeleted} look="tool" />}
            </MoreTools>
          )}
        </div>
        {offer && (
          <div className="reader__resume card" role="group" aria-label={t('reader.resume.title')}>
            <span>{t('reader.resume.text', { page: offer.page })}</span>
            <Button onClick={resume}>{t('reader.resume.continue')}</Button>
            <Button variant="ghost" onClick={() => setOffer(null)}>
              {t('reader.resume.fromStart')}
            </Button>
          </div>
        )}
      </header>

      {view === 'book' ? (
        <BookView count={pageCount + 1} index={sheet} onIndex={(index) => goToPage(index + 1)}>
          {sheet < pageCount ? page(sheet, true) : end}
        </BookView>
      ) : (
        <>
          {tale.pages.map((_, index) => page(index, index === 0))}
          {end}
        </>
      )}

      {hasAudio && <audio {...audio.audioProps} />}
      <PlayerBar
        voice={voice}
        track={voice?.kind === 'audio' ? { time: audio.time, duration: audio.duration, seek: audio.seek } : null}
        waiting={waiting}
        pageCount={pageCount}
        speed={speed}
        onSpeed={setSpeed}
        sleepMinutes={sleep.minutes}
        onSleep={(minutes) => {
          if (minutes > 0) audio.prepareFade();
          sleep.choose(minutes);
        }}
        voiceChoice={
          device.available && audioUsable
            ? {
                value: preferDevice ? 'device' : 'audio',
                onChange: (next) => {
                  voice?.pause();
                  setPreferDevice(next === 'device');
                  writeStored('deviceVoice', next === 'device' ? '1' : null);
                },
              }
            : null
        }
        onPlay={play}
      />
    </article>
  );
}
