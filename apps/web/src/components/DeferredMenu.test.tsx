import { ActionIcon, MantineProvider, Menu } from '@mantine/core';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { expect, test, vi } from 'vitest';
import { deferred } from '../lib/deferred';
import { DeferredMenu } from './DeferredMenu';

/** What a lazily imported menu module holds. */
const menuModule = {
  ColourMenu: ({ target, onPick }: { target: ReactElement; onPick: (c: string) => void }) => (
    <Menu>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => onPick('red')}>Red</Menu.Item>
        <Menu.Item onClick={() => onPick('blue')}>Blue</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  ),
};

/** An import that arrives when the test says so. */
function controlledImport() {
  let arrive: () => void = () => undefined;
  const importer = vi.fn(
    () =>
      new Promise<typeof menuModule>((resolve) => {
        arrive = () => resolve(menuModule);
      }),
  );
  // The import settles, then the menu renders (act waits for both).
  const arriveNow = () =>
    act(() => {
      arrive();
      return Promise.resolve();
    });
  return { importer, arrive: arriveNow };
}

function renderMenu(importer: () => Promise<typeof menuModule>, onPick = vi.fn()) {
  const menu = deferred(importer);
  render(
    <MantineProvider env="test">
      <DeferredMenu
        menu={menu}
        target={<ActionIcon aria-label="Colour">C</ActionIcon>}
        render={({ ColourMenu }, target) => <ColourMenu target={target} onPick={onPick} />}
      />
    </MantineProvider>,
  );
  return { onPick };
}

test('the button shows at once, marked as opening a menu, and nothing loads until it is reached', () => {
  const { importer } = controlledImport();
  renderMenu(importer);
  const button = screen.getByRole('button', { name: 'Colour' });
  expect(button).toHaveAttribute('aria-haspopup', 'menu');
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(importer).not.toHaveBeenCalled();
});

test('pointing at the button loads the menu, which a click then opens', async () => {
  const { importer, arrive } = controlledImport();
  const { onPick } = renderMenu(importer);
  const user = userEvent.setup();
  await user.hover(screen.getByRole('button', { name: 'Colour' }));
  expect(importer).toHaveBeenCalledTimes(1);
  await arrive();
  await user.click(screen.getByRole('button', { name: 'Colour' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Blue' }));
  expect(onPick).toHaveBeenCalledWith('blue');
});

/** Presses the button, then lets the menu's code arrive while it is held down. */
async function pressUntilTheMenuArrives() {
  const { importer, arrive } = controlledImport();
  renderMenu(importer);
  const pressedButton = screen.getByRole('button', { name: 'Colour' });
  fireEvent.pointerDown(pressedButton);
  await arrive();
  return pressedButton;
}

test('a press that starts before the menu arrives and ends after opens it, once', async () => {
  const pressedButton = await pressUntilTheMenuArrives();
  // The button under the pointer stays until the press ends.
  expect(screen.getByRole('button', { name: 'Colour' })).toBe(pressedButton);
  fireEvent.pointerUp(pressedButton);
  fireEvent.click(pressedButton);
  expect(await screen.findByRole('menuitem', { name: 'Red' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Colour' })).toHaveAttribute('aria-expanded', 'true');
});

test('a press released off the button loads the menu without opening it', async () => {
  const pressedButton = await pressUntilTheMenuArrives();
  fireEvent.pointerUp(document.body);
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Colour' })).not.toBe(pressedButton),
  );
  expect(screen.queryByRole('menuitem')).not.toBeInTheDocument();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Colour' }));
  expect(await screen.findByRole('menuitem', { name: 'Red' })).toBeInTheDocument();
});

test('a click before the menu has arrived opens it when it arrives', async () => {
  const { importer, arrive } = controlledImport();
  renderMenu(importer);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Colour' }));
  expect(screen.queryByRole('menuitem', { name: 'Red' })).not.toBeInTheDocument();
  await arrive();
  expect(await screen.findByRole('menuitem', { name: 'Red' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Colour' })).toHaveAttribute('aria-expanded', 'true');
});

test('a button focused from the keyboard keeps the focus when the menu takes it over', async () => {
  const { importer, arrive } = controlledImport();
  renderMenu(importer);
  const user = userEvent.setup();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Colour' })).toHaveFocus();
  await arrive();
  expect(screen.getByRole('button', { name: 'Colour' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(await screen.findByRole('menuitem', { name: 'Red' })).toBeInTheDocument();
});

test('a menu that fails to load leaves the button, and the next click tries again', async () => {
  const importer = vi
    .fn<() => Promise<typeof menuModule>>()
    .mockRejectedValueOnce(new Error('offline'))
    .mockResolvedValue(menuModule);
  renderMenu(importer);
  const user = userEvent.setup();
  // A bare click (no hover, no focus), whose load fails.
  fireEvent.click(screen.getByRole('button', { name: 'Colour' }));
  await act(() => Promise.resolve());
  expect(importer).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('menuitem')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Colour' }));
  expect(await screen.findByRole('menuitem', { name: 'Red' })).toBeInTheDocument();
  expect(importer).toHaveBeenCalledTimes(2);
});
