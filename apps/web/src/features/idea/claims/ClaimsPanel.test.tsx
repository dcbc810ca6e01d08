// "I'm pursuing this" on the idea page (issue 12): the claims, and the controls for one's own.
import { screen, waitFor, within } from '@testing-library/react';
import { type Claim, MESSAGES } from '@thisoneforfree/contracts';
import { describe, expect, test } from 'vitest';
import { serverError } from '../../../test/fake-trpc';
import { makeUser } from '../../../test/render';
import { renderIdeaPage } from '../test-fixtures';

const t = MESSAGES.toasts;

function makeClaim(overrides: Partial<Claim> = {}): Claim {
  return {
    ideaId: 1,
    userId: 3,
    status: 'pursuing',
    note: 'Field season in June.',
    resultUrl: null,
    createdAt: '2026-02-03T10:00:00.000Z',
    updatedAt: '2026-02-03T10:00:00.000Z',
    user: { id: 3, username: 'mei', name: 'Mei Tanaka' },
    ...overrides,
  };
}

const published = makeClaim({
  userId: 4,
  status: 'published',
  note: null,
  resultUrl: 'https://doi.org/10.1000/xyz',
  user: { id: 4, username: 'kwame', name: 'Kwame Asante' },
});

/** A claims.list whose answer the test changes, and the calls of claims.save. */
function claimsApi(initial: Claim[]) {
  let claims = initial;
  return {
    set: (next: Claim[]) => (claims = next),
    handlers: { 'claims.list': () => claims },
  };
}

function panel() {
  return screen.getByRole('region', { name: 'Pursuing this idea' });
}

describe('the claims of an idea', () => {
  test('visitors see who pursues it, since when, their note and result, and a way to log in', async () => {
    await renderIdeaPage({ extra: claimsApi([makeClaim(), published]).handlers });
    const list = await within(panel()).findByRole('list', { name: 'Claims' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('link', { name: 'Mei Tanaka' })).toHaveAttribute(
      'href',
      '/users/3',
    );
    expect(items[0]).toHaveTextContent('Pursuing');
    expect(items[0]).toHaveTextContent('since Feb 3, 2026');
    expect(items[0]).toHaveTextContent('Field season in June.');
    const result = within(items[1]!).getByRole('link', { name: /DOI 10\.1000\/xyz/ });
    expect(result).toHaveAttribute('href', 'https://doi.org/10.1000/xyz');
    expect(result).toHaveAttribute('target', '_blank');
    expect(within(panel()).getByText('2 claims')).toBeInTheDocument();
    expect(within(panel()).getByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(within(panel()).queryByRole('button')).not.toBeInTheDocument();
  });

  test('nobody yet: the panel says so; the idea’s author gets no claim button', async () => {
    await renderIdeaPage({ user: makeUser({ id: 7 }), extra: claimsApi([]).handlers });
    expect(
      await within(panel()).findByText('Nobody has said they are pursuing this idea yet.'),
    ).toBeInTheDocument();
    expect(within(panel()).getByText(/Your idea/)).toBeInTheDocument();
    expect(
      within(panel()).queryByRole('button', { name: /pursuing this/ }),
    ).not.toBeInTheDocument();
  });

  test('a researcher claims the idea with a note; a double click claims once', async () => {
    const api = claimsApi([]);
    const saves: unknown[] = [];
    const app = await renderIdeaPage({
      user: makeUser({ id: 3 }),
      extra: {
        ...api.handlers,
        'claims.save': async (input) => {
          saves.push(input);
          await new Promise((resolve) => setTimeout(resolve, 50));
          const claim = makeClaim({ note: 'Cores in May' });
          api.set([claim]);
          return claim;
        },
      },
    });
    await app.user.click(await within(panel()).findByRole('button', { name: 'I’m pursuing this' }));
    const dialog = await screen.findByRole('dialog', { name: 'I’m pursuing this idea' });
    await app.user.type(within(dialog).getByRole('textbox', { name: /Note/ }), 'Cores in May');
    await app.user.dblClick(within(dialog).getByRole('button', { name: 'Claim idea' }));
    expect(await screen.findByText(t.claimSavedTitle)).toBeInTheDocument();
    expect(saves).toEqual([{ ideaId: 1, status: 'pursuing', note: 'Cores in May' }]);
    await waitFor(() => expect(panel()).toHaveTextContent('You · Pursuing'));
    expect(within(panel()).getByRole('button', { name: 'Publish result' })).toBeInTheDocument();
    expect(
      within(panel()).queryByRole('button', { name: 'I’m pursuing this' }),
    ).not.toBeInTheDocument();
  });

  test('its claimer publishes a result; a refusal from the server is shown as it says', async () => {
    const api = claimsApi([makeClaim()]);
    let refuse = true;
    const app = await renderIdeaPage({
      user: makeUser({ id: 3 }),
      extra: {
        ...api.handlers,
        'claims.save': (input) => {
          if (refuse) throw serverError('CONFLICT', MESSAGES.errors.claimAlreadyPublished);
          const claim = makeClaim({
            status: 'published',
            resultUrl: 'https://doi.org/10.1000/abc',
          });
          api.set([claim]);
          return { ...claim, ...(input as object) };
        },
      },
    });
    await app.user.click(await within(panel()).findByRole('button', { name: 'Publish result' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish your result' });
    await app.user.type(within(dialog).getByRole('textbox', { name: /DOI or URL/ }), '10.1000/abc');
    await app.user.click(within(dialog).getByRole('button', { name: 'Publish result' }));
    expect(await screen.findByText(MESSAGES.errors.claimAlreadyPublished)).toBeInTheDocument();
    // The dialog stays, with what was typed.
    expect(within(dialog).getByRole('textbox', { name: /DOI or URL/ })).toHaveValue('10.1000/abc');
    refuse = false;
    await app.user.click(within(dialog).getByRole('button', { name: 'Publish result' }));
    expect(await screen.findByText(t.claimPublishedTitle)).toBeInTheDocument();
    expect(app.calls.filter((call) => call.path === 'claims.save').at(-1)?.input).toEqual({
      ideaId: 1,
      status: 'published',
      note: 'Field season in June.',
      resultUrl: '10.1000/abc',
    });
    await waitFor(() =>
      expect(within(panel()).getByRole('link', { name: /DOI 10\.1000\/abc/ })).toBeInTheDocument(),
    );
  });

  test('dropping one’s claim asks first; Cancel keeps it', async () => {
    const api = claimsApi([makeClaim()]);
    const app = await renderIdeaPage({
      user: makeUser({ id: 3 }),
      extra: {
        ...api.handlers,
        'claims.drop': () => {
          api.set([]);
          return { success: true };
        },
      },
    });
    await app.user.click(await within(panel()).findByRole('button', { name: 'Drop' }));
    let confirm = await screen.findByRole('dialog', { name: 'Drop your claim?' });
    await app.user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(app.calls.some((call) => call.path === 'claims.drop')).toBe(false);

    await app.user.click(within(panel()).getByRole('button', { name: 'Drop' }));
    confirm = await screen.findByRole('dialog', { name: 'Drop your claim?' });
    await app.user.click(within(confirm).getByRole('button', { name: 'Drop claim' }));
    expect(await screen.findByText(t.claimDroppedTitle)).toBeInTheDocument();
    expect(app.calls.find((call) => call.path === 'claims.drop')?.input).toEqual({ ideaId: 1 });
    expect(
      await within(panel()).findByRole('button', { name: 'I’m pursuing this' }),
    ).toBeInTheDocument();
  });
});
