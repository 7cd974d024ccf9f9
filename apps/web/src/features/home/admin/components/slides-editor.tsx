import { useState } from 'react';
import { fromShopWallTime, HOME_SLIDES_MAX, toShopWallTime, type AdminHome } from '@shop/domain';
import { TextField } from '../../../../components/ui/text-field';
import { ImageField } from '../../../admin/components/admin-form-parts';
import { ListEditor } from './list-editor';
import { PartForm } from './part-form';

/** A slide as the form holds it: its schedule as New York wall times ('' for none). */
type SlideDraft = { image: string; alt: string; link: string; starts: string; ends: string };

const draftOf = (s: AdminHome['slides'][number]): SlideDraft => ({
  image: s.image,
  alt: s.alt,
  link: s.link,
  starts: toShopWallTime(s.startsAt),
  ends: toShopWallTime(s.endsAt),
});
// A wall time that is no moment is sent as typed: the schema names it.
const instant = (wall: string) => (wall.trim() === '' ? null : (fromShopWallTime(wall) ?? wall));

const nameOf = (i: number) => `slide ${i + 1}`;

/** The hero's slides: picture, alt text, link and optional schedule, in their order (decision 082). */
export function SlidesEditor({ slides }: { slides: AdminHome['slides'] }) {
  const [drafts, setDrafts] = useState(() => slides.map(draftOf));
  const value = drafts.map((d) => ({
    image: d.image.trim(),
    alt: d.alt,
    link: d.link.trim(),
    startsAt: instant(d.starts),
    endsAt: instant(d.ends),
  }));
  return (
    <PartForm part="slides" label="Hero slides" value={value} itemName={nameOf} saveLabel="Save slides">
      {drafts.length === 0 && (
        <p className="text-sm text-neutral-700">No slides: the home shows its headline in text.</p>
      )}
      <ListEditor
        items={drafts}
        onChange={setDrafts}
        nameOf={nameOf}
        addLabel="Add a slide"
        max={HOME_SLIDES_MAX}
        newItem={() => ({ image: '', alt: '', link: '', starts: '', ends: '' })}
        renderItem={(d, i, update) => (
          <>
            <ImageField
              label={`Picture of slide ${i + 1}`}
              value={d.image}
              upload="home"
              required
              hint="Upload a wide picture (3:1, at least 1920 px wide)"
              onChange={(image) => update({ ...d, image })}
            />
            <TextField
              label={`Alt text of slide ${i + 1}`}
              name={`slide-${i}-alt`}
              value={d.alt}
              maxLength={200}
              hint="What the picture shows or says, for those who cannot see it"
              onChange={(e) => update({ ...d, alt: e.target.value })}
            />
            <TextField
              label={`Link of slide ${i + 1}`}
              name={`slide-${i}-link`}
              value={d.link}
              spellCheck={false}
              hint="A page of the shop (/collections/…) or an https:// address"
              onChange={(e) => update({ ...d, link: e.target.value })}
            />
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField
                label={`Slide ${i + 1} starts`}
                name={`slide-${i}-starts`}
                type="datetime-local"
                optional
                value={d.starts}
                hint="New York time; empty: shown now"
                onChange={(e) => update({ ...d, starts: e.target.value })}
              />
              <TextField
                label={`Slide ${i + 1} ends`}
                name={`slide-${i}-ends`}
                type="datetime-local"
                optional
                value={d.ends}
                hint="New York time; empty: no end"
                onChange={(e) => update({ ...d, ends: e.target.value })}
              />
            </div>
          </>
        )}
      />
    </PartForm>
  );
}
