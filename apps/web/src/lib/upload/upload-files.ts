import { print, type DocumentNode } from 'graphql';
import { isErrorCode } from '@rentals/domain/errors/codes';
import type {
  FilePathType,
  MultipleFileUploadMutation,
  ThumbnailPathType,
  UploadImageMutation,
} from '../../gql/graphql';
import { CodedError, errorParams } from '../errors/graphql-error';
import { isFieldIssue } from '../errors/validation-failure';
import { authorizationHeader } from '../session/token-storage';
import { MultipleFileUploadDocument, UploadImageDocument } from './upload-operations';

export type UploadedFile = MultipleFileUploadMutation['multipleFileUpload'][number];
export type UploadedImage = UploadImageMutation['uploadImage'];

interface UploadResponse<T> {
  data?: T | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

function failure(response: UploadResponse<unknown> | null): CodedError {
  const extensions = response?.errors?.[0]?.extensions ?? {};
  return new CodedError(
    isErrorCode(extensions.code) ? extensions.code : 'SOMETHING_WRONG',
    errorParams(extensions),
    Array.isArray(extensions.fields) ? extensions.fields.filter(isFieldIssue) : [],
  );
}

/**
 * Posts a GraphQL multipart request (the multipart request spec): `files` go to the variable paths
 * given. Apollo Client 4 has no upload link, and XMLHttpRequest (unlike fetch) reports upload
 * progress, which the progress bars show.
 */
function postMultipart<T>(
  document: DocumentNode,
  variables: Record<string, unknown>,
  files: readonly { path: string; file: File }[],
  onProgress?: (percent: number) => void,
): Promise<T> {
  const body = new FormData();
  body.append('operations', JSON.stringify({ query: print(document), variables }));
  body.append('map', JSON.stringify(Object.fromEntries(files.map((f, i) => [i, [f.path]]))));
  files.forEach(({ file }, i) => body.append(String(i), file, file.name));

  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/graphql');
    xhr.setRequestHeader('authorization', authorizationHeader());
    // The API refuses a multipart post without it: another site's form could send one, but not
    // this header (apps/api/src/graphql/csrf-prevention.ts).
    xhr.setRequestHeader('x-graphql-csrf', '1');
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => {
      console.error('Network error: upload failed');
      reject(new CodedError('SOMETHING_WRONG'));
    };
    xhr.onload = () => {
      const response = xhr.response as UploadResponse<T> | null;
      if (response?.data && !response.errors?.length) {
        onProgress?.(100);
        resolve(response.data);
        return;
      }
      for (const error of response?.errors ?? []) console.error('Unexpected error: ' + error.message);
      reject(failure(response));
    };
    xhr.send(body);
  });
}

/** Uploads files of one kind (multipleFileUpload). */
export async function uploadFiles(
  files: readonly File[],
  pathType: FilePathType,
  onProgress?: (percent: number) => void,
): Promise<UploadedFile[]> {
  const data = await postMultipart<MultipleFileUploadMutation>(
    MultipleFileUploadDocument,
    { files: files.map(() => null), pathType },
    files.map((file, i) => ({ path: `variables.files.${i}`, file })),
    onProgress,
  );
  return data.multipleFileUpload;
}

/** Uploads one content picture (uploadImage): thumbnails, pictures inside rich text, portraits. */
export async function uploadImage(
  file: File,
  pathType: ThumbnailPathType,
  onProgress?: (percent: number) => void,
): Promise<UploadedImage> {
  const data = await postMultipart<UploadImageMutation>(
    UploadImageDocument,
    { file: null, pathType },
    [{ path: 'variables.file', file }],
    onProgress,
  );
  return data.uploadImage;
}
