import { describe, expect, it } from 'vitest';
import { isCrawlDisallowed } from './crawl-rules';

describe('isCrawlDisallowed', () => {
  it('keeps crawlers out of the back office, account pages, one-time links and the API', () => {
    for (const path of [
      '/admins/3',
      '/admin-blogs',
      '/admin-forms?form=1',
      '/adminInbox/1/listing',
      '/listings?property=1',
      '/users/listing/9',
      '/building',
      '/profile',
      '/message?room=1',
      '/listing/7d0c1c1e-0000-4000-8000-000000000001/contact',
      '/confirm-password?token=abc',
      '/newsletter/unsubscribe?token=abc',
      '/graphql',
      '/exports/property-data.xlsx',
      '/viewing-requests?status=NEW',
      '/calendar/viewings/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-AbCdE.ics',
    ]) {
      expect({ path, disallowed: isCrawlDisallowed(path) }).toEqual({ path, disallowed: true });
    }
  });

  it('lets them read the public pages', () => {
    for (const path of [
      '/',
      '/search?city=Toronto',
      '/contact-us',
      '/listing-form',
      '/forms/pre-viewing',
      '/listing/7d0c1c1e-0000-4000-8000-000000000001',
      '/unit/7d0c1c1e-0000-4000-8000-000000000002',
      '/tenant/7d0c1c1e-0000-4000-8000-000000000003',
      '/landlord/7d0c1c1e-0000-4000-8000-000000000004',
      '/blogs',
      '/files/abc/detail',
      '/sitemap.xml',
      '/request-for-viewing',
      '/rental-enquiry/landlord/toronto',
    ]) {
      expect({ path, disallowed: isCrawlDisallowed(path) }).toEqual({ path, disallowed: false });
    }
  });
});
