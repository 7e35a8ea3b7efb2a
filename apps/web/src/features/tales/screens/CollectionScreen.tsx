import { useState } from 'react';
import { PAGES, isFinished, type TaleSummary } from '@skazka/contract';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useChildren } from '../../../api/children';
import { useMorals } from '../../../api/morals';
import { talesQuery } from '../../../api/tales';
import { RateTale } from '../../../components/RateTale';
import { usePendingTaleDeletions } from '../../../lib/pending-tale-deletions';
import { keptTales } from '../../../lib/kept-tales';
import { useOnline } from '../../../ui/use-online';
import { Dialog } from '../../../ui/Dialog';
import { Screen } from '../../../ui/Screen';
import { Spinner } from '../../../ui/Spinner';
import { Button } from '../../../ui/Button';
import { LibraryFilters } from '../components/LibraryFilters';
import { TaleCard } from '../components/TaleCard';
import { filterFromParams, filterTales, filterToParams, isFiltered, type LibraryFilter } from '../library-filter';
import '../tales.css';

const IN_PROGRESS_POLL_MS = 3000;
const inProgress = (tales: TaleSummary[] | undefined) => tales?.some((tale) => !isFinished(tale)) ?? false;

/** Home: the collection of the family's tales, newest first, to search, filter, favourite, rate and delete. */
export default function CollectionScreen() {
  const { t, i18n } = useTranslation();
  // Tales being made show their progress live: the list is asked again while any of them is not finished.
  const tales = useQuery({
    ...talesQuery,
    refetchInterval: (query) => (inProgress(query.state.data) ? IN_PROGRESS_POLL_MS : false),
  });
  const children = useChildren();
  const morals = useMorals(i18n.language);
  const [params, setParams] = useSearchParams();
  // The typed search is the field's own state, written to the address as well: read back from the
  // address, keys typed quickly could be lost between two navigations.
  const [query, setQuery] = useState(() => filterFromParams(params).query);
  const filter: LibraryFilter = { ...filterFromParams(params), query };
  const setFilter = (next: LibraryFilter) => {
    setQuery(next.query);
    setParams(filterToParams(next), { replace: true });
  };
  const [rating, setRating] = useState<TaleSummary | null>(null);
  const pending = usePendingTaleDeletions();
  // A tale in its undo window is gone for the parent already.
  const shown = tales.data?.filter((tale) => !pending.some((p) => p.id === tale.id));
  const found = shown && filterTales(shown, filter);
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
      ) : !shown || !found ? (
        <Spinner />
      ) : shown.length === 0 ? (
        <div className="card stack" style={{ textAlign: 'center' }}>
          <p>{t('tales.collection.empty')}</p>
          <Link className="btn btn--secondary" to={PAGES.demo}>
            {t('onboarding.welcome.demo')}
          </Link>
        </div>
      ) : (
        <>
          {shown.length > 1 && (
            <LibraryFilters
              tales={shown}
              heroes={children.data ?? []}
              morals={morals.data ?? []}
              filter={filter}
              onChange={setFilter}
            />
          )}
          <div className="row library-count">
            <p className="muted" role="status">
              {isFiltered(filter) ? t('tales.library.found', { found: found.length, total: shown.length }) : ''}
            </p>
            {isFiltered(filter) && (
              <Button variant="ghost" onClick={() => setFilter(filterFromParams(new URLSearchParams()))}>
                {t('tales.library.clear')}
              </Button>
            )}
          </div>
          {found.length === 0 ? (
            <p className="card" style={{ textAlign: 'center' }}>
              {t('tales.library.nothingFound')}
            </p>
          ) : (
            <div className="grid">
              {found.map((tale) => (
                <TaleCard
                  key={tale.id}
                  tale={tale}
                  kept={keptPaths.has(PAGES.story(tale.id))}
                  dateFormat={dateFormat}
                  onRate={setRating}
                />
              ))}
            </div>
          )}
        </>
      )}
      <Dialog
        open={rating !== null}
        title={t('tales.rate.titleOf', { title: rating?.title || t('tales.untitled') })}
        onClose={() => setRating(null)}
      >
        {rating && <RateTale taleId={rating.id} />}
        <Button variant="ghost" onClick={() => setRating(null)}>
          {t('common.close')}
        </Button>
      </Dialog>
    </Screen>
  );
}
