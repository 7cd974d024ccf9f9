import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { DEFAULT_SITE } from '@shop/domain';
import { FooterContact } from './footer-contact';

describe('FooterContact', () => {
  it("shows the settings' hours, email, phone, address and social links", () => {
    render(
      <FooterContact
        site={{
          ...DEFAULT_SITE,
          name: 'Bass Barn',
          supportEmail: 'help@bassbarn.test',
          supportPhone: '+1 555 0100',
          supportHours: { opens: '08:00', closes: '17:30' },
          address: '1 Main St\nTampa, FL 33602',
        }}
        social={[
          { network: 'instagram', url: 'https://instagram.com/bassbarn' },
          { network: 'youtube', url: 'https://youtube.com/@bassbarn' },
        ]}
      />,
    );
    expect(screen.getByText(/Support every day, 08:00 to 17:30 ET/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'help@bassbarn.test' })).toHaveAttribute(
      'href',
      'mailto:help@bassbarn.test',
    );
    expect(screen.getByRole('link', { name: '+1 555 0100' })).toHaveAttribute('href', 'tel:+15550100');
    expect(screen.getByText(/1 Main St/).closest('address')).toHaveTextContent('Tampa, FL 33602');
    const social = screen.getByRole('list', { name: 'Bass Barn on social media' });
    expect(within(social).getByRole('link', { name: 'Instagram' })).toHaveAttribute(
      'href',
      'https://instagram.com/bassbarn',
    );
    expect(within(social).getByRole('link', { name: 'YouTube' })).toHaveAttribute(
      'href',
      'https://youtube.com/@bassbarn',
    );
  });

  it('leaves out what the merchant did not give: no phone, address or social list', () => {
    render(<FooterContact site={{ ...DEFAULT_SITE, supportPhone: null, address: null }} social={[]} />);
    expect(screen.queryByRole('link', { name: /^\+?\d/ })).not.toBeInTheDocument();
    expect(document.querySelector('address')).toBeNull();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: DEFAULT_SITE.supportEmail })).toBeInTheDocument();
  });
});
