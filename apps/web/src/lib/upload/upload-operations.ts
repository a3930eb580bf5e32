import { graphql } from '../../gql';

export const MultipleFileUploadDocument = graphql(`
  mutation MultipleFileUpload($files: [Upload!]!, $pathType: FilePathType!) {
    multipleFileUpload(files: $files, pathType: $pathType) {
      id
      filename
      url
      mimeType
      size
      pathType
    }
  }
`);

export const UploadImageDocument = graphql(`
  mutation UploadImage($file: Upload!, $pathType: ThumbnailPathType) {
    uploadImage(file: $file, pathType: $pathType) {
      id
      thumbnailUrl
      width
      height
    }
  }
`);
