import { randomUUID } from 'node:crypto';
import type { RentalApplicationDraft } from '@rentals/domain/rental-applications/draft';
import {
  flattenRentalApplication,
  RENTAL_DOCUMENT_GROUPS,
  rentalApplicationFiles,
} from '@rentals/domain/rental-applications/payload';
import { sampleTenantApplication } from '@rentals/domain/rental-applications/sample-applications';
import { and, asc, eq, like } from 'drizzle-orm';
import { fileObjects } from '../../db/schema/files';
import { emailOutbox } from '../../db/schema/mail';
import { bookings, messages, rooms } from '../../db/schema/messaging';
import { approvedListingOf } from '../listings/test-listings';
import type { CreatedUser } from '../../test/factories';
import type { GraphQLResponse, TestApi } from '../../test/harness';

/* Test helpers for rental applications: a listing taking them, an applicant's files, a submit. */

export const APPLICATION_FIELDS = `id status submittedAt viewedAt decidedAt listingId listingTitle unitId monthlyRent
  applicantName occupation employer grossIncome coOccupantCount hasPets incomeToRentRatio
  documents { key count } creditCheckConsent sin details actions`;

export const CREATE_RENTAL = `mutation($data: CreateRentalInput!, $clientId: ID, $consent: Boolean) {
  createRental(data: $data, clientId: $clientId, creditCheckConsent: $consent) {
    error message application { ${APPLICATION_FIELDS} } } }`;

export interface ApplicationListingFixture {
  landlord: CreatedUser;
  listingId: string;
  unitId: string;
  monthlyRent: number;
}

/** An approved listing of a new landlord (or `landlord`), taking applications. */
export async function listingTakingApplications(
  api: TestApi,
  landlord?: CreatedUser,
): Promise<ApplicationListingFixture> {
  const owner = landlord ?? (await api.factories.user({ userType: 'LANDLORD' }));
  const listing = await approvedListingOf(api, owner);
  const unit = listing.units[0]!;
  return { landlord: owner, listingId: listing.id, unitId: unit.id, monthlyRent: unit.monthlyPrice! };
}

/** The draft with every file replaced by a private upload of `applicant` of the same type. */
export async function withApplicantFiles(
  api: TestApi,
  applicant: CreatedUser,
  draft: RentalApplicationDraft,
): Promise<RentalApplicationDraft> {
  const result = structuredClone(draft);
  for (const [key, files] of Object.entries(rentalApplicationFiles(draft))) {
    const stored = [];
    for (const file of files) {
      const id = randomUUID();
      await api.deps.db.insert(fileObjects).values({
        id,
        ownerId: applicant.user.id,
        pathType: 'RENTAL_APP',
        storageKey: `rental_app/${id}`,
        documentKey: key,
        filename: file.name,
        mimeType: file.mimeType,
        size: file.size,
        isPrivate: true,
      });
      stored.push({ ...file, fileId: id });
    }
    const group = RENTAL_DOCUMENT_GROUPS[key as keyof typeof RENTAL_DOCUMENT_GROUPS];
    (result[group] as unknown as Record<string, unknown>)[key] = stored;
  }
  return result;
}

/** A complete application of `applicant` for the listing (the sample tenant's by default), flattened. */
export async function applicationPayload(
  api: TestApi,
  applicant: CreatedUser,
  listing: Pick<ApplicationListingFixture, 'listingId' | 'unitId'>,
  sample: (today: Date) => RentalApplicationDraft = sampleTenantApplication,
  change: (draft: RentalApplicationDraft) => void = () => undefined,
) {
  const draft = await withApplicantFiles(api, applicant, sample(new Date()));
  draft.offer.listingId = listing.listingId;
  draft.offer.unitId = listing.unitId;
  change(draft);
  return flattenRentalApplication(draft, {}, new Date());
}

export interface SubmittedApplication {
  id: string;
  status: string;
  [field: string]: unknown;
}

export function submitApplication(
  api: TestApi,
  applicant: CreatedUser | null,
  data: unknown,
  options: { clientId?: string; consent?: boolean } = {},
): Promise<
  GraphQLResponse<{ createRental: { error: boolean; message: string; application: SubmittedApplication } }>
> {
  return api.execute(
    CREATE_RENTAL,
    { data, clientId: options.clientId ?? null, consent: options.consent ?? false },
    { token: applicant?.token },
  );
}

/** A submitted application of a new renter to a new listing; answers everything about it. */
export async function submittedApplication(api: TestApi, fixture?: ApplicationListingFixture) {
  const listing = fixture ?? (await listingTakingApplications(api));
  const applicant = await api.factories.user({ userType: 'RENTER' });
  const response = await submitApplication(api, applicant, await applicationPayload(api, applicant, listing));
  if (!response.data?.createRental) throw new Error(JSON.stringify(response.errors));
  return { ...listing, applicant, application: response.data.createRental.application };
}

/** The system message keys posted in the applicant's conversation about the listing, oldest first. */
export async function conversationKeys(
  api: TestApi,
  applicantId: string,
  listingId: string,
): Promise<string[]> {
  const rows = await api.deps.db
    .select({ text: messages.text })
    .from(messages)
    .innerJoin(rooms, eq(rooms.id, messages.roomId))
    .innerJoin(bookings, eq(bookings.id, rooms.bookingId))
    .where(
      and(eq(bookings.seekerId, applicantId), eq(bookings.listingId, listingId), eq(messages.type, 'SYSTEM')),
    )
    .orderBy(asc(messages.createdAt));
  return rows.map((r) => r.text);
}

/** The rental application e-mails written to an address, oldest first. */
export function applicationMails(api: TestApi, to: string) {
  return api.deps.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), like(emailOutbox.template, 'rental-application-%')))
    .orderBy(asc(emailOutbox.createdAt));
}
