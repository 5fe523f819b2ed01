import { isRouteErrorResponse, useRouteError } from 'react-router';

/** Shown when a screen throws or its code fails to load (for example after a deploy). */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <main style={{ padding: 24 }}>
      <h1>Something went wrong</h1>
      <p role="alert">This screen could not be shown{detail ? ` (${detail})` : ''}. Reload the page to try again.</p>
    </main>
  );
}
