import { useState } from 'react';
import type { FieldErrors } from './profileValidation';

/**
 * A form's values and field errors, where changing a field clears that field's error: the
 * user is fixing it, and it is checked again on submit.
 */
export function useFormValues<V extends object>(initial: V | (() => V)) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<Extract<keyof V, string>>>({});
  const set = (patch: Partial<V>) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(patch) as Extract<keyof V, string>[]) delete next[key];
      return next;
    });
  };
  return { values, setValues, errors, setErrors, set };
}
