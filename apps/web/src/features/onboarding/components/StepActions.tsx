import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';

export function StepActions({
  onBack,
  onNext,
  nextDisabled,
  nextLabel,
  submit,
}: {
  onBack: () => void;
  onNext?: () => void;
  nextDisabled?: boolean;
  nextLabel?: string;
  submit?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="step-actions">
      <Button variant="secondary" onClick={onBack}>
        {t('common.back')}
      </Button>
      <Button type={submit ? 'submit' : 'button'} onClick={onNext} disabled={nextDisabled}>
        {nextLabel ?? t('common.next')}
      </Button>
    </div>
  );
}
