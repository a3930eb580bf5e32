import { LOGGED_IN } from '../../test/authorization/roles';
import { upload, type Row } from '../../test/authorization/table';

/** Uploads (modules/files). */
export const FILES_ROWS: Row[] = [
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
    operation: 'uploadImage',
    case: 'a content picture (articles or blogs add)',
    allowed: ['SUB_ADMIN', 'ADMIN'],
    run: upload('mutation($f: Upload!) { uploadImage(file: $f, pathType: CONTENT_IMAGE) { id } }', 'f'),
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
];
