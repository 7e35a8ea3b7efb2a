import { memo, useEffect, useMemo, useRef } from 'react';
import { textPieces, type WordTiming } from '../read-along';

interface PageTextProps {
  text: string;
  words: readonly WordTiming[];
  /** Offset of the word being read on this page, or null. */
  activeFrom: number | null;
  /** Tapping a word starts the voice there; absent when no voice can. */
  onWord?: (from: number) => void;
}

/**
 * A page's text with the word being read highlighted and kept in sight.
 * Words are tappable for pointer users only: a Tab stop per word would bury
 * the controls, and keyboard users seek with the player.
 */
export const PageText = memo(function PageText({ text, words, activeFrom, onWord }: PageTextProps) {
  const pieces = useMemo(() => textPieces(text, words), [text, words]);
  const active = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    active.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [activeFrom]);

  return (
    <p
      className={`page-text${onWord ? ' is-tappable' : ''}`}
      onClick={(event) => {
        const from = (event.target as HTMLElement).dataset.from;
        if (onWord && from !== undefined) onWord(Number(from));
      }}
    >
      {pieces.map((piece) =>
        piece.isWord ? (
          <span
            key={piece.from}
            data-from={piece.from}
            ref={piece.from === activeFrom ? active : undefined}
            className={piece.from === activeFrom ? 'is-spoken' : undefined}
          >
            {piece.text}
          </span>
        ) : (
          piece.text
        ),
      )}
    </p>
  );
});
