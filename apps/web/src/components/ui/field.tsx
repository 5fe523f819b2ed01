import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import styles from './field.module.css';

interface FieldProps {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
}

interface ControlProps {
  id: string;
  className: string | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface ShellProps extends FieldProps {
  id: string | undefined;
  /** Draws the control (an input, a textarea, a select) with the id, style and description the field gives it. */
  children: (control: ControlProps) => ReactNode;
}

function FieldShell({ id, label, error, hint, children: control }: ShellProps) {
  const generated = useId();
  const controlId = id ?? generated;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={controlId}>
        {label}
      </label>
      {control({
        id: controlId,
        className: styles.control,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy(controlId, { error, hint }),
      })}
      {hint ? (
        <span id={`${controlId}-hint`} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <p id={`${controlId}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function describedBy(id: string, { error, hint }: Omit<FieldProps, 'label'>) {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

export function TextField({ label, error, hint, id, ...input }: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      {(control) => <input {...control} {...input} />}
    </FieldShell>
  );
}

export function TextAreaField({ label, error, hint, id, ...textarea }: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      {(control) => <textarea {...control} {...textarea} />}
    </FieldShell>
  );
}

export function SelectField({ label, error, hint, id, children, ...select }: FieldProps & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      {(control) => (
        <select {...control} {...select}>
          {children}
        </select>
      )}
    </FieldShell>
  );
}

/**
 * A web address: the phone's keyboard for addresses, and "https://" shown until one is typed.
 * An address reads the same in every language and left to right even on a right-to-left page,
 * so the field is `translate="no"` (its placeholder is not a word to translate) and `dir="ltr"`.
 */
export function UrlField(props: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  return <TextField type="url" inputMode="url" placeholder="https://" translate="no" dir="ltr" {...props} />;
}

/** The bare control style, for inputs laid out in a row rather than stacked with a label above. */
export const controlClassName = styles.control;
