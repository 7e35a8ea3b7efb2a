import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { API } from '@skazka/contract';
import { useDeleteTale } from '../api/tales';
import { sessionHeaders } from '../lib/api-client';
import {
  type PendingDeletion,
  UNDO_WINDOW_MS,
  pendingTaleDeletions,
  usePendingTaleDeletions,
} from '../lib/pending-tale-deletions';

/** One toast per deleted tale with an Undo button; the delete is sent when its window closes. */
export function TaleDeletionToasts() {
  const pending = usePendingTaleDeletions();
  useEffect(() => {
    // Leaving the page keeps the parent's decision: the deletes still go out.
    const flush = () =>
      pendingTaleDeletions.list().forEach(({ id }) => {
        void fetch(API.tale(id), { method: 'DELETE', headers: sessionHeaders(), keepalive: true });
      });
    window.addEventListener('pagehide', flush);
    return () => window.removeEventListener('pagehide', flush);
  }, []);
  if (pending.length === 0) return null;
  return (
    <div className="alerts alerts--undo" aria-live="polite">
      {pending.map((tale) => (
        <UndoToast key={tale.id} tale={tale} />
      ))}
    </div>
  );
}

function UndoToast({ tale }: { tale: PendingDeletion }) {
  const { t } = useTranslation();
  const remove = useDeleteTale();
  const { mutate } = remove;
  useEffect(() => {
    const timer = window.setTimeout(() => {
      pendingTaleDeletions.remove(tale.id);
      mutate(tale.id);
    }, UNDO_WINDOW_MS);
    return () => window.clearTimeout(timer);
  }, [tale.id, mutate]);
  return (
    <div className="alert alert--success" role="status">
      <span>{t('family.deleteTale.deleted', { title: tale.title })}</span>
      <button type="button" className="btn btn--secondary" onClick={() => pendingTaleDeletions.remove(tale.id)}>
        {t('family.deleteTale.undo')}
      </button>
    </div>
  );
}
