import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BusyButton } from './busy-button.tsx';

const form = (busy: boolean, onSubmit: () => void) => render(
  <form onSubmit={(event) => { event.preventDefault(); onSubmit(); }}>
    <input aria-label="Code" />
    <BusyButton type="submit" busy={busy}>Einlösen</BusyButton>
  </form>,
);

describe('BusyButton', () => {
  it('stays focusable while busy, so the keyboard focus is not dropped to the start of the page', () => {
    form(true, () => undefined);
    const button = screen.getByRole('button', { name: 'Einlösen' });
    expect(button).not.toHaveAttribute('disabled');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('aria-busy', 'true');
    button.focus();
    expect(button).toHaveFocus();
  });

  it('ignores clicks while busy and submits once it is not', () => {
    const submitted = vi.fn();
    const { rerender } = form(true, submitted);
    fireEvent.click(screen.getByRole('button', { name: 'Einlösen' }));
    expect(submitted).not.toHaveBeenCalled();
    rerender(
      <form onSubmit={(event) => { event.preventDefault(); submitted(); }}>
        <input aria-label="Code" />
        <BusyButton type="submit" busy={false}>Einlösen</BusyButton>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Einlösen' });
    expect(button).not.toHaveAttribute('aria-disabled');
    fireEvent.click(button);
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('passes its own click handler on only when not busy', () => {
    const clicked = vi.fn();
    const { rerender } = render(<BusyButton type="button" busy onClick={clicked}>Abmelden</BusyButton>);
    fireEvent.click(screen.getByRole('button'));
    expect(clicked).not.toHaveBeenCalled();
    rerender(<BusyButton type="button" busy={false} onClick={clicked}>Abmelden</BusyButton>);
    fireEvent.click(screen.getByRole('button'));
    expect(clicked).toHaveBeenCalledTimes(1);
  });
});
