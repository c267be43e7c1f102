import { useRef, type ReactNode } from 'react';
import { PREVIEW_WIDTHS, type PreviewWidth } from './preview-widths.ts';
import { useFitZoom } from './use-fit-zoom.ts';

/**
 * The box the live shop is drawn in. The shop is laid out at the chosen width, so its
 * `@container shop` queries pick the mobile or the desktop layout as on a real screen of that
 * width, and zoomed down when the box is narrower (the desktop width in a laptop's preview half).
 */
export function PreviewStage({ width, language, title, children }: { width: PreviewWidth; language: string; title: string; children: ReactNode }) {
  const stage = useRef<HTMLDivElement>(null);
  const pixels = PREVIEW_WIDTHS[width];
  const zoom = useFitZoom(stage, pixels);
  return (
    // No landmark here: the shop's own main must stay a top-level landmark.
    <div ref={stage} className="preview-stage" title={title} data-testid="live-shop" data-width={width}>
      <div className="preview-canvas" style={{ width: pixels, zoom }} lang={language}>
        {children}
      </div>
    </div>
  );
}
