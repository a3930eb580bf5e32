import type { ComponentType } from 'react';
import { DownloadDataSection } from './DownloadDataSection';

/*
 * The sections of /profile/your-data, in page order. Each is its own component, in its own file,
 * owning its heading, data and states: a new privacy feature adds its section here.
 */
export const YOUR_DATA_SECTIONS: readonly { id: string; Section: ComponentType }[] = [
  { id: 'download', Section: DownloadDataSection },
];
