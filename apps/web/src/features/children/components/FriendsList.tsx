import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@skazka/contract';
import { useCharacters, useCreateCharacter, useDeleteCharacter, useRenameCharacter } from '../../../api/characters';
import { useAlerts } from '../../../ui/Alerts';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { messageText } from '../../../lib/i18n';

/** Second heroes: add, rename (with the SPEC's failure text) and delete. */
export function FriendsList() {
  const { t } = useTranslation();
  const alerts = useAlerts();
  const friends = useCharacters();
  const create = useCreateCharacter();
  const rename = useRenameCharacter();
  const remove = useDeleteCharacter();
  const [newName, setNewName] = useState('');

  return (
    <section className="card stack" aria-labelledby="friends-title">
      <h2 id="friends-title">{t('children.friends.title')}</h2>
      {friends.data?.length === 0 && <p className="muted">{t('children.friends.empty')}</p>}
      {friends.data?.map((friend) => (
        <div key={friend.id} className="friend-row">
          <span>{friend.name}</span>
          <div className="row">
            <Button
              variant="ghost"
              onClick={() => {
                const name = window.prompt(t('children.friends.rename'), friend.name)?.trim();
                if (name) rename.mutate({ id: friend.id, name }, { onError: () => alerts.show('error', messageText('characterNameUpdateFailed')) });
              }}
            >
              {t('children.friends.rename')}
            </Button>
            <Button variant="ghost" onClick={() => remove.mutate(friend.id)}>
              {t('common.delete')}
            </Button>
          </div>
        </div>
      ))}
      <form
        className="row"
        onSubmit={(event) => {
          event.preventDefault();
          if (!newName.trim()) return;
          create.mutate(newName.trim(), { onSuccess: () => setNewName(''), onError: () => alerts.show('error', messageText('somethingWentWrong')) });
        }}
      >
        <Field label={t('children.friends.name')} value={newName} maxLength={LIMITS.nameMax} onChange={(e) => setNewName(e.target.value)} />
        <Button type="submit" variant="secondary" disabled={!newName.trim() || create.isPending}>
          {t('children.friends.add')}
        </Button>
      </form>
    </section>
  );
}
