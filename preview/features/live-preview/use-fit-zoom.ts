import { useLayoutEffect, useState, type RefObject } from 'react';
import { fitZoom } from './preview-widths.ts';

/** The zoom that fits `width` into the element's content width, following its resizes. */
export function useFitZoom(ref: RefObject<HTMLElement | null>, width: number): number {
  const [zoom, setZoom] = useState(1);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setZoom(fitZoom(element.clientWidth, width));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, width]);
  return zoom;
}
