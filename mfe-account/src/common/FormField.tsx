import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import styles from './Form.module.css';

interface FieldShellProps {
  label: string;
  testId: string;
  error?: string;
  hint?: string;
  children: (ids: { id: string; describedBy: string | undefined }) => ReactNode;
}

/** Label, hint and error wiring every field shares (aria-describedby, aria-invalid). */
function FieldShell({ label, testId, error, hint, children }: FieldShellProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children({ id, describedBy })}
      {hint ? (
        <p className={styles.hint} id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className={styles.fieldError} id={errorId} data-testid={`${testId}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & { label: string; error?: string; hint?: string; testId: string };

export function TextField({ label, error, hint, testId, ...input }: TextFieldProps) {
  return (
    <FieldShell label={label} testId={testId} error={error} hint={hint}>
      {({ id, describedBy }) => (
        <input {...input} id={id} className={styles.input} data-testid={testId} aria-invalid={error ? true : undefined} aria-describedby={describedBy} />
      )}
    </FieldShell>
  );
}

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  label: string;
  error?: string;
  hint?: string;
  testId: string;
  options: { value: string; label: string }[];
  placeholder?: string;
};

export function SelectField({ label, error, hint, testId, options, placeholder, ...select }: SelectFieldProps) {
  return (
    <FieldShell label={label} testId={testId} error={error} hint={hint}>
      {({ id, describedBy }) => (
        <select {...select} id={id} className={styles.input} data-testid={testId} aria-invalid={error ? true : undefined} aria-describedby={describedBy}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}
