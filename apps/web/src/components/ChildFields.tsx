import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LIMITS, SEXES, type Sex } from '@skazka/contract';
import { Field } from '../ui/Field';
import { messageText } from '../lib/i18n';

export interface ChildFieldValues {
  name: string;
  sex: Sex;
  date_of_birth: string;
}

/** Name, sex and birthday of a child, shared by onboarding and the hero editor. */
export function ChildFields({
  register,
  errors,
}: {
  register: UseFormRegister<ChildFieldValues>;
  errors: FieldErrors<ChildFieldValues>;
}) {
  const { t } = useTranslation();
  const today = new Date().toISOString().slice(0, 10);
  return (
    <>
      <Field
        label={t('children.fields.name')}
        autoComplete="off"
        maxLength={LIMITS.nameMax}
        error={errors.name?.message}
        {...register('name', { validate: (v) => v.trim().length > 0 || 'childNameRequired' })}
      />
      <fieldset className="field">
        <legend className="field__label">{t('children.fields.sex')}</legend>
        <div className="row">
          {SEXES.map((sex) => (
            <label key={sex} className="checkbox">
              <input type="radio" value={sex} {...register('sex', { required: 'required' })} />
              {t(`children.sex.${sex === 'Мальчик' ? 'male' : 'female'}`)}
            </label>
          ))}
        </div>
        {errors.sex?.message && (
          <span className="field__error" role="alert">
            {messageText(errors.sex.message)}
          </span>
        )}
      </fieldset>
      <Field
        label={t('children.fields.birthday')}
        type="date"
        min={`${LIMITS.yearMin}-01-01`}
        max={today}
        error={errors.date_of_birth?.message}
        {...register('date_of_birth', { required: 'required' })}
      />
    </>
  );
}
