import styles from './upload-status.module.css';
import { useI18n } from '../i18n';

/** docs/product.md#dish-from-a-photo: an "Uploading..." indicator while the photo is read and its dish saved. */
export function UploadStatus() {
  const { i18n } = useI18n();
  return (
    <div className={styles.banner} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      {i18n._('photos.uploading')}
    </div>
  );
}
