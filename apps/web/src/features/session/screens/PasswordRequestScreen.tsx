import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { API, PAGES, passwordResetRequestSchema } from '@skazka/contract';
import { api } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { Screen } from '../../../ui/Screen';
import '../session.css';

export default function PasswordRequestScreen() {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<{ email: string }>({
    resolver: zodResolver(passwordResetRequestSchema),
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    setFormError(null);
    try {
      await api(API.passwordReset, { method: 'POST', body: { email } });
      setSent(true);
    } catch (error) {
      setFormError(applyServerErrors(error, ['email'], setError));
    }
  });

  return (
    <Screen titleKey="session.password.title" narrow>
      <div className="card auth-card">
        <h1>{t('session.password.title')}</h1>
        {sent ? (
          <p role="status">{t('session.password.sent')}</p>
        ) : (
          <form onSubmit={onSubmit} noValidate>
            <p className="muted">{t('session.password.intro')}</p>
            <Field
              label={t('session.fields.email')}
              type="email"
              autoComplete="email"
              error={formState.errors.email?.message}
              {...register('email')}
            />
            {formError && (
              <p className="field__error" role="alert">
                {formError}
              </p>
            )}
            <Button type="submit" block disabled={formState.isSubmitting}>
              {t('session.password.send')}
            </Button>
          </form>
        )}
        <p className="auth-links">
          <Link to={PAGES.signin}>{t('common.signIn')}</Link>
        </p>
      </div>
    </Screen>
  );
}
