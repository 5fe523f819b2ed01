import { useRef, useState } from 'react';
import { STORED_IMAGE_PATH } from '@hearth/shared/dish-rules';
import { Alert } from '../../../components/ui/alert';
import { Button, PendingButton } from '../../../components/ui/button';
import { UrlField } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api-client';
import { useUploadPicture } from '../api/upload-picture';
import { dishMessages as messages } from '../messages';
import styles from './picture-field.module.css';

interface PictureFieldProps {
  imageUrl: string;
  dishName: string;
  onChange: (imageUrl: string) => void;
  error?: string | undefined;
}

/**
 * The dish's picture: what it looks like now (an imported dish's too), a picture uploaded from
 * the phone or computer, or the product's Image URL. An uploaded picture lives on this server, so
 * its address is not one to type: the URL box stays for pictures on the web.
 */
export function PictureField({ imageUrl, dishName, onChange, error }: PictureFieldProps) {
  const upload = useUploadPicture();
  const input = useRef<HTMLInputElement>(null);
  const [failedPreview, setFailedPreview] = useState<string | null>(null);
  const stored = STORED_IMAGE_PATH.test(imageUrl);
  const showPreview = imageUrl !== '' && failedPreview !== imageUrl;

  return (
    <fieldset className={styles.picture}>
      <legend>{messages.picture}</legend>
      <div className={styles.layout}>
        <div className={`${styles.preview} ${showPreview ? '' : styles.previewEmpty}`}>
          {showPreview ? (
            <img src={imageUrl} alt={messages.pictureOf(dishName)} onError={() => setFailedPreview(imageUrl)} />
          ) : (
            <span className={styles.empty}>{messages.noPicture}</span>
          )}
        </div>
        <div className={styles.controls}>
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
          <div className={styles.buttons}>
            <PendingButton
              variant="secondary"
              pending={upload.isPending}
              pendingLabel={messages.uploading}
              onClick={() => input.current?.click()}
            >
              {imageUrl ? messages.replacePicture : messages.uploadPicture}
            </PendingButton>
            {imageUrl ? (
              <Button variant="ghost" onClick={() => onChange('')}>
                {messages.removePicture}
              </Button>
            ) : null}
          </div>
          {upload.isError ? <Alert>{errorMessage(upload.error, messages.uploadFailed)}</Alert> : null}
          <UrlField
            label="Image URL"
            name="imageUrl"
            value={stored ? '' : imageUrl}
            onChange={(event) => onChange(event.target.value)}
            error={error}
          />
        </div>
      </div>
    </fieldset>
  );
}
