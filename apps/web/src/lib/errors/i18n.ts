import { useI18nContext } from '../i18n/use-i18n';

/**
 * The catalog of the texts every screen gives a problem: validation codes and the API's error
 * codes. Its English messages are not shipped: English shows the schema's and the server's own
 * words (validation-text.ts, error-text.ts; decision 0062), so only the other languages, which
 * load whole when chosen, ever print these messages. That keeps them off the first screen.
 */
export const useI18n = useI18nContext;
