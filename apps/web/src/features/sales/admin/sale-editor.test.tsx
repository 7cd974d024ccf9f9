import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CSRF } from '../../../test/account-factories';
import { renderRoute } from '../../../test/render';
import { signInAsAdmin } from '../../admin/admin-test-helpers';
import { seededSales, serveSales } from './sales-test-helpers';

async function openEditor(path: string) {
  signInAsAdmin();
  const api = serveSales(seededSales());
  const view = renderRoute(path);
  const form = await screen.findByRole('form', { name: 'Sale setting' });
  const preview = screen.getByRole('region', { name: 'Preview' });
  const previews = () => api.seen.filter((r) => r.url.pathname === '/api/admin/sales/preview');
  return { ...api, ...view, form, preview, previews, user: userEvent.setup() };
}

const field = (form: HTMLElement, name: string | RegExp) => within(form).getByRole('textbox', { name });

async function replace(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.clear(input);
  if (text) await user.type(input, text);
}

/** Puts `text` in an empty field in one input, as a paste does. */
async function paste(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

describe('Sale editor', () => {
  it('previews a new sale from the form once it rests: the banner, the badge and prices before and after', async () => {
    const { form, preview, previews, user } = await openEditor('/admin/sales/new');
    expect(screen.getByRole('heading', { level: 1, name: 'New sale' })).toBeInTheDocument();
    // Nothing is asked for while the form cannot be previewed; the panel says what it waits for.
    expect(await within(preview).findByText(/The preview waits for: Name \(Required\)/)).toBeInTheDocument();

    await user.type(field(form, /^Name/), 'Spring20');
    await user.click(within(form).getByRole('checkbox', { name: 'Active' }));
    await replace(user, field(form, /^Discount/), '20');
    // The titles go in whole (pasted): typed key by key on a loaded machine, a pause between two keys can be
    // longer than the rest the preview waits for, and the form is then rightly previewed mid-word.
    await paste(user, field(form, /^Short title/), 'Spring Sale');
    await paste(user, field(form, /^Normal title/), 'Spring Sales Event Special: ');
    await paste(user, field(form, /^Badge text/), 'SPRING SALE');
    // Place it first, before the sales that run now.
    await user.selectOptions(
      within(form).getByRole('combobox', { name: 'Place in the list' }),
      'First, before SummerSale2025',
    );
    await user.type(within(preview).getByRole('textbox', { name: 'SKU to price' }), 'evl-12-d4');
    await user.click(within(preview).getByRole('button', { name: 'Add SKU' }));

    expect(
      await within(preview).findByRole('img', {
        name: 'Sale banner: Spring Sales Event Special: 20% off sale items',
      }),
    ).toBeInTheDocument();
    expect(within(preview).getByRole('img', { name: 'Mobile badge: SPRING SALE' })).toBeInTheDocument();
    expect(
      within(preview).getByText('Saved like this, the storefront shows this sale now.'),
    ).toBeInTheDocument();
    const row = await within(preview).findByRole('row', { name: /EVL-12-D4/ });
    expect(row).toHaveTextContent('$125.99');
    expect(row).toHaveTextContent('$100.79');
    expect(row).toHaveTextContent('20% off');
    expect(within(preview).getByText('“Spring Sales Event Special: ”')).toBeInTheDocument();

    // Debounced: the preview is asked for once the form rests, with each title as it was put in.
    await waitFor(() => expect(within(preview).queryByText('Updating…')).toBeNull());
    type Body = {
      sale: {
        saleTextSettings: { normalSaleTitle: string };
        layoutSettings: { mobile: { HeaderTextOverlayText: string } };
      };
    };
    const asked = previews().map((r) => (r.body as Body).sale);
    expect(asked.length).toBeGreaterThan(0);
    expect(new Set(asked.map((s) => s.saleTextSettings.normalSaleTitle))).toEqual(
      new Set(['Spring Sales Event Special: ']),
    );
    for (const s of asked)
      expect(['', 'SPRING SALE']).toContain(s.layoutSettings.mobile.HeaderTextOverlayText);
    const last = previews().at(-1)!.body as {
      sale: Record<string, unknown>;
      skus: string[];
      csrfToken: string;
    };
    expect(last.sale).toMatchObject({ name: 'Spring20', saleIsActive: true, discountPercentage: 0.2 });
    expect(last.skus).toEqual(['EVL-12-D4']);
    expect(last.csrfToken).toBe(CSRF);
    expect(last).not.toHaveProperty('id');

    // The preview follows the form: 25% now.
    await replace(user, field(form, /^Discount/), '25');
    expect(
      await within(preview).findByRole('img', {
        name: 'Sale banner: Spring Sales Event Special: 25% off sale items',
      }),
    ).toBeInTheDocument();
    await waitFor(() => expect(row).toHaveTextContent('$94.49'));
  });

  it('says a running sale further up would be shown instead when the new sale goes last', async () => {
    const { form, preview, user } = await openEditor('/admin/sales/new');
    await user.type(field(form, /^Name/), 'Spring20');
    await user.click(within(form).getByRole('checkbox', { name: 'Active' }));
    await user.type(field(form, /^Short title/), 'Spring Sale');
    await user.type(field(form, /^Normal title/), 'Spring Sales');
    expect(
      await within(preview).findByText('Saved like this, it is not shown: HolidaySale comes first.'),
    ).toBeInTheDocument();
  });

  it('creates the sale at the chosen place with percentages as fractions, then shows it saved', async () => {
    const { form, seen, user, router } = await openEditor('/admin/sales/new');
    await user.type(field(form, /^Name/), 'Spring20');
    await user.click(within(form).getByRole('checkbox', { name: 'Active' }));
    await replace(user, field(form, /^Discount/), '20');
    await replace(user, field(form, /^Daily-deal discount/), '12.5');
    await user.type(field(form, /^Short title/), 'Spring Sale');
    await user.type(field(form, /^Normal title/), 'Spring Sales Event Special: ');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Place in the list' }), '0');
    await user.click(within(form).getByRole('button', { name: 'Create sale' }));

    expect(await screen.findByText('Created Spring20: the storefront shows it now.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/sales/4');
    expect(screen.getByRole('heading', { level: 1, name: 'Sale: Spring20' })).toBeInTheDocument();
    const post = seen.find((r) => r.method === 'POST' && r.url.pathname === '/api/admin/sales');
    expect(post?.body).toMatchObject({
      position: 0,
      csrfToken: CSRF,
      sale: {
        name: 'Spring20',
        saleIsActive: true,
        discountPercentage: 0.2,
        salePercentageDailyDeal: 0.125,
        saleTextSettings: { shortSaleTitle: 'Spring Sale', normalSaleTitle: 'Spring Sales Event Special: ' },
      },
    });
  });

  it('edits a stored sale: percentages shown as percent, the untouched fields sent back as they were', async () => {
    const { form, seen, stored, user } = await openEditor('/admin/sales/3');
    expect(screen.getByRole('heading', { level: 1, name: 'Sale: HolidaySale' })).toBeInTheDocument();
    expect(field(form, /^Discount/)).toHaveValue('15');
    expect(field(form, /^Daily-deal discount/)).toHaveValue('20');
    const before = stored().find((s) => s.id === 3)!.setting;
    await replace(user, field(form, /^Discount/), '17.5');
    await user.click(within(form).getByRole('button', { name: 'Save sale' }));
    expect(
      await screen.findByText('Saved HolidaySale: the storefront shows it now.', { exact: false }),
    ).toBeInTheDocument();
    const put = seen.find((r) => r.method === 'PUT');
    expect(put?.url.pathname).toBe('/api/admin/sales/3');
    expect(put?.body).toEqual({ sale: { ...before, discountPercentage: 0.175 }, csrfToken: CSRF });
    // The preview of an edit names the sale it edits.
    const preview = seen.filter((r) => r.url.pathname === '/api/admin/sales/preview').at(-1);
    expect(preview?.body).toMatchObject({ id: 3 });
  });

  it('shows the server’s refusal on the fields it names, and focuses the first one', async () => {
    const { form, preview, seen, user } = await openEditor('/admin/sales/3');
    const target = field(form, 'Link 1 target');
    await replace(user, target, 'collections/car-subwoofers');
    await replace(user, field(form, /^Short title/), '');
    // The preview waits: the domain's own schema refuses these fields.
    expect(await within(preview).findByText(/The preview waits for:/)).toHaveTextContent(
      'Banner link 1 target (A path on this site, starting with one /)',
    );
    await user.click(within(form).getByRole('button', { name: 'Save sale' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The sale was not saved. Check: Short title, Banner link 1 target.',
    );
    expect(target).toHaveAttribute('aria-invalid', 'true');
    expect(target).toHaveAccessibleDescription('A path on this site, starting with one /');
    const short = field(form, /^Short title/);
    expect(short).toHaveAccessibleDescription('Required');
    expect(short).toHaveFocus();
    expect(seen.filter((r) => r.method === 'PUT')).toHaveLength(1);

    // Typing in a field takes its error away.
    await user.type(short, 'Holiday');
    expect(short).not.toHaveAttribute('aria-invalid');
  });

  it('shows a taken name on the name field', async () => {
    const { form, user } = await openEditor('/admin/sales/new');
    await user.type(field(form, /^Name/), 'HolidaySale');
    await user.type(field(form, /^Short title/), 'Dup');
    await user.type(field(form, /^Normal title/), 'Dup');
    await user.click(within(form).getByRole('button', { name: 'Create sale' }));
    const name = field(form, /^Name/);
    await waitFor(() => expect(name).toHaveAccessibleDescription('A sale named HolidaySale already exists'));
    expect(name).toHaveFocus();
  });

  it('refuses a percent or an end that is not one before asking the server', async () => {
    const { form, seen, user } = await openEditor('/admin/sales/3');
    await replace(user, field(form, /^Discount/), '120');
    fireEvent.change(within(form).getByLabelText('Ends (New York time)'), { target: { value: '' } });
    await user.click(within(form).getByRole('button', { name: 'Save sale' }));
    const discount = field(form, /^Discount/);
    expect(discount).toHaveAccessibleDescription('Enter a percent from 0 to 99.99, at most two decimals');
    const ends = within(form).getByLabelText('Ends (New York time)');
    expect(ends).toHaveAccessibleDescription('Required');
    // The first field in error, in the form's order, has focus.
    expect(ends).toHaveFocus();
    expect(seen.filter((r) => r.method === 'PUT')).toEqual([]);
  });

  it('adds and removes banner links', async () => {
    const { form, preview, user } = await openEditor('/admin/sales/3');
    await user.click(within(form).getByRole('button', { name: 'Add a banner link' }));
    await user.type(field(form, /^Link 2 text/), 'Daily deals');
    await user.type(field(form, /^Link 2 target/), '/collections/daily-deals');
    await waitFor(() =>
      expect(within(preview).getByRole('img', { name: /^Sale banner/ })).toHaveTextContent('Daily deals'),
    );
    await user.click(within(form).getByRole('button', { name: 'Remove link 1' }));
    await waitFor(() =>
      expect(within(preview).getByRole('img', { name: /^Sale banner/ })).not.toHaveTextContent(
        'Shop the sale',
      ),
    );
  });
});
