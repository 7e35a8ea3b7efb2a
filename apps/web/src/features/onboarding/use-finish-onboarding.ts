import { useCallback } from 'react';
import { setActiveId } from '../../lib/active-selection';
import { writeStored } from '../../lib/storage';
import { rememberTaleLanguage } from '../../lib/tale-language';
import { useCreateChild, useUploadChildPhoto } from '../../api/children';
import { useCreateCharacter } from '../../api/characters';
import type { OnboardingDraft } from './draft';

/** Creates on the new account what the visitor chose during onboarding (child, photo, friend, moral, language). */
export function useFinishOnboarding() {
  const createChild = useCreateChild();
  const uploadPhoto = useUploadChildPhoto();
  const createCharacter = useCreateCharacter();
  return useCallback(
    async (draft: OnboardingDraft, photo: File | null) => {
      if (!draft.child) return;
      const child = await createChild.mutateAsync(draft.child);
      setActiveId('activeChild', child.id);
      if (photo) await uploadPhoto.mutateAsync({ id: child.id, file: photo }).catch(() => undefined); // the photo can be added later; the account must not be lost over it
      if (draft.friendName.trim()) {
        const friend = await createCharacter.mutateAsync({
          name: draft.friendName.trim(),
          ...(draft.friendKind ? { kind: draft.friendKind } : {}),
        });
        setActiveId('activeFriend', friend.id);
      }
      if (draft.moralId) setActiveId('activeMoral', draft.moralId);
      rememberTaleLanguage(draft.language);
      writeStored('onboarding', null);
    },
    [createChild, uploadPhoto, createCharacter],
  );
}
