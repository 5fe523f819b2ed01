import { useState } from 'react';
import { IMPORT_SCREEN_PATH } from '@hearth/shared/import-rules';
import { useI18n } from '../i18n';
import styles from './imports.module.css';

/** Opens this app's import screen for the page the browser shows, in a new tab (or this one when pop-ups are blocked). */
export function bookmarkletCode(origin: string): string {
  const screen = JSON.stringify(`${origin}${IMPORT_SCREEN_PATH}?url=`);
  return `javascript:(function(){var u=${screen}+encodeURIComponent(location.href);if(!window.open(u,'_blank'))location.href=u;})();`;
}

/**
 * A link to drag to the bookmarks bar. React refuses javascript: addresses in href, as it
 * should for anything a user wrote; this one is ours, so it is set on the element directly.
 */
export function Bookmarklet() {
  const { i18n } = useI18n();
  const [clicked, setClicked] = useState(false);
  return (
    <section aria-labelledby="bookmarklet-title" className={styles.aside}>
      <h2 id="bookmarklet-title">{i18n._('imports.bookmarklet.title')}</h2>
      <p>{i18n._('imports.bookmarklet.text')}</p>
      <a
        ref={(element) => element?.setAttribute('href', bookmarkletCode(window.location.origin))}
        className={styles.bookmarklet}
        onClick={(event) => {
          event.preventDefault();
          setClicked(true);
        }}
      >
        {i18n._('imports.bookmarklet.button')}
      </a>
      {clicked ? <p role="status">{i18n._('imports.bookmarklet.clicked')}</p> : null}
    </section>
  );
}
