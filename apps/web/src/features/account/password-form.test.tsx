import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../test/server';
import { renderRoute } from '../../test/render';
import { initialUiState, useUiStore } from '../../lib/ui-store';
import { buildSessionUser, serveAccount, serveSession } from '../../test/account-factories';

afterEach(() => useUiStore.setState(initialUiState));

const TOO_COMMON = 'This password is too common; choose one that is harder to guess';

describe('Change password form', () => {
  it("shows the API's refusal of the new password under the new-password field and moves focus there", async () => {
    serveSession(buildSessionUser());
    serveAccount();
    server.use(
      http.post('/api/account/password', () =>
        HttpResponse.json(
          {
            error: {
              code: 'VALIDATION_FAILED',
              message: 'The request is not valid',
              details: [{ path: 'newPassword', message: TOO_COMMON }],
            },
          },
          { status: 400 },
        ),
      ),
    );
    renderRoute('/account');
    const form = await screen.findByRole('form', { name: 'Change password' });
    const user = userEvent.setup();
    await user.type(within(form).getByLabelText('Current password'), 'ShopDemo123!');
    await user.type(within(form).getByLabelText('New password'), 'iloveyou');
    await user.type(within(form).getByLabelText('Confirm new password'), 'iloveyou');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText(TOO_COMMON)).toBeInTheDocument();
    const newPassword = within(form).getByLabelText('New password');
    expect(newPassword).toHaveAttribute('aria-invalid', 'true');
    expect(newPassword).toHaveAccessibleDescription(TOO_COMMON);
    // focus on the refused field is what makes a screen reader read its message
    expect(newPassword).toHaveFocus();
    expect(within(form).queryByRole('alert')).toBeNull();
  });
});
