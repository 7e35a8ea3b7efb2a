import { useTranslation } from 'react-i18next';
import { CHARACTER_KINDS, type CharacterKind } from '@skazka/contract';
import { rovingFocus } from './roving-focus';

/** The picture of a kind, drawn by the storyteller's own illustrator (packages/storyteller/scripts/kind-icons.ts). */
export const kindPicture = (kind: CharacterKind) => `${import.meta.env.BASE_URL}kinds/${kind}.svg`;

/** "Who is the friend?": a boy, a girl or one of the animals, as pictures; a radio group with one Tab stop and arrow keys. */
export function KindPicker({
  value,
  onChange,
}: {
  value: CharacterKind | null;
  onChange: (kind: CharacterKind) => void;
}) {
  const { t } = useTranslation();
  const roving = rovingFocus(CHARACTER_KINDS, value, onChange);
  return (
    <fieldset className="kind-picker">
      <legend>{t('common.kinds.question')}</legend>
      <div
        className="kind-picker__choices"
        role="radiogroup"
        aria-label={t('common.kinds.question')}
        onKeyDown={roving.onKeyDown}
      >
        {CHARACTER_KINDS.map((kind, index) => (
          <button
            key={kind}
            type="button"
            role="radio"
            aria-checked={kind === value}
            tabIndex={roving.tabIndexOf(index)}
            className="kind-choice"
            onClick={() => onChange(kind)}
          >
            <img src={kindPicture(kind)} alt="" width={48} height={48} />
            <span>{t(`common.kinds.${kind}`)}</span>
          </button>
        ))}
      </div>
    </fieldset>
  );
}
