import type { ImportNotice } from '@hearth/shared/imports';
import { Alert } from '../../../components/ui/alert';
import { useI18n } from '../i18n';
import { noticeText } from './import-notice-text';

/** What the reader says the cook should check before saving the draft, in the shown language. */
export function ImportWarnings({ warnings, details }: { warnings: readonly string[]; details: readonly ImportNotice[] }) {
  const { i18n } = useI18n();
  if (warnings.length === 0) return null;
  return (
    <Alert tone="info">
      <p>{i18n._('imports.warnings.title')}</p>
      <ul>
        {warnings.map((warning, index) => (
          <li key={warning}>{noticeText(i18n, details[index], warning)}</li>
        ))}
      </ul>
    </Alert>
  );
}
