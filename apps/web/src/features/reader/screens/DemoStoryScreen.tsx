import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { demoTaleQuery, ownedSource } from '../../../api/reader';
import { Screen } from '../../../ui/Screen';
import { Reader } from '../components/Reader';
import { TaleStatus } from '../components/TaleStatus';

/** /story/demo: the example tale, open to visitors, in the reader's language. */
export default function DemoStoryScreen() {
  const { i18n } = useTranslation();
  const tale = useQuery(demoTaleQuery(i18n.language));
  return (
    <Screen titleKey="reader.demoTitle">
      {tale.data ? (
        <Reader tale={tale.data} source={ownedSource(tale.data.id)} kind="demo" />
      ) : (
        <TaleStatus query={tale} />
      )}
    </Screen>
  );
}
