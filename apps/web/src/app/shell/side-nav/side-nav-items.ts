import AccountCircle from '@mui/icons-material/AccountCircle';
import Apartment from '@mui/icons-material/Apartment';
import Article from '@mui/icons-material/Article';
import Assignment from '@mui/icons-material/Assignment';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import Chat from '@mui/icons-material/Chat';
import Dashboard from '@mui/icons-material/Dashboard';
import DynamicForm from '@mui/icons-material/DynamicForm';
import Description from '@mui/icons-material/Description';
import Email from '@mui/icons-material/Email';
import EventAvailable from '@mui/icons-material/EventAvailable';
import Gavel from '@mui/icons-material/Gavel';
import HelpCenter from '@mui/icons-material/HelpCenter';
import HistoryEdu from '@mui/icons-material/HistoryEdu';
import Inbox from '@mui/icons-material/Inbox';
import ManageSearch from '@mui/icons-material/ManageSearch';
import Map from '@mui/icons-material/Map';
import PendingActions from '@mui/icons-material/PendingActions';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import People from '@mui/icons-material/People';
import PrivacyTip from '@mui/icons-material/PrivacyTip';
import Policy from '@mui/icons-material/Policy';
import RocketLaunch from '@mui/icons-material/RocketLaunch';
import RssFeed from '@mui/icons-material/RssFeed';
import Tune from '@mui/icons-material/Tune';
import WorkspacePremium from '@mui/icons-material/WorkspacePremium';
import VerifiedUser from '@mui/icons-material/VerifiedUser';
import type { SvgIconComponent } from '@mui/icons-material';
import type { ParseKeys } from 'i18next';
import { hasModulePermission, isStaff, type AccessSubject } from '@rentals/domain/users/rules';
import type { StaffModule } from '@rentals/domain/users/enums';

export interface SideNavItem {
  /** The first path segment the item leads to, and that highlights it. */
  segment: string;
  label: ParseKeys<'nav'>;
  icon: SvgIconComponent;
  /** Switched on by the issue that builds the page, so nobody is sent to a page that is not there. */
  available: boolean;
  /** A count shown on the item: the listings awaiting approval, the unread messages. */
  badge?: 'pendingListings' | 'unreadMessages';
  /** Other first path segments of the item's pages, which highlight it too. */
  alsoSegments?: readonly string[];
  /** The staff module whose view permission shows the item, for a page that shows nothing else. */
  module?: StaffModule;
  /** Shown to admins only: pages no sub-admin permission opens (the company's legal texts). */
  adminOnly?: boolean;
}

/*
 * Staff side navigation in the spec's order (spec/01 §2). The spec tags the last two SubAdmin and
 * the rest Admin, yet both staff roles see the whole list, so no tag is kept here; an item with a
 * `module` shows only to staff who may view that module.
 */
const STAFF_ITEMS: readonly SideNavItem[] = [
  { segment: 'dashboards', label: 'side.dashboards', icon: Dashboard, available: true },
  { segment: 'listings', label: 'side.listings', icon: Apartment, available: true },
  {
    segment: 'requestedListing',
    label: 'side.requestedListing',
    icon: PendingActions,
    available: true,
    badge: 'pendingListings',
  },
  {
    segment: 'boostListing',
    label: 'side.boostListing',
    icon: RocketLaunch,
    available: true,
    module: 'boostListings',
  },
  { segment: 'internal-properties', label: 'side.internalProperties', icon: Map, available: true },
  { segment: 'users', label: 'side.users', icon: People, available: true },
  { segment: 'plans', label: 'side.plans', icon: WorkspacePremium, available: true, module: 'plans' },
  { segment: 'features', label: 'side.features', icon: Tune, available: true, module: 'features' },
  { segment: 'articles', label: 'side.articles', icon: Article, available: true, module: 'articles' },
  {
    // Rental laws are written by staff of the articles module (the spec has no module of their own).
    segment: 'admin-rental-laws',
    label: 'side.adminRentalLaws',
    icon: Gavel,
    available: true,
    module: 'articles',
  },
  { segment: 'adminInbox', label: 'side.adminInbox', icon: Inbox, available: true },
  // Not in the spec's list: the requests of /request-for-viewing (issue 17), handled beside the inbox.
  { segment: 'viewing-requests', label: 'side.viewingRequests', icon: EventAvailable, available: true },
  // Neither: the viewings of Viewings Management listings (issue 17), which the team handles.
  { segment: 'viewings', label: 'side.viewings', icon: CalendarMonth, available: true },
  { segment: 'profile', label: 'side.profile', icon: AccountCircle, available: true },
  {
    // The help center's collections, articles and analytics (issue 24); staff who may view it.
    segment: 'admin-help-center',
    label: 'side.adminHelpCenter',
    icon: HelpCenter,
    available: true,
    module: 'helpCenter',
  },
  {
    // Blog posts (issue 23); only staff who may view blogs see it.
    segment: 'admin-blogs',
    label: 'side.adminBlogs',
    icon: RssFeed,
    available: true,
    module: 'blogs',
  },
  // The product's own forms (issue 23), with the articles permission like the other content pages.
  {
    segment: 'admin-forms',
    label: 'side.adminForms',
    icon: DynamicForm,
    available: true,
    module: 'articles',
  },
  { segment: 'search-history', label: 'side.searchHistory', icon: ManageSearch, available: true },
  {
    // The bare path opens the table (issue 18), which keeps the item highlighted; only staff who
    // may view applications see it.
    segment: 'rental-application-details',
    label: 'side.rentalApplicationDetails',
    icon: Assignment,
    available: true,
    alsoSegments: ['rental-application-table-view'],
    module: 'applications',
  },
  { segment: 'e-mail-configuration', label: 'side.emailConfiguration', icon: Email, available: true },
  {
    // Lease requests (issue 19); only staff who may view leases see it.
    segment: 'lease-details-table',
    label: 'side.leaseDetailsTable',
    icon: Description,
    available: true,
    module: 'leases',
  },
  {
    // Payments (issue 21): deposits and boosts, their receipts and refunds; staff who may view boosts.
    segment: 'payments',
    label: 'side.payments',
    icon: ReceiptLong,
    available: true,
    module: 'boostListings',
  },
  // Not in the spec's list: the versioned terms and privacy policy (issue 23), admins only.
  { segment: 'admin-legal', label: 'side.adminLegal', icon: Policy, available: true, adminOnly: true },
  {
    // Data exports (and deletions) still to answer (issue 25); staff who may view users.
    segment: 'privacy-requests',
    label: 'side.privacyRequests',
    icon: PrivacyTip,
    available: true,
    module: 'users',
  },
];

const LANDLORD_ITEMS: readonly SideNavItem[] = [
  { segment: 'building', label: 'side.building', icon: Apartment, available: true },
  { segment: 'message', label: 'side.message', icon: Chat, available: true, badge: 'unreadMessages' },
  // The leases the landlord prepared (issue 19), to follow their signatures.
  { segment: 'leases', label: 'side.leases', icon: HistoryEdu, available: true },
  // Not in the spec's list: getting verified (issue 25), or listings leave search after a grace period.
  { segment: 'verification', label: 'side.verification', icon: VerifiedUser, available: true },
  { segment: 'profile', label: 'side.profile', icon: AccountCircle, available: true },
];

const RENTER_ITEMS: readonly SideNavItem[] = [
  { segment: 'message', label: 'side.message', icon: Chat, available: true, badge: 'unreadMessages' },
  // Not in the spec's list: the viewings the renter booked (issue 17), beside their conversations.
  { segment: 'my-viewings', label: 'side.myViewings', icon: CalendarMonth, available: true },
  // Neither: the rental applications the renter sent (issue 18), and where each stands.
  { segment: 'my-applications', label: 'side.myApplications', icon: Assignment, available: true },
  // Neither: the leases sent to the renter to sign (issue 19).
  { segment: 'leases', label: 'side.leases', icon: HistoryEdu, available: true },
  {
    segment: 'request-for-viewing',
    label: 'side.requestForViewing',
    icon: EventAvailable,
    available: true,
  },
  { segment: 'profile', label: 'side.profile', icon: AccountCircle, available: true },
];

/** The side navigation of a role, or an empty list for roles without one (guests, unverified). */
export function sideNavItems(user: AccessSubject | null): SideNavItem[] {
  const all = isStaff(user)
    ? STAFF_ITEMS
    : user?.userType === 'LANDLORD'
      ? LANDLORD_ITEMS
      : user?.userType === 'RENTER'
        ? RENTER_ITEMS
        : [];
  return all.filter(
    (item) =>
      item.available &&
      (!item.adminOnly || user?.userType === 'ADMIN') &&
      (!item.module || hasModulePermission(user, item.module, 'view')),
  );
}

/**
 * Whether the side navigation fetches the pending listing count (spec/01 §6: only Admin and
 * SubAdmin trigger it), and only with the permission the API asks for it.
 */
export function fetchesPendingCount(user: AccessSubject | null): boolean {
  return isStaff(user) && hasModulePermission(user, 'requestedListings', 'view');
}
