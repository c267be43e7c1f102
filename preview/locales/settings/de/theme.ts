import type { SettingTexts } from '../setting-text.ts';

/** Gestaltung (the theme tab, with its contrast check). */
export const themeDe = {
  theme: { label: 'Gestaltung', help: 'Farbe, Logo und Schrift des Shops.' },
  'theme.accentColor': { label: 'Akzentfarbe', help: 'Die Farbe von Schaltflächen und Links. Der Shop prüft, ob Texte darauf gut lesbar bleiben.' },
  'theme.logoUrl': { label: 'Logo (Adresse des Bildes)', help: 'https://… oder eine Datei des Shops (/media/…). Leer: Statt eines Logos steht der Name des Shops.' },
  'theme.websiteUrl': { label: 'Link des Logos', help: 'Die Website des Museums, zu der das Logo führt. Leer: Das Logo führt zur Startseite des Shops.' },
  'theme.colorScheme': { label: 'Hell oder dunkel', options: { light: 'Hell', dark: 'Dunkel', auto: 'Wie auf dem Gerät der Besucher eingestellt' } },
  'theme.fontFamily': {
    label: 'Schrift',
    help: 'Schriften, die die Geräte der Besucher schon haben: Es werden keine Schriftdateien geladen, und kein fremder Dienst erfährt von den Besuchern.',
    options: {
      system: 'Systemschrift des Geräts',
      humanist: 'Humanistische Grotesk (wie Gill Sans, Calibri)',
      geometric: 'Geometrische Grotesk (wie Avenir, Montserrat)',
      transitional: 'Übergangs-Antiqua (wie Charter, Cambria)',
      'old-style': 'Renaissance-Antiqua (wie Palatino, Georgia)',
      rounded: 'Gerundete Grotesk (wie Nunito)',
    },
  },
} satisfies SettingTexts;
