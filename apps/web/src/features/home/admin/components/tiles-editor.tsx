import { useState } from 'react';
import { HOME_TILES_MAX, type HomeTile } from '@shop/domain';
import { TextField } from '../../../../components/ui/text-field';
import { ImageField } from '../../../admin/components/admin-form-parts';
import { ListEditor } from './list-editor';
import { PartForm } from './part-form';

const nameOf = (i: number) => `tile ${i + 1}`;

/** The category tiles under the hero: title, optional picture and link, in their order (decision 082). */
export function TilesEditor({ tiles }: { tiles: readonly HomeTile[] }) {
  const [drafts, setDrafts] = useState(() => tiles.map((t) => ({ ...t, image: t.image ?? '' })));
  const value = drafts.map((d) => ({
    title: d.title,
    image: d.image.trim() === '' ? null : d.image.trim(),
    link: d.link.trim(),
  }));
  return (
    <PartForm part="tiles" label="Category tiles" value={value} itemName={nameOf} saveLabel="Save tiles">
      <ListEditor
        items={drafts}
        onChange={setDrafts}
        nameOf={nameOf}
        addLabel="Add a tile"
        max={HOME_TILES_MAX}
        newItem={() => ({ title: '', image: '', link: '' })}
        renderItem={(d, i, update) => (
          <>
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField
                label={`Title of tile ${i + 1}`}
                name={`tile-${i}-title`}
                value={d.title}
                maxLength={60}
                onChange={(e) => update({ ...d, title: e.target.value })}
              />
              <TextField
                label={`Link of tile ${i + 1}`}
                name={`tile-${i}-link`}
                value={d.link}
                spellCheck={false}
                hint="A page of the shop (/collections/…) or an https:// address"
                onChange={(e) => update({ ...d, link: e.target.value })}
              />
            </div>
            <ImageField
              label={`Picture of tile ${i + 1}`}
              value={d.image}
              upload="home"
              hint="Optional: shown behind the title"
              onChange={(image) => update({ ...d, image })}
            />
          </>
        )}
      />
    </PartForm>
  );
}
