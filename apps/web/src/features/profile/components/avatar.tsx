import { useState } from 'react';
import type { AppUser } from '@hearth/shared/app-user';
import styles from './profile.module.css';

/** The user's picture, or the first letter of their name when there is none (or it fails to load). */
export function Avatar({ user }: { user: AppUser }) {
  const [failed, setFailed] = useState(false);
  if (user.profile_image && !failed) {
    return <img className={styles.avatar} src={user.profile_image} alt="" onError={() => setFailed(true)} />;
  }
  return (
    <div className={`${styles.avatar} ${styles.initial}`} aria-hidden="true" translate="no">
      {user.username.charAt(0).toUpperCase()}
    </div>
  );
}
