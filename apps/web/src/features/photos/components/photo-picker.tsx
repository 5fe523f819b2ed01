import { forwardRef, useImperativeHandle, useRef } from 'react';
import { useI18n } from '../i18n';

export interface PhotoPickerHandle {
  open: () => void;
}
/**
 * The hidden file input behind "Add with Photo": image files only, the rear camera on phones.
 * Choosing nothing does nothing.
 */
export const PhotoPicker = forwardRef<PhotoPickerHandle, { onPicked: (file: File) => void }>(function PhotoPicker({ onPicked }, ref) {
  const { i18n } = useI18n();
  const input = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => ({ open: () => input.current?.click() }), []);

  return (
    <input
      ref={input}
      type="file"
      accept="image/*"
      capture="environment"
      className="visually-hidden"
      tabIndex={-1}
      aria-label={i18n._('photos.picker.label')}
      onChange={(event) => {
        const file = event.target.files?.[0];
        // Reset so that choosing the same photo again still counts as a choice.
        event.target.value = '';
        if (file) onPicked(file);
      }}
    />
  );
});
