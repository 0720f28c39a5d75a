/**
 * The form kit: one hook that takes a submission's TypeBox schema from proto, validates on every
 * change with proto's validator, and shows proto's messages in the interface language under each
 * field — the same words the server would answer with. Submitting an invalid form shows
 * 'Please correct the errors in the form.' and focuses the first wrong field; a server answer
 * (success or the real error) is the caller's to describe through `status`.
 */
import type { MessageKey } from '@casona/proto/i18n/messages';
import { translate } from '@casona/proto/i18n/translate';
import { compileValidator, localizeIssues } from '@casona/proto/validation/validate';
import { useCallback, useMemo, useRef, useState, type FormEvent } from 'react';
import type { Static, TSchema } from 'typebox';

import { ApiError } from '../../lib/api/errors.ts';
import type { Language } from '../../lib/i18n/index.ts';
import { useLanguage } from '../../lib/i18n/use-language.ts';

export type FormStatus =
  | { state: 'idle' }
  | { state: 'submitting' }
  | { state: 'invalid'; message: string }
  | { state: 'failed'; error: unknown }
  | { state: 'succeeded' };

export type SchemaFormOptions<S extends TSchema, V extends Record<string, unknown>> = {
  schema: S;
  initialValues: V;
  /** Form values → the submission (e.g. add the locale, drop blank optionals). Default: as is. */
  toPayload?: (values: V, language: Language) => unknown;
  onSubmit: (payload: Static<S>) => Promise<unknown>;
  /** Clear the fields after a successful submission (contact, joke…). */
  resetOnSuccess?: boolean;
  /**
   * Rules across fields that a JSON schema cannot say (proto validation/rules.ts: password
   * confirmation, city within state…): field → message, merged with the schema's messages.
   */
  crossFieldErrors?: (values: V, language: Language) => Record<string, string | undefined>;
  /** Which form field shows an issue at a JSON pointer, when fields and payload differ in shape. */
  fieldOfPath?: (path: string) => string;
};

export type FieldBinding<T> = {
  name: string;
  id: string;
  value: T;
  error: string | undefined;
  onChange: (value: T) => void;
  onBlur: () => void;
};

/** '/phone_number' → 'phone_number'; nested paths report on their top-level field. */
export function fieldOfPath(path: string): string {
  return path.replace(/^\//, '').split('/')[0]?.replace(/~1/g, '/').replace(/~0/g, '~') ?? '';
}

/** Validates `payload` against `schema`: a message per top-level field, in `language`. */
export function fieldErrors(
  schema: TSchema,
  payload: unknown,
  language: Language,
  toField: (path: string) => string = fieldOfPath,
): Record<string, string> {
  const result = compileValidator(schema)(payload);
  if (result.ok) return {};
  const errors: Record<string, string> = {};
  for (const issue of localizeIssues(result.issues, language)) {
    const field = toField(issue.path);
    errors[field] ??= issue.message;
  }
  return errors;
}

export function useSchemaForm<S extends TSchema, V extends Record<string, unknown>>(
  options: SchemaFormOptions<S, V>,
) {
  const { schema, initialValues, onSubmit, resetOnSuccess } = options;
  const toPayload = options.toPayload ?? ((values: V) => values);
  const language = useLanguage();
  const [values, setValues] = useState<V>(initialValues);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [status, setStatus] = useState<FormStatus>({ state: 'idle' });
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const formId = useRef(`f${Math.random().toString(36).slice(2, 8)}`).current;

  // Recomputed on every change and on a language switch, so messages follow the interface.
  const errors = useMemo(
    () => {
      const out = fieldErrors(schema, toPayload(values, language), language, options.fieldOfPath);
      for (const [field, message] of Object.entries(options.crossFieldErrors?.(values, language) ?? {})) {
        if (message) out[field] ??= message;
      }
      return out;
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- toPayload is a pure mapping of values
    [schema, values, language],
  );
  const visibleErrors = useMemo(() => {
    const out: Record<string, string> = {};
    for (const [field, message] of Object.entries(errors)) {
      if (submitted || touched.has(field)) out[field] = message;
    }
    return { ...out, ...serverErrors };
  }, [errors, serverErrors, submitted, touched]);
  const isValid = Object.keys(errors).length === 0;

  const setValue = useCallback(<K extends keyof V & string>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setTouched((current) => (current.has(name) ? current : new Set(current).add(name)));
    setServerErrors((current) => {
      if (!(name in current)) return current;
      const { [name]: _dropped, ...rest } = current;
      return rest;
    });
    setStatus((current) =>
      current.state === 'succeeded' || current.state === 'failed' ? { state: 'idle' } : current,
    );
  }, []);

  function field<K extends keyof V & string>(name: K): FieldBinding<V[K]> {
    return {
      name,
      id: `${formId}-${name}`,
      value: values[name],
      error: visibleErrors[name],
      onChange: (value) => setValue(name, value),
      onBlur: () => setTouched((current) => (current.has(name) ? current : new Set(current).add(name))),
    };
  }

  async function handleSubmit(event?: FormEvent<HTMLFormElement>) {
    event?.preventDefault();
    setSubmitted(true);
    if (!isValid) {
      setStatus({ state: 'invalid', message: translate('form.invalid', language) });
      const first = Object.keys(errors)[0];
      if (first) document.getElementById(`${formId}-${first}`)?.focus();
      return;
    }
    setStatus({ state: 'submitting' });
    setServerErrors({});
    try {
      await onSubmit(toPayload(values, language) as Static<S>);
      setStatus({ state: 'succeeded' });
      if (resetOnSuccess) {
        setValues(initialValues);
        setTouched(new Set());
        setSubmitted(false);
      }
    } catch (error) {
      if (error instanceof ApiError && error.issues.length > 0) {
        const byField: Record<string, string> = {};
        for (const issue of error.issues)
          byField[(options.fieldOfPath ?? fieldOfPath)(issue.path)] ??= issue.message;
        setServerErrors(byField);
      }
      setStatus({ state: 'failed', error });
    }
  }

  return { values, setValue, field, errors: visibleErrors, isValid, status, handleSubmit, language };
}

export type SchemaForm = ReturnType<typeof useSchemaForm>;

/** The message of a failed submission: the form's own error text, then the server's words. */
export function failureText(error: unknown, language: Language, fallback: MessageKey): string {
  if (error instanceof ApiError) return error.message;
  return translate(fallback, language);
}
