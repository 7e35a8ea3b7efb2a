import { useTranslation } from 'react-i18next';
import { pendingTaleDeletions } from '../lib/pending-tale-deletions';
import { Button } from '../ui/Button';
import { Icon } from '../ui/Icon';

/** Deletes a tale after a confirmation, with a few seconds to undo (TaleDeletionToasts). */
export function DeleteTaleButton({
  tale,
  onDeleted,
  look,
}: {
  tale: { id: number; title: string };
  onDeleted?: () => void;
  look: 'icon' | 'tool';
}) {
  const { t } = useTranslation();
  const title = tale.title || t('tales.untitled');
  const label = t('family.deleteTale.button');
  return (
    <Button
      variant="ghost"
      aria-label={look === 'icon' ? `${label}: ${title}` : undefined}
      onClick={() => {
        if (!window.confirm(t('family.deleteTale.confirm', { title }))) return;
        pendingTaleDeletions.add({ id: tale.id, title });
        onDeleted?.();
      }}
    >
      {look === 'icon' ? (
        <Icon name="trash" size={18} />
      ) : (
        <>
          <Icon name="trash" /> <span className="tool-label">{label}</span>
        </>
      )}
    </Button>
  );
}
