import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useTales } from '../../../api/tales';
import { Screen } from '../../../ui/Screen';
import { Spinner } from '../../../ui/Spinner';
import '../tales.css';

/** Home: the collection of the family's tales, newest first. */
export default function CollectionScreen() {
  const { t, i18n } = useTranslation();
  const tales = useTales();
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });

  return (
    <Screen titleKey="tales.collection.title">
      <div className="row" style={{ justifyContent: 'space-between' }}>
        <h1>{t('tales.collection.title')}</h1>
        <Link className="btn btn--primary" to="/new">
          {t('common.nav.new')}
        </Link>
      </div>
      {!tales.data ? (
        <Spinner />
      ) : tales.data.length === 0 ? (
        <div className="card stack" style={{ textAlign: 'center' }}>
          <p>{t('tales.collection.empty')}</p>
          <Link className="btn btn--secondary" to="/story/demo">
            {t('onboarding.welcome.demo')}
          </Link>
        </div>
      ) : (
        <div className="grid">
          {tales.data.map((tale) => (
            <Link key={tale.id} to={tale.status === 'ready' ? `/story/${tale.id}` : `/g/${tale.id}`} className="card tale-card">
              {tale.cover_url ? <img src={tale.cover_url} alt="" width={400} height={300} loading="lazy" /> : <span className="tale-card__placeholder" />}
              <span className="tale-card__body">
                <p className="tale-card__title">{tale.title || t('tales.untitled')}</p>
                <span className="muted">
                  {tale.status === 'ready' ? dateFormat.format(new Date(tale.created_at)) : `${t(`tales.status.${tale.status}`)} · ${tale.progress}%`}
                </span>
              </span>
            </Link>
          ))}
        </div>
      )}
    </Screen>
  );
}
