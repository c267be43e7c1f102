import type { SettingText } from '../setting-text.ts';
import type { themeDe } from '../de/theme.ts';

export const themeEn: Record<keyof typeof themeDe, SettingText> = {
  theme: { label: 'Theme', help: "The shop's colour, logo and font." },
  'theme.accentColor': { label: 'Accent colour', help: 'The colour of buttons and links. The shop checks that texts on it stay easy to read.' },
  'theme.logoUrl': { label: 'Logo (address of the picture)', help: "https://… or a file of the shop (/media/…). Empty: the shop's name stands in for a logo." },
  'theme.websiteUrl': { label: 'Logo link', help: "The museum's website that the logo leads to. Empty: the logo leads to the shop's start page." },
  'theme.colorScheme': { label: 'Light or dark', options: { light: 'Light', dark: 'Dark', auto: "As set on the visitor's device" } },
  'theme.fontFamily': {
    label: 'Font',
    help: "Fonts the visitors' devices already have: no font files are loaded, and no outside service learns about the visitors.",
    options: {
      system: "The device's system font",
      humanist: 'Humanist sans (like Gill Sans, Calibri)',
      geometric: 'Geometric sans (like Avenir, Montserrat)',
      transitional: 'Transitional serif (like Charter, Cambria)',
      'old-style': 'Old-style serif (like Palatino, Georgia)',
      rounded: 'Rounded sans (like Nunito)',
    },
  },
};
