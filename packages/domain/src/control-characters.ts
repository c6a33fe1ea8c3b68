// Control characters have no place in anything a person types: NUL is refused outright by
// PostgreSQL's text type, and the others (bell, escape, backspace, DEL, the C1 range) only hide or
// garble what the kitchen and the admin see. Tab, line feed and carriage return stay allowed: a
// message or an address may be written on several lines.
// Matching control characters is this rule's whole purpose, so the regular expression that
// names them is intended.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the rule is about these characters
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export function hasControlCharacters(value: string): boolean {
  return CONTROL_CHARACTER.test(value);
}

/**
 * Finds the first string anywhere inside a parsed JSON value (object keys included) that holds a
 * control character. Walks with its own stack, so a deeply nested body cannot exhaust the call
 * stack.
 */
export function findControlCharacters(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === 'string') {
      if (hasControlCharacters(item)) return true;
    } else if (Array.isArray(item)) {
      for (const element of item) stack.push(element);
    } else if (item !== null && typeof item === 'object') {
      for (const [key, element] of Object.entries(item)) {
        if (hasControlCharacters(key)) return true;
        stack.push(element);
      }
    }
  }
  return false;
}
