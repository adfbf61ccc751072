// The message to show for a failed check, whatever shape it came in: a form library's list of
// errors (strings or Standard Schema issues), a zod error (`issues`), or an Error.

interface WithMessage {
  message?: unknown;
}

export function firstErrorMessage(error: unknown): string | undefined {
  if (error === null || error === undefined) return undefined;
  if (typeof error === 'string') return error || undefined;
  if (Array.isArray(error)) {
    for (const item of error) {
      const message = firstErrorMessage(item);
      if (message) return message;
    }
    return undefined;
  }
  const issues = (error as { issues?: unknown }).issues;
  if (Array.isArray(issues)) return firstErrorMessage(issues);
  const message = (error as WithMessage).message;
  return typeof message === 'string' && message ? message : undefined;
}

/** Anything with zod's `safeParse` (structural: no zod import here). */
export interface ParsesValues {
  safeParse(value: unknown): { success: boolean; error?: unknown };
}

/** A form field validator from a shared schema: the schema's first message, or nothing. */
export function checkWith(schema: ParsesValues) {
  return ({ value }: { value: unknown }): string | undefined => {
    const result = schema.safeParse(value);
    return result.success ? undefined : (firstErrorMessage(result.error) ?? 'Invalid value');
  };
}

/** The parts of a form library's text field that an input needs (TanStack Form's FieldApi). */
export interface TextFieldState {
  name: string;
  state: { value: string; meta: { errors: readonly unknown[] } };
  handleBlur(): void;
  handleChange(value: string): void;
}

/** Props that wire a labelled input to a form field: value, change, blur and its message. */
export function inputBinding(field: TextFieldState) {
  return {
    name: field.name,
    value: field.state.value,
    onBlur: () => field.handleBlur(),
    onChange: (event: { target: { value: string } }) => field.handleChange(event.target.value),
    errorText: firstErrorMessage(field.state.meta.errors),
  };
}
