import { useHome } from '../api/get-home';
import { HomeLink } from './home-link';

/**
 * The merchant's announcement bar above the header (decision 082), on every page while it is on. The
 * pre-header keeps the spec's free-shipping message beside it.
 */
export function AnnouncementBar() {
  const bar = useHome()?.announcement;
  if (!bar) return null;
  return (
    <aside
      aria-label="Announcement"
      className="bg-red-700 px-4 py-2 text-center text-sm font-bold text-white"
    >
      {bar.link ? (
        <HomeLink to={bar.link} className="underline-offset-2 hover:underline">
          {bar.text}
        </HomeLink>
      ) : (
        bar.text
      )}
    </aside>
  );
}
