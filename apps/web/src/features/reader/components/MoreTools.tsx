import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';

/**
 * "More": the tools a parent needs now and then (keep offline, the MP3, delete) behind one
 * button, so the reader's tools stay one row on a phone and the page keeps the room.
 * A disclosure, not a menu: its buttons are ordinary Tab stops after it, and its content
 * stays mounted while closed, so a download under way or a pressed state is not lost.
 * Escape or a tap elsewhere closes it.
 */
export function MoreTools({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const panel = useId();

  useEffect(() => {
    if (!open) return;
    const outside = (target: EventTarget | null) => target instanceof Node && !root.current?.contains(target);
    const onPointer = (event: PointerEvent) => outside(event.target) && setOpen(false);
    const onFocus = (event: FocusEvent) => outside(event.target) && setOpen(false);
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      root.current?.querySelector<HTMLElement>(':scope > button')?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('focusin', onFocus);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('focusin', onFocus);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className="more-tools" ref={root}>
      <Button variant="secondary" aria-expanded={open} aria-controls={panel} onClick={() => setOpen(!open)}>
        <Icon name="more" /> <span className="tool-label">{t('reader.more')}</span>
      </Button>
      <div id={panel} className="more-tools__panel card" hidden={!open}>
        {children}
      </div>
    </div>
  );
}
