import { PAGES } from '@skazka/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDeleteAccount } from '../../../api/family';
import { applyServerErrors } from '../../../lib/form-errors';
import { clearToken } from '../../../lib/session';
import { useAlerts } from '../../../ui/Alerts';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';

/** Erases the account for good after the password and a last confirmation; the session ends with it. */
export function DeleteAccountForm() {
  const { t } = useTranslation();
  const alerts = useAlerts();
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  const { register, handleSubmit, setError, formState } = useForm<{ password: string }>();
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = handleSubmit(async ({ password }) => {
    if (!window.confirm(t('family.deleteAccount.confirm'))) return;
    setFormError(null);
    try {
      await remove.mutateAsync({ password });
    } catch (error) {
      setFormError(applyServerErrors(error, ['password'], setError));
      return;
    }
    // The server revoked every token; forgetting ours signs out and clears every store. Leaving the
    // profile first keeps its guard from sending the parent to Signin as if the session had expired.
    await navigate(PAGES.welcome, { replace: true });
    clearToken();
    alerts.show('success', t('family.deleteAccount.done'));
  });

  return (
    <section className="card stack danger-zone" aria-labelledby="delete-account-title">
      <h2 id="delete-account-title">{t('family.deleteAccount.title')}</h2>
      <p>{t('family.deleteAccount.text')}</p>
      <form onSubmit={onSubmit} noValidate className="stack">
        <Field
          label={t('family.deleteAccount.password')}
          type="password"
          autoComplete="current-password"
          error={formState.errors.password?.message}
          {...register('password', { required: 'required' })}
        />
        {formError && (
          <p className="field__error" role="alert">
            {formError}
          </p>
        )}
        <Button type="submit" variant="secondary" disabled={formState.isSubmitting}>
          {t('family.deleteAccount.button')}
        </Button>
      </form>
    </section>
  );
}
