import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
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
  useKeepEditorFocus(stage);
  return (
    // No landmark here: the shop's own main must stay a top-level landmark.
    <div ref={stage} className="preview-stage" title={title} data-testid="live-shop" data-width={width}>
      <div className="preview-canvas" style={{ width: pixels, zoom }} lang={language}>
        {children}
      </div>
    </div>
  );
}

/**
 * The shop moves focus to its main after a navigation (engine/app/use-route-effects.ts), and an edit can
 * make the live shop mount its routes again: right for a visitor, but in the preview it took the keyboard
 * from the operator typing in the editor (the second digit of '25' went nowhere). Focus that the shop
 * moves to its main from outside the stage goes back where it was.
 */
function useKeepEditorFocus(stage: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const element = stage.current;
    if (!element) return;
    const onFocusIn = (event: FocusEvent) => {
      const from = event.relatedTarget;
      if ((event.target as HTMLElement).id === 'main' && from instanceof HTMLElement && !element.contains(from)) from.focus({ preventScroll: true });
    };
    element.addEventListener('focusin', onFocusIn);
    return () => element.removeEventListener('focusin', onFocusIn);
  }, [stage]);
}
