import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_IMAGE_TYPES } from '@skazka/contract';
import { messageText } from '../lib/i18n';
import { Icon } from '../ui/Icon';
import { photoProblem } from './photo-check';

/**
 * Picks a photo, checked for size and type before anything is sent, with a preview. The native
 * input stays (keyboard, screen readers, the system picker) but is drawn as a button with the
 * chosen file's name beside it, instead of the browser's bare control.
 */
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
  const [fileName, setFileName] = useState<string | null>(null);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  return (
    <div className="field file-input">
      <label className="field__label" htmlFor={id}>
        {t('children.photo.choose')}
      </label>
      <input
        id={id}
        type="file"
        className="file-input__native"
        accept={[...UPLOAD_IMAGE_TYPES, '.heic'].join(',')}
        aria-describedby={`${id}-name ${error ? `${id}-error` : `${id}-hint`}`}
        onChange={(event) => {
          const file = event.target.files?.[0] ?? null;
          const problem = file && photoProblem(file);
          setError(problem ? messageText(problem) : null);
          if (problem || !file) {
            event.target.value = '';
            setFileName(null);
            onPick(null);
            return;
          }
          setFileName(file.name);
          setPreview(URL.createObjectURL(file));
          onPick(file);
        }}
      />
      <div className="row">
        {/* The input itself is named by the field label; this one is its visible button for the pointer. */}
        <label className="btn btn--secondary" htmlFor={id} aria-hidden="true">
          <Icon name="image" /> {t('children.photo.pick')}
        </label>
        <span id={`${id}-name`} className="file-input__name muted">
          {fileName ?? t('children.photo.none')}
        </span>
      </div>
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
