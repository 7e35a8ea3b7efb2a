import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A page: its document title comes from a translation key (docs/PRODUCT.md §2). */
export function Screen({
  titleKey,
  narrow = false,
  children,
}: {
  titleKey: string;
  narrow?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const title = t(titleKey);
  useEffect(() => {
    document.title = `${title} · ${t('common.appName')}`;
  }, [title, t]);
  return <main className={`screen${narrow ? ' screen--narrow' : ''}`}>{children}</main>;
}
