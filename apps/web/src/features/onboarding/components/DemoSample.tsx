import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SharedTale } from '@skazka/contract';
import { demoTaleQuery, ownedSource, questionQuery } from '../../../api/reader';
import { TalePage } from '../../../components/TalePage';
import { Button } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';
import { NarrationSample } from './NarrationSample';

export const INFO_STEPS = { benefits: 'sparkles', questions: 'chat', audio: 'headphones', print: 'book' } as const;
export type InfoStep = keyof typeof INFO_STEPS;

/**
 * What a benefit step promises, shown on the demo tale the server makes for
 * /story/demo (in the interface's language): its pages, a question about it,
 * a few seconds of its narration, its cover as a book. Until the demo is there
 * (its first visitor waits while it is made) or when it cannot be had, the step's picture.
 */
export function DemoSample({ step }: { step: InfoStep }) {
  const { t, i18n } = useTranslation();
  const demo = useQuery(demoTaleQuery(i18n.language));
  const tale = demo.data;
  if (!tale?.pages.length)
    return (
      <div className="step-illustration" aria-hidden="true">
        <Icon name={INFO_STEPS[step]} size={72} />
      </div>
    );
  return (
    <figure className="demo-sample">
      <figcaption className="muted">{t('onboarding.demo.from', { title: tale.title })}</figcaption>
      {step === 'benefits' && <DemoPages tale={tale} />}
      {step === 'questions' && <DemoQuestion tale={tale} />}
      {step === 'audio' && <NarrationSample tale={tale} />}
      {step === 'print' && <DemoBook tale={tale} />}
    </figure>
  );
}

function DemoPages({ tale }: { tale: SharedTale }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const page = tale.pages[index]!;
  const total = tale.pages.length;
  return (
    <>
      <TalePage
        key={index} // a new page starts at its top
        number={index + 1}
        picture={{ src: page.image_url, srcSet: page.image_srcset || undefined }}
        current
        eager
        scrolls
      >
        <p className="page-text">{page.text}</p>
      </TalePage>
      <nav className="demo-sample__nav" aria-label={t('reader.book.nav')}>
        <Button
          variant="ghost"
          disabled={index === 0}
          onClick={() => setIndex(index - 1)}
          aria-label={t('reader.book.previous')}
        >
          <Icon name="chevronLeft" />
        </Button>
        <span className="muted" aria-live="polite">
          {t('reader.book.position', { current: index + 1, total })}
        </span>
        <Button
          variant="ghost"
          disabled={index === total - 1}
          onClick={() => setIndex(index + 1)}
          aria-label={t('reader.book.next')}
        >
          <Icon name="chevronRight" />
        </Button>
      </nav>
    </>
  );
}

function DemoQuestion({ tale }: { tale: SharedTale }) {
  const question = useQuery({ ...questionQuery(ownedSource(tale.id), 1), enabled: tale.questions_count > 0 });
  const last = tale.pages.at(-1)!;
  return (
    <>
      <img className="demo-sample__picture" src={last.image_url} srcSet={last.image_srcset || undefined} alt="" />
      {question.data && (
        <div className="card demo-sample__question">
          <p>
            <strong>{question.data.question}</strong>
          </p>
          <ul>
            {question.data.options.map((option) => (
              <li key={option}>{option}</li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}

function DemoBook({ tale }: { tale: SharedTale }) {
  const { t } = useTranslation();
  return (
    <div className="demo-book">
      {tale.cover_url && <img className="demo-book__cover" src={tale.cover_url} alt="" width={1600} height={1200} />}
      <p className="demo-book__title">{tale.title}</p>
      <p className="muted">{t('onboarding.demo.book', { pages: tale.pages.length })}</p>
    </div>
  );
}
