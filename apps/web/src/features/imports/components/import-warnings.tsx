import { Alert } from '../../../components/ui/alert';
import { useI18n } from '../i18n';

/** What the reader says the cook should check before saving the draft. */
export function ImportWarnings({ warnings }: { warnings: readonly string[] }) {
  const { i18n } = useI18n();
  if (warnings.length === 0) return null;
  return (
    <Alert tone="info">
      <p>{i18n._('imports.warnings.title')}</p>
      <ul>
        {warnings.map((warning) => (
          <li key={warning}>{warning}</li>
        ))}
      </ul>
    </Alert>
  );
}
