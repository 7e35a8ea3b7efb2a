import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { demoTaleQuery } from '../../../api/reader';
import { messageText } from '../../../lib/i18n';
import { Screen } from '../../../ui/Screen';
import { Spinner } from '../../../ui/Spinner';
import { Reader } from '../components/Reader';

/** /story/demo: the example tale, open to visitors, in the reader's language. */
export default function DemoStoryScreen() {
  const { i18n } = useTranslation();
  const tale = useQuery(demoTaleQuery(i18n.language));
  return (
    <Screen titleKey="reader.demoTitle">
      {tale.isError ? <p role="alert">{messageText('taleLoadFailed')}</p> : tale.data ? <Reader tale={tale.data} /> : <Spinner />}
    </Screen>
  );
}
