import { useState, type FormEvent } from 'react';
import type { AppUser } from '@hearth/shared/app-user';
import { updateProfileSchema } from '@hearth/shared/auth';
import { Alert } from '../../../components/ui/alert';
import { Button, PendingButton } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { useUpdateProfile } from '../../../lib/auth/update-profile';
import { useFieldErrors } from '../../../lib/form-errors';
import styles from './profile.module.css';

export function ProfileEditForm({ user, onDone }: { user: AppUser; onDone: () => void }) {
  const updateProfile = useUpdateProfile();
  const [username, setUsername] = useState(user.username);
  const [avatarUrl, setAvatarUrl] = useState(user.profile_image ?? '');
  const { fieldErrors, checkFields } = useFieldErrors();
  const [error, setError] = useState<string | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const input = checkFields(updateProfileSchema.safeParse({ username, avatarUrl }));
    if (!input) return;
    updateProfile.mutate(input, {
      onSuccess: onDone,
      onError: () => setError('Failed to update profile. Please try again.'),
    });
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate aria-label="Edit profile">
      {error ? <Alert>{error}</Alert> : null}
      <TextField label="Username" name="username" value={username} onChange={(event) => setUsername(event.target.value)} error={fieldErrors.username} />
      <TextField
        label="Avatar URL"
        name="avatarUrl"
        type="url"
        inputMode="url"
        placeholder="https://"
        value={avatarUrl}
        onChange={(event) => setAvatarUrl(event.target.value)}
        error={fieldErrors.avatarUrl}
      />
      <div className={styles.actions}>
        <PendingButton type="submit" pending={updateProfile.isPending} pendingLabel="Saving...">
          Save Profile
        </PendingButton>
        <Button variant="secondary" onClick={onDone} disabled={updateProfile.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
