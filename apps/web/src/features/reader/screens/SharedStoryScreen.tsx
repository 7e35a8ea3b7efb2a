import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { sharedSource, sharedTaleQuery } from '../../../api/reader';
import { Screen } from '../../../ui/Screen';
import { Reader } from '../components/Reader';
import { TaleStatus } from '../components/TaleStatus';

/** /shared/{token}: a tale the family was sent, readable with no account until the parent stops sharing it. */
export default function SharedStoryScreen() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const tale = useQuery(sharedTaleQuery(token));
  return (
    <Screen titleKey="reader.sharedTitle">
      {tale.data ? (
        <Reader tale={tale.data} source={sharedSource(token)} kind="shared" />
      ) : (
        <TaleStatus query={tale} goneText={t('reader.share.gone')} />
      )}
    </Screen>
  );
}
