import styles from './upload-status.module.css';

/** docs/product.md#dish-from-a-photo: an "Uploading..." indicator while the photo is read and its dish saved. */
export function UploadStatus() {
  return (
    <div className={styles.banner} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      Uploading...
    </div>
  );
}
