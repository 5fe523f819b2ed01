import { useState } from 'react';
import type { AppUser } from '@hearth/shared/app-user';
import { Button } from '../../../components/ui/button';
import { Avatar } from './avatar';
import { ProfileEditForm } from './profile-edit-form';
import styles from './profile.module.css';

/** docs/product.md#profile: view mode with Edit Profile, and edit mode that returns to view mode on save. */
export function ProfileCard({ user, onSignOut, signingOut }: { user: AppUser; onSignOut: () => void; signingOut: boolean }) {
  const [editing, setEditing] = useState(false);

  return (
    <section className={styles.card} aria-label="Your profile">
      <Avatar user={user} />
      {editing ? (
        <ProfileEditForm user={user} onDone={() => setEditing(false)} />
      ) : (
        <div className={styles.details}>
          <h1>{user.username}</h1>
          <p className={styles.email}>{user.email}</p>
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => setEditing(true)}>
              Edit Profile
            </Button>
            <Button variant="danger" onClick={onSignOut} disabled={signingOut}>
              Sign Out
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
