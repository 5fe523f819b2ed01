/**
 * A signed-in client of a server reached over real HTTP (not inject). Node's fetch sends
 * Fetch Metadata (Sec-Fetch-Mode: cors) like a browser, so it also sends the Origin a page of
 * the app would: without one the auth library refuses the request as a possible CSRF.
 */
export interface HttpSession {
  userId: string;
  /** Send as the Cookie header. */
  cookie: string;
}

async function sessionFrom(response: Response, what: string): Promise<HttpSession> {
  const text = await response.text();
  if (!response.ok) throw new Error(`${what} failed: ${response.status} ${text}`);
  const body = JSON.parse(text) as { user: { id: string } };
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return { userId: body.user.id, cookie };
}

export async function signUpOverHttp(
  baseUrl: string,
  { email, password, username }: { email: string; password: string; username: string },
): Promise<HttpSession> {
  const response = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email, password, username, name: username }),
  });
  return sessionFrom(response, 'sign-up');
}

export async function signInOverHttp(baseUrl: string, email: string, password: string): Promise<HttpSession> {
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email, password }),
  });
  return sessionFrom(response, 'sign-in');
}
