import { print } from 'graphql';
import { isErrorCode } from '@rentals/domain/errors/codes';
import type { FilePathType, MultipleFileUploadMutation } from '../../gql/graphql';
import { CodedError, errorParams } from '../errors/graphql-error';
import { authorizationHeader } from '../session/token-storage';
import { MultipleFileUploadDocument } from './upload-operations';

export type UploadedFile = MultipleFileUploadMutation['multipleFileUpload'][number];

interface UploadResponse {
  data?: MultipleFileUploadMutation | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

function failure(response: UploadResponse | null): CodedError {
  const extensions = response?.errors?.[0]?.extensions ?? {};
  return new CodedError(
    isErrorCode(extensions.code) ? extensions.code : 'SOMETHING_WRONG',
    errorParams(extensions),
  );
}

/**
 * Uploads files with the GraphQL multipart request spec. Apollo Client 4 has no upload link, and
 * XMLHttpRequest (unlike fetch) reports upload progress, which the progress bars show.
 */
export function uploadFiles(
  files: readonly File[],
  pathType: FilePathType,
  onProgress?: (percent: number) => void,
): Promise<UploadedFile[]> {
  const body = new FormData();
  body.append(
    'operations',
    JSON.stringify({
      query: print(MultipleFileUploadDocument),
      variables: { files: files.map(() => null), pathType },
    }),
  );
  body.append('map', JSON.stringify(Object.fromEntries(files.map((_, i) => [i, [`variables.files.${i}`]]))));
  files.forEach((file, i) => body.append(String(i), file, file.name));

  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/graphql');
    xhr.setRequestHeader('authorization', authorizationHeader());
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => {
      console.error('Network error: upload failed');
      reject(new CodedError('SOMETHING_WRONG'));
    };
    xhr.onload = () => {
      const response = xhr.response as UploadResponse | null;
      const uploaded = response?.data?.multipleFileUpload;
      if (uploaded && !response?.errors?.length) {
        onProgress?.(100);
        resolve(uploaded);
        return;
      }
      for (const error of response?.errors ?? []) console.error('Unexpected error: ' + error.message);
      reject(failure(response));
    };
    xhr.send(body);
  });
}
