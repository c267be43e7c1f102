/**
 * The product area a file belongs to, read from its path so that moved files keep their area:
 * the deepest folder that names an area wins (`engine/features/tickets/routes/annual.route.tsx` is
 * tickets), else the first word of the file name that does (`e2e/annual.spec.ts` is annual).
 */
export type Area = {
  name: string;
  /** The area's requirements file, as citations spell it. */
  file: string;
  /** Which spec a bare "spec §N" means in this area's files. */
  bareSpec: 'browsing' | 'cart';
  keywords: string[];
};

const words = (segment: string) => [segment, ...segment.split('.'), ...segment.split(/[-_.]/)];

function areaOf(segment: string, areas: Area[]): Area | undefined {
  for (const word of words(segment.toLowerCase())) {
    const area = areas.find((a) => a.keywords.includes(word));
    if (area) return area;
  }
  return undefined;
}

export function fileArea(path: string, areas: Area[]): Area | undefined {
  const segments = path.split('/');
  const name = segments.pop()!;
  for (const segment of segments.reverse()) {
    const area = areaOf(segment, areas);
    if (area) return area;
  }
  return areaOf(name, areas);
}
