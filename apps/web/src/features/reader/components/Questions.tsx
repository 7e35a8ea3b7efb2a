import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FALLBACK_QUESTION } from '@skazka/contract';
import { questionQuery, type TaleSource } from '../../../api/reader';
import { currentLocale } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';

/** The comprehension questions one by one; a question that fails to load becomes the fixed fallback (docs/PRODUCT.md §7). */
export function Questions({ source, total, onFinished }: { source: TaleSource; total: number; onFinished(): void }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [picked, setPicked] = useState<number | null>(null);
  const question = useQuery(questionQuery(source, page));
  const count = question.data?.count ?? total;
  const isLast = page >= count;
  // The fallback question has no answers to pick: the tale still comes to its end.
  const fellBack = question.isError && isLast;
  useEffect(() => {
    if (fellBack) onFinished();
  }, [fellBack, onFinished]);

  return (
    <section className="card questions" aria-labelledby="questions-title">
      <h2 id="questions-title">{t('reader.questions.title')}</h2>
      <p className="muted">{t('reader.questions.progress', { current: page, total: count })}</p>
      {question.isPending ? null : question.isError ? (
        <p className="questions__text">{FALLBACK_QUESTION[currentLocale()]}</p>
      ) : (
        <>
          <p className="questions__text">{question.data.question}</p>
          <div className="questions__options" role="group" aria-label={question.data.question}>
            {question.data.options.map((option, index) => {
              const state =
                picked === null ? '' : index === question.data.answer ? 'is-right' : index === picked ? 'is-wrong' : '';
              // Right and wrong are shown by an icon and said in words, not by colour alone.
              const mark =
                state === 'is-right' ? (
                  <>
                    <Icon name="check" size={20} />
                    <span className="visually-hidden">{t('reader.questions.rightAnswer')}</span>
                  </>
                ) : state === 'is-wrong' ? (
                  <>
                    <Icon name="close" size={20} />
                    <span className="visually-hidden">{t('reader.questions.yourAnswer')}</span>
                  </>
                ) : null;
              return (
                <button
                  key={option}
                  type="button"
                  className={`choice ${state}`}
                  aria-pressed={picked === index}
                  disabled={picked !== null}
                  onClick={() => {
                    setPicked(index);
                    if (isLast) onFinished();
                  }}
                >
                  <span className="choice__line">
                    {option}
                    {mark}
                  </span>
                </button>
              );
            })}
          </div>
          {picked !== null && (
            <p role="status">
              {picked === question.data.answer
                ? t('reader.questions.right')
                : t('reader.questions.wrong', { answer: question.data.options[question.data.answer] })}
            </p>
          )}
        </>
      )}
      {!isLast && (
        <Button
          variant="secondary"
          onClick={() => {
            setPage(page + 1);
            setPicked(null);
          }}
        >
          {t('reader.questions.next')}
        </Button>
      )}
    </section>
  );
}
