import { useState } from 'react';
import type { AppUser } from '@hearth/shared/app-user';
import { Button } from '../../../components/ui/button';
import { useI18n } from '../i18n';
import { Avatar } from './avatar';
import { ProfileEditForm } from './profile-edit-form';
import styles from './profile.module.css';

/** docs/product.md#profile: view mode with Edit Profile, and edit mode that returns to view mode on save. */
export function ProfileCard({ user, onSignOut, signingOut }: { user: AppUser; onSignOut: () => void; signingOut: boolean }) {
  const { i18n } = useI18n();
  const [editing, setEditing] = useState(false);

  return (
    <section className={styles.card} aria-label={i18n._('profile.card.label')}>
      <Avatar user={user} />
      {editing ? (
        <ProfileEditForm user={user} onDone={() => setEditing(false)} />
      ) : (
        <div className={styles.details}>
          <h1 translate="no">{user.username}</h1>
          <p className={styles.email} translate="no">
            {user.email}
          </p>
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => setEditing(true)}>
              {i18n._('profile.edit')}
            </Button>
            <Button variant="danger" onClick={onSignOut} disabled={signingOut}>
              {i18n._('profile.signOut')}
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
