import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Menu } from './Menu.js';

function setup() {
  const move = vi.fn();
  const remove = vi.fn();
  render(
    <>
      <Menu
        label="More actions for Linen shirt"
        items={[
          { label: 'Move to Birthday', icon: 'move', onSelect: move },
          { label: 'Disabled', onSelect: vi.fn(), disabled: true },
          'separator',
          { label: 'Remove', icon: 'trash', tone: 'danger', onSelect: remove },
        ]}
      />
      <button type="button">Elsewhere</button>
    </>,
  );
  const trigger = screen.getByRole('button', { name: 'More actions for Linen shirt' });
  return { move, remove, trigger };
}

describe('Menu', () => {
  it('opens on its first action, moves with the arrows and chooses with Enter', async () => {
    const user = userEvent.setup();
    const { remove, trigger } = setup();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menu', { name: 'More actions for Linen shirt' })).toBeVisible();
    expect(screen.getByRole('menuitem', { name: 'Move to Birthday' })).toHaveFocus();
    // The disabled action is skipped.
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Remove' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Move to Birthday' })).toHaveFocus();
    await user.keyboard('{End}{Enter}');
    expect(remove).toHaveBeenCalledOnce();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('opens on the last action with ↑ and closes with Esc, focus back on the trigger', async () => {
    const user = userEvent.setup();
    const { move, trigger } = setup();
    trigger.focus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Remove' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('menuitem', { name: 'Move to Birthday' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(move).not.toHaveBeenCalled();
  });

  it('closes on a click outside without choosing', async () => {
    const user = userEvent.setup();
    const { move, remove, trigger } = setup();
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(move).not.toHaveBeenCalled();
    expect(remove).not.toHaveBeenCalled();
  });
});
