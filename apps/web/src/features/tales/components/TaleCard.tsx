import { PAGES, type TaleSummary } from '@skazka/contract';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useFavouriteTale } from '../../../api/tales';
import { DeleteTaleButton } from '../../../components/DeleteTaleButton';
import { Button } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';

/** One tale of the library: its cover and title open it; favourite, rate and delete sit on its corner. */
export function TaleCard({
  tale,
  kept,
  dateFormat,
  onRate,
}: {
  tale: TaleSummary;
  kept: boolean;
  dateFormat: Intl.DateTimeFormat;
  onRate: (tale: TaleSummary) => void;
}) {
  const { t } = useTranslation();
  const favourite = useFavouriteTale();
  const title = tale.title || t('tales.untitled');
  return (
    <div className="tale-card__frame">
      <Link to={tale.status === 'ready' ? PAGES.story(tale.id) : PAGES.generation(tale.id)} className="card tale-card">
        {tale.cover_url ? (
          <img src={tale.cover_url} alt="" width={400} height={300} loading="lazy" />
        ) : (
          <span className="tale-card__placeholder" />
        )}
        <span className="tale-card__body">
          <p className="tale-card__title">{title}</p>
          <span className="muted">
            {tale.status === 'ready'
              ? dateFormat.format(new Date(tale.created_at))
              : `${t(`tales.status.${tale.status}`)} · ${tale.progress}%`}
          </span>
          {kept && <span className="kept-badge">{t('common.keptOffline')}</span>}
        </span>
      </Link>
      <div className="tale-card__tools">
        <Button
          variant="ghost"
          className={tale.favourite ? 'is-favourite' : undefined}
          aria-pressed={tale.favourite}
          aria-label={`${t('tales.library.favourite')}: ${title}`}
          onClick={() => favourite.mutate({ id: tale.id, favourite: !tale.favourite })}
        >
          <Icon name="heart" size={18} filled={tale.favourite} />
        </Button>
        {tale.status === 'ready' && (
          <Button variant="ghost" aria-label={`${t('tales.rate.title')}: ${title}`} onClick={() => onRate(tale)}>
            <Icon name="thumbUp" size={18} />
          </Button>
        )}
        <DeleteTaleButton tale={tale} look="icon" />
      </div>
    </div>
  );
}
