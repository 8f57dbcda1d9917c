// A @mantine/form form validated by the contract's zod schema, so the browser shows the same pt-BR
// messages the server would answer with, under the same fields.
import { useForm, type UseFormReturnType } from '@mantine/form';
import type { z } from 'zod';
import { isApiError, isApiErrorOf, type MatchableErrorKey } from '@/shared/http/api-error';
import { errorMessage } from '@/shared/http/http-client';
import { alertDanger, alertSuccess } from '@/shared/ui/alerts';
import { zodFieldErrors } from '@/shared/ui/zod-errors';

type FormValues = Record<string, unknown>;

export type ZodForm<S extends z.ZodType<unknown, FormValues>> = UseFormReturnType<z.input<S>> & {
  /** A submit handler (for FormDrawer's onSubmit or a form's onSubmit) that validates, then calls `handler` with the parsed values. */
  submitWith: (handler: (parsed: z.output<S>) => void) => (event?: { preventDefault?: () => void }) => void;
};

export function useZodForm<S extends z.ZodType<unknown, FormValues>>(schema: S, initialValues: z.input<S>): ZodForm<S> {
  const form = useForm<z.input<S>>({
    mode: 'controlled',
    initialValues,
    validate: (values) => {
      const result = schema.safeParse(values);
      return result.success ? {} : zodFieldErrors(result.error);
    },
  });
  const submitWith: ZodForm<S>['submitWith'] = (handler) => (event) => {
    event?.preventDefault?.();
    const result = schema.safeParse(form.getValues());
    if (!result.success) {
      form.setErrors(zodFieldErrors(result.error));
      return;
    }
    form.clearErrors();
    handler(result.data);
  };
  return Object.assign(form, { submitWith });
}

/** Puts a server 400's field errors under the inputs; false when the error was not about fields. */
export function applyApiErrors(form: { setErrors: (errors: Record<string, string>) => void }, error: unknown): boolean {
  if (!isApiError(error)) return false;
  const errors = error.fieldErrors();
  if (Object.keys(errors).length === 0) return false;
  form.setErrors(errors);
  return true;
}

/** Catalogue errors that belong under one field: { login_taken: 'login' }. */
export type FieldConflicts = Partial<Record<MatchableErrorKey, string>>;

type FormErrorsTarget = { setErrors: (errors: Record<string, string>) => void; setFieldError: (path: string, error: string) => void };

/**
 * A failed save shown where it belongs: a 400's field errors under their inputs, a conflict named in
 * `conflicts` (error code -> field, e.g. login_taken -> login) under that field, anything else as an alert.
 */
export function showFormError(form: FormErrorsTarget, error: unknown, conflicts: FieldConflicts = {}): void {
  const matched = (Object.keys(conflicts) as MatchableErrorKey[]).find((key) => isApiErrorOf(error, key));
  const field = matched ? conflicts[matched] : undefined;
  if (field && isApiError(error)) form.setFieldError(field, error.erroMensagem);
  else if (!applyApiErrors(form, error)) alertDanger(errorMessage(error));
}

/** The mutation callbacks of a form drawer: the success alert and close, or the error where it belongs. */
export function saveHandlers(form: FormErrorsTarget, options: { success: string; onDone: () => void; conflicts?: FieldConflicts }) {
  return {
    onSuccess: () => {
      alertSuccess(options.success);
      options.onDone();
    },
    onError: (error: unknown) => showFormError(form, error, options.conflicts),
  };
}
