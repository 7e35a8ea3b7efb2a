import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PhotoInput } from '../../../components/PhotoInput';
import { StepActions } from './StepActions';

export function PhotoStep({
  photo,
  onChange,
  onBack,
  onNext,
}: {
  photo: File | null;
  onChange: (photo: File | null) => void;
  onBack: () => void;
  onNext: () => void;
}) {
  const { t } = useTranslation();
  const [preview] = useState(() => (photo ? URL.createObjectURL(photo) : null));
  return (
    <>
      <p className="muted">{t('onboarding.steps.photo.text')}</p>
      <PhotoInput onPick={onChange} initialPreview={preview} />
      <StepActions onBack={onBack} onNext={onNext} nextLabel={photo ? t('common.next') : t('common.skip')} />
    </>
  );
}
