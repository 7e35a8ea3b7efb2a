import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_IMAGE_TYPES } from '@skazka/contract';
import { messageText } from '../lib/i18n';
import { photoProblem } from './photo-check';

/** Picks a photo, checked for size and type before anything is sent, with a preview. */
export function PhotoInput({
  onPick,
  initialPreview = null,
}: {
  onPick: (file: File | null) => void;
  initialPreview?: string | null;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(initialPreview);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {t('children.photo.choose')}
      </label>
      <input
        id={id}
        type="file"
        accept={[...UPLOAD_IMAGE_TYPES, '.heic'].join(',')}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        onChange={(event) => {
          const file = event.target.files?.[0] ?? null;
          const problem = file && photoProblem(file);
          setError(problem ? messageText(problem) : null);
          if (problem || !file) {
            event.target.value = '';
            onPick(null);
            return;
          }
          setPreview(URL.createObjectURL(file));
          onPick(file);
        }}
      />
      <span id={`${id}-hint`} className="field__hint">
        {t('children.photo.hint')}
      </span>
      {error && (
        <span id={`${id}-error`} className="field__error" role="alert">
          {error}
        </span>
      )}
      {preview && (
        <img src={preview} alt={t('children.photo.preview')} className="photo-preview" width={120} height={120} />
      )}
    </div>
  );
}
