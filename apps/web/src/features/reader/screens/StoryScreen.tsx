import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { taleViewQuery } from '../../../api/reader';
import { messageText } from '../../../lib/i18n';
import { Screen } from '../../../ui/Screen';
import { Spinner } from '../../../ui/Spinner';
import { Reader } from '../components/Reader';

export default function StoryScreen() {
  const { id = '' } = useParams();
  const tale = useQuery(taleViewQuery(id));
  return (
    <Screen titleKey="reader.title">
      {tale.isError ? <p role="alert">{messageText('taleLoadFailed')}</p> : tale.data ? <Reader tale={tale.data} /> : <Spinner />}
    </Screen>
  );
}
