import type { InjectOptions } from 'fastify';

export interface UploadFile {
  field?: string;
  filename?: string;
  contentType?: string;
  bytes: Buffer | string;
}

/**
 * A multipart POST /api/photo-to-fork as a browser sends it, encoded by the platform's own
 * FormData so the tests do not depend on a hand-written multipart encoder.
 */
export async function photoUpload(
  headers: Record<string, string>,
  files: UploadFile[],
  fields: Record<string, string> = {},
): Promise<InjectOptions> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) {
    const content = typeof file.bytes === 'string' ? file.bytes : new Uint8Array(file.bytes);
    const blob = new Blob([content], { type: file.contentType ?? 'image/jpeg' });
    form.append(file.field ?? 'dishImage', blob, file.filename ?? 'photo.jpg');
  }
  const encoded = new Response(form);
  return {
    method: 'POST',
    url: '/api/photo-to-fork',
    headers: { ...headers, 'content-type': encoded.headers.get('content-type')! },
    payload: Buffer.from(await encoded.arrayBuffer()),
  };
}
