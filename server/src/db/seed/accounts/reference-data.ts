import type { Localized } from '../../schema';

/** The four salutations of the forms (requirements/accounts.md §3.1 customer_salutation_id), in the shop's languages. */
export const SALUTATIONS: { id: number; name: Localized }[] = [
  { id: 1, name: { de: 'Frau', en: 'Ms', es: 'Sra.', fr: 'Madame' } },
  { id: 2, name: { de: 'Herr', en: 'Mr', es: 'Sr.', fr: 'Monsieur' } },
  { id: 3, name: { de: 'Divers', en: 'Diverse', es: 'Diverso', fr: 'Divers' } },
  { id: 4, name: { de: 'keine Angabe', en: 'Not specified', es: 'Sin especificar', fr: 'Non précisé' } },
];

/** requirements/frame-and-routing.md §6.1: 1 is the default audience; the VIP link shows for anyone else. */
export const PRICE_TARGET_AUDIENCES: { id: number; name: Localized }[] = [
  { id: 1, name: { de: 'Privatkunde', en: 'Private customer', es: 'Cliente particular', fr: 'Particulier' } },
  { id: 2, name: { de: 'VIP', en: 'VIP', es: 'VIP', fr: 'VIP' } },
  { id: 3, name: { de: 'Schulen und Institutionen', en: 'Schools and institutions', es: 'Escuelas e instituciones', fr: 'Écoles et institutions' } },
];

export const NEWSLETTER_GROUPS: { id: number; name: Localized; checkbox_text: Localized; checked: boolean }[] = [
  {
    id: 1, checked: false,
    name: { de: 'Allgemeiner Newsletter', en: 'General newsletter', es: 'Boletín general', fr: 'Lettre d’information' },
    checkbox_text: {
      de: 'Ja, ich möchte den <strong>Newsletter</strong> der Museen erhalten.', en: 'Yes, send me the museums’ <strong>newsletter</strong>.',
      es: 'Sí, quiero recibir el <strong>boletín</strong> de los museos.', fr: 'Oui, je souhaite recevoir la <strong>lettre d’information</strong>.',
    },
  },
  {
    id: 2, checked: false,
    name: { de: 'Schulen und Vermittlung', en: 'Schools and education', es: 'Escuelas y educación', fr: 'Écoles et médiation' },
    checkbox_text: {
      de: 'Informationen zu <strong>Schulprogrammen</strong>', en: 'News on <strong>school programmes</strong>',
      es: 'Noticias sobre <strong>programas escolares</strong>', fr: 'Actualités des <strong>programmes scolaires</strong>',
    },
  },
];
