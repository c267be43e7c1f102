import type { PartyRuleRow } from '../../schema';
import type { L } from '../context';

/** Labels shared by the day and time-slot tickets of every museum. */
export const labels = {
  dayAdult: { de: 'Tageskarte Erwachsene', en: 'Day ticket adults', es: 'Entrada de día adultos', fr: 'Billet journée adultes' },
  dayReduced: { de: 'Tageskarte ermäßigt', en: 'Day ticket reduced', es: 'Entrada de día reducida', fr: 'Billet journée tarif réduit' },
  dayChild: { de: 'Kinder und Jugendliche bis 17 Jahre', en: 'Children and teenagers up to 17', es: 'Niños y jóvenes hasta 17 años', fr: 'Enfants et jeunes jusqu’à 17 ans' },
  slotAdult: { de: 'Zeitfenster Erwachsene', en: 'Time slot adults', es: 'Franja horaria adultos', fr: 'Créneau adultes' },
  slotReduced: { de: 'Zeitfenster ermäßigt', en: 'Time slot reduced', es: 'Franja horaria reducida', fr: 'Créneau tarif réduit' },
  slotFamily: { de: 'Zeitfenster Familie', en: 'Time slot family', es: 'Franja horaria familia', fr: 'Créneau famille' },
} satisfies Record<string, L>;

export const texts = {
  reducedInfo: { de: '<p>Für Studierende, Auszubildende, Freiwilligendienstleistende und Menschen mit Schwerbehinderung. Bitte Nachweis am Einlass zeigen.</p>', en: '<p>For students, apprentices, volunteers and people with a severe disability. Please show proof at the entrance.</p>', es: '<p>Para estudiantes, aprendices, voluntarios y personas con discapacidad grave. Muestre el justificante en la entrada.</p>', fr: '<p>Pour étudiants, apprentis, volontaires et personnes en situation de handicap. Justificatif à présenter à l’entrée.</p>' },
  childInfo: { de: '<p>Eintritt frei – bitte trotzdem ein Ticket buchen, damit wir planen können.</p>', en: '<p>Free admission – please still book a ticket so that we can plan.</p>', es: '<p>Entrada gratuita; reserve igualmente una entrada para que podamos planificar.</p>', fr: '<p>Entrée gratuite – merci de réserver tout de même un billet pour nous aider à planifier.</p>' },
  familyInfo: { de: '<p>Zwei Erwachsene und bis zu drei Kinder bis 17 Jahre.</p>', en: '<p>Two adults and up to three children up to 17.</p>', es: '<p>Dos adultos y hasta tres niños de hasta 17 años.</p>', fr: '<p>Deux adultes et jusqu’à trois enfants de moins de 18 ans.</p>' },
  slotInfo: { de: '<p>Einlass im gewählten Zeitfenster; danach beliebig lange Aufenthalt.</p>', en: '<p>Entry during the chosen time slot; stay as long as you like afterwards.</p>', es: '<p>Entrada en la franja elegida; después puede quedarse el tiempo que quiera.</p>', fr: '<p>Entrée pendant le créneau choisi ; restez ensuite aussi longtemps que vous le souhaitez.</p>' },
  afterSale: { de: 'Bitte halten Sie Ihr Ticket am Einlass bereit (ausgedruckt oder auf dem Smartphone).', en: 'Please have your ticket ready at the entrance (printed or on your phone).', es: 'Tenga su entrada preparada en la entrada (impresa o en el móvil).', fr: 'Merci de présenter votre billet à l’entrée (imprimé ou sur smartphone).' },
} satisfies Record<string, L>;

/**
 * Who one unit admits (issue 18, the party calculator), read from the tickets' own texts: the family
 * ticket is "two adults and up to three children up to 17", the children's ticket "up to 17".
 */
export const party = {
  adult: [{ kind: 'adult', min: 1, max: 1 }],
  reduced: [{ kind: 'reduced', min: 1, max: 1 }],
  child: [{ kind: 'child', min: 1, max: 1, max_age: 17 }],
  family: [{ kind: 'adult', min: 2, max: 2, min_age: 18 }, { kind: 'child', min: 0, max: 3, max_age: 17 }],
} satisfies Record<string, PartyRuleRow[]>;
