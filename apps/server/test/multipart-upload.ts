import type { InjectOptions } from 'fastify';

export interface UploadFile {
  field?: string;
  filename?: string;
  contentType?: string;
  bytes: Buffer | string;
}

/**
 * A multipart POST as a browser sends it, encoded by the platform's own FormData so the tests
 * do not depend on a hand-written multipart encoder. Files without a field go in `defaultField`.
 */
export async function multipartPost(
  url: string,
  headers: Record<string, string>,
  files: UploadFile[],
  { fields = {}, defaultField, defaultType }: { fields?: Record<string, string>; defaultField: string; defaultType: string },
): Promise<InjectOptions> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) {
    const content = typeof file.bytes === 'string' ? file.bytes : new Uint8Array(file.bytes);
    const blob = new Blob([content], { type: file.contentType ?? defaultType });
    form.append(file.field ?? defaultField, blob, file.filename ?? 'upload');
  }
  const encoded = new Response(form);
  return {
    method: 'POST',
    url,
    headers: { ...headers, 'content-type': encoded.headers.get('content-type')! },
    payload: Buffer.from(await encoded.arrayBuffer()),
  };
}

/** A photo upload to POST /api/photo-to-fork. */
export function photoUpload(
  headers: Record<string, string>,
  files: UploadFile[],
  fields: Record<string, string> = {},
): Promise<InjectOptions> {
  return multipartPost(
    '/api/photo-to-fork',
    headers,
    files.map((file) => ({ filename: 'photo.jpg', ...file })),
    { fields, defaultField: 'dishImage', defaultType: 'image/jpeg' },
  );
}

/** An export file upload to POST /api/import/file. */
export function exportFileUpload(
  headers: Record<string, string>,
  bytes: Buffer | string,
  filename = 'export.zip',
  field = 'file',
): Promise<InjectOptions> {
  return multipartPost('/api/import/file', headers, [{ bytes, filename, field }], {
    defaultField: 'file',
    defaultType: 'application/octet-stream',
  });
}
