import { useState } from 'react';
import { type Locale, LOCALES, languageName, parseLocale } from '@hearth/shared/locales';
import { Alert } from '../../../components/ui/alert';
import { SelectField } from '../../../components/ui/field';
import { browserLocale } from '../../../lib/i18n/locale-choice';
import { RichText } from '../../../lib/i18n/rich-text';
import { useUpdateAccountChoice } from '../api/update-account-choice';
import { useI18n } from '../i18n';
import { SettingsSection } from './settings-section';
import styles from './settings.module.css';

/**
 * "Language": every screen, and the mails and calendar feeds the server writes, in the chosen
 * language, kept on the account. The change shows at once (the app follows the session's
 * language) and is remembered for the next first paint. "The language of this browser" keeps
 * following the browser. Each language is named in itself, as people look for their own.
 */
export function LanguageSection({ language }: { language: Locale | null }) {
  const { i18n } = useI18n();
  const update = useUpdateAccountChoice('language');
  const [chosen, setChosen] = useState(language);

  function choose(value: string) {
    const next = parseLocale(value);
    setChosen(next);
    update.mutate(next, { onError: () => setChosen(language) });
  }

  return (
    <SettingsSection title={i18n._('settings.language.title')} lead={i18n._('settings.language.lead')}>
      <div className={styles.form}>
        <SelectField
          label={i18n._('settings.language.label')}
          value={chosen ?? ''}
          onChange={(event) => choose(event.target.value)}
          hint={
            chosen === null ? (
              <RichText
                text={i18n._('settings.language.browserHint', { language: languageName(browserLocale()) })}
                parts={[<span translate="no" lang={browserLocale()} />]}
              />
            ) : undefined
          }
        >
          <option value="">{i18n._('settings.language.browser')}</option>
          {LOCALES.map((locale) => (
            <option key={locale} value={locale} lang={locale} translate="no">
              {languageName(locale)}
            </option>
          ))}
        </SelectField>
      </div>
      {update.isError ? <Alert>{i18n._('settings.language.failed')}</Alert> : null}
    </SettingsSection>
  );
}
