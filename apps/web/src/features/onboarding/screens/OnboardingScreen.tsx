import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LOCALES, PAGES } from '@skazka/contract';
import { useMorals } from '../../../api/morals';
import { changeLocale } from '../../../lib/i18n';
import { useSession } from '../../../lib/session-context';
import { ChoiceList } from '../../../ui/ChoiceList';
import { Screen } from '../../../ui/Screen';
import { useAlerts } from '../../../ui/Alerts';
import { ChildStep } from '../components/ChildStep';
import { FriendStep } from '../components/FriendStep';
import { PhotoStep } from '../components/PhotoStep';
import { SignupStep } from '../components/SignupStep';
import { StepActions } from '../components/StepActions';
import { loadDraft, ONBOARDING_STEPS, saveDraft, type OnboardingDraft } from '../draft';
import { useFinishOnboarding } from '../use-finish-onboarding';
import '../onboarding.css';
import { Icon } from '../../../ui/Icon';

const INFO_STEPS = { benefits: 'sparkles', questions: 'chat', audio: 'headphones', print: 'book' } as const;

/** Benefits, questions, audio, print, child, friend, moral, language, photo, signup — in this order (docs/PRODUCT.md §2). */
export default function OnboardingScreen() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const alerts = useAlerts();
  const { isLoggedIn } = useSession();
  const [draft, setDraft] = useState<OnboardingDraft>(loadDraft);
  const [photo, setPhoto] = useState<File | null>(null);
  const morals = useMorals(i18n.language);
  const finish = useFinishOnboarding();
  const step = ONBOARDING_STEPS[Math.min(draft.step, ONBOARDING_STEPS.length - 1)]!;

  useEffect(() => saveDraft(draft), [draft]);
  const update = (changes: Partial<OnboardingDraft>) => setDraft((current) => ({ ...current, ...changes }));
  const next = () => update({ step: draft.step + 1 });
  const back = () => (draft.step === 0 ? void navigate(PAGES.welcome) : update({ step: draft.step - 1 }));

  const complete = async () => {
    try {
      await finish(draft, photo);
      void navigate(PAGES.newTale, { replace: true });
    } catch {
      alerts.show('error', t('onboarding.finishFailed'));
    }
  };

  return (
    <Screen titleKey={`onboarding.steps.${step}.title`} narrow>
      <div className="steps" aria-hidden="true">
        {ONBOARDING_STEPS.map((s, index) => (
          <span key={s} className={index <= draft.step ? 'is-done' : ''} />
        ))}
      </div>
      <p className="muted">{t('onboarding.stepOf', { current: draft.step + 1, total: ONBOARDING_STEPS.length })}</p>
      <h1>{t(`onboarding.steps.${step}.title`)}</h1>

      {step in INFO_STEPS && (
        <>
          <div className="step-illustration" aria-hidden="true">
            <Icon name={INFO_STEPS[step as keyof typeof INFO_STEPS]} size={72} />
          </div>
          <p>{t(`onboarding.steps.${step}.text`)}</p>
          <StepActions onBack={back} onNext={next} />
        </>
      )}
      {step === 'child' && (
        <ChildStep value={draft.child} onBack={back} onDone={(child) => update({ child, step: draft.step + 1 })} />
      )}
      {step === 'friend' && (
        <FriendStep
          value={{ name: draft.friendName, kind: draft.friendKind ?? null }}
          onBack={back}
          onDone={({ name, kind }) => update({ friendName: name, friendKind: kind, step: draft.step + 1 })}
        />
      )}
      {step === 'moral' && (
        <>
          <p className="muted">{t('onboarding.steps.moral.text')}</p>
          <ChoiceList
            label={t('onboarding.steps.moral.title')}
            value={draft.moralId}
            onChange={(moralId) => update({ moralId })}
            choices={(morals.data ?? []).map((m) => ({ value: m.id, label: m.name, hint: m.description }))}
          />
          <StepActions onBack={back} onNext={next} nextDisabled={!draft.moralId} />
        </>
      )}
      {step === 'language' && (
        <>
          <p className="muted">{t('onboarding.steps.language.text')}</p>
          <ChoiceList
            label={t('onboarding.steps.language.title')}
            value={draft.language}
            onChange={(language) => {
              update({ language });
              void changeLocale(language);
            }}
            choices={LOCALES.map((l) => ({ value: l, label: t(`common.localeNames.${l}`) }))}
          />
          <StepActions onBack={back} onNext={next} />
        </>
      )}
      {step === 'photo' && <PhotoStep photo={photo} onChange={setPhoto} onBack={back} onNext={next} />}
      {step === 'signup' &&
        (isLoggedIn ? (
          <>
            <p>{t('onboarding.steps.signup.loggedIn')}</p>
            <StepActions onBack={back} onNext={complete} nextLabel={t('onboarding.create')} />
          </>
        ) : (
          <SignupStep onBack={back} onSignedUp={complete} />
        ))}
    </Screen>
  );
}
