import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LIMITS, MESSAGES, type ClaimInput } from '@thisoneforfree/contracts';
import { describe, expect, test, vi } from 'vitest';
import { ClaimForm, type ClaimFormProps } from './ClaimForm';

const v = MESSAGES.validation;

function renderForm(props: Partial<ClaimFormProps> & Pick<ClaimFormProps, 'mode'>) {
  const onSubmit = vi.fn<(payload: ClaimInput) => void>();
  const onCancel = vi.fn();
  render(
    <MantineProvider>
      <ClaimForm onSubmit={onSubmit} onCancel={onCancel} {...props} />
    </MantineProvider>,
  );
  return { onSubmit, onCancel, user: userEvent.setup({ delay: null }) };
}

describe('the claim form', () => {
  test('claiming takes an optional note and sends a pursuing claim', async () => {
    const { onSubmit, user } = renderForm({ mode: 'claim' });
    expect(screen.queryByRole('textbox', { name: /DOI or URL/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Claim idea' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ status: 'pursuing', note: '' });
    await user.type(screen.getByRole('textbox', { name: /Note/ }), 'Cores in May');
    await user.click(screen.getByRole('button', { name: 'Claim idea' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ status: 'pursuing', note: 'Cores in May' });
  });

  test(`a note past ${LIMITS.claimNoteMax} characters is counted, refused, and not sent`, async () => {
    const { onSubmit, user } = renderForm({ mode: 'claim' });
    const note = screen.getByRole('textbox', { name: /Note/ });
    await user.click(note);
    await user.paste('n'.repeat(LIMITS.claimNoteMax + 1));
    expect(
      screen.getByText(`${LIMITS.claimNoteMax + 1}/${LIMITS.claimNoteMax}`),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Claim idea' }));
    expect(await screen.findByText(v.claimNoteTooLong)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test('publishing needs the DOI or URL of the result, checked by the server’s rule', async () => {
    const { onSubmit, user } = renderForm({
      mode: 'publish',
      claim: { status: 'pursuing', note: 'Cores in May', resultUrl: null },
    });
    const result = screen.getByRole('textbox', { name: /DOI or URL of the result/ });
    expect(screen.getByRole('textbox', { name: /Note/ })).toHaveValue('Cores in May');
    await user.click(screen.getByRole('button', { name: 'Publish result' }));
    expect(await screen.findByText(v.claimResultRequired)).toBeInTheDocument();
    await user.type(result, 'my paper');
    await user.click(screen.getByRole('button', { name: 'Publish result' }));
    expect(await screen.findByText(v.claimResultInvalid)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(result);
    await user.type(result, 'doi:10.1000/xyz');
    await user.click(screen.getByRole('button', { name: 'Publish result' }));
    expect(onSubmit).toHaveBeenCalledWith({
      status: 'published',
      note: 'Cores in May',
      resultUrl: 'doi:10.1000/xyz',
    });
  });

  test('editing a published claim keeps it published, with its result', async () => {
    const { onSubmit, user } = renderForm({
      mode: 'edit',
      claim: { status: 'published', note: null, resultUrl: 'https://doi.org/10.1000/xyz' },
    });
    expect(screen.getByRole('textbox', { name: /DOI or URL/ })).toHaveValue(
      'https://doi.org/10.1000/xyz',
    );
    await user.type(screen.getByRole('textbox', { name: /Note/ }), 'Out now');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(onSubmit).toHaveBeenCalledWith({
      status: 'published',
      note: 'Out now',
      resultUrl: 'https://doi.org/10.1000/xyz',
    });
  });

  test('while the save is on its way, a second press sends nothing', async () => {
    const { onSubmit, user } = renderForm({ mode: 'claim', pending: true });
    await user.click(screen.getByRole('button', { name: 'Claim idea' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test('Cancel cancels', async () => {
    const { onCancel, onSubmit, user } = renderForm({ mode: 'claim' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
