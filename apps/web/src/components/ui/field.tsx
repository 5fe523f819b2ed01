import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import styles from './field.module.css';

interface FieldProps {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
}

interface ShellProps extends FieldProps {
  id: string;
  children: ReactNode;
}

function FieldShell({ id, label, error, hint, children }: ShellProps) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children}
      {hint ? (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function describedBy(id: string, { error, hint }: FieldProps) {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

export function TextField({ label, error, hint, id, ...input }: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  const generated = useId();
  const controlId = id ?? generated;
  return (
    <FieldShell id={controlId} label={label} error={error} hint={hint}>
      <input
        id={controlId}
        className={styles.control}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(controlId, { label, error, hint })}
        {...input}
      />
    </FieldShell>
  );
}

export function TextAreaField({ label, error, hint, id, ...textarea }: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const generated = useId();
  const controlId = id ?? generated;
  return (
    <FieldShell id={controlId} label={label} error={error} hint={hint}>
      <textarea
        id={controlId}
        className={styles.control}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(controlId, { label, error, hint })}
        {...textarea}
      />
    </FieldShell>
  );
}

export function SelectField({ label, error, hint, id, children, ...select }: FieldProps & SelectHTMLAttributes<HTMLSelectElement>) {
  const generated = useId();
  const controlId = id ?? generated;
  return (
    <FieldShell id={controlId} label={label} error={error} hint={hint}>
      <select
        id={controlId}
        className={styles.control}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(controlId, { label, error, hint })}
        {...select}
      >
        {children}
      </select>
    </FieldShell>
  );
}

/** The bare control style, for inputs laid out in a row rather than stacked with a label above. */
export const controlClassName = styles.control;
