import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { API, LIMITS, PAGES } from '@skazka/contract';
import { sendOrQueue } from '../../../lib/outbox';
import { applyServerErrors } from '../../../lib/form-errors';
import { messageText } from '../../../lib/i18n';
import { useAlerts } from '../../../ui/Alerts';
import { Button } from '../../../ui/Button';
import { Screen } from '../../../ui/Screen';

const RATINGS = Array.from({ length: LIMITS.ratingMax - LIMITS.ratingMin + 1 }, (_, i) => LIMITS.ratingMin + i);

interface FeedbackForm {
  rating: string;
  text: string;
}

/** Report a problem: a rating from 1 to 5 and up to 1000 characters (docs/PRODUCT.md §5). */
export default function FeedbackScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const alerts = useAlerts();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, watch, setError, formState } = useForm<FeedbackForm>({
    defaultValues: { rating: '', text: '' },
  });
  const { errors } = formState;
  const length = watch('text').length;

  const onSubmit = handleSubmit(async ({ rating, text }) => {
    setFormError(null);
    try {
      // With no network the note waits on the device and goes when the network is back (lib/outbox).
      const outcome = await sendOrQueue({ method: 'POST', path: API.feedback, body: { rating: Number(rating), text } });
      alerts.show('success', t(outcome === 'sent' ? 'profile.feedback.thanks' : 'profile.feedback.queued'));
      void navigate(PAGES.profile);
    } catch (error) {
      setFormError(applyServerErrors(error, ['rating', 'text'], setError));
    }
  });

  return (
    <Screen titleKey="profile.feedback.title" narrow>
      <h1>{t('profile.feedback.title')}</h1>
      <form className="card" onSubmit={onSubmit} noValidate>
        <fieldset className="field">
          <legend className="field__label">{t('profile.feedback.rating')}</legend>
          <div className="row">
            {RATINGS.map((value) => (
              <label key={value} className="checkbox">
                <input type="radio" value={value} {...register('rating', { required: 'ratingRequired' })} />
                {/* The stars are drawn; a screen reader says "3 of 5" instead of "star star star". */}
                <span aria-hidden="true">{'★'.repeat(value)}</span>
                <span className="visually-hidden">{t('profile.feedback.stars', { value, max: LIMITS.ratingMax })}</span>
              </label>
            ))}
          </div>
          {errors.rating?.message && (
            <span className="field__error" role="alert">
              {messageText(errors.rating.message)}
            </span>
          )}
        </fieldset>
        <div className="field">
          <label className="field__label" htmlFor="feedback-text">
            {t('profile.feedback.text')}
          </label>
          <textarea
            id="feedback-text"
            className="field__input"
            rows={6}
            maxLength={LIMITS.feedbackTextMax}
            {...register('text', { maxLength: { value: LIMITS.feedbackTextMax, message: 'feedbackTooLong' } })}
          />
          <span className="field__hint">
            {length} / {LIMITS.feedbackTextMax}
          </span>
          {errors.text?.message && <span className="field__error">{messageText(errors.text.message)}</span>}
        </div>
        {formError && (
          <p className="field__error" role="alert">
            {formError}
          </p>
        )}
        <Button type="submit" block disabled={formState.isSubmitting}>
          {t('profile.feedback.send')}
        </Button>
      </form>
    </Screen>
  );
}
