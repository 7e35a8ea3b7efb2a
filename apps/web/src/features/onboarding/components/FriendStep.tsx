import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@skazka/contract';
import { Field } from '../../../ui/Field';
import { StepActions } from './StepActions';

/** The second hero is optional: an empty name means a tale without a friend. */
export function FriendStep({ value, onBack, onDone }: { value: string; onBack: () => void; onDone: (name: string) => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState(value);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onDone(name.trim());
      }}
    >
      <p className="muted">{t('onboarding.steps.friend.text')}</p>
      <Field label={t('onboarding.steps.friend.name')} value={name} maxLength={LIMITS.nameMax} onChange={(e) => setName(e.target.value)} hint={t('onboarding.steps.friend.hint')} />
      <StepActions onBack={onBack} submit nextLabel={name.trim() ? t('common.next') : t('common.skip')} />
    </form>
  );
}
