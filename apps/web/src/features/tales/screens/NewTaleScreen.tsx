import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LIMITS, LOCALES, type Locale } from '@skazka/contract';
import { useChildren } from '../../../api/children';
import { useCharacters } from '../../../api/characters';
import { useMorals } from '../../../api/morals';
import { useCreateTale } from '../../../api/tales';
import { useActiveId } from '../../../lib/active-selection';
import { ApiError } from '../../../lib/api-client';
import { currentLocale, messageText } from '../../../lib/i18n';
import { useAlerts } from '../../../ui/Alerts';
import { Button } from '../../../ui/Button';
import { ChoiceList } from '../../../ui/ChoiceList';
import { Field } from '../../../ui/Field';
import { Screen } from '../../../ui/Screen';
import '../tales.css';

type FriendChoice = number | 'none' | 'new';

/** /new: hero, friend (existing, new or none), moral and language; the wizard starts afresh on every entry. */
export default function NewTaleScreen() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const alerts = useAlerts();
  const children = useChildren();
  const friends = useCharacters();
  const morals = useMorals(i18n.language);
  const [childId, setChildId] = useActiveId('activeChild', children.data);
  const [storedFriendId, setFriendId] = useActiveId('activeFriend', friends.data);
  const [moralId, setMoralId] = useActiveId('activeMoral', morals.data);
  const [friendChoice, setFriendChoice] = useState<FriendChoice | null>(null);
  const [newFriendName, setNewFriendName] = useState('');
  const [language, setLanguage] = useState<Locale>(currentLocale);
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreateTale();
  const friend: FriendChoice = friendChoice ?? storedFriendId ?? 'none';

  const submit = () => {
    setProblem(null);
    if (!childId) return setProblem('noMainHero');
    if (friend === 'new' && !newFriendName.trim()) return setProblem('noSecondHero');
    if (!moralId) return setProblem('required');
    create.mutate(
      {
        child: childId,
        moral: moralId,
        language,
        ...(typeof friend === 'number' ? { character: friend } : {}),
        ...(friend === 'new' ? { new_character_name: newFriendName.trim() } : {}),
      },
      {
        onSuccess: (tale) => navigate(`/g/${tale.id}`),
        onError: (error) => {
          if (error instanceof ApiError && error.status === 402) return navigate('/subscription?pw=1');
          alerts.show('error', error instanceof ApiError && error.status === 429 ? error.message : messageText('taleCreateFailed'));
        },
      },
    );
  };

  return (
    <Screen titleKey="tales.new.title">
      <h1>{t('tales.new.title')}</h1>
      <section className="wizard-section">
        <h2>{t('tales.new.hero')}</h2>
        <ChoiceList label={t('tales.new.hero')} value={childId} onChange={setChildId} choices={(children.data ?? []).map((c) => ({ value: c.id, label: c.name }))} />
      </section>
      <section className="wizard-section">
        <h2>{t('tales.new.friend')}</h2>
        <ChoiceList<FriendChoice>
          label={t('tales.new.friend')}
          value={friend}
          onChange={(choice) => {
            setFriendChoice(choice);
            if (typeof choice === 'number') setFriendId(choice);
          }}
          choices={[
            { value: 'none', label: t('tales.new.noFriend') },
            ...(friends.data ?? []).map((f) => ({ value: f.id as FriendChoice, label: f.name })),
            { value: 'new', label: t('tales.new.newFriend') },
          ]}
        />
        {friend === 'new' && <Field label={t('children.friends.name')} value={newFriendName} maxLength={LIMITS.nameMax} onChange={(e) => setNewFriendName(e.target.value)} />}
      </section>
      <section className="wizard-section">
        <h2>{t('tales.new.moral')}</h2>
        <ChoiceList label={t('tales.new.moral')} value={moralId} onChange={setMoralId} choices={(morals.data ?? []).map((m) => ({ value: m.id, label: m.name, hint: m.description }))} />
      </section>
      <section className="wizard-section">
        <h2>{t('tales.new.language')}</h2>
        <ChoiceList label={t('tales.new.language')} value={language} onChange={setLanguage} choices={LOCALES.map((l) => ({ value: l, label: t(`common.localeNames.${l}`) }))} />
      </section>
      {problem && (
        <p className="field__error" role="alert">
          {messageText(problem)}
        </p>
      )}
      <Button onClick={submit} disabled={create.isPending}>
        {t('tales.new.create')}
      </Button>
    </Screen>
  );
}
