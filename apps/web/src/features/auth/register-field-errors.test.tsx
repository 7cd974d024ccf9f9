import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERSON_NAME_MESSAGES } from '@shop/domain';
import { http, HttpResponse } from 'msw';
import { server } from '../../test/server';
import { initialUiState, useUiStore } from '../../lib/ui-store';
import { renderRoute } from '../../test/render';
import { serveSession } from '../../test/account-factories';

afterEach(() => useUiStore.setState(initialUiState));

async function register(password: string, firstName = 'Sam') {
  renderRoute('/account/register');
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('First name'), firstName);
  await user.type(screen.getByLabelText('Last name'), 'Ray');
  await user.type(screen.getByLabelText('Email'), 'sam@example.com');
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
}

const TOO_COMMON = 'This password is too common; choose one that is harder to guess';

describe('Registration page, server field errors', () => {
  it("shows the API's password refusal under the password field, not as a page alert, and focuses it", async () => {
    serveSession(null);
    server.use(
      http.post('/api/auth/register', () =>
        HttpResponse.json(
          {
            error: {
              code: 'VALIDATION_FAILED',
              message: 'The request is not valid',
              details: [{ path: 'password', message: TOO_COMMON }],
            },
          },
          { status: 400 },
        ),
      ),
    );
    await register('password123');
    const password = screen.getByLabelText('Password');
    expect(await screen.findByText(TOO_COMMON)).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription(expect.stringContaining(TOO_COMMON));
    // focus on the refused field is what makes a screen reader read its message
    expect(password).toHaveFocus();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps other refusals as the page alert', async () => {
    serveSession(null);
    server.use(
      http.post('/api/auth/register', () =>
        HttpResponse.json(
          { error: { code: 'BUSY', message: 'The server is busy; please try again in a moment' } },
          { status: 503 },
        ),
      ),
    );
    await register('Long-enough-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The server is busy; please try again in a moment',
    );
  });

  it('says under the first name why a web address is not a name, and sends nothing (decision 060)', async () => {
    serveSession(null);
    // no handler for POST /api/auth/register: a request would fail the test (onUnhandledRequest: 'error')
    await register('Long-enough-1', 'Sam you won visit http://win.example');
    const first = screen.getByLabelText('First name');
    expect(await screen.findByText(PERSON_NAME_MESSAGES.address)).toBeInTheDocument();
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(first).toHaveAccessibleDescription(expect.stringContaining(PERSON_NAME_MESSAGES.address));
  });
});
