import { useRef } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button, PendingButton } from '../../../components/ui/button';
import { errorText } from '../../../lib/errors/error-text';
import { useUploadPicture } from '../../../lib/upload-picture';
import { useI18n } from '../i18n';
import styles from './step-picture.module.css';

interface StepPictureProps {
  /** The step's picture, '' for none. */
  picture: string;
  stepNumber: number;
  onChange: (picture: string) => void;
}

/** One step's photo in the dish form: taken or chosen (the one picture pipeline), or taken away. */
export function StepPicture({ picture, stepNumber, onChange }: StepPictureProps) {
  const { i18n } = useI18n();
  const upload = useUploadPicture();
  const input = useRef<HTMLInputElement>(null);
  const step = { number: stepNumber };

  return (
    <div className={styles.stepPicture}>
      {picture ? <img src={picture} alt={i18n._('dishes.form.stepPhotoOf', step)} /> : null}
      <input
        ref={input}
        type="file"
        accept="image/*"
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) upload.mutate(file, { onSuccess: (answer) => onChange(answer.imageUrl) });
        }}
      />
      <PendingButton
        variant="ghost"
        pending={upload.isPending}
        pendingLabel={i18n._('dishes.form.uploading')}
        aria-label={picture ? i18n._('dishes.form.replaceStepPhoto', step) : i18n._('dishes.form.addStepPhoto', step)}
        onClick={() => input.current?.click()}
      >
        {picture ? i18n._('dishes.form.replacePhoto') : i18n._('dishes.form.addPhoto')}
      </PendingButton>
      {picture ? (
        <Button variant="ghost" aria-label={i18n._('dishes.form.removeStepPhoto', step)} onClick={() => onChange('')}>
          {i18n._('dishes.form.removePhoto')}
        </Button>
      ) : null}
      {upload.isError ? <Alert>{errorText(i18n, upload.error, i18n._('dishes.form.uploadFailed'))}</Alert> : null}
    </div>
  );
}
