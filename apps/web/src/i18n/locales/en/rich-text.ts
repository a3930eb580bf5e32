/** The rich-text editor of the back office (blogs, rental laws, legal pages, help center). */
export const richText = {
  loading: 'Loading the editor…',
  toolbar: 'Text formatting',
  bold: 'Bold',
  italic: 'Italic',
  underline: 'Underline',
  strike: 'Strikethrough',
  heading2: 'Heading',
  heading3: 'Subheading',
  bulletList: 'Bulleted list',
  orderedList: 'Numbered list',
  quote: 'Quote',
  rule: 'Divider',
  link: 'Link',
  image: 'Picture',
  undo: 'Undo',
  redo: 'Redo',
  linkTitle: 'Link',
  linkAddress: 'Address',
  linkHelp: 'An https:// page, a page of this site (/search), mailto: or tel:',
  linkInvalid: 'Use an https:// address, a path of this site starting with /, mailto: or tel:.',
  linkRemove: 'Remove link',
  imageTitle: 'Describe the picture',
  imageAlt: 'Alternative text',
  imageAltHelp: 'What the picture shows, for readers who cannot see it.',
  imageUploading: 'Uploading the picture… {{percent}}%',
  apply: 'Apply',
  cancel: 'Cancel',
  insert: 'Insert',
};

declare module '../../namespace-types' {
  interface Namespaces {
    richText: typeof richText;
  }
}
