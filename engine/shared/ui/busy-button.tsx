import type { ButtonHTMLAttributes, MouseEvent } from 'react';

type BusyButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { busy: boolean };

/**
 * A button whose action is running. It is marked `aria-disabled` and ignores clicks (and, as a submit
 * button, the form's Enter key) instead of being `disabled`: a focused button that becomes disabled drops
 * the keyboard focus to the start of the page, so a keyboard or screen-reader user who pressed it would
 * lose their place in the form whenever the server took longer than a frame to answer.
 */
export function BusyButton({ busy, onClick, ...props }: BusyButtonProps) {
  const click = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return <button {...props} aria-disabled={busy || undefined} aria-busy={busy || undefined} onClick={click} />;
}
