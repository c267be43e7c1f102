import { describe, expect, it } from 'vitest';
import { attendeeFieldsOf, attendeeList, attendeeProblems, attendeesForCart, isChildTicket } from './one-pager-attendees.ts';

/** Stands in for the account feature's rule: anything with a dot after the @. */
const isEmail = (value: string) => /@.+\./.test(value);

const ticket = (id: number, title: string, sub_title: string | null = null) => ({ id, title, sub_title });

describe('one-pager attendees (requirements/one-pager.md §3.1 One-pager customer, requirements/one-pager.md §5.1 One-pager)', () => {
  it('recognises child tickets by title or subtitle in the shop languages', () => {
    for (const title of ['Kinder unter 6 Jahren', 'Kinder und Jugendliche bis 17 Jahre', 'Children and teenagers up to 17', 'Kind (6 bis 17)', 'Child', 'Niños y jóvenes hasta 17 años', 'Enfants et jeunes jusqu’à 17 ans', 'Kinderticket']) {
      expect(isChildTicket(ticket(1, title)), title).toBe(true);
    }
    expect(isChildTicket(ticket(1, 'Familienkarte', 'für Kinder bis 12'))).toBe(true);
    for (const title of ['Tageskarte Erwachsene', 'Tageskarte ermäßigt', 'Adult', 'Abendführung mit Namensliste', 'Kindly guided tour']) {
      expect(isChildTicket(ticket(1, title)), title).toBe(false);
    }
  });
  it('asks name, surname and e-mail, no e-mail for children', () => {
    expect(attendeeFieldsOf(ticket(1, 'Tageskarte Erwachsene'))).toEqual(['name', 'surname', 'email']);
    expect(attendeeFieldsOf(ticket(3, 'Kinder unter 6 Jahren'))).toEqual(['name', 'surname']);
  });
  it('keeps one attendee per unit and the values already typed', () => {
    expect(attendeeList([{ name: 'Ada', surname: 'L', email: 'a@b.de' }], 2, ['name', 'surname']))
      .toEqual([{ name: 'Ada', surname: 'L' }, { name: '', surname: '' }]);
    expect(attendeeList(undefined, 0, ['name'])).toEqual([]);
  });
  it('reports every empty field and a malformed e-mail, in screen order', () => {
    const lines = [{ ticket: ticket(1, 'Erwachsene'), quantity: 2 }, { ticket: ticket(3, 'Kinder'), quantity: 1 }];
    const problems = attendeeProblems(lines, { 1: [{ name: 'Ada', surname: 'Lovelace', email: 'ada@example' }], 3: [{ name: ' ', surname: 'K' }] }, isEmail);
    expect(problems).toEqual({ '1.0.email': 'email', '1.1.name': 'required', '1.1.surname': 'required', '1.1.email': 'required', '3.0.name': 'required' });
    expect(Object.keys(problems)[0]).toBe('1.0.email');
  });
  it('passes complete attendees; children without e-mail', () => {
    const lines = [{ ticket: ticket(1, 'Erwachsene'), quantity: 1 }, { ticket: ticket(3, 'Kinder'), quantity: 1 }];
    expect(attendeeProblems(lines, { 1: [{ name: 'Ada', surname: 'Lovelace', email: 'ada@example.org' }], 3: [{ name: 'Kim', surname: 'Lovelace' }] }, isEmail)).toEqual({});
  });
  it('sends exactly quantity attendees, trimmed, without an e-mail field for children', () => {
    expect(attendeesForCart({ ticket: ticket(3, 'Kinder'), quantity: 1 }, { 3: [{ name: ' Kim ', surname: 'L', email: 'x@y.de' }, { name: 'extra', surname: 'x' }] }))
      .toEqual([{ name: 'Kim', surname: 'L' }]);
  });
});
