import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';
import { useMoreBelow } from '../hooks/use-more-below';
import { ROOM_ABOVE_ATTRIBUTE, useRoomAbove } from '../../../ui/use-room-above';

const SWIPE_PX = 50;

interface BookViewProps {
  /** Sheets: the tale's pages, then its end. */
  count: number;
  index: number;
  onIndex(index: number): void;
  children: ReactNode;
}

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && target.closest('input, select, textarea, [contenteditable="true"]') !== null;

/** The tale a sheet at a time: swipe, the arrow keys (Home and End for its ends) or the buttons turn it. */
export function BookView({ count, index, onIndex, children }: BookViewProps) {
  const { t } = useTranslation();
  const start = useRef<{ x: number; y: number } | null>(null);
  const book = useRef<HTMLDivElement>(null);
  useRoomAbove(book);
  useMoreBelow(book, index);
  const turn = (by: number) => onIndex(Math.min(count - 1, Math.max(0, index + by)));
  const latestTurn = useRef(turn);
  latestTurn.current = turn;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
      if (event.key === 'ArrowRight' || event.key === 'PageDown') latestTurn.current(1);
      else if (event.key === 'ArrowLeft' || event.key === 'PageUp') latestTurn.current(-1);
      else if (event.key === 'End') latestTurn.current(Infinity);
      else if (event.key === 'Home') latestTurn.current(-Infinity);
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <div className="book" ref={book} {...{ [ROOM_ABOVE_ATTRIBUTE]: '' }}>
      <div
        className="book__sheet"
        onPointerDown={(e) => void (start.current = { x: e.clientX, y: e.clientY })}
        onPointerUp={(e) => {
          const from = start.current;
          start.current = null;
          if (!from) return;
          const dx = e.clientX - from.x;
          if (Math.abs(dx) > SWIPE_PX && Math.abs(dx) > Math.abs(e.clientY - from.y)) turn(dx < 0 ? 1 : -1);
        }}
        onPointerCancel={() => void (start.current = null)}
      >
        {children}
      </div>
      <nav className="book__nav" aria-label={t('reader.book.nav')}>
        <Button variant="ghost" onClick={() => turn(-1)} disabled={index === 0} aria-label={t('reader.book.previous')}>
          <Icon name="chevronLeft" />
        </Button>
        <span className="book__position" aria-live="polite">
          {index < count - 1
            ? t('reader.book.position', { current: index + 1, total: count - 1 })
            : t('reader.book.end')}
        </span>
        <Button
          variant="ghost"
          onClick={() => turn(1)}
          disabled={index === count - 1}
          aria-label={t('reader.book.next')}
        >
          <Icon name="chevronRight" />
        </Button>
      </nav>
    </div>
  );
}
