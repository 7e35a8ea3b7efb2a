import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveTheme, storeTheme, type Theme } from './theme';
import { Icon } from './Icon';

export function ThemeToggle() {
  const { t } = useTranslation();
  const [theme, setTheme] = useState<Theme>(resolveTheme);
  const next: Theme = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      className="btn btn--ghost"
      aria-label={t(`common.theme.${next}`)}
      title={t('common.theme.toggle')}
      onClick={() => {
        storeTheme(next);
        setTheme(next);
      }}
    >
      <Icon name={theme === 'dark' ? 'sun' : 'moon'} />
    </button>
  );
}
