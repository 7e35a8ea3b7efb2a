import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@skazka/contract';
import { useUpdateCharacter } from '../../../api/characters';
import { messageText } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { Field } from '../../../ui/Field';

/** Renames a friend in the page (not window.prompt): the name field gets focus, Escape or Cancel leaves it unchanged. */
export function RenameFriendDialog({
  friend,
  onClose,
}: {
  friend: { id: number; name: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={friend !== null}
      title={t('children.friends.renameTitle', { name: friend?.name ?? '' })}
      onClose={onClose}
    >
      {friend && <RenameForm friend={friend} onClose={onClose} />}
    </Dialog>
  );
}

function RenameForm({ friend, onClose }: { friend: { id: number; name: string }; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateCharacter();
  const [name, setName] = useState(friend.name);
  const [error, setError] = useState<string | undefined>();
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const trimmed = name.trim();
        if (!trimmed) return setError('required');
        if (trimmed === friend.name) return onClose();
        update.mutate(
          { id: friend.id, name: trimmed },
          { onSuccess: onClose, onError: () => setError(messageText('characterNameUpdateFailed')) },
        );
      }}
    >
      <Field
        label={t('children.friends.name')}
        value={name}
        maxLength={LIMITS.nameMax}
        autoFocus
        error={error}
        onChange={(e) => {
          setName(e.target.value);
          setError(undefined);
        }}
      />
      <div className="row">
        <Button type="submit" disabled={update.isPending}>
          {t('common.save')}
        </Button>
        <Button variant="ghost" onClick={onClose}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
