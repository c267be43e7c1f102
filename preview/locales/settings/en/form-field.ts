import { prefixed } from '../setting-text.ts';

export function formFieldEn<P extends string>(prefix: P) {
  return prefixed(prefix, {
    '[]': { label: 'Field {n}' },
    '[].name': { label: 'Field name', help: "A short name without spaces, for example birthday. The field's label and error message are under this name in Translations." },
    '[].model': { label: 'Stored as', help: 'Under which detail the ticketing system stores the value, for example date_of_birth.' },
    '[].placeholder': { label: 'Example text in the empty field (text key)', help: 'The key of a text under Translations. Empty: no example text.' },
    '[].element': { label: 'Kind of input', options: { input: 'Input field', select: 'Dropdown list' } },
    '[].type': {
      label: 'Kind of input field',
      help: 'For input fields only; adapts, for example, the keyboard on phones.',
      options: { text: 'Text', email: 'E-mail address', tel: 'Phone number', date: 'Date', number: 'Number' },
    },
    '[].required': { label: 'Required', help: 'The form cannot be sent without it.' },
    '[].options': { label: 'Choices', help: 'For dropdown lists only.' },
    '[].options[]': { label: 'Choice {n}' },
    '[].options[].id': { label: 'Stored value' },
    '[].options[].name': { label: 'Text shown', help: 'The text itself or the key of a text under Translations.' },
  });
}
