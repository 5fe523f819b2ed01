import { useId, useState, type FormEvent } from 'react';
import type { CookingChange, CookingLogEntry } from '@hearth/shared/cooked';
import { COOKING_NOTE_MAX } from '@hearth/shared/cooked-rules';
import { Alert } from '../../../components/ui/alert';
import { Button, PendingButton } from '../../../components/ui/button';
import { Dialog, DialogButtons } from '../../../components/ui/dialog';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { localToday } from '../../../lib/dates';
import { errorText } from '../../../lib/errors/error-text';
import { useUploadPicture } from '../../../lib/upload-picture';
import { useChangeCooking } from '../api/change-cooking';
import { useI18n } from '../i18n';
import styles from './cooking-log.module.css';

const STARS = [1, 2, 3, 4, 5] as const;

interface CookingDetailsDialogProps {
  dishId: number;
  entry: Pick<CookingLogEntry, 'id' | 'cooked_on' | 'rating' | 'note' | 'image_url'>;
  onClose: () => void;
}

/**
 * What the cook adds to a cooking once it is recorded: the day (today unless they change it),
 * 1 to 5 stars, a note ("less salt next time") and a photo. Every field may stay empty.
 */
export function CookingDetailsDialog({ dishId, entry, onClose }: CookingDetailsDialogProps) {
  const { i18n } = useI18n();
  const ratingName = useId();
  const [day, setDay] = useState(entry.cooked_on);
  const [rating, setRating] = useState<number | null>(entry.rating);
  const [note, setNote] = useState(entry.note ?? '');
  const [photo, setPhoto] = useState<string | null>(entry.image_url);
  const change = useChangeCooking(dishId);
  const upload = useUploadPicture();
  const failure = change.error ?? upload.error;

  function save(event: FormEvent) {
    event.preventDefault();
    const body: CookingChange = { cooked_on: day, rating, note, image_url: photo };
    change.mutate({ entryId: entry.id, change: body }, { onSuccess: onClose });
  }

  return (
    <Dialog open title={i18n._('cooked.details.title')} onClose={onClose} maxWidth={480}>
      <form onSubmit={save} className={styles.form}>
        <TextField
          label={i18n._('cooked.details.day')}
          type="date"
          value={day}
          max={localToday()}
          required
          onChange={(event) => setDay(event.target.value)}
        />
        <fieldset className={styles.stars}>
          <legend>{i18n._('cooked.details.rating')}</legend>
          {STARS.map((stars) => (
            <label key={stars} className={styles.star}>
              <input type="radio" name={ratingName} checked={rating === stars} onChange={() => setRating(stars)} />
              <span>{i18n._('cooked.stars', { count: stars })}</span>
            </label>
          ))}
          <label className={styles.star}>
            <input type="radio" name={ratingName} checked={rating === null} onChange={() => setRating(null)} />
            <span>{i18n._('cooked.details.noRating')}</span>
          </label>
        </fieldset>
        <TextAreaField
          label={i18n._('cooked.details.note')}
          placeholder={i18n._('cooked.details.notePlaceholder')}
          value={note}
          maxLength={COOKING_NOTE_MAX}
          rows={3}
          onChange={(event) => setNote(event.target.value)}
        />
        <div className={styles.photo}>
          {photo ? (
            <>
              <img src={photo} alt={i18n._('cooked.details.photoAlt')} className={styles.thumbnail} />
              <Button variant="secondary" onClick={() => setPhoto(null)}>
                {i18n._('cooked.details.removePhoto')}
              </Button>
            </>
          ) : (
            <TextField
              label={i18n._('cooked.details.photo')}
              type="file"
              accept="image/*"
              disabled={upload.isPending}
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) upload.mutate(file, { onSuccess: ({ imageUrl }) => setPhoto(imageUrl) });
              }}
            />
          )}
          {upload.isPending ? <p role="status">{i18n._('cooked.details.uploading')}</p> : null}
        </div>
        {failure ? <Alert>{errorText(i18n, failure, i18n._('cooked.details.failed'))}</Alert> : null}
        <DialogButtons onCancel={onClose}>
          <PendingButton
            type="submit"
            pending={change.isPending}
            pendingLabel={i18n._('cooked.details.saving')}
            disabled={upload.isPending}
          >
            {i18n._('cooked.details.save')}
          </PendingButton>
        </DialogButtons>
      </form>
    </Dialog>
  );
}
