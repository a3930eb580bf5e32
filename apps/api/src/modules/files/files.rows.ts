import { ROLES, LOGGED_IN, LISTING_AUTHORS } from '../../test/authorization/roles';
import { q, upload, type Row } from '../../test/authorization/table';

let seq = 0;

/**
 * Site content (modules/content, site, newsletter), generated listing descriptions and picture scans
 * (modules/descriptions) and uploads (modules/files).
 */
export const CONTENT_FILES_ROWS: Row[] = [
  {
    operation: 'generateListingDescription',
    allowed: LISTING_AUTHORS,
    run: q('mutation { generateListingDescription(data: { property_type: "CONDO" }) }'),
  },
  {
    operation: 'scanImage',
    case: 'no vision provider (VISION_NOT_CONFIGURED once through)',
    allowed: LISTING_AUTHORS,
    run: q('mutation { scanImage(urls: ["/files/5b0c3f0e-4c1a-4b8e-9d7a-2f1e3c4b5a69"]) }'),
  },
  {
    operation: 'subscribeNewsletter',
    allowed: ROLES,
    run: q('mutation($e: String!) { subscribeNewsletter(email: $e) { status } }', () => ({
      e: `news${++seq}@example.test`,
    })),
  },
  {
    operation: 'unsubscribeNewsletter',
    allowed: ROLES,
    run: q('mutation { unsubscribeNewsletter(token: "unknown-token") }'),
  },
  {
    operation: 'multipleFileUpload',
    case: 'an avatar',
    allowed: LOGGED_IN,
    run: upload('mutation($f: [Upload!]!) { multipleFileUpload(files: $f, pathType: AVATAR) { id } }', 'f.0'),
  },
  {
    operation: 'multipleFileUpload',
    case: 'a listing picture',
    allowed: ['LANDLORD', 'SUB_ADMIN', 'SUB_ADMIN_NONE', 'ADMIN'],
    run: upload(
      'mutation($f: [Upload!]!) { multipleFileUpload(files: $f, pathType: LISTING_PICTURE) { id } }',
      'f.0',
    ),
  },
  {
    operation: 'uploadImage',
    case: 'a help-center thumbnail',
    allowed: ['SUB_ADMIN', 'ADMIN'],
    run: upload('mutation($f: Upload!) { uploadImage(file: $f) { id } }', 'f'),
  },
  {
    operation: 'uploadImage',
    case: 'a blog thumbnail',
    allowed: ['ADMIN'],
    run: upload('mutation($f: Upload!) { uploadImage(file: $f, pathType: BLOG_THUMBNAIL) { id } }', 'f'),
  },
  {
    operation: 'deleteFile',
    case: "another user's avatar",
    allowed: ['SUB_ADMIN', 'SUB_ADMIN_NONE', 'ADMIN'],
    run: async (api, actors) => {
      const uploaded = await upload(
        'mutation($f: [Upload!]!) { multipleFileUpload(files: $f, pathType: AVATAR) { id } }',
        'f.0',
      )(api, { self: actors.other, other: actors.other });
      const id = (uploaded.data as { multipleFileUpload: { id: string }[] }).multipleFileUpload[0]!.id;
      return api.execute('mutation($id: ID!) { deleteFile(id: $id) }', { id }, { token: actors.self?.token });
    },
  },
  { operation: 'testimonials', allowed: ROLES, run: q('{ testimonials { id } }') },
  { operation: 'siteConfig', allowed: ROLES, run: q('{ siteConfig { mapTileUrl } }') },
];
