// What a visitor typed into a prerendered form before the page hydrated. The form's state starts
// from it: React would otherwise reset those inputs to the empty initial state, and a visitor on
// a slow phone would lose what they had typed.

export function typedBeforeHydration<K extends string>(
  formName: string,
  initial: Record<K, string>,
): Record<K, string> {
  if (typeof document === 'undefined') return initial;
  const form = document.forms.namedItem(formName);
  if (!form) return initial;
  const values = { ...initial };
  for (const key of Object.keys(initial) as K[]) {
    const field = form.elements.namedItem(key);
    if (field instanceof HTMLInputElement && field.value !== '') values[key] = field.value;
  }
  return values;
}
