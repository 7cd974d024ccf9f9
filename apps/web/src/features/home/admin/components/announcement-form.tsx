import { useState } from 'react';
import { ANNOUNCEMENT_MAX, type AdminHome } from '@shop/domain';
import { TextField } from '../../../../components/ui/text-field';
import { Check } from '../../../admin/components/admin-form-parts';
import { PartForm } from './part-form';

/** The bar above every page's header: its text, optional link, on or off (decision 082). */
export function AnnouncementForm({ announcement }: { announcement: AdminHome['announcement'] }) {
  const [text, setText] = useState(announcement.text);
  const [link, setLink] = useState(announcement.link ?? '');
  const [enabled, setEnabled] = useState(announcement.enabled);
  const value = { text, link: link.trim() === '' ? null : link.trim(), enabled };
  return (
    <PartForm
      part="announcement"
      label="Announcement bar"
      value={value}
      itemName={() => 'the bar'}
      saveLabel="Save the bar"
    >
      <TextField
        label="Announcement text"
        name="announcement-text"
        optional
        value={text}
        maxLength={ANNOUNCEMENT_MAX}
        onChange={(e) => setText(e.target.value)}
      />
      <TextField
        label="Announcement link"
        name="announcement-link"
        optional
        value={link}
        spellCheck={false}
        hint="A page of the shop or an https:// address; empty for none"
        onChange={(e) => setLink(e.target.value)}
      />
      <Check
        label="Show the bar"
        hint="Above the header of every page; the header keeps its free-shipping message"
        checked={enabled}
        onChange={setEnabled}
      />
    </PartForm>
  );
}
