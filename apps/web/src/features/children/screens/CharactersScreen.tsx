import { PAGES } from '@skazka/contract';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useChildren } from '../../../api/children';
import { useActiveId } from '../../../lib/active-selection';
import { ageInYears } from '../../../lib/age';
import { Button } from '../../../ui/Button';
import { Screen } from '../../../ui/Screen';
import { Spinner } from '../../../ui/Spinner';
import { FriendsList } from '../components/FriendsList';
import { HeroAvatar } from '../components/HeroAvatar';
import '../children.css';
import { Icon } from '../../../ui/Icon';

export default function CharactersScreen() {
  const { t } = useTranslation();
  const children = useChildren();
  const [activeId, setActive] = useActiveId('activeChild', children.data);

  return (
    <Screen titleKey="children.title">
      <div className="row" style={{ justifyContent: 'space-between' }}>
        <h1>{t('children.title')}</h1>
        <Link className="btn btn--primary" to={PAGES.characterNew}>
          {t('children.add')}
        </Link>
      </div>
      {!children.data ? (
        <Spinner />
      ) : (
        <div className="grid" style={{ marginBottom: '2em' }}>
          {children.data.length === 0 && <p className="muted">{t('children.empty')}</p>}
          {children.data.map((child) => (
            <article key={child.id} className={`card hero-card${child.id === activeId ? ' is-active' : ''}`}>
              <HeroAvatar url={child.url} name={child.name} />
              <div className="hero-card__body">
                <p className="hero-card__name">{child.name}</p>
                <p className="muted" style={{ margin: 0 }}>
                  {t('children.years', { count: ageInYears(child.date_of_birth) })}
                </p>
                <div className="row">
                  {child.id === activeId ? (
                    <span className="muted row">
                      <Icon name="star" size={16} filled /> {t('children.active')}
                    </span>
                  ) : (
                    <Button variant="ghost" onClick={() => setActive(child.id)}>
                      {t('children.makeActive')}
                    </Button>
                  )}
                  <Link to={PAGES.characterEdit(child.id)} aria-label={`${t('children.edit')}: ${child.name}`}>
                    {t('children.edit')}
                  </Link>
                </div>
              </div>
            </article>
          ))}
        </div>
      )}
      <FriendsList />
    </Screen>
  );
}
