import { expect, test } from '../fixtures/test';

test('the French home page is all French: testimonials, places and counts', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('locale', 'fr'));
  await page.reload();
  await expect(
    page.getByRole('heading', { name: 'Trouvez votre prochain logement au Canada' }),
  ).toBeVisible();

  const testimonials = page.getByRole('region', { name: 'Ce que disent nos locataires et propriétaires' });
  await expect(testimonials.getByText('Propriétaire à Montréal')).toBeVisible();
  await expect(testimonials.getByRole('listitem')).toHaveCount(3);
  for (const english of ['Renter in', 'Landlord in', 'I filtered by transit', 'Listing my triplex']) {
    await expect(testimonials).not.toContainText(english);
  }

  const cities = page.getByRole('region', { name: 'Explorer par quartier' });
  await expect(cities.getByRole('article').first()).toBeVisible();
  await expect(cities.getByText(/^\+\d+ autres?$/).first()).toBeVisible();
  await expect(cities).not.toContainText('de plus');
  await expect(page.getByRole('main')).not.toContainText(/\bMontreal\b/);
});
