import styles from './upload-status.module.css';

/** Spec: an "Uploading..." indicator while the photo is read and its dish saved. */
export function UploadStatus() {
  return (
    <div className={styles.banner} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      Uploading...
    </div>
  );
}
