import type { ApiErrorBody } from '@hearth/shared/api-error';

/**
 * What a person reads when the browser sent a sign-in, sign-up or change from an address this
 * server does not accept: usually The Hearth opened at an address other than PUBLIC_URL (or,
 * without PUBLIC_URL, other than the addresses it listens on). The fix is a setting, so name it.
 */
export function refusedOriginMessage(origin: string | undefined): string {
  const where = origin && origin !== 'null' ? ` (${origin})` : '';
  return `The Hearth does not accept requests from this address${where}. Open it at its own address, or set PUBLIC_URL to the address you use and restart the server.`;
}

/** The auth library's own refusal ("Invalid origin"), with our message in its place. */
export function explainRefusedOrigin(status: number, body: Buffer, origin: string | undefined): Buffer {
  if (status !== 403 || !body.length) return body;
  try {
    const parsed = JSON.parse(body.toString('utf8')) as Partial<ApiErrorBody>;
    if (parsed.code !== 'INVALID_ORIGIN') return body;
    const explained: ApiErrorBody = { code: 'UNTRUSTED_ORIGIN', message: refusedOriginMessage(origin) };
    return Buffer.from(JSON.stringify(explained));
  } catch {
    return body;
  }
}
