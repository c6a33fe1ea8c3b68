/**
 * The values a form's named fields show now. A prerendered form can be typed into before React
 * hydrates it, and React keeps the state it rendered (empty) while the field shows the text; a
 * form that reads its fields on submit sends what the customer sees (decision 144).
 */
export function fieldValues<Name extends string>(
  form: HTMLFormElement,
  names: readonly Name[],
): Record<Name, string> {
  const data = new FormData(form);
  const values = {} as Record<Name, string>;
  for (const name of names) {
    const value = data.get(name);
    values[name] = typeof value === 'string' ? value : '';
  }
  return values;
}
