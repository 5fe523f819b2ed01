import { useState, type FormEvent } from 'react';
import type { AppUser } from '@hearth/shared/app-user';
import { updateProfileSchema } from '@hearth/shared/auth';
import { Alert } from '../../../components/ui/alert';
import { Button, PendingButton } from '../../../components/ui/button';
import { TextField, UrlField } from '../../../components/ui/field';
import { useUpdateProfile } from '../../../lib/auth/update-profile';
import { useFormFields } from '../../../lib/form-fields';
import { useI18n } from '../i18n';
import styles from './profile.module.css';

export function ProfileEditForm({ user, onDone }: { user: AppUser; onDone: () => void }) {
  const { i18n } = useI18n();
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
      onError: () => setError(i18n._('profile.form.failed')),
    });
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate aria-label={i18n._('profile.form.label')}>
      {error ? <Alert>{error}</Alert> : null}
      <TextField label={i18n._('profile.form.username')} {...field('username')} />
      <UrlField label={i18n._('profile.form.avatarUrl')} {...field('avatarUrl')} />
      <div className={styles.actions}>
        <PendingButton type="submit" pending={updateProfile.isPending} pendingLabel={i18n._('profile.form.saving')}>
          {i18n._('profile.form.save')}
        </PendingButton>
        <Button variant="secondary" onClick={onDone} disabled={updateProfile.isPending}>
          {i18n._('profile.form.cancel')}
        </Button>
      </div>
    </form>
  );
}
