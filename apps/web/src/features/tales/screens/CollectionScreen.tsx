import { PAGES } from '@skazka/contract';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TaleSummary } from '@skazka/contract';
import { talesQuery } from '../../../api/tales';
import { DeleteTaleButton } from '../../../components/DeleteTaleButton';
import { usePendingTaleDeletions } from '../../../lib/pending-tale-deletions';
import { keptTales } from '../../../lib/kept-tales';
import { useOnline } from '../../../ui/use-online';
import { Screen } from '../../../ui/Screen';
import { Spinner } from '../../../ui/Spinner';
import { Button } from '../../../ui/Button';
import '../tales.css';

const IN_PROGRESS_POLL_MS = 3000;
const inProgress = (tales: TaleSummary[] | undefined) =>
  tales?.some((tale) => tale.status !== 'ready' && tale.status !== 'failed') ?? false;

/** Home: the collection of the family's tales, newest first. */
export default function CollectionScreen() {
  const { t, i18n } = useTranslation();
  // Tales being made show their progress live: the list is asked again while any of them is not finished.
  const tales = useQuery({
    ...talesQuery,
    refetchInterval: (query) => (inProgress(query.state.data) ? IN_PROGRESS_POLL_MS : false),
  });
  const pending = usePendingTaleDeletions();
  // A tale in its undo window is gone for the parent already.
  const shown = tales.data?.filter((tale) => !pending.some((p) => p.id === tale.id));
  const online = useOnline();
  const kept = keptTales();
  const keptPaths = new Set(kept.map((tale) => tale.path));
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });

  return (
    <Screen titleKey="tales.collection.title">
      <div className="row" style={{ justifyContent: 'space-between' }}>
        <h1>{t('tales.collection.title')}</h1>
        <Link className="btn btn--primary" to={PAGES.newTale}>
          {t('common.nav.new')}
        </Link>
      </div>
      {!tales.data && !online ? (
        // With no network, the tales kept on the device rather than a spinner.
        <div className="grid">
          {kept.map((tale) => (
            <Link key={tale.key} to={tale.path} className="card tale-card">
              {tale.cover ? (
                <img src={tale.cover} alt="" width={400} height={300} />
              ) : (
                <span className="tale-card__placeholder" />
              )}
              <span className="tale-card__body">
                <p className="tale-card__title">{tale.title}</p>
                <span className="kept-badge">{t('common.keptOffline')}</span>
              </span>
            </Link>
          ))}
        </div>
      ) : !shown && tales.isError ? (
        <div className="card stack" role="alert">
          <p>{t('tales.collection.loadFailed')}</p>
          <Button onClick={() => void tales.refetch()} disabled={tales.isFetching}>
            {t('common.retry')}
          </Button>
        </div>
      ) : !shown ? (
        <Spinner />
      ) : shown.length === 0 ? (
        <div className="card stack" style={{ textAlign: 'center' }}>
          <p>{t('tales.collection.empty')}</p>
          <Link className="btn btn--secondary" to={PAGES.demo}>
            {t('onboarding.welcome.demo')}
          </Link>
        </div>
      ) : (
        <div className="grid">
          {shown.map((tale) => (
            <div key={tale.id} className="tale-card__frame">
              <Link
                to={tale.status === 'ready' ? PAGES.story(tale.id) : PAGES.generation(tale.id)}
                className="card tale-card"
              >
                {tale.cover_url ? (
                  <img src={tale.cover_url} alt="" width={400} height={300} loading="lazy" />
                ) : (
                  <span className="tale-card__placeholder" />
                )}
                <span className="tale-card__body">
                  <p className="tale-card__title">{tale.title || t('tales.untitled')}</p>
                  <span className="muted">
                    {tale.status === 'ready'
                      ? dateFormat.format(new Date(tale.created_at))
                      : `${t(`tales.status.${tale.status}`)} · ${tale.progress}%`}
                  </span>
                  {keptPaths.has(`/story/${tale.id}`) && <span className="kept-badge">{t('common.keptOffline')}</span>}
                </span>
              </Link>
              <DeleteTaleButton tale={tale} look="icon" />
            </div>
          ))}
        </div>
      )}
    </Screen>
  );
}
