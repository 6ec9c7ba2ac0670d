import { useEffect, type ReactNode, type RefObject } from 'react';
import { HONEYPOT_FIELD } from '../../forms/constants';

interface FieldProps {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: string;
  wide?: boolean;
  /** The input, with `fieldAria(id, error, hint)` spread on it. */
  children: ReactNode;
}

/** A form field: label (red asterisk when required), the input, an optional hint and its error line. */
export function Field({ id, label, required, error, hint, wide, children }: FieldProps) {
  return (
    <div className={`field${wide ? ' field--wide' : ''}`}>
      <label htmlFor={id}>
        {label}
        {required && (
          <span className="required-mark" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      <p id={`${id}-error`} className="field-error">
        {error ?? ''}
      </p>
    </div>
  );
}

/** ARIA attributes that tie an input to its hint and its error, as `Field` renders them. */
export function fieldAria(id: string, error?: string, hint?: string) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined };
}

/** A field people never see and bots fill in; the server drops anything that arrives with it. */
export function Honeypot() {
  return (
    <div className="honeypot" aria-hidden="true">
      <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
    </div>
  );
}

/**
 * Turns the browser's own validation off once the script runs (or, with `ready`, once our validation has
 * loaded), so our localized messages take over. The prerendered HTML keeps it on: without JavaScript,
 * `required`, `type="email"` and `maxlength` still stop an incomplete form before it is posted.
 */
export function useOwnValidation(form: RefObject<HTMLFormElement | null>, ready = true) {
  useEffect(() => {
    if (ready) form.current?.setAttribute('novalidate', '');
  }, [form, ready]);
}
