import { useCallback, useEffect, useRef, useState } from 'react';
import { wordAround, type SpokenWord } from '../read-along';
import type { Voice } from './voice';

const speech = () => (typeof window !== 'undefined' && 'speechSynthesis' in window ? window.speechSynthesis : null);

/** The device's voices for a language ('ru' matches 'ru-RU'), the local ones first: they work offline. */
export function voicesFor(lang: string): SpeechSynthesisVoice[] {
  const all = speech()?.getVoices() ?? [];
  return all
    .filter((voice) => voice.lang.toLowerCase().split(/[-_]/)[0] === lang)
    .sort((a, b) => Number(b.localService) - Number(a.localService));
}

/**
 * Reads the pages with the device's own speech (Web Speech API), one
 * utterance a page, the word in reading from its boundary events. Pausing
 * cancels and resuming starts again at the last word, because pause() and
 * resume() are unreliable on phones' engines.
 */
export function useDeviceVoice(pages: readonly string[], lang: string) {
  const [voices, setVoices] = useState<SpeechSynthesisVoice[]>(() => voicesFor(lang));
  const [playing, setPlaying] = useState(false);
  const [spoken, setSpoken] = useState<SpokenWord | null>(null);
  const [page, setPage] = useState<number | null>(null);
  const run = useRef(0);
  const settings = useRef({ rate: 1, volume: 1 });
  const place = useRef({ page: 1, from: 0 });

  useEffect(() => {
    const synth = speech();
    if (!synth) return;
    const update = () => setVoices(voicesFor(lang));
    update();
    synth.addEventListener('voiceschanged', update);
    return () => {
      synth.removeEventListener('voiceschanged', update);
      // eslint-disable-next-line react-hooks/exhaustive-deps -- a run counter, not a node: ending the run must bump today's value
      run.current++;
      synth.cancel();
    };
  }, [lang]);

  const speakFrom = useCallback(
    (number: number, from: number) => {
      const synth = speech();
      const text = pages[number - 1];
      const current = ++run.current;
      synth?.cancel();
      if (!synth || text === undefined || !voices[0]) {
        setPlaying(false);
        return;
      }
      place.current = { page: number, from };
      setPage(number);
      const utterance = new SpeechSynthesisUtterance(text.slice(from));
      utterance.voice = voices[0];
      utterance.lang = voices[0].lang;
      utterance.rate = settings.current.rate;
      utterance.volume = settings.current.volume;
      utterance.onboundary = (event) => {
        if (current !== run.current || (event.name && event.name !== 'word')) return;
        const word = wordAround(text, from + event.charIndex);
        place.current = { page: number, from: word.from };
        setSpoken({ page: number, ...word });
      };
      utterance.onend = () => {
        if (current !== run.current) return;
        if (number < pages.length) speakFrom(number + 1, 0);
        else {
          setPlaying(false);
          setSpoken(null);
          place.current = { page: 1, from: 0 };
        }
      };
      setPlaying(true);
      synth.speak(utterance);
    },
    [pages, voices],
  );

  const stop = () => {
    run.current++;
    speech()?.cancel();
    setPlaying(false);
  };

  const voice: Voice = {
    kind: 'device',
    ready: voices.length > 0,
    failed: false,
    playing,
    spoken,
    page,
    play: () => speakFrom(place.current.page, place.current.from),
    pause: stop,
    goToPage: (number) => {
      place.current = { page: number, from: 0 };
      setPage(number);
      if (playing) speakFrom(number, 0);
    },
    goToWord: (number, from) => {
      place.current = { page: number, from };
      speakFrom(number, from);
    },
    setVolume: (volume) => void (settings.current.volume = volume),
    setRate: (rate) => void (settings.current.rate = rate),
  };
  return { voice, available: voices.length > 0 };
}
