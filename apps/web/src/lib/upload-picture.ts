import { useMutation } from '@tanstack/react-query';
import { PHOTO_FIELD_NAME } from '@hearth/shared/photo-rules';
import { api } from './api-client';

/** POST /images: the picture is stored (re-encoded) and its address answered: a dish's imageUrl, a cooking's photo. */
export function uploadPicture(file: File): Promise<{ imageUrl: string }> {
  const form = new FormData();
  form.append(PHOTO_FIELD_NAME, file);
  return api<{ imageUrl: string }>('/images', { method: 'POST', body: form });
}

export function useUploadPicture() {
  return useMutation({ mutationFn: uploadPicture });
}
