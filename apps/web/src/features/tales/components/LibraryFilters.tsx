import { useTranslation } from 'react-i18next';
import type { Child, Locale, Moral, TaleSummary } from '@skazka/contract';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { Icon } from '../../../ui/Icon';
import { SelectField } from '../../../ui/SelectField';
import type { LibraryFilter } from '../library-filter';

const ALL = '';
const distinct = <T,>(values: T[]) => [...new Set(values)];

/**
 * Search and filters over the family's tales. A choice appears only when the tales differ in
 * it (one child: no child filter), so a small library stays uncluttered.
 */
export function LibraryFilters({
  tales,
  heroes,
  morals,
  filter,
  onChange,
}: {
  tales: TaleSummary[];
  heroes: Child[];
  morals: Moral[];
  filter: LibraryFilter;
  onChange: (filter: LibraryFilter) => void;
}) {
  const { t } = useTranslation();
  const childIds = distinct(tales.map((tale) => tale.child));
  const moralIds = distinct(tales.map((tale) => tale.moral));
  const languages = distinct(tales.map((tale) => tale.language));
  const set = (change: Partial<LibraryFilter>) => onChange({ ...filter, ...change });
  const idValue = (value: string) => (value === ALL ? null : Number(value));

  return (
    <div role="search" className="library-filters" aria-label={t('tales.library.label')}>
      <Field
        type="search"
        label={t('tales.library.search')}
        value={filter.query}
        onChange={(event) => set({ query: event.target.value })}
      />
      <div className="library-filters__choices">
        {(childIds.length > 1 || filter.child !== null) && (
          <SelectField
            label={t('tales.library.child')}
            value={filter.child ?? ALL}
            onChange={(event) => set({ child: idValue(event.target.value) })}
            options={[
              { value: ALL, label: t('tales.library.allChildren') },
              ...heroes
                .filter((child) => childIds.includes(child.id))
                .map((child) => ({ value: String(child.id), label: child.name })),
            ]}
          />
        )}
        {(moralIds.length > 1 || filter.moral !== null) && (
          <SelectField
            label={t('tales.library.moral')}
            value={filter.moral ?? ALL}
            onChange={(event) => set({ moral: idValue(event.target.value) })}
            options={[
              { value: ALL, label: t('tales.library.allMorals') },
              ...morals
                .filter((moral) => moralIds.includes(moral.id))
                .map((moral) => ({ value: String(moral.id), label: moral.name })),
            ]}
          />
        )}
        {(languages.length > 1 || filter.language !== null) && (
          <SelectField
            label={t('tales.library.language')}
            value={filter.language ?? ALL}
            onChange={(event) => set({ language: (event.target.value || null) as Locale | null })}
            options={[
              { value: ALL, label: t('tales.library.allLanguages') },
              ...languages.map((language) => ({ value: language, label: t(`common.localeNames.${language}`) })),
            ]}
          />
        )}
        <Button
          variant={filter.favourites ? 'primary' : 'secondary'}
          className="library-filters__favourites"
          aria-pressed={filter.favourites}
          onClick={() => set({ favourites: !filter.favourites })}
        >
          <Icon name="heart" filled={filter.favourites} /> {t('tales.library.favouritesOnly')}
        </Button>
      </div>
    </div>
  );
}
