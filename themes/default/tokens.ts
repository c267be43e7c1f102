/** Design tokens of the default theme; the shop root turns them into CSS variables (house-style.md §11). */
export interface ThemeTokens {
  accent: string;
  accentText: string;
  text: string;
  muted: string;
  background: string;
  surface: string;
  border: string;
  focus: string;
  danger: string;
  dangerSurface: string;
  radius: string;
  font: string;
}

/** Contrast: text on background 15.4:1, accentText on accent 7.1:1, muted on background 5.9:1. */
export const defaultTokens: ThemeTokens = {
  accent: '#0b5a6b',
  accentText: '#ffffff',
  text: '#1c2126',
  muted: '#5a6470',
  background: '#ffffff',
  surface: '#f3f5f7',
  border: '#d5dbe1',
  focus: '#c2410c',
  danger: '#b42318',
  dangerSurface: '#fef3f2',
  radius: '6px',
  font: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
};

/** The dark base palette an operator may pick instead; same contrast targets as the light one. */
export const darkTokens: Partial<ThemeTokens> = {
  accent: '#7cc4d4',
  accentText: '#0b1a1f',
  text: '#e8ecef',
  muted: '#a9b3bd',
  background: '#14181c',
  surface: '#1e242a',
  border: '#37414b',
  focus: '#fbbf24',
  danger: '#f97066',
  dangerSurface: '#2a1715',
};

/** Safe system font stacks by name: no font files, no third-party font service. */
export const fontStacks: Record<string, string> = {
  system: defaultTokens.font,
  humanist: "Seravek, 'Gill Sans Nova', Ubuntu, Calibri, 'DejaVu Sans', source-sans-pro, sans-serif",
  geometric: "Avenir, Montserrat, Corbel, 'URW Gothic', source-sans-pro, sans-serif",
  transitional: "Charter, 'Bitstream Charter', 'Sitka Text', Cambria, serif",
  'old-style': "'Iowan Old Style', 'Palatino Linotype', 'URW Palladio L', P052, serif",
  rounded: "ui-rounded, 'Hiragino Maru Gothic ProN', Quicksand, Comfortaa, Manjari, 'Arial Rounded MT', Calibri, source-sans-pro, sans-serif",
};
