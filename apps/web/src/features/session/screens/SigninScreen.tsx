import { PAGES } from '@skazka/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { applyServerErrors } from '../../../lib/form-errors';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { Screen } from '../../../ui/Screen';
import { useSession } from '../../../lib/session-context';
import '../session.css';
import { ContactMethodTabs, type ContactMethod } from '../../../components/ContactMethodTabs';

interface SigninForm {
  email: string;
  phone_number: string;
  password: string;
}

export default function SigninScreen() {
  const { t } = useTranslation();
  const { signIn } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [method, setMethod] = useState<ContactMethod>('email');
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<SigninForm>();

  const onSubmit = handleSubmit(async ({ email, phone_number, password }) => {
    setFormError(null);
    try {
      await signIn(method === 'email' ? { email, password } : { phone_number, password });
      const next = params.get('next');
      void navigate(next?.startsWith('/') ? next : PAGES.home, { replace: true });
    } catch (error) {
      setFormError(applyServerErrors(error, ['email', 'phone_number', 'password'], setError));
    }
  });

  return (
    <Screen titleKey="session.signin.title" narrow>
      <div className="card auth-card">
        <h1>{t('session.signin.title')}</h1>
        <ContactMethodTabs value={method} onChange={setMethod} />
        <form onSubmit={onSubmit} noValidate>
          {method === 'email' ? (
            <Field
              label={t('session.fields.email')}
              type="email"
              autoComplete="email"
              error={formState.errors.email?.message}
              {...register('email', { required: 'required' })}
            />
          ) : (
            <Field
              label={t('session.fields.phone')}
              type="tel"
              autoComplete="tel"
              placeholder="+7 900 000-00-00"
              error={formState.errors.phone_number?.message}
              {...register('phone_number', { required: 'required' })}
            />
          )}
          <Field
            label={t('session.fields.password')}
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
          <Button type="submit" block disabled={formState.isSubmitting}>
            {t('common.signIn')}
          </Button>
        </form>
        <p className="auth-links">
          <Link to={PAGES.password}>{t('session.signin.forgot')}</Link>
          <Link to={PAGES.onboarding}>{t('session.signin.noAccount')}</Link>
        </p>
      </div>
    </Screen>
  );
}
