import { expect, openPage, test } from './support/test.js';

interface ListedProduct {
  id: string;
  name: string;
  rating: number | null;
  reviews: number;
}

/** Ratings are what buyers said (decision 030), on the home page and on product pages. */
test('the home page’s figures and each product’s stars come from real reviews only', async ({
  page,
  request,
  watch,
}) => {
  void watch;
  const stats = (await (await request.get('/api/products/stats')).json()).data;
  const products: ListedProduct[] = (await (await request.get('/api/products?limit=50')).json()).data
    .products;
  expect(stats.reviews).toBe(products.reduce((sum, product) => sum + product.reviews, 0));

  await openPage(page, '/', 'phone');
  const strip = page.getByRole('region', { name: 'The studio in numbers' });
  await expect(strip.getByRole('term')).toHaveText([
    'Handmade designs',
    'Average rating',
    'Customer reviews',
  ]);
  await expect(strip.getByRole('definition')).toHaveText([
    String(stats.designs),
    stats.averageRating.toFixed(1),
    String(stats.reviews),
  ]);

  const unreviewed = products.find((product) => product.reviews === 0);
  const reviewed = products.find((product) => product.reviews > 1);
  if (!unreviewed || !reviewed) throw new Error('The demo shop has reviewed and unreviewed products');

  await openPage(page, `/product/${unreviewed.id}`, 'phone');
  await expect(page.getByRole('heading', { name: unreviewed.name, level: 1 })).toBeVisible();
  await expect(page.getByText('No reviews yet').first()).toBeVisible();
  await expect(page.getByRole('img', { name: /^Rated / })).toHaveCount(0);

  await openPage(page, `/product/${reviewed.id}`, 'phone');
  const rounded = Math.round((reviewed.rating ?? 0) * 10) / 10;
  await expect(page.getByRole('img', { name: `Rated ${rounded} out of 5` }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: `${reviewed.reviews} reviews` }).first()).toBeVisible();
  await expect(page.getByTestId('product-reviews').getByRole('listitem')).toHaveCount(reviewed.reviews);
});
