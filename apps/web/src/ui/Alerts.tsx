import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TIMING } from '@skazka/contract';
import { Icon } from './Icon';

type AlertKind = 'success' | 'error';
interface Alert {
  id: number;
  kind: AlertKind;
  text: string;
}
interface AlertApi {
  show(kind: AlertKind, text: string, autoCloseMs?: number): void;
}

const AlertContext = createContext<AlertApi | null>(null);

/** Success and error alerts that close by themselves after 5000 ms by default (docs/PRODUCT.md §4). */
export function AlertProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [alerts, setAlerts] = useState<Alert[]>([]);
  const nextId = useRef(1);
  const close = useCallback((id: number) => setAlerts((all) => all.filter((a) => a.id !== id)), []);
  const show = useCallback(
    (kind: AlertKind, text: string, autoCloseMs: number = TIMING.alertAutoCloseMs) => {
      const id = nextId.current++;
      setAlerts((all) => [...all, { id, kind, text }]);
      window.setTimeout(() => close(id), autoCloseMs);
    },
    [close],
  );
  const api = useMemo(() => ({ show }), [show]);
  return (
    <AlertContext.Provider value={api}>
      {children}
      <div className="alerts" aria-live="polite">
        {alerts.map((alert) => (
          <div
            key={alert.id}
            className={`alert alert--${alert.kind}`}
            role={alert.kind === 'error' ? 'alert' : 'status'}
          >
            <span>{alert.text}</span>
            <button
              type="button"
              className="btn btn--ghost"
              onClick={() => close(alert.id)}
              aria-label={t('common.close')}
            >
              <Icon name="close" size={18} />
            </button>
          </div>
        ))}
      </div>
    </AlertContext.Provider>
  );
}

export function useAlerts(): AlertApi {
  const api = useContext(AlertContext);
  if (!api) throw new Error('useAlerts needs an AlertProvider');
  return api;
}
