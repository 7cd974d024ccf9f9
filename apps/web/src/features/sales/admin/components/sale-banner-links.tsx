import { TextField } from '../../../../components/ui/text-field';
import { bannerLinkPath, newBannerLink, type SaleDraft, type SaleErrors } from '../lib/sale-form';
import { secondaryButtonCls } from '../../../admin/components/admin-ui';

const MAX_BANNER_LINKS = 6;

type Link = SaleDraft['bannerLinks'][number];

/** The banner's links (text and target each), at most six; a field's message is the server's or the form's. */
export function SaleBannerLinks({
  links,
  errors,
  onLinks,
}: {
  links: Link[];
  errors: SaleErrors;
  /** The new list, and the paths whose messages it clears. */
  onLinks: (links: Link[], clears: string[]) => void;
}) {
  const err = (path: string) => (errors[path] ? { type: 'server', message: errors[path] } : null);
  const edit = (link: Link, i: number, part: 'label' | 'href', value: string) =>
    onLinks(
      links.map((l) => (l.key === link.key ? { ...l, [part]: value } : l)),
      [bannerLinkPath(i, part)],
    );
  const allLinkPaths = links.flatMap((_, i) => [bannerLinkPath(i, 'label'), bannerLinkPath(i, 'href')]);
  return (
    <div>
      <h3 className="text-sm font-semibold text-neutral-800">Banner links</h3>
      {links.length === 0 && <p className="mt-1 text-sm text-neutral-700">No links on the banner.</p>}
      <ul className="mt-2 grid gap-3">
        {links.map((link, i) => (
          <li
            key={link.key}
            className="grid gap-3 rounded-lg border border-neutral-200 p-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
          >
            <TextField
              label={`Link ${i + 1} text`}
              name={`bannerLink${i}Label`}
              autoComplete="off"
              maxLength={60}
              value={link.label}
              onChange={(e) => edit(link, i, 'label', e.target.value)}
              error={err(bannerLinkPath(i, 'label'))}
            />
            <TextField
              label={`Link ${i + 1} target`}
              name={`bannerLink${i}Href`}
              autoComplete="off"
              spellCheck={false}
              maxLength={500}
              placeholder="/collections/car-subwoofers"
              value={link.href}
              onChange={(e) => edit(link, i, 'href', e.target.value)}
              error={err(bannerLinkPath(i, 'href'))}
            />
            <button
              type="button"
              className={`${secondaryButtonCls} sm:mt-6`}
              aria-label={`Remove link ${i + 1}`}
              onClick={() =>
                onLinks(
                  links.filter((l) => l.key !== link.key),
                  allLinkPaths,
                )
              }
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
      {links.length < MAX_BANNER_LINKS && (
        <button
          type="button"
          className={`${secondaryButtonCls} mt-3`}
          onClick={() => onLinks([...links, newBannerLink()], [])}
        >
          Add a banner link
        </button>
      )}
    </div>
  );
}
