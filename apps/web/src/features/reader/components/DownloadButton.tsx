import { useState } from 'react';
import { ApiError, NetworkError } from '../../../lib/api-client';
import { messageText } from '../../../lib/i18n';
import { useAlerts } from '../../../ui/Alerts';
import { Button } from '../../../ui/Button';
import { Icon, type IconName } from '../../../ui/Icon';
import { downloadFile } from '../download-file';

interface DownloadButtonProps {
  path: string;
  title: string;
  extension: string;
  icon: IconName;
  label: string;
  /** The contract message shown when the server is too busy to make it (503: print capacity, say). */
  failure: string;
  ready: boolean;
}

/** What stopped the download, as the parent should hear it: no network, not made yet, or the server's refusal. */
function failureText(error: unknown, refused: string) {
  if (error instanceof NetworkError || !navigator.onLine) return 'offline';
  if (error instanceof ApiError && (error.status === 409 || error.status === 404)) return 'taleNotReady';
  if (error instanceof ApiError && error.status === 503) return refused;
  return 'somethingWentWrong';
}

/** A file of the tale (the picture book, the audiobook) downloaded under the tale's title; disabled until it can be made. */
export function DownloadButton({ path, title, extension, icon, label, failure, ready }: DownloadButtonProps) {
  const alerts = useAlerts();
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(path, title, extension);
    } catch (error) {
      alerts.show('error', messageText(failureText(error, failure)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant="secondary" onClick={download} disabled={busy || !ready}>
      <Icon name={icon} /> <span className="tool-label">{label}</span>
    </Button>
  );
}
