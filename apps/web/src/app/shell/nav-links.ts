import type { ParseKeys } from 'i18next';
import { dashboardPath, isStaff, listYourPropertyPath } from '@rentals/domain/users/rules';
import type { UserType } from '@rentals/domain/users/enums';

type Viewer = { userType: UserType } | null;

/** Help goes to the help center (issue 24); the contact page is one of its links, and in the admin list. */
const HELP_PATH = '/help-center';

export interface NavLink {
  to: string;
  label: ParseKeys<'nav'>;
  /** A shorter text for the desktop header, where a language's full text is long; the full text stays its name. */
  short?: ParseKeys<'nav'>;
  /** A count shown beside the link: the signed-in user's unread messages. */
  badge?: 'unreadMessages';
}

/** Messages from staff go to the admin inbox (spec/01 §6). */
function messagesPath(user: Viewer): string {
  return isStaff(user) ? '/adminInbox' : '/message';
}

/** The Messages link: /message, with the unread count, for renters and landlords; the inbox for staff. */
function messagesLink(user: Viewer): NavLink {
  return isStaff(user)
    ? { to: messagesPath(user), label: 'messages' }
    : { to: messagesPath(user), label: 'messages', badge: 'unreadMessages' };
}

/**
 * List Your Property by role (spec/01 §2): landlords to their properties, staff to the listings,
 * everyone else, visitors included, to the public form, which lets them sign up at its end.
 */
export function listYourPropertyLink(user: Viewer): string {
  return listYourPropertyPath(user) ?? '/list-with-us';
}

/** The desktop header links, the same for everyone (spec/01 §2). */
export function headerLinks(user: Viewer): NavLink[] {
  return [
    { to: '/search', label: 'exploreHomes', short: 'headerShort.exploreHomes' },
    { to: listYourPropertyLink(user), label: 'listYourProperty' },
    { to: '/services', label: 'services' },
    { to: '/knowledge-center', label: 'knowledgeCenter', short: 'headerShort.knowledgeCenter' },
    messagesLink(user),
    { to: HELP_PATH, label: 'help' },
  ];
}

type Audience = 'visitor' | 'staff' | 'admin' | 'landlord' | 'member' | 'everyone';

interface AdminLink extends NavLink {
  audience: readonly Audience[];
  /** Switched on by the issue that builds the page, so nobody is sent to a page that is not there. */
  available: boolean;
}

/** The admin link list of the navigation (spec/01 §2), in the spec's order. */
export const ADMIN_LINKS: readonly AdminLink[] = [
  { to: '/dashboards', label: 'links.dashboards', audience: ['staff'], available: true },
  { to: '/building', label: 'links.building', audience: ['staff', 'landlord'], available: true },
  { to: '/admins', label: 'links.admins', audience: ['admin'], available: true },
  { to: '/listings', label: 'links.listings', audience: ['staff'], available: true },
  { to: '/list-with-us', label: 'links.listWithUs', audience: ['visitor'], available: true },
  { to: '/services', label: 'links.services', audience: ['everyone'], available: true },
  { to: '/knowledge-center', label: 'links.knowledgeCenter', audience: ['everyone'], available: true },
  { to: '/message', label: 'links.message', audience: ['member', 'landlord'], available: true },
  { to: '/adminInbox', label: 'links.adminInbox', audience: ['staff'], available: true },
  { to: '/contact-us', label: 'links.contactUs', audience: ['everyone'], available: true },
  { to: '/requestedListing', label: 'links.requestedListing', audience: ['staff'], available: true },
  { to: '/boostListing', label: 'links.boostListing', audience: ['staff'], available: true },
  { to: '/users', label: 'links.users', audience: ['staff'], available: true },
  { to: '/plans', label: 'links.plans', audience: ['staff'], available: true },
  { to: '/articles', label: 'links.articles', audience: ['staff'], available: true },
  { to: '/features', label: 'links.features', audience: ['staff'], available: true },
  { to: '/admin-blogs', label: 'links.adminBlogs', audience: ['staff'], available: true },
];

function audiencesOf(user: Viewer): Audience[] {
  if (!user) return ['everyone', 'visitor'];
  if (user.userType === 'ADMIN') return ['everyone', 'staff', 'admin'];
  if (user.userType === 'SUB_ADMIN') return ['everyone', 'staff'];
  if (user.userType === 'LANDLORD') return ['everyone', 'landlord'];
  return ['everyone', 'member'];
}

export function adminLinksFor(user: Viewer): NavLink[] {
  const audiences = audiencesOf(user);
  return ADMIN_LINKS.filter((l) => l.available && l.audience.some((a) => audiences.includes(a)));
}

/**
 * What a renter keeps while looking (saved homes, saved searches with their alerts): for everyone
 * signed in but staff, whose menus are the back office's.
 */
function savedLinks(user: NonNullable<Viewer>): NavLink[] {
  if (isStaff(user)) return [];
  return [
    { to: '/saved-homes', label: 'savedHomes' },
    { to: '/saved-searches', label: 'savedSearches' },
  ];
}

/**
 * The signed-in avatar menu (spec/01 §2): Profile, Dashboard by role, Admins for ADMIN only, then
 * the saved homes and searches.
 */
export function accountMenuLinks(user: NonNullable<Viewer>): NavLink[] {
  const dashboard = dashboardPath(user);
  return [
    { to: '/profile', label: 'profile' },
    ...(dashboard ? [{ to: dashboard, label: 'dashboard' } as const] : []),
    ...(user.userType === 'ADMIN' ? [{ to: '/admins', label: 'admins' } as const] : []),
    ...savedLinks(user),
  ];
}

/**
 * The full-screen menu below 900px (spec/01 §2). Signed in: Explore here, Profile, (Dashboard for
 * a landlord), Saved homes and searches (not staff), Knowledge Center, Messages, Help; staff get the admin link list instead of Messages.
 * Log In, Sign Up and Logout are actions, added by the menu itself.
 */
export function mobileMenuLinks(user: Viewer): NavLink[] {
  if (!user) {
    return [
      { to: '/search', label: 'exploreHomes' },
      { to: listYourPropertyLink(user), label: 'listYourProperty' },
      { to: '/services', label: 'services' },
      { to: '/knowledge-center', label: 'knowledgeCenter' },
      { to: HELP_PATH, label: 'help' },
    ];
  }
  const links: NavLink[] = [
    { to: '/search', label: 'exploreHere' },
    { to: '/profile', label: 'profile' },
  ];
  if (user.userType === 'LANDLORD') links.push({ to: '/building', label: 'dashboard' });
  links.push(...savedLinks(user));
  links.push({ to: '/knowledge-center', label: 'knowledgeCenter' });
  if (isStaff(user)) {
    links.push(...adminLinksFor(user));
  } else {
    links.push(messagesLink(user));
  }
  links.push({ to: HELP_PATH, label: 'help' });
  // The admin list repeats some paths (Knowledge Center); show each destination once.
  return links.filter((link, i) => links.findIndex((l) => l.to === link.to) === i);
}
