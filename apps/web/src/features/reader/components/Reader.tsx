import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Tale } from '@skazka/contract';
import { AudioPlayer } from './AudioPlayer';
import { PrintButton } from './PrintButton';
import { Questions } from './Questions';
import '../reader.css';

/** A tale to read: its pages in a calm layout, the narration following along, then questions. */
export function Reader({ tale }: { tale: Tale }) {
  const { t } = useTranslation();
  const [currentPage, setCurrentPage] = useState(1);
  const pageRefs = useRef<Array<HTMLElement | null>>([]);
  const followedPage = useRef(currentPage);

  // The page follows the narration; opening the tale stays at its cover.
  useEffect(() => {
    if (followedPage.current === currentPage) return;
    followedPage.current = currentPage;
    pageRefs.current[currentPage - 1]?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [currentPage]);

  return (
    <article className="reader" lang={tale.language}>
      <header className="reader__header">
        {tale.cover_url && <img className="reader__cover" src={tale.cover_url} alt="" width={1600} height={1200} fetchPriority="high" />}
        <h1>{tale.title}</h1>
        <p className="muted">
          {tale.moral_name} · {t('reader.minutes', { count: tale.reading_minutes })}
        </p>
        <div className="row">{tale.print_url !== null && <PrintButton taleId={tale.id} title={tale.title} />}</div>
      </header>
      {tale.audio_url !== null && <AudioPlayer taleId={tale.id} lang={tale.language} onPage={setCurrentPage} />}
      {tale.pages.map((page, index) => (
        <section
          key={index}
          ref={(node) => void (pageRefs.current[index] = node)}
          className={`reader__page${index + 1 === currentPage ? ' is-current' : ''}`}
          aria-label={t('reader.page', { number: index + 1 })}
        >
          <img src={page.image_url} alt="" width={1600} height={1200} loading="lazy" decoding="async" />
          <p>{page.text}</p>
        </section>
      ))}
      {tale.questions_count > 0 && <Questions taleId={tale.id} total={tale.questions_count} />}
    </article>
  );
}
