import { SelectField } from '../../../components/ui/field';
import { useI18n } from '../i18n';
import type { PantryScope } from './pantry-scopes';

/** Whose pantry a screen shows, when the cook has hearths: their own or a hearth's. */
export function ScopePicker({
  scopes,
  hearthId,
  onChange,
}: {
  scopes: PantryScope[];
  hearthId: number | null;
  onChange: (hearthId: number | null) => void;
}) {
  const { i18n } = useI18n();
  if (scopes.length < 2) return null;
  return (
    <SelectField
      label={i18n._('pantry.scope')}
      value={hearthId === null ? '' : String(hearthId)}
      onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
    >
      {scopes.map((scope) => (
        <option key={scope.hearthId ?? 'own'} value={scope.hearthId === null ? '' : String(scope.hearthId)}>
          {scope.hearthId === null ? i18n._('pantry.scope.own') : scope.name}
        </option>
      ))}
    </SelectField>
  );
}
