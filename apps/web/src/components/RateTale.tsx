import { useId, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { API, LIMITS, THUMB_RATINGS, type FeedbackRequest, type Thumb } from '@skazka/contract';
import { api } from '../lib/api-client';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';
import { Icon } from '../ui/Icon';

const THUMBS = ['up', 'down'] as const satisfies readonly Thumb[];

/** A thumbs up or down on one tale with an optional word, sent as feedback on that tale. */
export function RateTale({ taleId, onSent }: { taleId: number; onSent?: () => void }) {
  const { t } = useTranslation();
  const legendId = useId();
  const [thumb, setThumb] = useState<Thumb | null>(null);
  const [text, setText] = useState('');
  const send = useMutation({
    mutationFn: (feedback: FeedbackRequest) => api(API.feedback, { method: 'POST', body: feedback }),
    onSuccess: onSent,
  });

  if (send.isSuccess)
    return (
      <p className="rate-tale__thanks" role="status">
        {t('tales.rate.thanks')}
      </p>
    );
  return (
    <form
      className="rate-tale stack"
      aria-labelledby={legendId}
      onSubmit={(event) => {
        event.preventDefault();
        if (thumb) send.mutate({ rating: THUMB_RATINGS[thumb], text: text.trim(), tale: taleId });
      }}
    >
      <p id={legendId} className="rate-tale__question">
        {t('tales.rate.question')}
      </p>
      <div className="row">
        {THUMBS.map((value) => (
          <Button
            key={value}
            variant={thumb === value ? 'primary' : 'secondary'}
            aria-pressed={thumb === value}
            onClick={() => setThumb(value)}
          >
            <Icon name={value === 'up' ? 'thumbUp' : 'thumbDown'} /> {t(`tales.rate.${value}`)}
          </Button>
        ))}
      </div>
      {thumb && (
        <>
          <Field
            label={t('tales.rate.word')}
            value={text}
            maxLength={LIMITS.feedbackTextMax}
            onChange={(event) => setText(event.target.value)}
          />
          {send.isError && (
            <p className="field__error" role="alert">
              {send.error.message}
            </p>
          )}
          <Button type="submit" disabled={send.isPending}>
            {t('tales.rate.send')}
          </Button>
        </>
      )}
    </form>
  );
}
