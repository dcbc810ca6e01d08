// Internal: citing another idea of the site.
import { notifications } from '@mantine/notifications';
import { waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { addedLines, editor, expectToast, m, openEditor } from './test-fixtures';

afterEach(() => notifications.clean());

describe('internal', () => {
  async function openInternal() {
    const app = await openEditor();
    await app.user.click(within(editor()).getByRole('tab', { name: 'Internal' }));
    await within(editor()).findByRole('radio', { name: /Snow algae/ });
    return app;
  }

  test('lists ideas in a 240 px scroll area, filtered by text', async () => {
    const app = await openInternal();
    // 240 px = 15rem; Mantine writes calc(15rem * var(--mantine-scale)).
    expect(within(editor()).getByTestId('internal-idea-list').getAttribute('style')).toMatch(
      /height: calc\(15rem/,
    );
    await app.user.type(within(editor()).getByLabelText('Find an idea'), 'octopus');
    await waitFor(() =>
      expect(within(editor()).queryByRole('radio', { name: /Snow algae/ })).not.toBeInTheDocument(),
    );
    expect(await within(editor()).findByRole('radio', { name: /Octopus/ })).toBeInTheDocument();
    expect(app.calls.filter((call) => call.path === 'ideas.browse').at(-1)?.input).toMatchObject({
      search: 'octopus',
    });
  });

  test('adding without a choice: "Missing information"', async () => {
    const app = await openInternal();
    await app.user.click(within(editor()).getByRole('button', { name: 'Cite idea' }));
    await expectToast(m.missingInformation, m.selectIdea);
  });

  test('an idea is cited once: "Duplicate citation"', async () => {
    const app = await openInternal();
    await app.user.click(within(editor()).getByRole('radio', { name: /Snow algae/ }));
    await app.user.click(within(editor()).getByRole('button', { name: 'Cite idea' }));
    expect(addedLines()).toEqual(['Snow algae and glacier melt (idea #11)']);
    await app.user.click(within(editor()).getByRole('radio', { name: /Snow algae/ }));
    await app.user.click(within(editor()).getByRole('button', { name: 'Cite idea' }));
    await expectToast(m.duplicate, m.duplicateDescription);
    expect(addedLines()).toHaveLength(1);
  });
});
