import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { API } from '@skazka/contract';
import { ownedSource } from '../api/reader';
import { taleDeletion, useDeleteTale } from '../api/tales';
import { sessionHeaders } from '../lib/api-client';
import { forgetKept } from '../lib/kept-tales';
import { sendOrQueue } from '../lib/outbox';
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
    // Leaving the page keeps the parent's decision: the deletes still go out, or wait on the device with no network.
    const flush = () =>
      pendingTaleDeletions.list().forEach(({ id }) => {
        void forgetKept(ownedSource(id).key);
        if (navigator.onLine)
          void fetch(API.tale(id), { method: 'DELETE', headers: sessionHeaders(), keepalive: true });
        else void sendOrQueue(taleDeletion(id)); // written to the outbox before its first await, so before the page goes
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
      void forgetKept(ownedSource(tale.id).key);
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
