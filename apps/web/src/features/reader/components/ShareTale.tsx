import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShareTale, useStopSharing } from '../../../api/sharing';
import { NetworkError } from '../../../lib/api-client';
import { messageText } from '../../../lib/i18n';
import { useAlerts } from '../../../ui/Alerts';
import { Button } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';

/**
 * "Send to grandma": a read-only link to the tale, handed to the system share
 * sheet where there is one, and shown with a copy button in any case, with a
 * way to stop it working.
 */
export function ShareTale({ taleId, title }: { taleId: number; title: string }) {
  const { t } = useTranslation();
  const alerts = useAlerts();
  const share = useShareTale();
  const stop = useStopSharing();
  const [url, setUrl] = useState<string | null>(null);

  const create = () =>
    share.mutate(taleId, {
      onSuccess: (link) => {
        setUrl(link.url);
        if (!navigator.share) return;
        // The parent may close the sheet: the link stays on screen to copy.
        navigator.share({ title, text: t('reader.share.message', { title }), url: link.url }).catch(() => undefined);
      },
      // The link is made by the server: with no network, say that rather than something vague.
      onError: (error) =>
        alerts.show('error', messageText(error instanceof NetworkError ? 'offline' : 'somethingWentWrong')),
    });

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      alerts.show('success', t('reader.share.copied'));
    } catch {
      alerts.show('error', messageText('somethingWentWrong'));
    }
  };

  const revoke = () =>
    stop.mutate(taleId, {
      onSuccess: (outcome) => {
        setUrl(null);
        alerts.show('success', t(outcome === 'sent' ? 'reader.share.stopped' : 'reader.share.stopQueued'));
      },
      onError: () => alerts.show('error', messageText('somethingWentWrong')),
    });

  if (!url) {
    return (
      <Button variant="secondary" onClick={create} disabled={share.isPending}>
        <Icon name="share" /> <span className="tool-label">{t('reader.share.button')}</span>
      </Button>
    );
  }
  return (
    <div className="share card" role="group" aria-label={t('reader.share.button')}>
      <label className="share__link">
        {t('reader.share.link')}
        <input type="url" readOnly value={url} onFocus={(e) => e.target.select()} />
      </label>
      <div className="row">
        <Button variant="secondary" onClick={copy}>
          {t('reader.share.copy')}
        </Button>
        <Button variant="ghost" onClick={revoke} disabled={stop.isPending}>
          {t('reader.share.stop')}
        </Button>
      </div>
    </div>
  );
}
