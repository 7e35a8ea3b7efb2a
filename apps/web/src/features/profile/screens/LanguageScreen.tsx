import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { type Locale, LOCALES, PAGES } from '@skazka/contract';
import { changeLocale } from '../../../lib/i18n';
import { ChoiceList } from '../../../ui/ChoiceList';
import { Screen } from '../../../ui/Screen';

/** The interface language; fr, es and de are fetched when chosen. */
export default function LanguageScreen() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  return (
    <Screen titleKey="common.language" narrow>
      <h1>{t('common.language')}</h1>
      <ChoiceList<Locale>
        label={t('common.language')}
        value={i18n.language as Locale}
        onChange={async (locale) => {
          await changeLocale(locale);
          // Back to where the language was asked for; opened directly, go home.
          const cameFromApp = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
          if (cameFromApp) void navigate(-1);
          else void navigate(PAGES.home);
        }}
        choices={LOCALES.map((l) => ({ value: l, label: t(`common.localeNames.${l}`) }))}
      />
    </Screen>
  );
}
