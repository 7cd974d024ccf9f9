import { useEffect, useRef } from 'react';

/**
 * A list page's heading, focused when the URL's search changes (another page or filter), so that the list is
 * read from its start; not on the first render.
 */
export function useFocusOnSearchChange(params: URLSearchParams) {
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(params.toString());
  useEffect(() => {
    const key = params.toString();
    if (shown.current === key) return;
    shown.current = key;
    heading.current?.focus();
  }, [params]);
  return heading;
}
