import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CharacterKind, LIMITS } from '@skazka/contract';
import { Field } from '../../../ui/Field';
import { KindPicker } from '../../../ui/KindPicker';
import { StepActions } from './StepActions';

type Friend = { name: string; kind: CharacterKind | null };

/** The second hero is optional: an empty name means a tale without a friend. A named friend is asked what it is. */
export function FriendStep({
  value,
  onBack,
  onDone,
}: {
  value: Friend;
  onBack: () => void;
  onDone: (friend: Friend) => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(value.name);
  const [kind, setKind] = useState(value.kind);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onDone({ name: name.trim(), kind: name.trim() ? kind : null });
      }}
    >
      <p className="muted">{t('onboarding.steps.friend.text')}</p>
      <Field
        label={t('onboarding.steps.friend.name')}
        value={name}
        maxLength={LIMITS.nameMax}
        onChange={(e) => setName(e.target.value)}
        hint={t('onboarding.steps.friend.hint')}
      />
      {name.trim() && <KindPicker value={kind} onChange={setKind} />}
      <StepActions onBack={onBack} submit nextLabel={name.trim() ? t('common.next') : t('common.skip')} />
    </form>
  );
}
