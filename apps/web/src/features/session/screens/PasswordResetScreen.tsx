import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { API, PAGES } from '@skazka/contract';
import { api } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { Screen } from '../../../ui/Screen';
import { Spinner } from '../../../ui/Spinner';
import { useAlerts } from '../../../ui/Alerts';
import '../session.css';
import { confirmationRules, newPasswordRules } from '../../../lib/password-rules';

interface ResetForm {
  password: string;
  confirm: string;
}

/** The emailed link: the token is checked first; a failed check goes to Signin (docs/PRODUCT.md §2). */
export default function PasswordResetScreen() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const alerts = useAlerts();
  const [formError, setFormError] = useState<string | null>(null);
  const check = useQuery({
    queryKey: ['reset-token', token],
    queryFn: () => api(API.passwordResetValidate, { method: 'POST', body: { token } }),
    retry: false,
  });
  const { register, handleSubmit, setError, formState } = useForm<ResetForm>();

  if (check.isPending) return <Spinner />;
  if (check.isError) return <Navigate to={PAGES.signin} replace />;

  const onSubmit = handleSubmit(async ({ password }) => {
    setFormError(null);
    try {
      await api(API.passwordSetByLink(token), { method: 'POST', body: { token, password } });
      alerts.show('success', t('session.reset.done'));
      void navigate(PAGES.signin, { replace: true });
    } catch (error) {
      setFormError(applyServerErrors(error, ['password'], setError));
    }
  });

  return (
    <Screen titleKey="session.reset.title" narrow>
      <div className="card auth-card">
        <h1>{t('session.reset.title')}</h1>
        <form onSubmit={onSubmit} noValidate>
          <Field
            label={t('session.fields.newPassword')}
            type="password"
            autoComplete="new-password"
            error={formState.errors.password?.message}
            {...register('password', newPasswordRules)}
          />
          <Field
            label={t('session.fields.confirmPassword')}
            type="password"
            autoComplete="new-password"
            error={formState.errors.confirm?.message}
            {...register('confirm', confirmationRules<ResetForm>('password'))}
          />
          {formError && (
            <p className="field__error" role="alert">
              {formError}
            </p>
          )}
          <Button type="submit" block disabled={formState.isSubmitting}>
            {t('common.save')}
          </Button>
        </form>
      </div>
    </Screen>
  );
}
