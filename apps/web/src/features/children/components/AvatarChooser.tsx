import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Child } from '@skazka/contract';
import { avatarPresetsQuery, useDrawNewAvatar, useUpdateChild, useUploadChildPhoto } from '../../../api/children';
import { messageText } from '../../../lib/i18n';
import { PhotoInput } from '../../../components/PhotoInput';
import { useAlerts } from '../../../ui/Alerts';
import { Button } from '../../../ui/Button';
import { HeroAvatar } from './HeroAvatar';

/** A child's picture: upload a photo, pick a ready look, or have one drawn (from the photo when there is one). */
export function AvatarChooser({ child }: { child: Child }) {
  const { t } = useTranslation();
  const alerts = useAlerts();
  const presets = useQuery(avatarPresetsQuery(child.id));
  const update = useUpdateChild();
  const upload = useUploadChildPhoto();
  const draw = useDrawNewAvatar();
  const failed = () => alerts.show('error', messageText('pictureUpdateFailed'));

  return (
    <section className="card stack" aria-labelledby="avatar-title">
      <h2 id="avatar-title">{t('children.avatar.title')}</h2>
      <HeroAvatar url={child.url} name={child.name} large />
      <PhotoInput onPick={(file) => file && upload.mutate({ id: child.id, file }, { onError: failed })} />
      <h3>{t('children.avatar.ready')}</h3>
      <div className="presets">
        {presets.data?.map((preset, index) => (
          <button
            key={preset.id}
            type="button"
            aria-pressed={child.url === preset.url}
            aria-label={t('children.avatar.readyItem', { number: index + 1 })}
            onClick={() => update.mutate({ id: child.id, look: preset.look }, { onError: failed })}
          >
            <img className="avatar" src={preset.url} alt="" width={72} height={72} loading="lazy" />
          </button>
        ))}
      </div>
      <Button variant="secondary" disabled={draw.isPending} onClick={() => draw.mutate(child.id, { onError: failed })}>
        {t('children.avatar.draw')}
      </Button>
    </section>
  );
}
