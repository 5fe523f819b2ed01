import { useState } from 'react';
import { IMPORT_SCREEN_PATH } from '@hearth/shared/import-rules';
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
  const [clicked, setClicked] = useState(false);
  return (
    <section aria-labelledby="bookmarklet-title" className={styles.aside}>
      <h2 id="bookmarklet-title">Send pages from your browser</h2>
      <p>
        Drag this button to your bookmarks bar. On any recipe page, click it to open the recipe here. On a phone, install The Hearth and
        choose it from your browser&apos;s Share menu.
      </p>
      <a
        ref={(element) => element?.setAttribute('href', bookmarkletCode(window.location.origin))}
        className={styles.bookmarklet}
        onClick={(event) => {
          event.preventDefault();
          setClicked(true);
        }}
      >
        Save to The Hearth
      </a>
      {clicked ? <p role="status">Drag the button to your bookmarks bar, then use it on a recipe page.</p> : null}
    </section>
  );
}
