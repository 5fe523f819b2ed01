import { Alert } from '../../../components/ui/alert';

/** What the reader says the cook should check before saving the draft. */
export function ImportWarnings({ warnings }: { warnings: readonly string[] }) {
  if (warnings.length === 0) return null;
  return (
    <Alert tone="info">
      <p>Please check before saving:</p>
      <ul>
        {warnings.map((warning) => (
          <li key={warning}>{warning}</li>
        ))}
      </ul>
    </Alert>
  );
}
