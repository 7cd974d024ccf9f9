import { useState } from 'react';
import { FOOTER_GROUPS_MAX, FOOTER_LINKS_MAX, type FooterGroup } from '@shop/domain';
import { TextField } from '../../../../components/ui/text-field';
import { ListEditor } from './list-editor';
import { PartForm } from './part-form';

const groupName = (i: number) => `group ${i + 1}`;

/** The footer's link groups: a title and its links (label, URL), in their order (decision 082). */
export function FooterEditor({ groups, isDefault }: { groups: readonly FooterGroup[]; isDefault: boolean }) {
  const [drafts, setDrafts] = useState(() => groups.map((g) => ({ ...g, links: [...g.links] })));
  const value = drafts.map((g) => ({
    title: g.title,
    links: g.links.map((l) => ({ label: l.label, url: l.url.trim() })),
  }));
  return (
    <PartForm
      part="footer"
      label="Footer links"
      value={value}
      itemName={groupName}
      saveLabel="Save the footer"
    >
      {isDefault && (
        <p className="text-sm text-neutral-700">
          The footer shows the shop&rsquo;s standard pages until you save your own groups. Saving none shows
          them again.
        </p>
      )}
      <ListEditor
        items={drafts}
        onChange={setDrafts}
        nameOf={groupName}
        addLabel="Add a group"
        max={FOOTER_GROUPS_MAX}
        newItem={() => ({ title: '', links: [{ label: '', url: '' }] })}
        renderItem={(g, gi, updateGroup) => (
          <>
            <TextField
              label={`Title of group ${gi + 1}`}
              name={`group-${gi}-title`}
              value={g.title}
              maxLength={60}
              onChange={(e) => updateGroup({ ...g, title: e.target.value })}
            />
            <ListEditor
              items={g.links}
              onChange={(links) => updateGroup({ ...g, links })}
              nameOf={(li) => `link ${li + 1} of group ${gi + 1}`}
              addLabel={`Add a link to group ${gi + 1}`}
              max={FOOTER_LINKS_MAX}
              newItem={() => ({ label: '', url: '' })}
              renderItem={(l, li, updateLink) => (
                <div className="grid gap-3 sm:grid-cols-2">
                  <TextField
                    label={`Label of link ${li + 1} of group ${gi + 1}`}
                    name={`group-${gi}-link-${li}-label`}
                    value={l.label}
                    maxLength={60}
                    onChange={(e) => updateLink({ ...l, label: e.target.value })}
                  />
                  <TextField
                    label={`URL of link ${li + 1} of group ${gi + 1}`}
                    name={`group-${gi}-link-${li}-url`}
                    value={l.url}
                    spellCheck={false}
                    onChange={(e) => updateLink({ ...l, url: e.target.value })}
                  />
                </div>
              )}
            />
          </>
        )}
      />
    </PartForm>
  );
}
