import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isExternalLink } from '@shop/domain';

/**
 * A link the merchant set (decision 082): a path of the shop through the router, an https address in a new
 * tab (said to a screen reader) without handing it the page.
 */
export function HomeLink({
  to,
  className,
  children,
}: {
  to: string;
  className?: string;
  children: ReactNode;
}) {
  if (!isExternalLink(to))
    return (
      <Link to={to} className={className}>
        {children}
      </Link>
    );
  return (
    <a href={to} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
