import type { ShowingType } from './enums';
import type { ViewingActor, ViewingStatus } from './statuses';

/*
 * Who reads a virtual viewing's meeting link (issue 17). The landlord's side (the owner, inbox
 * staff) set it and always may. The renter gets it once the landlord has agreed to the time, so a
 * mere request never hands out the landlord's meeting room: confirmed, or confirmed and now with a
 * new time under discussion. Closed viewings keep it from everyone but the landlord's side.
 */
export function meetingLinkFor(
  viewing: {
    showingType: ShowingType;
    meetingLink: string | null;
    status: ViewingStatus;
    confirmedAt: Date | null;
  },
  actor: Exclude<ViewingActor, 'SYSTEM'> | null,
): string | null {
  if (viewing.showingType !== 'VIRTUAL' || !viewing.meetingLink || !actor) return null;
  if (actor === 'LANDLORD' || actor === 'STAFF') return viewing.meetingLink;
  const agreed =
    viewing.status === 'CONFIRMED' ||
    (viewing.status === 'RESCHEDULE_PROPOSED' && viewing.confirmedAt !== null);
  return agreed ? viewing.meetingLink : null;
}
