import { screen, within } from '@testing-library/react';
import type { ResearcherClaim } from '@thisoneforfree/contracts';
import { expect, test } from 'vitest';
import { renderApp } from '../../test/render';

const grace = {
  id: 7,
  username: 'grace',
  name: 'Grace Hopper',
  institution: 'Yale University',
  email: 'grace@example.org',
  orcidId: '',
};

const claim = (overrides: Partial<ResearcherClaim>): ResearcherClaim => ({
  ideaId: 3,
  userId: 7,
  status: 'pursuing',
  note: null,
  resultUrl: null,
  createdAt: '2026-02-03T10:00:00.000Z',
  updatedAt: '2026-02-03T10:00:00.000Z',
  idea: { id: 3, title: 'Snow algae from orbit' },
  ...overrides,
});

function renderProfile(claims: ResearcherClaim[]) {
  return renderApp('/users/7', {
    handlers: {
      'users.byId': () => grace,
      'ideas.byUser': () => ({ items: [], nextCursor: null }),
      'claims.byUser': () => claims,
    },
  });
}

test('the Claims tab lists the ideas a researcher pursues, with their notes and results', async () => {
  const { user, calls } = renderProfile([
    claim({ note: 'Field season in June.' }),
    claim({
      ideaId: 5,
      status: 'published',
      resultUrl: 'https://arxiv.org/abs/2601.00001',
      idea: { id: 5, title: 'Wingbeats of mosquitoes' },
    }),
  ]);
  await user.click(await screen.findByRole('tab', { name: 'Claims' }));
  const list = await screen.findByRole('list', { name: 'Claimed ideas' });
  const [first, second] = within(list).getAllByRole('listitem');
  expect(within(first!).getByRole('link', { name: 'Snow algae from orbit' })).toHaveAttribute(
    'href',
    '/idea/3',
  );
  expect(first).toHaveTextContent('Since Feb 3, 2026');
  expect(first).toHaveTextContent('Field season in June.');
  expect(second).toHaveTextContent('Published');
  expect(
    within(second!).getByRole('link', { name: /arxiv\.org\/abs\/2601\.00001/ }),
  ).toHaveAttribute('href', 'https://arxiv.org/abs/2601.00001');
  expect(calls.find((call) => call.path === 'claims.byUser')?.input).toEqual({ userId: 7 });
});

test('a researcher who claims nothing has an empty tab that says so', async () => {
  const { user } = renderProfile([]);
  await user.click(await screen.findByRole('tab', { name: 'Claims' }));
  expect(await screen.findByText('No claimed ideas')).toBeInTheDocument();
});
