import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ProductDescription, sanitizeDescription } from './product-description';

describe('ProductDescription', () => {
  it('renders an HTML description as HTML, not as raw tags', () => {
    const { container } = render(
      <ProductDescription text="<p>The NX 12 hits <strong>hard</strong>.</p><ul><li>1,200 W RMS</li></ul>" />,
    );
    expect(container.textContent).not.toContain('<p>');
    expect(screen.getByText('hard').tagName).toBe('STRONG');
    expect(screen.getByRole('listitem')).toHaveTextContent('1,200 W RMS');
  });

  it('keeps plain text in paragraphs, a blank line between', () => {
    render(<ProductDescription text={'Deep bass.\n\nBuilt for power.'} />);
    expect(screen.getByText('Deep bass.').tagName).toBe('P');
    expect(screen.getByText('Built for power.').tagName).toBe('P');
  });

  it('lets no script, handler, style, picture, frame, form or unsafe link through', () => {
    const clean = sanitizeDescription(
      [
        '<p onclick="alert(1)">ok</p>',
        '<script>alert(2)</script>',
        '<img src="https://evil.test/x.png" onerror="alert(3)">',
        '<iframe src="https://evil.test"></iframe>',
        '<style>body{display:none}</style>',
        '<form action="https://evil.test"><input name="card"></form>',
        '<a href="javascript:alert(4)">bad</a>',
        '<a href="data:text/html,hi">data</a>',
        '<a href="https://skar.test/x" target="_blank" style="color:red">good</a>',
        '<svg><script>alert(5)</script></svg>',
      ].join(''),
    );
    for (const banned of [
      'onclick',
      '<script',
      '<img',
      'onerror',
      '<iframe',
      '<style',
      '<form',
      '<input',
      'javascript:',
      'data:',
      'style=',
      '<svg',
      'alert',
    ])
      expect(clean, banned).not.toContain(banned);
    expect(clean).toContain('<p>ok</p>');
    expect(clean).toContain('<a href="https://skar.test/x">good</a>');
  });
});
