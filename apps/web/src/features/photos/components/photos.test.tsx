import { fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PhotoPicker, type PhotoPickerHandle } from './photo-picker';
import { UploadStatus } from './upload-status';

describe('PhotoPicker', () => {
  it('takes image files only, from the rear camera on a phone', () => {
    render(<PhotoPicker onPicked={() => {}} />);
    const input = screen.getByLabelText('Photo of a dish or a recipe card');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('capture', 'environment');
  });

  it('hands over the chosen photo, and does nothing when none is chosen', () => {
    const onPicked = vi.fn();
    render(<PhotoPicker onPicked={onPicked} />);
    const input = screen.getByLabelText<HTMLInputElement>('Photo of a dish or a recipe card');
    fireEvent.change(input, { target: { files: [] } });
    expect(onPicked).not.toHaveBeenCalled();
    const photo = new File(['jpeg bytes'], 'card.jpg', { type: 'image/jpeg' });
    fireEvent.change(input, { target: { files: [photo] } });
    expect(onPicked).toHaveBeenCalledWith(photo);
  });

  it('opens the file chooser when asked', () => {
    const picker = createRef<PhotoPickerHandle>();
    render(<PhotoPicker ref={picker} onPicked={() => {}} />);
    const click = vi.spyOn(HTMLInputElement.prototype, 'click');
    picker.current?.open();
    expect(click).toHaveBeenCalledTimes(1);
    click.mockRestore();
  });
});

describe('UploadStatus', () => {
  it('says "Uploading..." to everyone, screen readers included', () => {
    render(<UploadStatus />);
    expect(screen.getByRole('status')).toHaveTextContent('Uploading...');
  });
});
