/**
 * The sign-in and sign-up schemas, loaded when a form is first touched rather than with the
 * page: zod is a quarter of the sign-in screen's JavaScript and is not needed to show it.
 */
export function loadAuthSchemas() {
  return import('@hearth/shared/auth');
}
