import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { API, PAGES } from '@skazka/contract';
import { api } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { useAlerts } from '../../../ui/Alerts';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { Screen } from '../../../ui/Screen';
import { confirmationRules, newPasswordRules } from '../../../lib/password-rules';

interface PasswordForm {
  current_password: string;
  new_password: string;
  confirm: string;
}

export default function ChangePasswordScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const alerts = useAlerts();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<PasswordForm>();
  const { errors } = formState;

  const onSubmit = handleSubmit(async ({ current_password, new_password }) => {
    setFormError(null);
    try {
      await api(API.setPassword, { method: 'POST', body: { current_password, new_password } });
      alerts.show('success', t('profile.passwordChanged'));
      void navigate(PAGES.profile);
    } catch (error) {
      setFormError(applyServerErrors(error, ['current_password', 'new_password'], setError));
    }
  });

  return (
    <Screen titleKey="profile.changePassword" narrow>
      <h1>{t('profile.changePassword')}</h1>
      <form className="card" onSubmit={onSubmit} noValidate>
        <Field
          label={t('session.fields.currentPassword')}
          type="password"
          autoComplete="current-password"
          error={errors.current_password?.message}
          {...register('current_password', { required: 'required' })}
        />
        <Field
          label={t('session.fields.newPassword')}
          type="password"
          autoComplete="new-password"
          error={errors.new_password?.message}
          {...register('new_password', newPasswordRules)}
        />
        <Field
          label={t('session.fields.confirmPassword')}
          type="password"
          autoComplete="new-password"
          error={errors.confirm?.message}
          {...register('confirm', confirmationRules<PasswordForm>('new_password'))}
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
    </Screen>
  );
}
