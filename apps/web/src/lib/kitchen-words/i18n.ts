import { messages } from './locales/en.po';
import { catalogHook } from '../i18n/use-i18n';

/**
 * The words of the kitchen every meal and ingredient screen writes: units and word amounts
 * ("2 tbsp", "a pinch"), meal types and statuses. A catalog of its own (locales/) rather than
 * the shell's, so the sign-in page does not carry them.
 */
catalogHook(messages);
