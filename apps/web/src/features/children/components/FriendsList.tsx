import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CharacterKind, LIMITS } from '@skazka/contract';
import { useCharacters, useCreateCharacter, useDeleteCharacter, useUpdateCharacter } from '../../../api/characters';
import { useAlerts } from '../../../ui/Alerts';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { KindPicker, kindPicture } from '../../../ui/KindPicker';
import { messageText } from '../../../lib/i18n';
import { RenameFriendDialog } from './RenameFriendDialog';

/** Second heroes: add (with what they are), rename (with the docs/PRODUCT.md's failure text), change what they are, and delete. */
export function FriendsList() {
  const { t } = useTranslation();
  const alerts = useAlerts();
  const friends = useCharacters();
  const create = useCreateCharacter();
  const update = useUpdateCharacter();
  const remove = useDeleteCharacter();
  const [newName, setNewName] = useState('');
  const [newKind, setNewKind] = useState<CharacterKind | null>(null);
  const [changingKind, setChangingKind] = useState<number | null>(null);
  const [renaming, setRenaming] = useState<{ id: number; name: string } | null>(null);

  return (
    <section className="card stack" aria-labelledby="friends-title">
      <h2 id="friends-title">{t('children.friends.title')}</h2>
      {friends.data?.length === 0 && <p className="muted">{t('children.friends.empty')}</p>}
      {friends.data?.map((friend) => (
        <div key={friend.id} className="stack">
          <div className="friend-row">
            <span className="row">
              <img src={kindPicture(friend.kind)} alt={t(`common.kinds.${friend.kind}`)} width={32} height={32} />
              {friend.name}
            </span>
            <div className="row">
              <Button
                variant="ghost"
                aria-expanded={changingKind === friend.id}
                onClick={() => setChangingKind(changingKind === friend.id ? null : friend.id)}
              >
                {t('common.kinds.question')}
              </Button>
              <Button
                variant="ghost"
                aria-label={`${t('children.friends.rename')}: ${friend.name}`}
                onClick={() => setRenaming(friend)}
              >
                {t('children.friends.rename')}
              </Button>
              <Button
                variant="ghost"
                aria-label={`${t('common.delete')}: ${friend.name}`}
                onClick={() =>
                  window.confirm(t('family.deleteFriend.confirm', { name: friend.name })) && remove.mutate(friend.id)
                }
              >
                {t('common.delete')}
              </Button>
            </div>
          </div>
          {changingKind === friend.id && (
            <KindPicker
              value={friend.kind}
              onChange={(kind) =>
                update.mutate(
                  { id: friend.id, kind },
                  { onError: () => alerts.show('error', messageText('somethingWentWrong')) },
                )
              }
            />
          )}
        </div>
      ))}
      <RenameFriendDialog friend={renaming} onClose={() => setRenaming(null)} />
      <form
        className="stack"
        onSubmit={(event) => {
          event.preventDefault();
          if (!newName.trim()) return;
          create.mutate(
            { name: newName.trim(), ...(newKind ? { kind: newKind } : {}) },
            {
              onSuccess: () => {
                setNewName('');
                setNewKind(null);
              },
              onError: () => alerts.show('error', messageText('somethingWentWrong')),
            },
          );
        }}
      >
        <Field
          label={t('children.friends.name')}
          value={newName}
          maxLength={LIMITS.nameMax}
          onChange={(e) => setNewName(e.target.value)}
        />
        {newName.trim() && <KindPicker value={newKind} onChange={setNewKind} />}
        <Button type="submit" variant="secondary" disabled={!newName.trim() || create.isPending}>
          {t('children.friends.add')}
        </Button>
      </form>
    </section>
  );
}
