import type { Messages } from '@lingui/core';
import { accentedText, pseudoLocalize } from '../pseudo-locale';
import { setPseudoWriting } from '../pseudo-text';
import { mergeCatalogs } from './merge-catalogs';
// The problems' texts by code come with every language but English, which never says them (decision 0062).
import '../../errors/problem-texts';

/**
 * The test language: every catalog's English, accented and lengthened. Imported with `?lingui`
 * so these copies live in this chunk alone, apart from the English that ships with each screen.
 */
setPseudoWriting(accentedText);

export const messages = pseudoLocalize(
  mergeCatalogs(
    import.meta.glob<Messages>('../../../**/locales/en.po', {
      eager: true,
      import: 'messages',
      query: '?lingui',
    }),
  ),
);
