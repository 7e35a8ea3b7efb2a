import { useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SharedTale } from '@skazka/contract';
import { narrationQuery, ownedSource } from '../../../api/reader';
import { TalePage } from '../../../components/TalePage';
import { Button } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';

/** Enough of the narration to hear the voice (the title and the first words), not the whole tale. */
export const SAMPLE_S = 12;

/** The start of the demo tale's narration, played on a tap (the button first, where a phone shows it at once), and the page it reads. */
export function NarrationSample({ tale }: { tale: SharedTale }) {
  const { t } = useTranslation();
  const narration = useQuery({
    ...narrationQuery(ownedSource(tale.id), tale.language),
    enabled: tale.audio_url !== null,
  });
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const page = tale.pages[0]!;
  return (
    <>
      {narration.data && (
        <>
          <audio
            ref={audio}
            src={narration.data.url}
            preload="none"
            onPlay={() => setPlaying(true)}
            onPause={() => setPlaying(false)}
            onEnded={() => setPlaying(false)}
            onTimeUpdate={(event) => {
              const element = event.currentTarget;
              if (element.currentTime < SAMPLE_S) return;
              element.pause();
              element.currentTime = 0;
            }}
          />
          <Button
            className="demo-sample__listen"
            onClick={() => (playing ? audio.current?.pause() : void audio.current?.play().catch(() => undefined))}
          >
            <Icon name={playing ? 'pause' : 'play'} filled />
            {playing ? t('onboarding.demo.pause') : t('onboarding.demo.listen')}
          </Button>
        </>
      )}
      <TalePage
        number={1}
        picture={{ src: page.image_url, srcSet: page.image_srcset || undefined }}
        current
        eager
        scrolls
      >
        <p className="page-text">{page.text}</p>
      </TalePage>
    </>
  );
}
