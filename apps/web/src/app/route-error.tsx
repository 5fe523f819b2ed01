import { useI18n } from '../i18n';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/** Shown when a screen throws or its code fails to load (for example after a deploy). */
export function RouteError() {
  const { i18n } = useI18n();
  const error = useRouteError();
  console.error(error);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <main style={{ padding: 24 }}>
      <h1>{i18n._('app.routeError.title')}</h1>
      <p role="alert">{detail ? i18n._('app.routeError.textWithDetail', { detail }) : i18n._('app.routeError.text')}</p>
    </main>
  );
}
