import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  API,
  BOTTOM_COLORS,
  CLOTHES_COLORS,
  EYE_COLORS,
  HAIR_COLORS,
  HAIR_STYLES,
  OUTFITS,
  SKIN_TONES,
  lookId,
  type Child,
  type ChildLook,
} from '@skazka/contract';
import { avatarPresetsQuery, useUpdateChild } from '../../../api/children';
import { messageText } from '../../../lib/i18n';
import { useLazyCatalog } from '../../../lib/lazy-catalog';
import { useAlerts } from '../../../ui/Alerts';
import { Button } from '../../../ui/Button';
import { LookChoice } from './LookChoice';
import { BOTTOM_NAMES, CLOTHES_NAMES, EYE_NAMES, HAIR_COLOR_NAMES, SKIN_NAMES } from './look-names';

/** The builder, starting from the child's look, or from the first ready look for a child made before looks. */
export function ChildLookBuilder({ child }: { child: Child }) {
  const presets = useQuery(avatarPresetsQuery(child.id));
  const words = useLazyCatalog('look');
  const initial = child.look ?? presets.data?.[0]?.look;
  return initial && words ? <LookBuilder child={child} initial={initial} /> : null;
}

/**
 * The avatar builder: every choice of the child's look, with the avatar drawn
 * live by the server from the look's id (the tales' own drawing code, cached for
 * good), so this screen ships no drawing code. Saving makes it the child's look.
 */
function LookBuilder({ child, initial }: { child: Child; initial: ChildLook }) {
  const { t } = useTranslation();
  const alerts = useAlerts();
  const update = useUpdateChild();
  const [look, setLook] = useState(initial);
  // A look saved elsewhere (a ready look, one drawn from the photo) is shown to go on from.
  const savedId = child.look && lookId(child.look);
  const [seenId, setSeenId] = useState(savedId);
  if (savedId !== seenId) {
    setSeenId(savedId);
    if (child.look) setLook(child.look);
  }
  const set =
    <K extends keyof ChildLook>(key: K) =>
    (value: ChildLook[K]) =>
      setLook((current) => ({ ...current, [key]: value }));
  const name = (key: string) => t(`children.look.${key}`);
  const saved = child.look !== null && lookId(child.look) === lookId(look);

  const save = () =>
    update.mutate(
      { id: child.id, look },
      {
        onSuccess: () => alerts.show('success', t('children.saved')),
        onError: () => alerts.show('error', messageText('pictureUpdateFailed')),
      },
    );

  return (
    <section className="card stack look-builder" aria-labelledby="look-title">
      <h2 id="look-title">{t('children.look.title')}</h2>
      <p>{t('children.look.hint', { name: child.name })}</p>
      <div className="look-builder__layout">
        <div className="look-builder__preview">
          <img
            className="avatar avatar--preview"
            src={API.avatar(lookId(look))}
            alt={t('children.look.preview', { name: child.name })}
            width={192}
            height={192}
          />
          <Button onClick={save} disabled={saved || update.isPending}>
            {t('children.look.save')}
          </Button>
        </div>
        <div className="look-builder__choices">
          <LookChoice
            label={name('skin')}
            values={SKIN_TONES}
            value={look.skin}
            onChange={set('skin')}
            nameOf={(c) => name(SKIN_NAMES[c])}
            swatch
          />
          <LookChoice
            label={name('hairStyle')}
            values={HAIR_STYLES}
            value={look.hair_style}
            onChange={set('hair_style')}
            nameOf={(style) => name(`styles.${style}`)}
          />
          <LookChoice
            label={name('hairColor')}
            values={HAIR_COLORS}
            value={look.hair_color}
            onChange={set('hair_color')}
            nameOf={(c) => name(HAIR_COLOR_NAMES[c])}
            swatch
          />
          <LookChoice
            label={name('eyes')}
            values={EYE_COLORS}
            value={look.eyes}
            onChange={set('eyes')}
            nameOf={(c) => name(EYE_NAMES[c])}
            swatch
          />
          <div className="look-builder__toggles">
            {(['glasses', 'freckles'] as const).map((key) => (
              <label key={key} className="look-toggle">
                <input type="checkbox" checked={look[key]} onChange={(e) => set(key)(e.target.checked)} />
                {name(key)}
              </label>
            ))}
          </div>
          <LookChoice
            label={name('outfit')}
            values={OUTFITS}
            value={look.outfit}
            onChange={set('outfit')}
            nameOf={(outfit) => name(`outfits.${outfit}`)}
          />
          <LookChoice
            label={name('top')}
            values={CLOTHES_COLORS}
            value={look.top}
            onChange={set('top')}
            nameOf={(c) => name(CLOTHES_NAMES[c])}
            swatch
          />
          <LookChoice
            label={name('bottom')}
            values={BOTTOM_COLORS}
            value={look.bottom}
            onChange={set('bottom')}
            nameOf={(c) => name(BOTTOM_NAMES[c])}
            swatch
          />
        </div>
      </div>
    </section>
  );
}
