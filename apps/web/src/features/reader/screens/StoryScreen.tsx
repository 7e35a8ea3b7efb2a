import { PAGES } from '@skazka/contract';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { ownedSource, taleViewQuery } from '../../../api/reader';
import { Screen } from '../../../ui/Screen';
import { Reader } from '../components/Reader';
import { TaleStatus } from '../components/TaleStatus';

export default function StoryScreen() {
  const { id = '' } = useParams();
  const tale = useQuery(taleViewQuery(id));
  const navigate = useNavigate();
  return (
    <Screen titleKey="reader.title">
      {tale.data ? (
        <Reader
          tale={tale.data}
          source={ownedSource(tale.data.id)}
          kind="owned"
          onDeleted={() => navigate(PAGES.home, { replace: true })}
        />
      ) : (
        <TaleStatus query={tale} />
      )}
    </Screen>
  );
}
