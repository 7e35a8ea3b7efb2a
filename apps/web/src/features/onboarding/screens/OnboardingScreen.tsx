import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LOCALES, PAGES } from '@skazka/contract';
import { useMorals } from '../../../api/morals';
import { useSession } from '../../../lib/session-context';
import { ChoiceList } from '../../../ui/ChoiceList';
import { Screen } from '../../../ui/Screen';
import { useAlerts } from '../../../ui/Alerts';
import { ChildStep } from '../components/ChildStep';
import { DemoSample, INFO_STEPS, type InfoStep } from '../components/DemoSample';
import { FriendStep } from '../components/FriendStep';
import { PhotoStep } from '../components/PhotoStep';
import { SignupStep } from '../components/SignupStep';
import { StepActions } from '../components/StepActions';
import { loadDraft, ONBOARDING_STEPS, type OnboardingStep, saveDraft, type OnboardingDraft } from '../draft';
import { useFinishOnboarding } from '../use-finish-onboarding';
import '../onboarding.css';

/** The history entry of a step reached with Next says which step it came from, so Back can return by the history. */
interface StepState {
  from?: number;
}

const isInfoStep = (step: OnboardingStep): step is InfoStep => step in INFO_STEPS;

/**
 * Benefits, questions, audio, print, child, friend, moral, language, photo, signup — in this order
 * (docs/PRODUCT.md §2). Each step has its own address (`?step=moral`), so the browser's and the
 * phone's Back go to the previous step instead of leaving the wizard.
 */
export default function OnboardingScreen() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const alerts = useAlerts();
  const { isLoggedIn } = useSession();
  const [draft, setDraft] = useState<OnboardingDraft>(loadDraft);
  const [photo, setPhoto] = useState<File | null>(null);
  const morals = useMorals(i18n.language);
  const finish = useFinishOnboarding();
  const furthest = Math.min(draft.step, ONBOARDING_STEPS.length - 1);
  const asked = ONBOARDING_STEPS.indexOf(params.get('step') as OnboardingStep);
  // A step not reached yet (an old link, a typed address) shows the furthest one instead.
  const index = asked >= 0 ? Math.min(asked, furthest) : furthest;
  const step = ONBOARDING_STEPS[index]!;

  useEffect(() => saveDraft(draft), [draft]);
  // The address always names the step shown; a new step starts at the top of the page.
  useEffect(() => {
    if (params.get('step') !== step)
      void navigate({ search: `?step=${step}` }, { replace: true, state: location.state as StepState });
    window.scrollTo(0, 0);
  }, [step, params, navigate, location.state]);

  const update = (changes: Partial<OnboardingDraft>) => setDraft((current) => ({ ...current, ...changes }));
  const next = (changes: Partial<OnboardingDraft> = {}) => {
    const to = Math.min(index + 1, ONBOARDING_STEPS.length - 1);
    update({ ...changes, step: Math.max(draft.step, to) });
    void navigate({ search: `?step=${ONBOARDING_STEPS[to]}` }, { state: { from: index } satisfies StepState });
  };
  const back = () => {
    if (index === 0) return void navigate(PAGES.welcome);
    // Came here by Next: going back through the history keeps it as the browser's Back would.
    if ((location.state as StepState | null)?.from === index - 1) return void navigate(-1);
    void navigate({ search: `?step=${ONBOARDING_STEPS[index - 1]}` }, { replace: true });
  };

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
        {ONBOARDING_STEPS.map((s, i) => (
          <span key={s} className={i <= index ? 'is-done' : ''} />
        ))}
      </div>
      <p className="muted">{t('onboarding.stepOf', { current: index + 1, total: ONBOARDING_STEPS.length })}</p>
      <h1>{t(`onboarding.steps.${step}.title`)}</h1>

      {isInfoStep(step) && (
        <>
          <p>{t(`onboarding.steps.${step}.text`)}</p>
          <DemoSample step={step} />
          <StepActions onBack={back} onNext={() => next()} />
        </>
      )}
      {step === 'child' && <ChildStep value={draft.child} onBack={back} onDone={(child) => next({ child })} />}
      {step === 'friend' && (
        <FriendStep
          value={{ name: draft.friendName, kind: draft.friendKind ?? null }}
          onBack={back}
          onDone={({ name, kind }) => next({ friendName: name, friendKind: kind })}
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
          <StepActions onBack={back} onNext={() => next()} nextDisabled={!draft.moralId} />
        </>
      )}
      {step === 'language' && (
        <>
          <p className="muted">{t('onboarding.steps.language.text')}</p>
          {/* The tale's language only: the interface keeps its own, changed on the language screen. */}
          <ChoiceList
            label={t('onboarding.steps.language.title')}
            value={draft.language}
            onChange={(language) => update({ language })}
            choices={LOCALES.map((l) => ({ value: l, label: t(`common.localeNames.${l}`) }))}
          />
          <StepActions onBack={back} onNext={() => next()} />
        </>
      )}
      {step === 'photo' && <PhotoStep photo={photo} onChange={setPhoto} onBack={back} onNext={() => next()} />}
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
