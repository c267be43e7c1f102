/**
 * requirements/accounts.md §5.1 e-mail format: word characters, plus, minus and dots; '@'; domain labels of letters,
 * digits and hyphens; a final dot followed by letters. Case-insensitive; empty counts as valid
 * (the required rule reports emptiness).
 */
const EMAIL = /^[\w+.-]+@([a-z0-9-]+\.)+[a-z]+$/i;

export function isValidEmail(value: string): boolean {
  return value === '' || EMAIL.test(value.trim());
}
