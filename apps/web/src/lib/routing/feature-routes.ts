import type { RouteObject } from 'react-router';

/**
 * A feature's pages, by the frame they render in: each feature's routes.tsx exports one as
 * `routes`, and app/router/routes.tsx puts every group under its layout and guard (spec/01 §2), so
 * a new feature adds its pages without editing a central table. Pages load lazily (`lazy:`): a
 * routes file is part of the first load, its pages are not.
 */
export interface FeatureRoutes {
  /** The public layout (header and footer), for everyone. */
  public?: RouteObject[];
  /** The account layout, for signed-in users; visitors are sent to log in first. */
  signedIn?: RouteObject[];
  /** The account layout, for everyone: its side navigation shows for signed-in users. */
  openAccount?: RouteObject[];
  /** No frame at all (no header, no footer): pages for a screen or an embed, e.g. /feed; they bring their own <main>. */
  bare?: RouteObject[];
  /** The back-office layout, for staff (ADMIN and SUB_ADMIN); others are sent to /. */
  staff?: RouteObject[];
}
