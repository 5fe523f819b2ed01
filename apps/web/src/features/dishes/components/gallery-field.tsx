import { useEffect, useRef, useState } from 'react';
import { DISH_LIMITS, STORED_IMAGE_PATH } from '@hearth/shared/dish-rules';
import { Alert } from '../../../components/ui/alert';
import { Button, PendingButton } from '../../../components/ui/button';
import { UrlField } from '../../../components/ui/field';
import { errorText } from '../../../lib/errors/error-text';
import { useUploadPicture } from '../../../lib/upload-picture';
import { useI18n } from '../i18n';
import styles from './gallery-field.module.css';

/** The dish's cover and gallery, as the form edits them together. */
export interface Gallery {
  imageUrl: string;
  pictures: string[];
}

interface GalleryFieldProps extends Gallery {
  dishName: string;
  /** Takes the change as a function of the latest gallery: uploads finish one after another. */
  onChange: (change: (current: Gallery) => Gallery) => void;
  error?: string | undefined;
}

/** Without the picture, its cover passed on to the first left when it was the cover. */
function withoutPicture(current: Gallery, picture: string): Gallery {
  const pictures = current.pictures.filter((other) => other !== picture);
  return { pictures, imageUrl: current.imageUrl === picture ? (pictures[0] ?? '') : current.imageUrl };
}

function moved(pictures: string[], from: number, to: number): string[] {
  const next = [...pictures];
  const [picture] = next.splice(from, 1);
  next.splice(to, 0, picture!);
  return next;
}

/**
 * The dish's pictures: several uploaded at once (camera or files), each moved earlier or later
 * with its buttons (keyboard and screen readers alike, the move announced), made the cover or
 * removed; and the product's Image URL for a cover on the web. Uploads go one by one through
 * the one picture pipeline (POST /images).
 */
export function GalleryField({ imageUrl, pictures, dishName, onChange, error }: GalleryFieldProps) {
  const { i18n } = useI18n();
  const upload = useUploadPicture();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [tooMany, setTooMany] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  // After a move the focus follows the picture, to the same button when it is still there.
  const [focusAfterMove, setFocusAfterMove] = useState<{ picture: string; button: 'earlier' | 'later' } | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const webCover = imageUrl !== '' && !STORED_IMAGE_PATH.test(imageUrl);
  const [failedWebCover, setFailedWebCover] = useState<string | null>(null);
  const room = DISH_LIMITS.pictures - pictures.length;
  // Within the dish's own form, a picture is named by its place: the dish's name is still being typed.
  const name = (index: number) => i18n._('dishes.form.pictureNumber', { number: index + 1 });

  useEffect(() => {
    if (!focusAfterMove || !list.current) return;
    const item = list.current.querySelector<HTMLElement>(`[data-picture="${CSS.escape(focusAfterMove.picture)}"]`);
    const button =
      item?.querySelector<HTMLButtonElement>(`[data-move="${focusAfterMove.button}"]:not(:disabled)`) ??
      item?.querySelector<HTMLButtonElement>('[data-move]:not(:disabled)');
    button?.focus();
    setFocusAfterMove(null);
  }, [focusAfterMove]);

  async function add(files: File[]) {
    setTooMany(files.length > room);
    setUploading(true);
    try {
      for (const file of files.slice(0, Math.max(room, 0))) {
        const { imageUrl: added } = await upload.mutateAsync(file);
        onChange((current) => ({
          pictures: [...current.pictures, added],
          imageUrl: current.imageUrl === '' ? added : current.imageUrl,
        }));
      }
    } catch {
      // upload.error says what went wrong; the pictures already stored stay.
    } finally {
      setUploading(false);
    }
  }

  function move(index: number, to: number, button: 'earlier' | 'later') {
    const picture = pictures[index]!;
    onChange((current) => ({ ...current, pictures: moved(current.pictures, index, to) }));
    setAnnouncement(i18n._('dishes.form.pictureMoved', { number: to + 1, total: pictures.length }));
    setFocusAfterMove({ picture, button });
  }

  return (
    <fieldset className={styles.picture}>
      <legend>{i18n._('dishes.form.pictures')}</legend>
      <p className={styles.hint}>{i18n._('dishes.form.picturesHint', { count: DISH_LIMITS.pictures })}</p>
      {pictures.length === 0 && !webCover ? <p className={styles.empty}>{i18n._('dishes.form.noPicture')}</p> : null}
      {webCover && failedWebCover !== imageUrl ? (
        <div className={styles.webCover}>
          <img
            src={imageUrl}
            alt={dishName ? i18n._('dishes.form.pictureOf', { dish: dishName }) : i18n._('dishes.form.pictureOfTheDish')}
            onError={() => setFailedWebCover(imageUrl)}
          />
          <span className={styles.coverBadge}>{i18n._('dishes.form.cover')}</span>
        </div>
      ) : null}
      {pictures.length > 0 ? (
        <ol ref={list} className={styles.gallery}>
          {pictures.map((picture, index) => {
            const cover = picture === imageUrl;
            return (
              <li key={picture} data-picture={picture} className={styles.item}>
                <div className={styles.frame}>
                  <img src={picture} alt={name(index)} />
                  {cover ? <span className={styles.coverBadge}>{i18n._('dishes.form.cover')}</span> : null}
                </div>
                <div className={styles.itemButtons}>
                  <Button
                    variant="secondary"
                    iconOnly
                    data-move="earlier"
                    aria-label={i18n._('dishes.form.moveEarlier', { picture: name(index) })}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1, 'earlier')}
                  >
                    <span aria-hidden="true" className={styles.arrow}>
                      ←
                    </span>
                  </Button>
                  <Button
                    variant="secondary"
                    iconOnly
                    data-move="later"
                    aria-label={i18n._('dishes.form.moveLater', { picture: name(index) })}
                    disabled={index === pictures.length - 1}
                    onClick={() => move(index, index + 1, 'later')}
                  >
                    <span aria-hidden="true" className={styles.arrow}>
                      →
                    </span>
                  </Button>
                  <Button
                    variant="ghost"
                    iconOnly
                    aria-label={i18n._('dishes.form.remove', { name: name(index) })}
                    onClick={() => onChange((current) => withoutPicture(current, picture))}
                  >
                    <span aria-hidden="true">✕</span>
                  </Button>
                </div>
                {cover ? null : (
                  <Button
                    variant="ghost"
                    className={styles.makeCover}
                    aria-label={i18n._('dishes.form.makeCoverOf', { picture: name(index) })}
                    onClick={() => onChange((current) => ({ ...current, imageUrl: picture }))}
                  >
                    {i18n._('dishes.form.makeCover')}
                  </Button>
                )}
              </li>
            );
          })}
        </ol>
      ) : null}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      <input
        ref={input}
        type="file"
        accept="image/*"
        multiple
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          if (files.length > 0) void add(files);
        }}
      />
      <div className={styles.buttons}>
        <PendingButton
          variant="secondary"
          pending={uploading}
          pendingLabel={i18n._('dishes.form.uploading')}
          disabled={room <= 0}
          onClick={() => input.current?.click()}
        >
          {i18n._('dishes.form.addPictures')}
        </PendingButton>
      </div>
      {tooMany || room <= 0 ? <p className={styles.hint}>{i18n._('dishes.form.galleryFull', { count: DISH_LIMITS.pictures })}</p> : null}
      {upload.isError ? <Alert>{errorText(i18n, upload.error, i18n._('dishes.form.uploadFailed'))}</Alert> : null}
      <UrlField
        label={i18n._('dishes.form.imageUrl')}
        placeholder={i18n._('dishes.form.urlPlaceholder')}
        name="imageUrl"
        hint={i18n._('dishes.form.imageUrlHint')}
        value={webCover ? imageUrl : ''}
        onChange={(event) => {
          const typed = event.target.value;
          onChange((current) => ({ ...current, imageUrl: typed === '' ? (current.pictures[0] ?? '') : typed }));
        }}
        error={error}
      />
    </fieldset>
  );
}
