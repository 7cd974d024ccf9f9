import {
  CreateProductBodySchema,
  UpdateProductBodySchema,
  type AdminProduct,
  type CreateProductBody,
  type ErrorCode,
  type UpdateProductBody,
} from '@shop/domain';
import { SITE_NAME } from '../../../../lib/site';

/**
 * The product form's values as typed (money as dollars in text, lists as rows) and what the API is sent for them.
 * Reading goes through the domain's own create and edit schemas, so the form refuses what the API would, under
 * the field it belongs to; an edit sends only the fields whose value differs from the stored product's.
 */

/** What a product is: a single product, a variant family's parent, one of its variants, or a bundle. */
export type ProductKind = 'normal' | 'parent' | 'variant' | 'bundle';

export type PropertyRow = { key: string; value: string };
/** A tab of the product page; its table as text: the first line names the columns, then one row a line, cells split by |. */
export type TabRow = { title: string; text: string; table: string };
export type BundleRow = { sku: string; quantity: string };

export type ProductFormValues = {
  sku: string;
  upc: string;
  name: string;
  site_name: string;
  slug: string;
  site_handle: string;
  category: string;
  vendor: string;
  kind: ProductKind;
  variant_parent_sku: string;
  variant_option_one_name: string;
  variant_option_one_value: string;
  variant_option_two_name: string;
  variant_option_two_value: string;
  variant_option_three_name: string;
  variant_option_three_value: string;
  price: string;
  price_map: string;
  price_msrp: string;
  price_dealer: string;
  sale_enabled: boolean;
  is_daily_deal: boolean;
  enabled_on_site: boolean;
  discontinued: boolean;
  block_backorder: boolean;
  /** Whether the product has pre-order info at all. */
  preorder: boolean;
  preorder_eligible: boolean;
  preorder_enabled: boolean;
  preorder_eta: string;
  preorder_in_stock_eta: string;
  seo_title: string;
  seo_description: string;
  description: string;
  google_product_line: string;
  weight: string;
  total_subwoofer_holes: string;
  compatibility_notes: string;
  properties: PropertyRow[];
  tabs: TabRow[];
  collections: string[];
  primary_collection: string;
  /** Skus split by commas or line breaks. */
  frequently_bought_together: string;
  bundle_items: BundleRow[];
  /** Units to start with (a new product only; after that the Stock screen sets them). */
  stock_tpa: string;
  stock_lv: string;
};

export type ProductField = keyof ProductFormValues;
export type ProductFieldErrors = Partial<Record<ProductField, string>>;

const OPTION_FIELDS = [
  'variant_option_one_name',
  'variant_option_one_value',
  'variant_option_two_name',
  'variant_option_two_value',
  'variant_option_three_name',
  'variant_option_three_value',
] as const;

/** A new product's values: the defaults the API gives a create body that leaves them out. */
export function emptyProductValues(): ProductFormValues {
  return {
    sku: '',
    upc: '',
    name: '',
    site_name: '',
    slug: '',
    site_handle: '',
    category: '',
    vendor: SITE_NAME,
    kind: 'normal',
    variant_parent_sku: '',
    variant_option_one_name: '',
    variant_option_one_value: '',
    variant_option_two_name: '',
    variant_option_two_value: '',
    variant_option_three_name: '',
    variant_option_three_value: '',
    price: '',
    price_map: '',
    price_msrp: '',
    price_dealer: '',
    sale_enabled: false,
    is_daily_deal: false,
    enabled_on_site: true,
    discontinued: false,
    block_backorder: false,
    preorder: false,
    preorder_eligible: false,
    preorder_enabled: false,
    preorder_eta: '',
    preorder_in_stock_eta: '',
    seo_title: '',
    seo_description: '',
    description: '',
    google_product_line: '',
    weight: '',
    total_subwoofer_holes: '',
    compatibility_notes: '',
    properties: [],
    tabs: [],
    collections: [],
    primary_collection: '',
    frequently_bought_together: '',
    bundle_items: [],
    stock_tpa: '',
    stock_lv: '',
  };
}

/** Dollars as the form shows them: 199.99, 1299.00. */
export const dollarsText = (value: number | null): string => (value === null ? '' : value.toFixed(2));

/** A tab's table as the form edits it (see TabRow). */
export function tableText(table: AdminProduct['tabs'][number]['table']): string {
  if (!table) return '';
  return [table.columns, ...table.rows.map((r) => [r.key, ...r.cells])]
    .map((cells) => cells.join(' | '))
    .join('\n');
}

/** The kind the stored fields say (a type "variant" outside any family reads as a variant without a parent). */
export function kindOf(
  p: Pick<AdminProduct, 'product_type' | 'is_parent' | 'variant_parent_sku'>,
): ProductKind {
  if (p.is_parent) return 'parent';
  if (p.variant_parent_sku !== null || p.product_type === 'variant') return 'variant';
  return p.product_type;
}

/** A stored product's values. */
export function valuesOfProduct(p: AdminProduct): ProductFormValues {
  return {
    sku: p.sku,
    upc: p.upc ?? '',
    name: p.name,
    site_name: p.site_name,
    slug: p.slug,
    site_handle: p.site_handle,
    category: p.category ?? '',
    vendor: p.vendor,
    kind: kindOf(p),
    variant_parent_sku: p.variant_parent_sku ?? '',
    variant_option_one_name: p.variant_option_one_name ?? '',
    variant_option_one_value: p.variant_option_one_value ?? '',
    variant_option_two_name: p.variant_option_two_name ?? '',
    variant_option_two_value: p.variant_option_two_value ?? '',
    variant_option_three_name: p.variant_option_three_name ?? '',
    variant_option_three_value: p.variant_option_three_value ?? '',
    price: dollarsText(p.price),
    price_map: dollarsText(p.price_map),
    price_msrp: dollarsText(p.price_msrp),
    price_dealer: dollarsText(p.price_dealer),
    sale_enabled: p.sale_enabled,
    is_daily_deal: p.is_daily_deal,
    enabled_on_site: p.enabled_on_site,
    discontinued: p.discontinued,
    block_backorder: p.block_backorder,
    preorder: p.preorder !== null,
    preorder_eligible: p.preorder?.is_pre_order_eligible ?? false,
    preorder_enabled: p.preorder?.is_pre_order_enabled ?? false,
    preorder_eta: p.preorder?.manual_override_eta_date ?? '',
    preorder_in_stock_eta: p.preorder?.in_stock_eta_date ?? '',
    seo_title: p.seo_title,
    seo_description: p.seo_description,
    description: p.description,
    google_product_line: p.google_product_line ?? '',
    weight: p.weight === null ? '' : String(p.weight),
    total_subwoofer_holes: p.total_subwoofer_holes === null ? '' : String(p.total_subwoofer_holes),
    compatibility_notes: p.compatibility_notes ?? '',
    properties: p.properties.map((x) => ({ ...x })),
    tabs: p.tabs.map((t) => ({ title: t.title, text: t.text ?? '', table: tableText(t.table) })),
    collections: [...p.collections],
    primary_collection: p.primary_collection ?? '',
    frequently_bought_together: p.frequently_bought_together.join(', '),
    bundle_items: p.bundle_items.map((i) => ({ sku: i.sku, quantity: String(i.quantity) })),
    stock_tpa: '',
    stock_lv: '',
  };
}

/**
 * A new variant of `parent`: its parent's sku, brand, category and prices, and the option names its family
 * already uses (the values are the new variant's own).
 */
export function variantValuesOf(parent: AdminProduct): ProductFormValues {
  const sibling = parent.variants[0];
  return {
    ...emptyProductValues(),
    kind: 'variant',
    variant_parent_sku: parent.sku,
    vendor: parent.vendor,
    category: parent.category ?? '',
    price: dollarsText(sibling?.price ?? parent.price),
    price_map: dollarsText(sibling?.price_map ?? parent.price_map),
    price_msrp: dollarsText(sibling?.price_msrp ?? parent.price_msrp),
    variant_option_one_name: parent.variant_option_one_name ?? '',
    variant_option_two_name: parent.variant_option_two_name ?? '',
    variant_option_three_name: parent.variant_option_three_name ?? '',
    sale_enabled: parent.sale_enabled,
  };
}

/** A page address from a name: 'Skar EVL 12" D4' -> 'skar-evl-12-d4'. */
export function slugFrom(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 200)
    .replace(/-+$/g, '');
}

// ------------------------------------------------------------------------------------------------- reading

/** The editable fields as the API takes them (create and edit bodies alike), stock aside. */
type ApiFields = Omit<CreateProductBody, 'csrfToken' | 'sku' | 'stock'>;

const DOLLARS = /^\$?\s*(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{1,2})?$/;
const DOLLARS_MESSAGE = 'Enter dollars and cents, such as 199.99';
const WHOLE = /^\d+$/;

const orNull = (s: string): string | null => (s.trim() === '' ? null : s);
const trimmedOrNull = (s: string): string | null => (s.trim() === '' ? null : s.trim());

/** A tab's table from its text; a line with fewer cells than the columns gets empty ones. */
export function parseTable(text: string): AdminProduct['tabs'][number]['table'] {
  const lines = text
    .split(/\r\n|\r|\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '');
  if (lines.length === 0) return null;
  const split = (line: string) => line.split('|').map((c) => c.trim());
  const [head, ...rest] = lines.map(split);
  return {
    columns: head!,
    rows: rest.map(([key = '', ...cells]) => ({ key, cells })),
  };
}

/** The skus of a list typed with commas or line breaks. */
export const skuList = (text: string): string[] =>
  text
    .split(/[,\n]/)
    .map((s) => s.trim())
    .filter((s) => s !== '');

type Read = {
  fields: ApiFields & { sku: string };
  stock: { tpa: number; lv: number } | null;
  errors: ProductFieldErrors;
};

/** The values as API fields, with what cannot even be converted (a price that is not dollars) as errors. */
function readValues(v: ProductFormValues): Read {
  const errors: ProductFieldErrors = {};
  const dollars = (field: 'price' | 'price_map' | 'price_msrp' | 'price_dealer', optional = false) => {
    const raw = v[field].trim();
    if (raw === '') {
      if (!optional) errors[field] = 'Enter a price in dollars';
      return optional ? null : Number.NaN;
    }
    if (!DOLLARS.test(raw)) {
      errors[field] = DOLLARS_MESSAGE;
      return Number.NaN;
    }
    return Number(raw.replace(/[$,\s]/g, ''));
  };
  const number = (field: 'weight' | 'total_subwoofer_holes', whole: boolean) => {
    const raw = v[field].trim();
    if (raw === '') return null;
    const n = Number(raw);
    if (raw === '' || !Number.isFinite(n) || (whole && !WHOLE.test(raw))) {
      errors[field] = whole ? 'Enter a whole number' : 'Enter a number, such as 12.5';
      return Number.NaN;
    }
    return n;
  };
  const units = (field: 'stock_tpa' | 'stock_lv') => {
    const raw = v[field].trim();
    if (raw === '') return 0;
    if (!WHOLE.test(raw) || Number(raw) > 1_000_000) {
      errors[field] = 'Enter a whole number from 0 to 1,000,000';
      return 0;
    }
    return Number(raw);
  };
  const quantities = v.bundle_items
    .filter((i) => i.sku.trim() !== '' || i.quantity.trim() !== '')
    .map((i) => {
      if (!WHOLE.test(i.quantity.trim()))
        errors.bundle_items = 'Each quantity is a whole number from 1 to 100';
      return { sku: i.sku.trim(), quantity: Number(i.quantity.trim()) };
    });

  const isParent = v.kind === 'parent';
  const fields: Read['fields'] = {
    sku: v.sku.trim(),
    upc: orNull(v.upc),
    name: v.name,
    site_name: v.site_name,
    slug: v.slug.trim(),
    site_handle: v.site_handle.trim(),
    category: trimmedOrNull(v.category),
    vendor: v.vendor,
    product_type: v.kind === 'parent' || v.kind === 'variant' ? 'variant' : v.kind,
    is_parent: isParent,
    variant_parent_sku: v.kind === 'variant' ? trimmedOrNull(v.variant_parent_sku) : null,
    ...Object.fromEntries(OPTION_FIELDS.map((f) => [f, orNull(v[f])])),
    price: dollars('price'),
    price_map: dollars('price_map'),
    price_msrp: dollars('price_msrp'),
    price_dealer: dollars('price_dealer', true),
    sale_enabled: v.sale_enabled,
    is_daily_deal: v.is_daily_deal,
    enabled_on_site: v.enabled_on_site,
    discontinued: v.discontinued,
    block_backorder: v.block_backorder,
    preorder: v.preorder
      ? {
          is_pre_order_eligible: v.preorder_eligible,
          is_pre_order_enabled: v.preorder_enabled,
          manual_override_eta_date: trimmedOrNull(v.preorder_eta),
          in_stock_eta_date: trimmedOrNull(v.preorder_in_stock_eta),
        }
      : null,
    seo_title: v.seo_title,
    seo_description: v.seo_description,
    description: v.description,
    google_product_line: orNull(v.google_product_line),
    weight: number('weight', false),
    total_subwoofer_holes: number('total_subwoofer_holes', true),
    compatibility_notes: orNull(v.compatibility_notes),
    properties: v.properties
      .filter((p) => p.key.trim() !== '' || p.value.trim() !== '')
      .map((p) => ({ key: p.key.trim(), value: p.value })),
    tabs: v.tabs
      .filter((t) => t.title.trim() !== '' || t.text.trim() !== '' || t.table.trim() !== '')
      .map((t) => ({ title: t.title, text: orNull(t.text), table: parseTable(t.table) })),
    collections: v.kind === 'variant' ? [] : v.collections,
    primary_collection: v.kind === 'variant' ? null : trimmedOrNull(v.primary_collection),
    frequently_bought_together: skuList(v.frequently_bought_together),
    bundle_items: v.kind === 'bundle' ? quantities : [],
  } as Read['fields'];
  const stock = isParent ? null : { tpa: units('stock_tpa'), lv: units('stock_lv') };
  return { fields, stock, errors };
}

/** The form field an API path names ('price', 'preorder.in_stock_eta_date', 'properties.2.key', 'stock.tpa'). */
export function fieldOfPath(path: string): ProductField | null {
  const [first = '', second] = path.split('.');
  switch (first) {
    case 'product_type':
    case 'is_parent':
      return 'kind';
    case 'stock':
      return second === 'lv' ? 'stock_lv' : 'stock_tpa';
    case 'preorder':
      return second === 'is_pre_order_eligible'
        ? 'preorder_eligible'
        : second === 'is_pre_order_enabled'
          ? 'preorder_enabled'
          : second === 'manual_override_eta_date'
            ? 'preorder_eta'
            : second === 'in_stock_eta_date'
              ? 'preorder_in_stock_eta'
              : 'preorder';
    default:
      return first in emptyProductValues() ? (first as ProductField) : null;
  }
}

/** Friendlier words for the schemas' generic ones. */
function messageOf(field: ProductField, message: string): string {
  if (/^Too small: expected string/.test(message))
    return field === 'slug' || field === 'site_handle' ? 'Enter a handle' : 'Required';
  if (/^Too big: expected string to have <=(\d+)/.test(message))
    return `At most ${message.replace(/^.*<=(\d+).*$/, '$1')} characters`;
  if (/^Too big: expected number to be <=/.test(message)) return `At most ${message.replace(/^.*<=/, '')}`;
  if (/^Too small: expected number to be >=/.test(message)) return `At least ${message.replace(/^.*>=/, '')}`;
  if (/^Invalid (ISO )?date/.test(message)) return 'Enter a date';
  return message;
}

/** The schema's issues by field; an issue no field shows comes back in `other`. */
function issuesByField(issues: readonly { path: readonly PropertyKey[]; message: string }[]): {
  errors: ProductFieldErrors;
  other: string[];
} {
  const errors: ProductFieldErrors = {};
  const other: string[] = [];
  for (const issue of issues) {
    const field = fieldOfPath(issue.path.map(String).join('.'));
    if (field) errors[field] ??= messageOf(field, issue.message);
    else other.push(issue.message);
  }
  return { errors, other };
}

export type CheckedCreate = { ok: true; body: Omit<CreateProductBody, 'csrfToken'> } | CheckFailed;
export type CheckedEdit = { ok: true; changes: Omit<UpdateProductBody, 'csrfToken'> } | CheckFailed;
type CheckFailed = { ok: false; errors: ProductFieldErrors; other: string[] };

/** A new product's create body from the form, checked as the API checks it. */
export function createBodyOf(v: ProductFormValues): CheckedCreate {
  const { fields, stock, errors } = readValues(v);
  if (fields.sku === '') errors.sku = 'Enter a SKU';
  if (v.name.trim() === '') errors.name = 'Enter a name';
  if (fields.slug === '') errors.slug = 'Enter a handle, such as skar-evl-12-d4';
  if (v.kind === 'variant' && fields.variant_parent_sku === null)
    errors.variant_parent_sku = "Enter the parent's SKU";
  const body: Record<string, unknown> = { ...fields };
  // Left empty: the API's defaults (the name, the slug, the first collection).
  if (v.site_name.trim() === '') delete body.site_name;
  if (fields.site_handle === '') delete body.site_handle;
  if (fields.primary_collection === null) delete body.primary_collection;
  if (stock && (stock.tpa > 0 || stock.lv > 0)) body.stock = stock;
  const parsed = CreateProductBodySchema.safeParse(body);
  const found = parsed.success ? { errors: {}, other: [] } : issuesByField(parsed.error.issues);
  const all = { ...found.errors, ...errors };
  if (Object.keys(all).length > 0 || found.other.length > 0 || !parsed.success)
    return { ok: false, errors: all, other: found.other };
  const { csrfToken: _csrf, ...checked } = parsed.data;
  return { ok: true, body: checked };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * An edit's body: the fields whose value differs from the stored product's (`initial`, its values as the form
 * first showed them), checked as the API checks them. No change: an empty body.
 */
export function editChangesOf(initial: ProductFormValues, v: ProductFormValues): CheckedEdit {
  const before = readValues(initial).fields as Record<string, unknown>;
  const { fields, errors } = readValues(v);
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields))
    if (key !== 'sku' && !same(before[key], value)) changes[key] = value;
  // Errors of fields left as they were (an old value today's rules refuse) never block an unrelated change.
  const ownErrors = Object.fromEntries(
    Object.entries(errors).filter(
      ([field]) => !same(initial[field as ProductField], v[field as ProductField]),
    ),
  ) as ProductFieldErrors;
  if (Object.keys(changes).length === 0 && Object.keys(ownErrors).length === 0)
    return { ok: true, changes: {} };
  const parsed = UpdateProductBodySchema.safeParse(changes);
  const found = parsed.success ? { errors: {}, other: [] } : issuesByField(parsed.error.issues);
  const all = { ...found.errors, ...ownErrors };
  if (Object.keys(all).length > 0 || found.other.length > 0 || !parsed.success)
    return { ok: false, errors: all, other: found.other };
  const { csrfToken: _csrf, ...checked } = parsed.data;
  return { ok: true, changes: checked };
}

/** Whether the form differs from what it started with. */
export const valuesDiffer = (a: ProductFormValues, b: ProductFormValues): boolean => !same(a, b);

// ------------------------------------------------------------------------------------------ the API's refusals

/** A refused save: messages under their fields, the rest, and the product a sku or handle clashed with. */
export type ServerRefusal = { errors: ProductFieldErrors; other: string[]; clashWith: string | null };

type ErrorLike = { code: ErrorCode | null; body: { error: { message: string; details?: unknown } } | null };

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null;
const pathIssues = (x: unknown): { path: string; message: string }[] =>
  Array.isArray(x)
    ? x.filter(isRecord).map((d) => ({ path: String(d.path ?? ''), message: String(d.message ?? '') }))
    : [];

/**
 * Where the API's refusal of a save belongs (its error codes: docs/decisions/045): a field's own message under
 * the field, a clash naming the other product, anything else in `other`. Null: not a refusal of the values (a
 * lost session, a failed connection).
 */
export function serverRefusalOf(error: ErrorLike, values: ProductFormValues): ServerRefusal | null {
  const message = error.body?.error.message ?? '';
  const details = error.body?.error.details;
  const out: ServerRefusal = { errors: {}, other: [], clashWith: null };
  const byPath = (issues: { path: string; message: string }[]) => {
    for (const issue of issues) {
      const field = fieldOfPath(issue.path);
      if (field) out.errors[field] ??= messageOf(field, issue.message);
      else out.other.push(issue.message);
    }
  };
  switch (error.code) {
    case 'VALIDATION_FAILED':
      byPath(pathIssues(details));
      if (out.other.length === 0 && Object.keys(out.errors).length === 0) out.other.push(message);
      return out;
    case 'INVALID_PRODUCT':
      byPath(pathIssues(isRecord(details) ? details.issues : undefined));
      if (out.other.length === 0 && Object.keys(out.errors).length === 0) out.other.push(message);
      return out;
    case 'SKU_TAKEN':
    case 'HANDLE_TAKEN': {
      const field = isRecord(details) ? fieldOfPath(String(details.field ?? '')) : null;
      out.errors[field ?? (error.code === 'SKU_TAKEN' ? 'sku' : 'slug')] = message;
      out.clashWith = isRecord(details) && typeof details.sku === 'string' ? details.sku : null;
      return out;
    }
    case 'UNKNOWN_PARENT':
      out.errors.variant_parent_sku = message;
      return out;
    case 'HAS_VARIANTS':
      out.errors.kind = message;
      return out;
    case 'UNKNOWN_COLLECTION':
      out.errors.collections = message;
      return out;
    case 'INVALID_BUNDLE_ITEM':
      out.errors.bundle_items = message;
      return out;
    case 'UNKNOWN_SKU': {
      const unknown = isRecord(details) && Array.isArray(details.unknown) ? details.unknown.map(String) : [];
      const inBundle = values.bundle_items.some((i) =>
        unknown.some((u) => u.toUpperCase() === i.sku.trim().toUpperCase()),
      );
      const inRelated = skuList(values.frequently_bought_together).some((s) =>
        unknown.some((u) => u.toUpperCase() === s.toUpperCase()),
      );
      if (inBundle) out.errors.bundle_items = message;
      if (inRelated || !inBundle) out.errors.frequently_bought_together = message;
      return out;
    }
    default:
      return null;
  }
}
