import { useState } from 'react';
import type { AdminCollection } from '@shop/domain';
import { FieldGroup, FormSection, InputField, SelectField } from '../../../admin/components/product-fields';
import { binders, type SectionProps } from './product-section-kit';

export function CollectionsSection(
  props: SectionProps & { collections: readonly AdminCollection[] | undefined },
) {
  const { values, set, errors, collections } = props;
  const { text } = binders(props);
  const [find, setFind] = useState('');
  if (values.kind === 'variant')
    return (
      <FormSection id="collections" title="Collections">
        <p className="text-sm text-neutral-700">
          A variant is listed through its parent: put the parent in collections.
        </p>
      </FormSection>
    );
  const chosen = new Set(values.collections);
  const needle = find.trim().toLowerCase();
  const shown = (collections ?? []).filter(
    (c) => !needle || c.title.toLowerCase().includes(needle) || c.full_handle.toLowerCase().includes(needle),
  );
  const titleOf = (handle: string) => collections?.find((c) => c.full_handle === handle)?.title ?? handle;
  const toggle = (handle: string, on: boolean) => {
    const next = on ? [...values.collections, handle] : values.collections.filter((h) => h !== handle);
    set('collections', next);
    if (!on && values.primary_collection === handle) set('primary_collection', next[0] ?? '');
    if (on && values.primary_collection === '') set('primary_collection', handle);
  };
  return (
    <FormSection
      id="collections"
      title="Collections"
      description="The collection pages that list it; the main one is its page’s breadcrumb."
    >
      <FieldGroup legend="Listed in" error={errors.collections}>
        {collections === undefined ? (
          <p className="text-sm text-neutral-600">Loading the collections…</p>
        ) : (
          <>
            <InputField
              label="Find a collection"
              type="search"
              value={find}
              onChange={(e) => setFind(e.target.value)}
              autoComplete="off"
              className="mb-2 sm:max-w-sm"
            />
            <ul className="grid max-h-72 gap-1 overflow-y-auto rounded-lg border border-neutral-200 p-2 sm:grid-cols-2">
              {shown.map((c) => (
                <li key={c.id}>
                  <label className="flex cursor-pointer items-start gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-neutral-50">
                    <input
                      type="checkbox"
                      checked={chosen.has(c.full_handle)}
                      onChange={(e) => toggle(c.full_handle, e.target.checked)}
                      className="mt-0.5 h-4 w-4 shrink-0 accent-red-600"
                    />
                    <span className="min-w-0">
                      <span className="block font-semibold text-neutral-900">{c.title}</span>
                      <span className="block truncate font-mono text-xs text-neutral-600">
                        {c.full_handle}
                      </span>
                    </span>
                  </label>
                </li>
              ))}
              {shown.length === 0 && (
                <li className="px-2 py-1.5 text-sm text-neutral-600">No collection matches.</li>
              )}
            </ul>
          </>
        )}
      </FieldGroup>
      <SelectField label="Main collection" {...text('primary_collection')} className="sm:max-w-md">
        <option value="">None</option>
        {values.collections.map((h) => (
          <option key={h} value={h}>
            {titleOf(h)}
          </option>
        ))}
      </SelectField>
    </FormSection>
  );
}
