import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@skazka/contract';
import { applyServerErrors } from '../../../lib/form-errors';
import { messageText } from '../../../lib/i18n';
import { useSession } from '../../../lib/session-context';
import { Field } from '../../../ui/Field';
import { StepActions } from './StepActions';
import { LegalLinks } from '../../../components/LegalLinks';
import { ContactMethodTabs, type ContactMethod } from '../../../components/ContactMethodTabs';
import { confirmationRules, newPasswordRules } from '../../../lib/password-rules';

interface SignupForm {
  email: string;
  phone_number: string;
  password: string;
  confirm: string;
  privacy_accepted: boolean;
  personal_data_consent: boolean;
}

/** Signup by email or phone; accepting the offer and the personal data consent is required (docs/PRODUCT.md §5). */
export function SignupStep({ onBack, onSignedUp }: { onBack: () => void; onSignedUp: () => Promise<void> }) {
  const { t } = useTranslation();
  const { signUp } = useSession();
  const [method, setMethod] = useState<ContactMethod>('email');
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<SignupForm>();
  const { errors } = formState;

  // The form submits only with both boxes ticked (their `required` rules), so both are true here.
  const onSubmit = handleSubmit(async ({ email, phone_number, password }) => {
    setFormError(null);
    try {
      const contact = method === 'email' ? { email } : { phone_number };
      await signUp({ ...contact, password, privacy_accepted: true, personal_data_consent: true });
    } catch (error) {
      setFormError(
        applyServerErrors(
          error,
          ['email', 'phone_number', 'password', 'privacy_accepted', 'personal_data_consent'],
          setError,
        ),
      );
      return;
    }
    await onSignedUp();
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <ContactMethodTabs value={method} onChange={setMethod} />
      {method === 'email' ? (
        <Field
          label={t('session.fields.email')}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email', {
            required: 'required',
            maxLength: { value: LIMITS.emailMax, message: 'emailTooLong' },
            pattern: { value: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, message: 'invalidEmail' },
          })}
        />
      ) : (
        <Field
          label={t('session.fields.phone')}
          type="tel"
          autoComplete="tel"
          placeholder="+7 900 000-00-00"
          error={errors.phone_number?.message}
          {...register('phone_number', { required: 'required' })}
        />
      )}
      <Field
        label={t('session.fields.password')}
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password', newPasswordRules)}
      />
      <Field
        label={t('session.fields.confirmPassword')}
        type="password"
        autoComplete="new-password"
        error={errors.confirm?.message}
        {...register('confirm', confirmationRules<SignupForm>('password'))}
      />
      <LegalLinks newTab />
      <Consent
        label={t('onboarding.steps.signup.privacy')}
        error={errors.privacy_accepted?.message}
        {...register('privacy_accepted', { required: 'requiredTrue' })}
      />
      <Consent
        label={t('onboarding.steps.signup.personalData')}
        error={errors.personal_data_consent?.message}
        {...register('personal_data_consent', { required: 'requiredTrue' })}
      />
      {formError && (
        <p className="field__error" role="alert">
          {formError}
        </p>
      )}
      <StepActions
        onBack={onBack}
        submit
        nextDisabled={formState.isSubmitting}
        nextLabel={t('onboarding.steps.signup.submit')}
      />
    </form>
  );
}

function Consent({
  label,
  error,
  ...input
}: { label: string; error?: string } & React.InputHTMLAttributes<HTMLInputElement>) {
  return (
    <>
      <label className="checkbox">
        <input type="checkbox" aria-invalid={error ? true : undefined} {...input} />
        <span>{label}</span>
      </label>
      {error && (
        <p className="field__error" role="alert">
          {messageText(error)}
        </p>
      )}
    </>
  );
}
