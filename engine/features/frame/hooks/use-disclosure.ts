import { useCallback, useEffect, useId, useRef, useState } from 'react';

/**
 * Disclosure pattern (WAI-ARIA APG): a button with aria-expanded controls a panel. Escape closes and
 * returns focus to the button; focus or a click leaving the widget closes it too.
 */
export function useDisclosure<T extends HTMLElement = HTMLElement>() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<T>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    if (!open) return;
    const root = rootRef.current;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onOutside = (event: Event) => {
      if (root && event.target instanceof Node && !root.contains(event.target)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, [open]);

  const buttonProps = { ref: buttonRef, 'aria-expanded': open, 'aria-controls': panelId, onClick: () => setOpen((value) => !value) };
  const panelProps = { id: panelId, hidden: !open };
  return { open, close, rootRef, buttonProps, panelProps };
}
