import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ModalDialog, NO_SCROLL_CLASS } from './modal-dialog';

afterEach(() => {
  document.body.classList.remove(NO_SCROLL_CLASS);
  document.body.style.paddingRight = '';
});

/** A page with an opener button and a dialog of two buttons (the second marked to take focus). */
function Page({ onClose = () => undefined, inner = false }: { onClose?: () => void; inner?: boolean }) {
  const [open, setOpen] = useState(false);
  const [innerOpen, setInnerOpen] = useState(false);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <button type="button">Behind</button>
      {open && (
        <ModalDialog onClose={close} aria-label="Outer">
          <button type="button" onClick={() => setInnerOpen(true)}>
            First
          </button>
          <button type="button" data-autofocus>
            Middle
          </button>
          <button type="button" onClick={close}>
            Last
          </button>
          {inner && innerOpen && (
            <ModalDialog onClose={() => setInnerOpen(false)} aria-label="Inner">
              <button type="button">Inner only</button>
            </ModalDialog>
          )}
        </ModalDialog>
      )}
    </>
  );
}

async function openDialog(props: Parameters<typeof Page>[0] = {}) {
  const user = userEvent.setup();
  render(<Page {...props} />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Outer' }) };
}

describe('ModalDialog', () => {
  it('is a modal dialog that takes focus on the element marked data-autofocus', async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Middle' })).toHaveFocus();
  });

  it('focuses the dialog itself when nothing is marked', () => {
    render(
      <ModalDialog onClose={() => undefined} aria-label="Plain">
        <button type="button">Only</button>
      </ModalDialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Plain' })).toHaveFocus();
  });

  it('calls onClose on Escape', async () => {
    const onClose = vi.fn();
    const { user } = await openDialog({ onClose });
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('gives focus back to the opener when it closes', async () => {
    const { user } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Last' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside: past the last goes to the first and back', async () => {
    const { user } = await openDialog();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus();
  });

  it('brings focus that got outside back in on Tab', async () => {
    const { user } = await openDialog();
    screen.getByRole('button', { name: 'Behind' }).focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
  });

  it('locks page scroll while open, keeping the scrollbar width as padding, and restores both after', async () => {
    document.body.style.paddingRight = '3px';
    const width = vi
      .spyOn(document.documentElement, 'clientWidth', 'get')
      .mockReturnValue(window.innerWidth - 15);
    const { user } = await openDialog();
    expect(document.body).toHaveClass(NO_SCROLL_CLASS);
    expect(document.body.style.paddingRight).toBe('15px');
    await user.keyboard('{Escape}');
    expect(document.body).not.toHaveClass(NO_SCROLL_CLASS);
    expect(document.body.style.paddingRight).toBe('3px');
    width.mockRestore();
  });

  it('answers keys in the innermost of two open dialogs only, and keeps the lock until both close', async () => {
    const onClose = vi.fn();
    const { user } = await openDialog({ onClose, inner: true });
    await user.click(screen.getByRole('button', { name: 'First' }));
    expect(screen.getByRole('dialog', { name: 'Inner' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Inner only' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Inner only' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Inner' })).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    expect(document.body).toHaveClass(NO_SCROLL_CLASS);
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(document.body).not.toHaveClass(NO_SCROLL_CLASS);
  });

  it('lets a dialog that opens beneath the top one wait: the top keeps focus and keys, the lower one takes them after', async () => {
    function Stack() {
      const [low, setLow] = useState(false);
      const [high, setHigh] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setLow(true)}>
            Open low
          </button>
          {high && (
            <ModalDialog layer={60} onClose={() => setHigh(false)} aria-label="High">
              <button type="button" onClick={() => setLow(true)}>
                High button
              </button>
            </ModalDialog>
          )}
          {low && (
            <ModalDialog layer={40} onClose={() => setLow(false)} aria-label="Low">
              <button type="button" data-autofocus>
                Low button
              </button>
            </ModalDialog>
          )}
        </>
      );
    }
    const user = userEvent.setup();
    render(<Stack />);
    await user.click(screen.getByRole('button', { name: 'High button' }));
    expect(screen.getByRole('dialog', { name: 'Low' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'High button' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'High' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Low button' })).toHaveFocus();
    expect(document.body).toHaveClass(NO_SCROLL_CLASS);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Low' })).toBeNull();
    expect(document.body).not.toHaveClass(NO_SCROLL_CLASS);
  });

  it('lets go while mounted but inactive (a fade-out): no lock, no keys, focus back to the opener', async () => {
    const onClose = vi.fn();
    function Fading() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Show
          </button>
          <ModalDialog active={open} onClose={onClose} aria-label="Fading">
            <button type="button" onClick={() => setOpen(false)}>
              Hide
            </button>
          </ModalDialog>
        </>
      );
    }
    const user = userEvent.setup();
    render(<Fading />);
    expect(document.body).not.toHaveClass(NO_SCROLL_CLASS);
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(document.body).toHaveClass(NO_SCROLL_CLASS);
    await user.click(screen.getByRole('button', { name: 'Hide' }));
    expect(document.body).not.toHaveClass(NO_SCROLL_CLASS);
    expect(screen.getByRole('button', { name: 'Show' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });
});
