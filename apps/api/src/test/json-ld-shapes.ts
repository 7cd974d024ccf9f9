/**
 * Structural checks of the JSON-LD the pages write, by the properties Google's structured-data docs require
 * (merchant listings, product variants, sitelinks search box): a test names what is missing (decision 063).
 */
type Ld = Record<string, unknown>;

const AVAILABILITY = /^https:\/\/schema\.org\/(InStock|OutOfStock|PreOrder|BackOrder|Discontinued)$/;

const has = (ld: Ld, key: string, where: string, problems: string[]) => {
  const value = ld[key];
  const empty =
    value === undefined || value === null || value === '' || (Array.isArray(value) && !value.length);
  if (empty) problems.push(`${where}: no ${key}`);
  return !empty;
};

function offerProblems(offer: Ld, where: string, problems: string[]) {
  if (offer['@type'] !== 'Offer') problems.push(`${where}: not an Offer`);
  for (const key of ['price', 'priceCurrency', 'availability', 'url', 'itemCondition'])
    has(offer, key, where, problems);
  if (!/^\d+\.\d{2}$/.test(String(offer['price'])))
    problems.push(`${where}: price ${String(offer['price'])}`);
  if (!AVAILABILITY.test(String(offer['availability']))) problems.push(`${where}: availability`);
  if (offer['priceValidUntil'] !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(String(offer['priceValidUntil'])))
    problems.push(`${where}: priceValidUntil`);
  const shipping = offer['shippingDetails'] as Ld | undefined;
  if (!shipping) problems.push(`${where}: no shippingDetails`);
  else {
    const rate = shipping['shippingRate'] as Ld | undefined;
    if (typeof rate?.['value'] !== 'number' || rate['currency'] !== 'USD')
      problems.push(`${where}: shippingRate`);
    if ((shipping['shippingDestination'] as Ld | undefined)?.['addressCountry'] !== 'US')
      problems.push(`${where}: shippingDestination`);
  }
  const returns = offer['hasMerchantReturnPolicy'] as Ld | undefined;
  if (!returns) problems.push(`${where}: no hasMerchantReturnPolicy`);
  else
    for (const key of ['applicableCountry', 'returnPolicyCategory', 'merchantReturnDays'])
      has(returns, key, `${where} return policy`, problems);
}

function productProblems(product: Ld, where: string, problems: string[]) {
  if (product['@type'] !== 'Product') problems.push(`${where}: not a Product`);
  for (const key of ['name', 'image', 'sku', 'url']) has(product, key, where, problems);
  const offers = product['offers'] as Ld | undefined;
  if (!offers) problems.push(`${where}: no offers`);
  else offerProblems(offers, `${where} offer`, problems);
}

/** What a Product or ProductGroup lacks (empty when none). */
export function productLdProblems(ld: Ld): string[] {
  const problems: string[] = [];
  if (ld['@context'] !== 'https://schema.org') problems.push('no @context');
  if (ld['@type'] === 'Product') {
    productProblems(ld, 'Product', problems);
    return problems;
  }
  if (ld['@type'] !== 'ProductGroup') return [`a ${String(ld['@type'])}`];
  for (const key of ['name', 'productGroupID', 'variesBy', 'hasVariant', 'url'])
    has(ld, key, 'ProductGroup', problems);
  const variants = (ld['hasVariant'] ?? []) as Ld[];
  variants.forEach((v, i) => {
    productProblems(v, `variant ${i}`, problems);
    if (v['inProductGroupWithID'] !== ld['productGroupID']) problems.push(`variant ${i}: group id`);
  });
  return problems;
}
