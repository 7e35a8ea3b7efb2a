import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PAGES, TALE_STAGES } from '@skazka/contract';
import { taleViewQuery } from '../../../api/reader';
import { useRetryTale } from '../../../api/tales';
import { roughDuration } from '../../../lib/duration';
import { currentLocale, messageText } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { ProgressBar } from '../../../ui/ProgressBar';
import { Screen } from '../../../ui/Screen';
import { Spinner } from '../../../ui/Spinner';
import { useTaleProgress } from '../use-tale-progress';
import '../tales.css';

// From these stages on, the text and pictures may exist: the tale is read while the rest is made.
const READABLE = new Set(['narrating', 'typesetting', 'ready']);

/** /g/{id}: the stages of the tale being made, handing over to the reader as soon as the tale can be read. */
export default function GenerationScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const [attempt, setAttempt] = useState(0);
  const { tale, error } = useTaleProgress(id, attempt);
  const retry = useRetryTale();

  const queryClient = useQueryClient();
  const readable = tale !== null && READABLE.has(tale.status);
  const progress = tale?.progress;

  // Opens the reader once its view answers (it answers 409 until the pictures exist); asked again on each step of progress.
  useEffect(() => {
    if (!readable) return;
    let left = false;
    queryClient
      .fetchQuery({ ...taleViewQuery(id), retry: false, staleTime: 0 })
      .then(() => left || navigate(PAGES.story(id), { replace: true }))
      .catch(() => undefined);
    return () => void (left = true);
  }, [readable, progress, id, navigate, queryClient]);

  if (error) {
    return (
      <Screen titleKey="tales.generation.title" narrow>
        <p role="alert">{messageText('taleLoadFailed')}</p>
        <Link to={PAGES.home}>{t('common.nav.collection')}</Link>
      </Screen>
    );
  }
  if (!tale) return <Spinner />;
  const currentIndex = TALE_STAGES.indexOf(tale.status as (typeof TALE_STAGES)[number]);

  return (
    <Screen titleKey="tales.generation.title" narrow>
      <div className="card generation">
        <div className="generation__moon" aria-hidden="true" />
        <h1>{tale.title || t('tales.generation.title')}</h1>
        {tale.status === 'failed' ? (
          <>
            <p role="alert">{messageText('taleCreateFailed')}</p>
            {tale.error && <p className="muted">{tale.error}</p>}
            <Button
              disabled={retry.isPending}
              onClick={() => retry.mutate(tale.id, { onSuccess: () => setAttempt((a) => a + 1) })}
            >
              {t('common.retry')}
            </Button>
          </>
        ) : (
          <>
            <ProgressBar value={tale.progress} label={t('tales.generation.progress')} />
            <p className="muted" aria-live="polite">
              {tale.progress}% · {t(`tales.status.${tale.status}`)}
            </p>
            <ol className="stages">
              {TALE_STAGES.map((stage, index) => (
                <li
                  key={stage}
                  className={index < currentIndex ? 'is-done' : index === currentIndex ? 'is-current' : ''}
                >
                  {t(`tales.status.${stage}`)}
                </li>
              ))}
            </ol>
            <p className="muted">
              {t('tales.generation.expected', { duration: roughDuration(tale.expected_s, currentLocale()) })}
            </p>
          </>
        )}
      </div>
    </Screen>
  );
}
