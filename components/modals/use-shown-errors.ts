"use client";

/**
 * When a form shows a field's error: after the user has typed in it and left it, or after a submit attempt.
 * An empty field the user only passed through stays quiet until a submit.
 */
import { useCallback, useState } from "react";
import { firstInvalidField, type FieldErrors } from "@/lib/domain/account/account-validation";

export type ShownErrors<Field extends string> = {
  shown: (field: Field) => string | undefined;
  /** For onBlur: judges the field from now on when it holds something. */
  touch: (field: Field, value: string) => void;
  /** Shows the field's error now, empty or not (a refused "Send code"). */
  reveal: (field: Field) => void;
  markSubmitted: () => void;
};

export function useShownErrors<Field extends string>(errors: FieldErrors<Field>): ShownErrors<Field> {
  const [touched, setTouched] = useState<ReadonlySet<Field>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);

  const touch = useCallback((field: Field, value: string) => {
    if (value !== "") setTouched((previous) => (previous.has(field) ? previous : new Set(previous).add(field)));
  }, []);

  const reveal = useCallback((field: Field) => {
    setTouched((previous) => (previous.has(field) ? previous : new Set(previous).add(field)));
  }, []);

  return {
    reveal,
    shown: (field) => (submitted || touched.has(field) ? errors[field] : undefined),
    touch,
    markSubmitted: useCallback(() => setSubmitted(true), []),
  };
}

/** Moves focus to a named control of a form (the first invalid field after a refused submit). */
export function focusFormField(form: HTMLFormElement | null, name: string): void {
  const control = form?.elements.namedItem(name);
  if (control instanceof HTMLElement) control.focus();
}

/** Focuses the control marked `data-autofocus` when a view mounts (Radix only focuses on the dialog's open). */
export function focusMarkedField(form: HTMLFormElement | null): void {
  form?.querySelector<HTMLElement>("[data-autofocus]")?.focus();
}

/**
 * The submit attempt of a form: from now on every error shows, and when a field is invalid focus moves to the
 * first one (in display order) and the submit stops there. True when the form may be sent.
 */
export function acceptSubmit<Field extends string>(
  form: HTMLFormElement | null,
  order: readonly Field[],
  errors: FieldErrors<Field>,
  markSubmitted: () => void,
): boolean {
  markSubmitted();
  const invalid = firstInvalidField(order, errors);
  if (invalid) focusFormField(form, invalid);
  return invalid === undefined;
}
