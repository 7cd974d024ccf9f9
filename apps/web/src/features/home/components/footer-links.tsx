import { useHome } from '../api/get-home';
import { HomeLink } from './home-link';

const linkCls = 'text-sm text-zinc-300 hover:text-white hover:underline';

/** The footer's link groups the merchant set (the spec's pages while none are stored; decision 082). */
export function FooterLinks() {
  const groups = useHome()?.footer ?? [];
  return groups.map((g) => (
    <nav key={g.title} aria-label={g.title}>
      <h2 className="text-sm font-black uppercase tracking-wider text-zinc-50">{g.title}</h2>
      <ul className="mt-4 space-y-2">
        {g.links.map((l) => (
          <li key={`${l.url}|${l.label}`}>
            <HomeLink to={l.url} className={linkCls}>
              {l.label}
            </HomeLink>
          </li>
        ))}
      </ul>
    </nav>
  ));
}
