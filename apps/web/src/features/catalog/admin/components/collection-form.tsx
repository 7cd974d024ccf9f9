import { useId, useState, type ReactNode, type Ref } from 'react';
import type { AdminCollection } from '@shop/domain';
import { TextField, type FieldError } from '../../../../components/ui/text-field';
import { Check, ImageField } from '../../../admin/components/admin-form-parts';
import { TextArea, inputCls } from './collection-form-fields';

/** The collection fields a merchant edits, as typed (images empty for none). */
export type CollectionDraft = {
  handle: string;
  parent_id: string;
  title: string;
  collection_page_title: string;
  description: string;
  seo_description: string;
  page_image: string;
  sale_banner_image: string;
  no_sale_banner_image: string;
  hide_pricing: boolean;
  is_daily_deal: boolean;
};

export const COLLECTION_FIELDS = [
  'handle',
  'parent_id',
  'title',
  'collection_page_title',
  'description',
  'seo_description',
  'page_image',
  'sale_banner_image',
  'no_sale_banner_image',
] as const;
export type CollectionField = (typeof COLLECTION_FIELDS)[number];
export type CollectionErrors = Partial<Record<CollectionField, FieldError | null>>;

export const collectionDraftOf = (c: AdminCollection | null): CollectionDraft => ({
  handle: c?.handle ?? '',
  parent_id: c?.parent_id ? String(c.parent_id) : '',
  title: c?.title ?? '',
  collection_page_title: c?.collection_page_title ?? '',
  description: c?.description ?? '',
  seo_description: c?.seo_description ?? '',
  page_image: c?.page_image ?? '',
  sale_banner_image: c?.sale_banner_image ?? '',
  no_sale_banner_image: c?.no_sale_banner_image ?? '',
  hide_pricing: c?.hide_pricing ?? false,
  is_daily_deal: c?.is_daily_deal ?? false,
});

const imageOrNull = (s: string) => (s.trim() === '' ? null : s.trim());

/** The draft as the API stores it: images null when empty, the rest as typed. */
export function collectionFieldsOf(d: CollectionDraft) {
  return {
    title: d.title,
    collection_page_title: d.collection_page_title,
    description: d.description,
    seo_description: d.seo_description,
    page_image: imageOrNull(d.page_image),
    sale_banner_image: imageOrNull(d.sale_banner_image),
    no_sale_banner_image: imageOrNull(d.no_sale_banner_image),
    hide_pricing: d.hide_pricing,
    is_daily_deal: d.is_daily_deal,
  };
}

/**
 * A collection's titles, descriptions, page image, sale and no-sale banners, and its hide-pricing and
 * daily-deal flags; a new one also takes its handle and parent (they name its page and stay after).
 */
export function CollectionForm({
  label,
  initial,
  parents,
  errors,
  formRef,
  onSubmit,
  onEdit,
  footer,
}: {
  label: string;
  initial: CollectionDraft;
  /** For a new collection: the top-level collections it can go under. */
  parents: AdminCollection[] | null;
  errors: CollectionErrors;
  formRef: Ref<HTMLFormElement>;
  onSubmit: (draft: CollectionDraft) => void;
  onEdit: (field: CollectionField) => void;
  footer: ReactNode;
}) {
  const id = useId();
  const [draft, setDraft] = useState(initial);
  const set = <K extends keyof CollectionDraft>(key: K, value: CollectionDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    if ((COLLECTION_FIELDS as readonly string[]).includes(key)) onEdit(key as CollectionField);
  };
  const text = (key: CollectionField) => ({
    value: draft[key] as string,
    onChange: (e: { target: { value: string } }) => set(key, e.target.value),
    error: errors[key],
  });
  return (
    <form
      ref={formRef}
      noValidate
      aria-label={label}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit(draft);
      }}
      className="grid gap-4"
    >
      {parents && (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Handle"
            name="handle"
            autoComplete="off"
            spellCheck={false}
            maxLength={120}
            hint="Its address: lowercase words joined by -, e.g. 6-5-inch-speakers"
            {...text('handle')}
          />
          <div>
            <label htmlFor={`${id}-parent`} className="mb-1 block text-sm font-semibold text-neutral-800">
              Under <span className="font-normal text-neutral-600">(optional)</span>
            </label>
            <select
              id={`${id}-parent`}
              name="parent_id"
              value={draft.parent_id}
              onChange={(e) => set('parent_id', e.target.value)}
              aria-invalid={errors.parent_id ? true : undefined}
              aria-describedby={errors.parent_id ? `${id}-parent-error` : `${id}-parent-hint`}
              className={`h-11 ${inputCls(errors.parent_id)}`}
            >
              <option value="">None (top level)</option>
              {parents.map((p) => (
                <option key={p.id} value={String(p.id)}>
                  {p.title} (/collections/{p.handle})
                </option>
              ))}
            </select>
            {errors.parent_id ? (
              <p id={`${id}-parent-error`} className="mt-1 text-sm font-medium text-red-700">
                {errors.parent_id.message}
              </p>
            ) : (
              <p id={`${id}-parent-hint`} className="mt-1 text-xs text-neutral-600">
                A sub-collection&apos;s page is /collections/parent/handle
              </p>
            )}
          </div>
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Title"
          name="title"
          autoComplete="off"
          maxLength={120}
          hint="In menus and lists"
          {...text('title')}
        />
        <TextField
          label="Page title"
          name="collection_page_title"
          optional
          autoComplete="off"
          maxLength={200}
          hint="The heading of its page; empty uses the title"
          {...text('collection_page_title')}
        />
      </div>
      <TextArea
        label="Description"
        name="description"
        rows={4}
        maxLength={20_000}
        hint="Shown on its page"
        value={draft.description}
        error={errors.description}
        onChange={(v) => set('description', v)}
      />
      <TextArea
        label="SEO description"
        name="seo_description"
        rows={2}
        maxLength={500}
        hint="For search engines and link previews"
        value={draft.seo_description}
        error={errors.seo_description}
        onChange={(v) => set('seo_description', v)}
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <ImageField
          upload="collections"
          label="Page image"
          name="page_image"
          hint="A path on this site or an https URL"
          value={draft.page_image}
          error={errors.page_image}
          onChange={(v) => set('page_image', v)}
        />
        <ImageField
          upload="collections"
          label="Sale banner"
          name="sale_banner_image"
          hint="Above the products while a sale is shown"
          value={draft.sale_banner_image}
          error={errors.sale_banner_image}
          onChange={(v) => set('sale_banner_image', v)}
        />
        <ImageField
          upload="collections"
          label="No-sale banner"
          name="no_sale_banner_image"
          hint="Without a sale; empty shows the shop's default one"
          value={draft.no_sale_banner_image}
          error={errors.no_sale_banner_image}
          onChange={(v) => set('no_sale_banner_image', v)}
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <Check
          label="Hide pricing"
          hint="Its page shows its products without prices (speaker wire, window decals)"
          checked={draft.hide_pricing}
          onChange={(v) => set('hide_pricing', v)}
        />
        <Check
          label="Daily deal"
          hint="Its page shows the daily-deal banner instead of the collection one"
          checked={draft.is_daily_deal}
          onChange={(v) => set('is_daily_deal', v)}
        />
      </div>
      {footer}
    </form>
  );
}
