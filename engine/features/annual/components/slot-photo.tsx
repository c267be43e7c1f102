import { useApiConfig } from '../../../shared/api/api-context.tsx';
import { photoSrc } from '../lib/slots.ts';

/** A holder's photo from the API origin; nothing for the 'missing' placeholder (requirements/annual-and-vip.md §7). */
export function SlotPhoto({ url, alt, size = 64 }: { url: string | null | undefined; alt: string; size?: number }) {
  const src = photoSrc(useApiConfig().apiBase, url);
  if (!src) return null;
  return <img className="annual-photo" src={src} alt={alt} width={size} height={size} />;
}
