import { buildViewingInvite } from '@rentals/domain/viewings/ics';
import { holdsPlace, type ViewingStatus } from '@rentals/domain/viewings/statuses';
import { utcToLocal } from '@rentals/domain/viewings/time-zones';

/*
 * 'Add to calendar': the viewing's .ics, made in the browser with the domain's buildViewingInvite
 * (plain string work and TextEncoder, nothing of Node's), so no request is needed to download it.
 * The UID names the viewing and the site's host (viewingUid), so a later download replaces the
 * event in place; with no sequence known here, the file's DTSTAMP (now) makes it the latest
 * (RFC 5546 §2.1.5).
 */

export interface CalendarViewing {
  id: string;
  status: ViewingStatus;
  startsAt: string;
  endsAt: string;
  zone: string;
  listingId: string;
  listingTitle: string;
}

/** A viewing that holds its time may go in a calendar; a closed one may not. */
export function canAddToCalendar(viewing: Pick<CalendarViewing, 'status' | 'endsAt'>, now: Date): boolean {
  return holdsPlace(viewing.status) && Date.parse(viewing.endsAt) > now.getTime();
}

export interface CalendarFile {
  filename: string;
  text: string;
}

/**
 * The viewing as an iCalendar file: a request is TENTATIVE until the landlord confirms it;
 * `summary` is the event's title in the reader's language, `location` the address of an in-person
 * viewing when the page knows it.
 */
export function viewingCalendarFile(
  viewing: CalendarViewing,
  {
    summary,
    location,
    origin,
    now,
  }: { summary: string; location?: string | null; origin: string; now: Date },
): CalendarFile {
  const text = buildViewingInvite(
    {
      viewingId: viewing.id,
      sequence: 0,
      startsAt: new Date(viewing.startsAt),
      endsAt: new Date(viewing.endsAt),
      timeZone: viewing.zone,
      summary,
      location: location ?? null,
      url: `${origin}/listing/${encodeURIComponent(viewing.listingId)}`,
      status: viewing.status === 'REQUESTED' ? 'TENTATIVE' : 'CONFIRMED',
    },
    'REQUEST',
    { domain: new URL(origin).hostname, now },
  );
  const day = utcToLocal(new Date(viewing.startsAt), viewing.zone).date;
  return { filename: `viewing-${day}.ics`, text };
}
