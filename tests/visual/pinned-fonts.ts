import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const fontDir = `${root}node_modules/dejavu-fonts-ttf/ttf`;
const cacheDir = `${root}node_modules/.cache/visual-fonts`;

/** Every generic family (and the names of the theme's system stacks) resolves to a bundled DejaVu face. */
const aliases: Record<string, string> = {
  'sans-serif': 'DejaVu Sans', 'system-ui': 'DejaVu Sans', serif: 'DejaVu Serif', monospace: 'DejaVu Sans Mono',
};

function fontsConf(): string {
  const alias = Object.entries(aliases)
    .map(([generic, face]) => `  <alias binding="same"><family>${generic}</family><prefer><family>${face}</family></prefer></alias>`)
    .join('\n');
  return `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<!-- Written by tests/visual/pinned-fonts.ts: the screenshot browser sees only the fonts of the dejavu-fonts-ttf package. -->
<fontconfig>
  <dir>${fontDir}</dir>
  <cachedir>${cacheDir}</cachedir>
${alias}
  <!-- Any other family (Arial, Roboto, 'Segoe UI' …) falls back to DejaVu Sans, never to the maths face. -->
  <match target="pattern"><edit name="family" mode="append_last"><string>DejaVu Sans</string></edit></match>
  <selectfont><rejectfont><glob>*MathTeXGyre*</glob></rejectfont></selectfont>
  <match target="font">
    <edit name="antialias" mode="assign"><bool>false</bool></edit>
    <edit name="hinting" mode="assign"><bool>true</bool></edit>
    <edit name="hintstyle" mode="assign"><const>hintslight</const></edit>
    <edit name="rgba" mode="assign"><const>none</const></edit>
    <edit name="lcdfilter" mode="assign"><const>lcdnone</const></edit>
    <edit name="embeddedbitmap" mode="assign"><bool>false</bool></edit>
  </match>
</fontconfig>
`;
}

/**
 * The environment for a Chromium whose text looks the same on every Linux machine: fontconfig reads only this
 * file, so neither the installed fonts nor the system's rendering settings (hinting, sub-pixel order) reach the
 * screenshots. Web fonts a theme loads with @font-face still load as usual.
 */
export function pinnedFontsEnv(): Record<string, string> {
  mkdirSync(cacheDir, { recursive: true });
  const file = `${cacheDir}/fonts.conf`;
  writeFileSync(file, fontsConf());
  return { FONTCONFIG_FILE: file };
}
