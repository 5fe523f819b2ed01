import { useRef, useState } from 'react';
import { STORED_IMAGE_PATH } from '@hearth/shared/dish-rules';
import { Alert } from '../../../components/ui/alert';
import { Button, PendingButton } from '../../../components/ui/button';
import { UrlField } from '../../../components/ui/field';
import { errorText } from '../../../lib/errors/error-text';
import { useUploadPicture } from '../../../lib/upload-picture';
import { useI18n } from '../i18n';
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
  const { i18n } = useI18n();
  const upload = useUploadPicture();
  const input = useRef<HTMLInputElement>(null);
  const [failedPreview, setFailedPreview] = useState<string | null>(null);
  const stored = STORED_IMAGE_PATH.test(imageUrl);
  const showPreview = imageUrl !== '' && failedPreview !== imageUrl;

  return (
    <fieldset className={styles.picture}>
      <legend>{i18n._('dishes.form.picture')}</legend>
      <div className={styles.layout}>
        <div className={`${styles.preview} ${showPreview ? '' : styles.previewEmpty}`}>
          {showPreview ? (
            <img
              src={imageUrl}
              alt={dishName ? i18n._('dishes.form.pictureOf', { dish: dishName }) : i18n._('dishes.form.pictureOfTheDish')}
              onError={() => setFailedPreview(imageUrl)}
            />
          ) : (
            <span className={styles.empty}>{i18n._('dishes.form.noPicture')}</span>
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
              pendingLabel={i18n._('dishes.form.uploading')}
              onClick={() => input.current?.click()}
            >
              {imageUrl ? i18n._('dishes.form.replacePicture') : i18n._('dishes.form.uploadPicture')}
            </PendingButton>
            {imageUrl ? (
              <Button variant="ghost" onClick={() => onChange('')}>
                {i18n._('dishes.form.removePicture')}
              </Button>
            ) : null}
          </div>
          {upload.isError ? <Alert>{errorText(i18n, upload.error, i18n._('dishes.form.uploadFailed'))}</Alert> : null}
          <UrlField
            label={i18n._('dishes.form.imageUrl')}
            placeholder={i18n._('dishes.form.urlPlaceholder')}
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
