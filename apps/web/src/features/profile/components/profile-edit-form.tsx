import { useState, type FormEvent } from 'react';
import type { AppUser } from '@hearth/shared/app-user';
import { updateProfileSchema } from '@hearth/shared/auth';
import { Alert } from '../../../components/ui/alert';
import { Button, PendingButton } from '../../../components/ui/button';
import { TextField, UrlField } from '../../../components/ui/field';
import { useUpdateProfile } from '../../../lib/auth/update-profile';
import { useFormFields } from '../../../lib/form-fields';
import styles from './profile.module.css';

export function ProfileEditForm({ user, onDone }: { user: AppUser; onDone: () => void }) {
  const updateProfile = useUpdateProfile();
  const { values, field, checkFields } = useFormFields({ username: user.username, avatarUrl: user.profile_image ?? '' });
  const [error, setError] = useState<string | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const input = checkFields(updateProfileSchema.safeParse(values));
    if (!input) return;
    updateProfile.mutate(input, {
      onSuccess: onDone,
      onError: () => setError('Failed to update profile. Please try again.'),
    });
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate aria-label="Edit profile">
      {error ? <Alert>{error}</Alert> : null}
      <TextField label="Username" {...field('username')} />
      <UrlField label="Avatar URL" {...field('avatarUrl')} />
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
