import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type CharacterKind, LIMITS, type Locale, LOCALES, PAGES } from '@skazka/contract';
import { useChildren } from '../../../api/children';
import { useCharacters } from '../../../api/characters';
import { useMorals } from '../../../api/morals';
import { talesQuery, useCreateTale } from '../../../api/tales';
import { setActiveId, useActiveId } from '../../../lib/active-selection';
import { readStored } from '../../../lib/storage';
import { ApiError } from '../../../lib/api-client';
import { currentLocale, messageText } from '../../../lib/i18n';
import { rememberTaleLanguage, storedTaleLanguage } from '../../../lib/tale-language';
import { useAlerts } from '../../../ui/Alerts';
import { rememberPendingTale } from '../../../lib/checkout-memory';
import { Button } from '../../../ui/Button';
import { ChoiceList } from '../../../ui/ChoiceList';
import { Field } from '../../../ui/Field';
import { KindPicker, kindPicture } from '../../../ui/KindPicker';
import { Screen } from '../../../ui/Screen';
import '../tales.css';

/** A character's id, none, a new friend, or another of the parent's children as the sibling. */
type FriendChoice = number | 'none' | 'new' | `sibling:${number}`;
const siblingChoice = (id: number): FriendChoice => `sibling:${id}`;
const siblingOf = (choice: FriendChoice) =>
  typeof choice === 'string' && choice.startsWith('sibling:') ? Number(choice.slice(8)) : null;

/** The wizard's own message when the server no longer knows the chosen hero or friend. */
function heroProblem(error: Error): 'noMainHero' | 'noSecondHero' | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const fields = error.fieldErrors;
  if (fields.child) return 'noMainHero';
  if (fields.character || fields.sibling) return 'noSecondHero';
  return null;
}

/**
 * /new: hero, friend (existing, new with what it is, a sibling, or none), moral and language as compact
 * choices, with a bar that sums them up and holds Create, always in sight however far the parent scrolled.
 * The wizard starts afresh on every entry, from the last tale's moral and language (the server's list of
 * tales knows them on any device; before a first tale, this device's memory does).
 */
export default function NewTaleScreen() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const alerts = useAlerts();
  const children = useChildren();
  const friends = useCharacters();
  const morals = useMorals(i18n.language);
  const tales = useQuery(talesQuery);
  const lastTale = tales.data?.[0];
  // The moral used last, fixed for this visit so the order does not move under the parent's finger: the last
  // tale's (the server knows it on any device), else the one kept on this device.
  const [storedAtEntry] = useState(() => Number(readStored('activeMoral')) || null);
  const known = (id: number | null | undefined) => (morals.data?.some((m) => m.id === id) ? id! : null);
  const lastMoralId = known(lastTale?.moral) ?? known(storedAtEntry);
  // The last used moral comes first, the others in the catalogue's order.
  const orderedMorals = useMemo(
    () => [...(morals.data ?? [])].sort((a, b) => Number(b.id === lastMoralId) - Number(a.id === lastMoralId)),
    [morals.data, lastMoralId],
  );
  const [childId, setChildId] = useActiveId('activeChild', children.data);
  const [storedFriendId, setFriendId] = useActiveId('activeFriend', friends.data);
  const [pickedMoralId, setPickedMoralId] = useState<number | null>(null);
  const setMoralId = (id: number) => {
    setPickedMoralId(id);
    setActiveId('activeMoral', id); // the active moral, kept on this device (docs/PRODUCT.md §4)
  };
  const moralId = pickedMoralId ?? lastMoralId ?? orderedMorals[0]?.id ?? null;
  const [friendChoice, setFriendChoice] = useState<FriendChoice | null>(null);
  const [newFriendName, setNewFriendName] = useState('');
  const [newFriendKind, setNewFriendKind] = useState<CharacterKind | null>(null);
  const [pickedLanguage, setLanguage] = useState<Locale | null>(null);
  const language = pickedLanguage ?? lastTale?.language ?? storedTaleLanguage() ?? currentLocale();
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreateTale();
  const chosen: FriendChoice = friendChoice ?? storedFriendId ?? 'none';
  // The hero cannot be their own sibling: choosing them as the hero drops that choice.
  const friend: FriendChoice = siblingOf(chosen) === childId ? 'none' : chosen;
  const siblings = (children.data ?? []).filter((c) => c.id !== childId);
  const moral = orderedMorals.find((m) => m.id === moralId);
  const friendName =
    friend === 'new'
      ? newFriendName.trim()
      : siblingOf(friend) !== null
        ? children.data?.find((c) => c.id === siblingOf(friend))?.name
        : friends.data?.find((f) => f.id === friend)?.name;
  const summary = [
    [children.data?.find((c) => c.id === childId)?.name, friendName].filter(Boolean).join(' & '),
    moral?.name,
    t(`common.localeNames.${language}`),
  ].filter(Boolean);

  const submit = () => {
    setProblem(null);
    if (!childId) return setProblem('noMainHero');
    if (friend === 'new' && !newFriendName.trim()) return setProblem('noSecondHero');
    if (!moralId) return setProblem('required');
    const request = {
      child: childId,
      moral: moralId,
      language,
      ...(typeof friend === 'number' ? { character: friend } : {}),
      ...(friend === 'new'
        ? { new_character_name: newFriendName.trim(), ...(newFriendKind ? { new_character_kind: newFriendKind } : {}) }
        : {}),
      ...(siblingOf(friend) !== null ? { sibling: siblingOf(friend)! } : {}),
    };
    rememberTaleLanguage(language);
    create.mutate(request, {
      onSuccess: (tale) => {
        rememberPendingTale(null); // made here: nothing is left to make after a checkout
        void navigate(PAGES.generation(tale.id));
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 402) {
          rememberPendingTale(request); // created when the parent comes back from the checkout
          return void navigate(`${PAGES.subscription}?pw=1`);
        }
        const heroGone = heroProblem(error);
        if (heroGone) {
          // Deleted on another device: the lists are stale, and the parent chooses again.
          void children.refetch();
          void friends.refetch();
          return setProblem(heroGone);
        }
        alerts.show(
          'error',
          error instanceof ApiError && error.status === 429 ? error.message : messageText('taleCreateFailed'),
        );
      },
    });
  };

  return (
    <Screen titleKey="tales.new.title">
      <h1>{t('tales.new.title')}</h1>
      <section className="wizard-section">
        <h2>{t('tales.new.hero')}</h2>
        <ChoiceList
          compact
          label={t('tales.new.hero')}
          value={childId}
          onChange={setChildId}
          choices={(children.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
        />
      </section>
      <section className="wizard-section">
        <h2>{t('tales.new.friend')}</h2>
        <ChoiceList<FriendChoice>
          compact
          label={t('tales.new.friend')}
          value={friend}
          onChange={(choice) => {
            setFriendChoice(choice);
            if (typeof choice === 'number') setFriendId(choice);
          }}
          choices={[
            { value: 'none', label: t('tales.new.noFriend') },
            ...(friends.data ?? []).map((f) => ({
              value: f.id,
              label: (
                <span className="friend-choice">
                  <img src={kindPicture(f.kind)} alt="" width={32} height={32} />
                  {f.name}
                </span>
              ),
              hint: t(`common.kinds.${f.kind}`),
            })),
            // A parent of two or more can star both children in one tale.
            ...siblings.map((c) => ({ value: siblingChoice(c.id), label: c.name, hint: t('common.kinds.sibling') })),
            { value: 'new', label: t('tales.new.newFriend') },
          ]}
        />
        {friend === 'new' && (
          <>
            <Field
              label={t('children.friends.name')}
              value={newFriendName}
              maxLength={LIMITS.nameMax}
              onChange={(e) => setNewFriendName(e.target.value)}
            />
            <KindPicker value={newFriendKind} onChange={setNewFriendKind} />
          </>
        )}
      </section>
      <section className="wizard-section">
        <h2>{t('tales.new.moral')}</h2>
        <ChoiceList
          compact
          label={t('tales.new.moral')}
          value={moralId}
          onChange={setMoralId}
          // Drawn once the last tale is known, so the last used moral does not jump to the front under a finger.
          choices={tales.isPending ? [] : orderedMorals.map((m) => ({ value: m.id, label: m.name }))}
        />
        {moral && <p className="muted wizard-hint">{moral.description}</p>}
      </section>
      <section className="wizard-section">
        <h2>{t('tales.new.language')}</h2>
        <ChoiceList
          compact
          label={t('tales.new.language')}
          value={language}
          onChange={setLanguage}
          choices={LOCALES.map((l) => ({ value: l, label: t(`common.localeNames.${l}`) }))}
        />
      </section>
      {problem && (
        <p className="field__error" role="alert">
          {messageText(problem)}
        </p>
      )}
      <div className="wizard-create">
        <p className="wizard-create__summary">{summary.join(' · ')}</p>
        <Button onClick={submit} disabled={create.isPending}>
          {t('tales.new.create')}
        </Button>
      </div>
    </Screen>
  );
}
