import { Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LEGAL_DOCS, type LegalDoc, PAGES } from '@skazka/contract';
import { useLegalDoc } from '../../../api/family';
import { messageText } from '../../../lib/i18n';
import { Screen } from '../../../ui/Screen';
import { Spinner } from '../../../ui/Spinner';
import '../legal.css';

const isLegalDoc = (value: string | undefined): value is LegalDoc =>
  (LEGAL_DOCS as readonly string[]).includes(value ?? '');

/** A legal text as the server publishes it, in the reader's language. */
export default function LegalScreen() {
  const { doc } = useParams();
  if (!isLegalDoc(doc)) return <Navigate to={PAGES.home} replace />;
  return <LegalText doc={doc} />;
}

function LegalText({ doc }: { doc: LegalDoc }) {
  const { t, i18n } = useTranslation();
  const text = useLegalDoc(doc, i18n.language);
  return (
    <Screen titleKey={`family.legal.${doc === 'personal-data' ? 'personalData' : doc}`} narrow>
      {text.isError ? (
        <p role="alert">{messageText('somethingWentWrong')}</p>
      ) : !text.data ? (
        <Spinner />
      ) : (
        <article className="legal card" lang={i18n.language}>
          <h1>{text.data.title}</h1>
          <p className="muted">
            {t('family.legal.version', {
              version: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(
                new Date(text.data.version),
              ),
            })}
          </p>
          {/* The server escapes every value it puts into this HTML (features/legal/document.ts). */}
          <div className="legal__body" dangerouslySetInnerHTML={{ __html: text.data.html }} />
        </article>
      )}
    </Screen>
  );
}
