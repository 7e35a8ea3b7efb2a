import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { messageText } from '../../../lib/i18n';
import { Spinner } from '../../../ui/Spinner';
import { useOnline } from '../../../ui/use-online';

/** What a reader screen shows until its tale is there: a spinner while it loads, and plain words when it cannot. */
export function TaleStatus({ query, goneText }: { query: UseQueryResult<unknown>; goneText?: string }) {
  const { t } = useTranslation();
  const online = useOnline();
  // The query client only learns of a lost network from an 'offline' event, so after a reload with none it retries: the first failure says enough.
  if (!online && (query.isError || query.failureCount > 0 || query.fetchStatus === 'paused'))
    return (
      <p role="status" className="card reader__unavailable">
        {t('reader.offline.notKept')}
      </p>
    );
  if (goneText && query.isError && (query.error as { status?: number }).status === 404)
    return <p role="alert">{goneText}</p>;
  if (query.isError) return <p role="alert">{messageText('taleLoadFailed')}</p>;
  return <Spinner />;
}
