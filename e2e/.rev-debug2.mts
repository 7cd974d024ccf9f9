const base = 'http://localhost:3611';
const get = async (p: string) => (await fetch(base + p)).json();
for (const handle of ['car-subwoofers', 'car-amplifiers']) {
  const data = await get(`/api/collections/${handle}?pageSize=96`);
  for (const p of data.products) {
    const skus = [p.sku, ...p.variants.map((v: any) => v.sku)].join(',');
    const list = await get(`/api/reviews/skuList?skus=${encodeURIComponent(skus)}&page=0`);
    if (list.count <= 20) continue;
    const photos = await get(`/api/reviews/with-images?skus=${encodeURIComponent(skus)}&page=0&limit=25`);
    if (photos.reviews.length < 2) continue;
    const prod = await get(`/api/product/${p.slug}`);
    console.log(p.slug, skus, list.count, [prod.sku, ...prod.variants.map((v: any) => v.sku)].join(','), prod.rating);
    process.exit(0);
  }
}
