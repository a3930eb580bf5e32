/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An instant, as an ISO 8601 string in UTC. */
  DateTime: { input: string; output: string; }
  /** A JSON value (a rental application draft); each operation taking one validates it with its zod schema. */
  JSON: { input: any; output: any; }
  /** A file sent with the GraphQL multipart request specification. */
  Upload: { input: File; output: File; }
};

/** A Canadian place offered by the address field. City, region and neighbourhood are derived from it (city falls back to the locality, then the region). With the built-in gazetteer a typed street address keeps its unit, civic number and street (in its usual written form) and gets the point of a well-known street, else of its city or neighbourhood: approximate. */
export type AddressSuggestion = {
  __typename?: 'AddressSuggestion';
  /** Address stored with the listing. */
  address: Scalars['String']['output'];
  /** City, else the locality, else the region name. */
  city: Scalars['String']['output'];
  /** Text shown in the list. */
  label: Scalars['String']['output'];
  /** Latitude (approximate for a street address from the gazetteer). */
  lat: Scalars['Float']['output'];
  /** Longitude (approximate for a street address from the gazetteer). */
  lng: Scalars['Float']['output'];
  /** Neighbourhood, if known. */
  neighbourhood?: Maybe<Scalars['String']['output']>;
  /** Names this place for createCity and createNeighbourhood, which find it again through the geocoder. */
  placeId: Scalars['String']['output'];
  /** Postal code, if known. */
  postalCode?: Maybe<Scalars['String']['output']>;
  /** Province or territory, postal abbreviation. */
  region: Scalars['String']['output'];
};

/** A curated article as staff manage it (spec/01 §3 Article (admin)). */
export type AdminArticle = {
  __typename?: 'AdminArticle';
  /** Section. */
  articleType: ArticleType;
  /** The external page. Clients open it in a new tab with rel="noopener noreferrer", so the page gets neither this window nor the referring address. */
  articleUrl: Scalars['String']['output'];
  /** Added. */
  createdAt: Scalars['DateTime']['output'];
  /** A short summary, plain text. */
  description: Scalars['String']['output'];
  /** The article. */
  id: Scalars['ID']['output'];
  /** Picture: /files/<id> or https. */
  imageUrl?: Maybe<Scalars['String']['output']>;
  /** When the link was last checked. */
  linkCheckedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The last check read as fine or broken. */
  linkHealth: LinkHealth;
  /** The HTTP status of the last check; null when unchecked or when the site did not answer. */
  linkStatus?: Maybe<Scalars['Int']['output']>;
  /** Its language. */
  locale: Locale;
  /** Staff’s note, never shown to visitors. */
  note?: Maybe<Scalars['String']['output']>;
  /** Status. */
  status: ArticleStatus;
  /** Subtitle. */
  subtitle?: Maybe<Scalars['String']['output']>;
  /** Tags. */
  tags: Array<ArticleTag>;
  /** Title. */
  title: Scalars['String']['output'];
  /** Last changed. */
  updatedAt: Scalars['DateTime']['output'];
};

/** Counts that matter to the team, from aggregate queries. */
export type AdminDashboard = {
  __typename?: 'AdminDashboard';
  /** Listings by state (staff with listings view; null otherwise). */
  listings?: Maybe<DashboardListingCounts>;
  /** Listings awaiting review, as on /requestedListing (staff with requestedListings view; null otherwise). */
  requestedListings?: Maybe<Scalars['Int']['output']>;
  /** New listings and accounts per day over the last `days` days, today included, oldest first; empty days are 0 (staff with listings and users view; null otherwise). */
  series?: Maybe<Array<DashboardDay>>;
  /** Accounts by type (staff with users view; null otherwise). */
  users?: Maybe<DashboardUserCounts>;
};


/** Counts that matter to the team, from aggregate queries. */
export type AdminDashboardSeriesArgs = {
  days?: InputMaybe<Scalars['Int']['input']>;
};

/** Filters of the staff inbox, all optional. */
export type AdminInboxFilter = {
  /** Only flagged (true) or unflagged (false) ones. */
  flagged?: InputMaybe<Scalars['Boolean']['input']>;
  /** Only handled (true) or not handled (false) ones. */
  handled?: InputMaybe<Scalars['Boolean']['input']>;
  /** Only the conversations about this listing (/adminInbox/{id}/listing). */
  listingId?: InputMaybe<Scalars['ID']['input']>;
  /** Only this conversation: one opened from a link that is not on the page shown. */
  roomId?: InputMaybe<Scalars['ID']['input']>;
  /** Text a message contains, matched literally, case-insensitive. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Only those with messages since staff last marked them handled. */
  unreadOnly?: InputMaybe<Scalars['Boolean']['input']>;
  /** Only those where this user is the renter or the owner. */
  userId?: InputMaybe<Scalars['ID']['input']>;
};

/** A page of the staff inbox and how many conversations match in all. */
export type AdminInboxPage = {
  __typename?: 'AdminInboxPage';
  /** How many match in all. */
  count: Scalars['Int']['output'];
  /** This page. */
  items: Array<AdminInboxRoom>;
};

/** A conversation in the staff inbox. */
export type AdminInboxRoom = {
  __typename?: 'AdminInboxRoom';
  /** A participant blocked the conversation. */
  blocked: Scalars['Boolean']['output'];
  /** Its booking. */
  booking: Scalars['ID']['output'];
  /** A message called for a safety warning. */
  flagged: Scalars['Boolean']['output'];
  /** When staff marked it handled; a message of the renter or the owner clears it (the team's own answers do not). */
  handledAt?: Maybe<Scalars['DateTime']['output']>;
  /** The staff member who marked it handled. */
  handledBy?: Maybe<Scalars['ID']['output']>;
  /** The room. */
  id: Scalars['ID']['output'];
  /** The newest message. */
  lastMessage?: Maybe<Message>;
  /** When the newest message was sent (lists are ordered by it, newest first). */
  lastMessageTime: Scalars['DateTime']['output'];
  /** The listing. */
  listing: InboxListing;
  /** Reports of participants not resolved yet (conversationReports). */
  openReportCount: Scalars['Int']['output'];
  /** The listing's owner in the conversation; null once their account is deleted. */
  owner?: Maybe<InboxPerson>;
  /** The renter; null once their account is deleted. */
  renter?: Maybe<InboxPerson>;
  /** Unread for staff: the renter's and the owner's messages since staff last marked it handled (all of them if never); the team's own messages do not count. */
  unreadCount: Scalars['Int']['output'];
};

/** How new homes of a saved search are e-mailed: INSTANT (each), DAILY (a digest at 8 a.m.), NONE. */
export type AlertFrequency =
  | 'DAILY'
  | 'INSTANT'
  | 'NONE';

/** A published curated article for visitors (spec/01 §3 Article, content page). */
export type Article = {
  __typename?: 'Article';
  /** Section. */
  articleType: ArticleType;
  /** The external page. Clients open it in a new tab with rel="noopener noreferrer", so the page gets neither this window nor the referring address. */
  articleUrl: Scalars['String']['output'];
  /** Added. */
  createdAt: Scalars['DateTime']['output'];
  /** A short summary, plain text. */
  description: Scalars['String']['output'];
  /** The article. */
  id: Scalars['ID']['output'];
  /** Picture: /files/<id> or https. */
  imageUrl?: Maybe<Scalars['String']['output']>;
  /** Its language. */
  locale: Locale;
  /** Subtitle. */
  subtitle?: Maybe<Scalars['String']['output']>;
  /** Tags. */
  tags: Array<ArticleTag>;
  /** Title. */
  title: Scalars['String']['output'];
};

/** An article as staff edit it (articleInputSchema). ARTICLE_URL_NOT_HTTPS, ARTICLE_URL_INVALID, ARTICLE_URL_HAS_CREDENTIALS, ARTICLE_IMAGE_INVALID, VALIDATION_FAILED, TAG_NAME_INVALID, TOO_MANY_TAGS. */
export type ArticleInput = {
  /** Section. */
  articleType: ArticleType;
  /** The page: https, a public host, no user name or password. */
  articleUrl: Scalars['String']['input'];
  /** Summary, at most 1,000 characters. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** An uploadImage CONTENT_IMAGE (/files/<id>) or an https picture. */
  imageUrl?: InputMaybe<Scalars['String']['input']>;
  /** Its language. */
  locale: Locale;
  /** Staff’s note, at most 2,000 characters. */
  note?: InputMaybe<Scalars['String']['input']>;
  /** Status. */
  status: ArticleStatus;
  /** Subtitle, at most 200 characters. */
  subtitle?: InputMaybe<Scalars['String']['input']>;
  /** Tag names; those that do not exist are created (at most 10). */
  tags: Array<Scalars['String']['input']>;
  /** Title, at most 200 characters. */
  title: Scalars['String']['input'];
};

/** DRAFT (staff only), PUBLISHED (visitors see it) or ARCHIVED (kept, hidden). */
export type ArticleStatus =
  | 'ARCHIVED'
  | 'DRAFT'
  | 'PUBLISHED';

/** A tag on curated articles (tags are shared with blog posts). */
export type ArticleTag = {
  __typename?: 'ArticleTag';
  /** The tag. */
  id: Scalars['ID']['output'];
  /** How many posts and articles carry it. */
  mostUsed: Scalars['Int']['output'];
  /** Its name. */
  name: Scalars['String']['output'];
};

/** The knowledge center section an article is shown in. */
export type ArticleType =
  | 'ESTATE_SCOOP'
  | 'TRENDING';

/** Filters of staff’s article list, all optional. */
export type ArticleWhereInput = {
  /** Only this section. */
  articleType?: InputMaybe<ArticleType>;
  /** Only this language. */
  locale?: InputMaybe<Locale>;
  /** Words in the title, subtitle, description or address (accents ignored). */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Only this status. */
  status?: InputMaybe<ArticleStatus>;
  /** Only articles with this tag name. */
  tag?: InputMaybe<Scalars['String']['input']>;
};

/** What an audit entry is about: a listing, a user, a conversation (ROOM), a request for viewing (VIEWING_REQUEST), a viewing (VIEWING) or a payment (PAYMENT: refunds). */
export type AuditEntity =
  | 'LISTING'
  | 'PAYMENT'
  | 'ROOM'
  | 'USER'
  | 'VIEWING'
  | 'VIEWING_REQUEST';

/** One staff action on a listing, a user or a conversation: who, what, when, and the fields before and after. */
export type AuditEntry = {
  __typename?: 'AuditEntry';
  /** listing.approve, listing.reject, listing.available, listing.unavailable, user.update, user.type, user.delete, permission.set, room.view, room.handle, room.unhandle, viewingRequest.update… */
  action: Scalars['String']['output'];
  /** The staff member's e-mail at the time. */
  actorEmail: Scalars['String']['output'];
  /** The staff member (null once deleted). */
  actorId?: Maybe<Scalars['ID']['output']>;
  /** The changed fields after, as a JSON object. */
  after?: Maybe<Scalars['String']['output']>;
  /** The changed fields before, as a JSON object. */
  before?: Maybe<Scalars['String']['output']>;
  /** When. */
  createdAt: Scalars['DateTime']['output'];
  /** The listing, user or room id. */
  entityId: Scalars['ID']['output'];
  /** Listing, user or conversation. */
  entityType: AuditEntity;
  /** Entry id. */
  id: Scalars['ID']['output'];
};

/** A signed-in session: send the token as `Authorization: Bearer <token>`. */
export type AuthPayload = {
  __typename?: 'AuthPayload';
  /** Bearer token of the new session. */
  token: Scalars['String']['output'];
  /** The signed-in user. */
  user: User;
};

/** Bedrooms of a unit. */
export type Bedrooms =
  /** Eight Bedrooms */
  | 'EIGHT_BEDROOMS'
  /** Five Bedrooms */
  | 'FIVE_BEDROOMS'
  /** Four Bedrooms */
  | 'FOUR_BEDROOMS'
  /** 4+ Bedrooms */
  | 'FOUR_OR_MORE_BEDROOMS'
  /** Nine Bedrooms */
  | 'NINE_BEDROOMS'
  /** One Bedroom */
  | 'ONE_BEDROOM'
  /** Room in a shared home */
  | 'ROOM_SHARED_HOME'
  /** Seven Bedrooms */
  | 'SEVEN_BEDROOMS'
  /** Six Bedrooms */
  | 'SIX_BEDROOMS'
  /** Studio */
  | 'STUDIO'
  /** Ten Bedrooms */
  | 'TEN_BEDROOMS'
  /** Three Bedrooms */
  | 'THREE_BEDROOMS'
  /** Two Bedrooms */
  | 'TWO_BEDROOMS';

/** A renter books a free time (instant mode) or proposes up to 3 (request mode). */
export type BookViewingInput = {
  /** SLOT (default) or OPEN_HOUSE. */
  kind?: InputMaybe<ViewingSlotKind>;
  /** The listing. */
  listing: Scalars['ID']['input'];
  /** A note to the landlord, posted in the conversation. */
  message?: InputMaybe<Scalars['String']['input']>;
  /** Starts of free slots, ISO instants with offset; instant mode books the first. */
  proposedTimes: Array<Scalars['String']['input']>;
};

/** A renter's conversation about a listing (spec/01 §3 Booking). */
export type Booking = {
  __typename?: 'Booking';
  /** When it was opened. */
  createdAt: Scalars['DateTime']['output'];
  /** People in the household. */
  householdSize?: Maybe<Scalars['Int']['output']>;
  /** The booking. */
  id: Scalars['ID']['output'];
  /** The listing. */
  listing: Scalars['ID']['output'];
  /** Move-in date, YYYY-MM-DD. */
  moveInDate?: Maybe<Scalars['String']['output']>;
  /** Its conversation. */
  room: Scalars['ID']['output'];
  /** The renter; null once deleted. */
  seeker?: Maybe<Scalars['ID']['output']>;
};

/** What a boost answers: where to pay, or the listing already boosted. */
export type BoostResult = {
  __typename?: 'BoostResult';
  /** The card checkout to send the browser to; null when the boost was free and has started. */
  checkoutUrl?: Maybe<Scalars['String']['output']>;
  /** Whole days left of its boost (0 until a paid boost’s payment arrives). */
  daysLeft?: Maybe<Scalars['Int']['output']>;
  /** The listing. */
  listing?: Maybe<Listing>;
};

/** A boosted listing on /boostListing, with the payment that bought its boost. */
export type BoostedListing = {
  __typename?: 'BoostedListing';
  /** Whole days left. */
  daysLeft: Scalars['Int']['output'];
  /** The listing. */
  listing: Listing;
  /** The latest paid or refunded boost payment; null for a boost staff gave. */
  payment?: Maybe<Payment>;
  /** When it ends. */
  premiumEnd?: Maybe<Scalars['DateTime']['output']>;
  /** When the boost started. */
  premiumStart?: Maybe<Scalars['DateTime']['output']>;
};

/** A page of boosted listings and how many there are in all. */
export type BoostedListingPage = {
  __typename?: 'BoostedListingPage';
  /** How many in all. */
  count: Scalars['Int']['output'];
  /** This page. */
  items: Array<BoostedListing>;
};

/** Amenities of the building (33 flags). */
export type BuildingAmenities = {
  __typename?: 'BuildingAmenities';
  /** Basketball Court */
  basketballCourt: Scalars['Boolean']['output'];
  /** BBQ Permitted */
  bbqPermitted: Scalars['Boolean']['output'];
  /** Beanfield Wi-Fi */
  beanfieldWifi: Scalars['Boolean']['output'];
  /** Bike Storage */
  bikeStorage: Scalars['Boolean']['output'];
  /** Business Centre */
  businessCenter: Scalars['Boolean']['output'];
  /** Communal Garden */
  communalGarden: Scalars['Boolean']['output'];
  /** Concierge */
  concierge: Scalars['Boolean']['output'];
  /** Conference Room */
  conferenceRoom: Scalars['Boolean']['output'];
  /** Co-working Space */
  coworkingSpace: Scalars['Boolean']['output'];
  /** Dry Cleaning */
  dryCleaning: Scalars['Boolean']['output'];
  /** Elevator */
  elevator: Scalars['Boolean']['output'];
  /** Game Room */
  gameRoom: Scalars['Boolean']['output'];
  /** Guest Suites */
  guestSuites: Scalars['Boolean']['output'];
  /** Gym */
  gym: Scalars['Boolean']['output'];
  /** Hot Tub */
  hotTub: Scalars['Boolean']['output'];
  /** Lounge */
  lounge: Scalars['Boolean']['output'];
  /** Media Room */
  mediaRoom: Scalars['Boolean']['output'];
  /** On-site Laundry */
  onSiteLaundry: Scalars['Boolean']['output'];
  /** Party Room */
  partyRoom: Scalars['Boolean']['output'];
  /** Patio */
  patio: Scalars['Boolean']['output'];
  /** Pet Spa */
  petSpa: Scalars['Boolean']['output'];
  /** Public Wi-Fi */
  publicWifi: Scalars['Boolean']['output'];
  /** Rooftop Deck */
  rooftopDeck: Scalars['Boolean']['output'];
  /** Rooftop Terrace */
  rooftopTerrace: Scalars['Boolean']['output'];
  /** Sauna */
  sauna: Scalars['Boolean']['output'];
  /** Storage */
  storage: Scalars['Boolean']['output'];
  /** Swimming Pool */
  swimmingPool: Scalars['Boolean']['output'];
  /** Tennis Court */
  tennisCourt: Scalars['Boolean']['output'];
  /** Theatre */
  theatre: Scalars['Boolean']['output'];
  /** Visitor Parking */
  visitorsParking: Scalars['Boolean']['output'];
  /** Wheelchair Access */
  wheelchairAccess: Scalars['Boolean']['output'];
  /** Yard */
  yard: Scalars['Boolean']['output'];
  /** Yoga Room */
  yogaRoom: Scalars['Boolean']['output'];
};

/** Amenities of the building (33 flags). The group replaces the stored one: an absent flag is false. */
export type BuildingAmenitiesInput = {
  /** Basketball Court */
  basketballCourt?: InputMaybe<Scalars['Boolean']['input']>;
  /** BBQ Permitted */
  bbqPermitted?: InputMaybe<Scalars['Boolean']['input']>;
  /** Beanfield Wi-Fi */
  beanfieldWifi?: InputMaybe<Scalars['Boolean']['input']>;
  /** Bike Storage */
  bikeStorage?: InputMaybe<Scalars['Boolean']['input']>;
  /** Business Centre */
  businessCenter?: InputMaybe<Scalars['Boolean']['input']>;
  /** Communal Garden */
  communalGarden?: InputMaybe<Scalars['Boolean']['input']>;
  /** Concierge */
  concierge?: InputMaybe<Scalars['Boolean']['input']>;
  /** Conference Room */
  conferenceRoom?: InputMaybe<Scalars['Boolean']['input']>;
  /** Co-working Space */
  coworkingSpace?: InputMaybe<Scalars['Boolean']['input']>;
  /** Dry Cleaning */
  dryCleaning?: InputMaybe<Scalars['Boolean']['input']>;
  /** Elevator */
  elevator?: InputMaybe<Scalars['Boolean']['input']>;
  /** Game Room */
  gameRoom?: InputMaybe<Scalars['Boolean']['input']>;
  /** Guest Suites */
  guestSuites?: InputMaybe<Scalars['Boolean']['input']>;
  /** Gym */
  gym?: InputMaybe<Scalars['Boolean']['input']>;
  /** Hot Tub */
  hotTub?: InputMaybe<Scalars['Boolean']['input']>;
  /** Lounge */
  lounge?: InputMaybe<Scalars['Boolean']['input']>;
  /** Media Room */
  mediaRoom?: InputMaybe<Scalars['Boolean']['input']>;
  /** On-site Laundry */
  onSiteLaundry?: InputMaybe<Scalars['Boolean']['input']>;
  /** Party Room */
  partyRoom?: InputMaybe<Scalars['Boolean']['input']>;
  /** Patio */
  patio?: InputMaybe<Scalars['Boolean']['input']>;
  /** Pet Spa */
  petSpa?: InputMaybe<Scalars['Boolean']['input']>;
  /** Public Wi-Fi */
  publicWifi?: InputMaybe<Scalars['Boolean']['input']>;
  /** Rooftop Deck */
  rooftopDeck?: InputMaybe<Scalars['Boolean']['input']>;
  /** Rooftop Terrace */
  rooftopTerrace?: InputMaybe<Scalars['Boolean']['input']>;
  /** Sauna */
  sauna?: InputMaybe<Scalars['Boolean']['input']>;
  /** Storage */
  storage?: InputMaybe<Scalars['Boolean']['input']>;
  /** Swimming Pool */
  swimmingPool?: InputMaybe<Scalars['Boolean']['input']>;
  /** Tennis Court */
  tennisCourt?: InputMaybe<Scalars['Boolean']['input']>;
  /** Theatre */
  theatre?: InputMaybe<Scalars['Boolean']['input']>;
  /** Visitor Parking */
  visitorsParking?: InputMaybe<Scalars['Boolean']['input']>;
  /** Wheelchair Access */
  wheelchairAccess?: InputMaybe<Scalars['Boolean']['input']>;
  /** Yard */
  yard?: InputMaybe<Scalars['Boolean']['input']>;
  /** Yoga Room */
  yogaRoom?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A private feed of the caller's viewings (as renter and as owner) that calendar apps subscribe to by URL. Whoever has the URL reads the feed: keep it private. */
export type CalendarFeed = {
  __typename?: 'CalendarFeed';
  /** When this URL was made. */
  createdAt: Scalars['DateTime']['output'];
  /** https URL of the .ics feed, to paste into a calendar app. */
  url: Scalars['String']['output'];
  /** The same feed as webcal://, which calendar apps open as a subscription. */
  webcalUrl: Scalars['String']['output'];
};

/** An open checkout: the payer goes to `url` (the sandbox page or Stripe Checkout). */
export type CheckoutSession = {
  __typename?: 'CheckoutSession';
  /** The payment it pays. */
  paymentId: Scalars['ID']['output'];
  /** Where the payer pays. */
  url: Scalars['String']['output'];
};

/** A Canadian city with its coordinates. */
export type City = {
  __typename?: 'City';
  /** Listed on public pages: staff accepted it. A new one, from an address, waits for review. */
  accepted: Scalars['Boolean']['output'];
  /** Identifier. */
  id: Scalars['ID']['output'];
  /** Latitude. */
  lat: Scalars['Float']['output'];
  /** Longitude. */
  lng: Scalars['Float']['output'];
  /** Name. */
  name: Scalars['String']['output'];
  /** Neighbourhoods, most popular first. */
  neighbourhoods: Array<Neighbourhood>;
  /** Province or territory, postal abbreviation. */
  province: Scalars['String']['output'];
};

/** A participant of a conversation, as the other participants see them. */
export type ConversationPerson = {
  __typename?: 'ConversationPerson';
  /** Avatar picture. */
  avatarUrl?: Maybe<Scalars['String']['output']>;
  /** First name. */
  firstName?: Maybe<Scalars['String']['output']>;
  /** The user. */
  id: Scalars['ID']['output'];
  /** Last name. */
  lastName?: Maybe<Scalars['String']['output']>;
};

/** A conversation reported to staff by one of its participants. */
export type ConversationReport = {
  __typename?: 'ConversationReport';
  /** When it was sent. */
  createdAt: Scalars['DateTime']['output'];
  /** The report. */
  id: Scalars['ID']['output'];
  /** Why. */
  reason: ReportReason;
  /** Who reported it; null once their account is deleted. */
  reporter?: Maybe<ConversationReporter>;
  /** When staff resolved it (marking the conversation handled); null while open. */
  resolvedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The conversation. */
  room: Scalars['ID']['output'];
  /** The reporter's own words (may be empty). */
  text: Scalars['String']['output'];
};

/** The participant who reported a conversation. */
export type ConversationReporter = {
  __typename?: 'ConversationReporter';
  /** E-mail. */
  email: Scalars['String']['output'];
  /** First name. */
  firstName?: Maybe<Scalars['String']['output']>;
  /** The user. */
  id: Scalars['ID']['output'];
  /** Last name. */
  lastName?: Maybe<Scalars['String']['output']>;
};

/** The first message to a listing from /listing/{id}/contact. */
export type CreateBookingInput = {
  /** People in the household (optional). */
  householdSize?: InputMaybe<Scalars['Int']['input']>;
  /** The listing. */
  listing: Scalars['ID']['input'];
  /** Move-in date, YYYY-MM-DD (optional). */
  moveInDate?: InputMaybe<Scalars['String']['input']>;
  /** The first message. */
  text: Scalars['String']['input'];
};

/** The city of a chosen address: its name, province and coordinates come from the geocoder's place. */
export type CreateCityInput = {
  /** The placeId of the chosen searchAddresses suggestion. */
  placeId: Scalars['String']['input'];
};

/** createLease's answer: the lease's id, envelope, status, subject and message, and the lease. */
export type CreateLeaseResult = {
  __typename?: 'CreateLeaseResult';
  /** The envelope's id. */
  docusignEnvelopeId?: Maybe<Scalars['String']['output']>;
  /** The signing page (the landlord's ceremony when they sign first; no token). */
  docusignEnvelopeUri?: Maybe<Scalars['String']['output']>;
  /** The lease. */
  id: Scalars['ID']['output'];
  /** The lease. */
  lease: Lease;
  /** The message. */
  message: Scalars['String']['output'];
  /** DRAFT or SENT. */
  status: LeaseStatus;
  /** The subject. */
  subject: Scalars['String']['output'];
};

/** A new building with its first unit, pictures and location. */
export type CreateListingInput = {
  /** Owner question: advertising duration. */
  advertiseDuration?: InputMaybe<Scalars['String']['input']>;
  /** Owner question: advertise the unit. */
  advertiseUnit?: InputMaybe<Scalars['Boolean']['input']>;
  /** Building amenities. */
  amenities?: InputMaybe<BuildingAmenitiesInput>;
  /** Has a basement. */
  basement?: InputMaybe<Scalars['Boolean']['input']>;
  /** Year of construction, not after the current year. */
  buildingConstructionYear?: InputMaybe<Scalars['String']['input']>;
  /** Owner question: commission. */
  commission?: InputMaybe<Scalars['String']['input']>;
  /** Where it is created (default LISTING). */
  createdFrom?: InputMaybe<ListingSource>;
  /** Owner question: currently tenanted. */
  currentlyTenanted?: InputMaybe<Scalars['Boolean']['input']>;
  /** Owner question: customise the lease. */
  customiseLease?: InputMaybe<Scalars['Boolean']['input']>;
  /** Description. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Owner question: desired rent, CAD. */
  desiredRentalPrice?: InputMaybe<Scalars['Float']['input']>;
  /** Development company. */
  developmentCompany?: InputMaybe<Scalars['String']['input']>;
  /** Owner question: existing listing URL. */
  existingUrl?: InputMaybe<Scalars['String']['input']>;
  /** Owner question: extra information. */
  extraInfo?: InputMaybe<Scalars['String']['input']>;
  /** Government proof: a GOVT_PROOF file id uploaded by the caller; null removes it. */
  govtProof?: InputMaybe<Scalars['ID']['input']>;
  /** Location (required, sent whole). */
  location?: InputMaybe<ListingLocationInput>;
  /** Owner question: lockbox. */
  lockbox?: InputMaybe<Scalars['String']['input']>;
  /** Owner question: minimum rent, CAD. */
  minimumRentalPrice?: InputMaybe<Scalars['Float']['input']>;
  /** Move-in bonuses. */
  moveInBonuses?: InputMaybe<Scalars['String']['input']>;
  /** Ownership proof: an OWNERSHIP_PROOF file id uploaded by the caller. */
  ownershipProof?: InputMaybe<Scalars['ID']['input']>;
  /** Owner question: partnership status. */
  partnershipStatus?: InputMaybe<Scalars['String']['input']>;
  /** Pets allowed; 'none' excludes the others. */
  pets?: InputMaybe<PetsInput>;
  /** Building pictures: file ids from multipleFileUpload (LISTING_PICTURE) uploaded by the caller, in order; 1 to 60. Replaces the building's list. */
  pictures?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Plans chosen on the dialog's plan step (non-staff creators; staff's are ignored): one of group 2, at most one per group, offered at the address, no boost. */
  planIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** Owner question: listed with a realtor. */
  propertyRealtor?: InputMaybe<Scalars['Boolean']['input']>;
  /** Type of property (default OTHER). */
  propertyType?: InputMaybe<PropertyType>;
  /** Region (province). */
  region?: InputMaybe<Scalars['String']['input']>;
  /** Who posts it. */
  role?: InputMaybe<PosterRole>;
  /** Owner question: how the unit is shown. */
  showingUnit?: InputMaybe<ShowingType>;
  /** Owner signature. */
  signature?: InputMaybe<Scalars['String']['input']>;
  /** Owner's drawn signature: a LISTING_SIGNATURE file id uploaded by the caller; null removes it. */
  signatureFile?: InputMaybe<Scalars['ID']['input']>;
  /** Owner question: spouse or partner. */
  spousePartner?: InputMaybe<Scalars['String']['input']>;
  /** Floors. */
  storiesInBuilding?: InputMaybe<Scalars['Int']['input']>;
  /** Tenant requirements. */
  tenantRequirements?: InputMaybe<TenantRequirementsInput>;
  /** Building title (required). */
  title?: InputMaybe<Scalars['String']['input']>;
  /** Units in the building. */
  totalUnitsInBuilding?: InputMaybe<Scalars['Int']['input']>;
  /** The first unit (required). */
  unit?: InputMaybe<CreateUnitInput>;
  /** Utilities included. */
  utilities?: InputMaybe<UtilitiesInput>;
};

/** The neighbourhood of a chosen address: its name and city come from the geocoder's place. */
export type CreateNeighbourhoodInput = {
  /** Shown in featured lists (staff with listings edit only: anyone else gets NO_ACCESS). A new one is not. */
  featured?: InputMaybe<Scalars['Boolean']['input']>;
  /** The placeId of the chosen searchAddresses suggestion. */
  placeId: Scalars['String']['input'];
  /** Popularity rank value (staff with listings edit only: anyone else gets NO_ACCESS). A new one has 0. */
  popularity?: InputMaybe<Scalars['Int']['input']>;
};

/** The rental application as the spec's flattened CreateRental payload (spec/02 §3), files as the references multipleFileUpload answered. */
export type CreateRentalInput = {
  /** Accountant's email (draft field income.accountantEmail). */
  accountant_email: Scalars['String']['input'];
  /** Accountant's phone (draft field income.accountantPhone). */
  accountant_phone: Scalars['String']['input'];
  /** City (draft field applicant.address.city). */
  address_city: Scalars['String']['input'];
  /** Country (draft field applicant.address.country). */
  address_country: Scalars['String']['input'];
  /** Postal code (draft field applicant.address.postal). */
  address_postal: Scalars['String']['input'];
  /** Province (draft field applicant.address.province). */
  address_province: Scalars['String']['input'];
  /** Street (draft field applicant.address.street). */
  address_street: Scalars['String']['input'];
  /** Do you have another vehicle? (draft field vehiclesAndOccupants.anotherVehicle). */
  anotherVehicle: Scalars['Boolean']['input'];
  /** The application date, as the start of that day in UTC. */
  applicationDate: Scalars['String']['input'];
  /** Applying as (draft field offer.applyingAs). */
  applyingAs: Scalars['String']['input'];
  /** Bank statements (draft field income.bankStatementFiles). */
  bankStatementFiles: Array<RentalApplicationFileInput>;
  /** Breed (draft field obligations.breed). */
  breed: Scalars['String']['input'];
  /** Co-occupants (draft field vehiclesAndOccupants.coOccupants). */
  co_occupants: Scalars['String']['input'];
  /** Commencement date (draft field offer.commencementDate). */
  commencementDate: Scalars['String']['input'];
  /** When the applicant submitted, a UTC ISO time. */
  createdAt: Scalars['String']['input'];
  /** Credit score (draft field documents.creditScoreFile). */
  creditScoreFile: Array<RentalApplicationFileInput>;
  /** Current employer (draft field income.currentEmployer). */
  currentEmployer: Scalars['String']['input'];
  /** Employer's address (draft field income.currentEmployerAddress). */
  currentEmployerAddress: Scalars['String']['input'];
  /** Employer's phone (draft field income.currentEmployerPhone). */
  currentEmployerPhone: Scalars['String']['input'];
  /** Employment end date (draft field income.currentEmploymentEndDate). */
  currentEmploymentEndDate: Scalars['String']['input'];
  /** Landlord's email (draft field applicant.landlordEmail). */
  currentLandlordEmail: Scalars['String']['input'];
  /** Landlord's name (draft field applicant.landlordName). */
  currentLandlordName: Scalars['String']['input'];
  /** Landlord's phone (draft field applicant.landlordPhone). */
  currentLandlordPhone: Scalars['String']['input'];
  /** Date of birth (draft field applicant.dob). */
  dob: Scalars['String']['input'];
  /** Reference's email (draft field income.employmentReferenceEmail). */
  employmentReference_email: Scalars['String']['input'];
  /** Employment reference (draft field income.employmentReference). */
  employmentReference_name: Scalars['String']['input'];
  /** Reference's phone (draft field income.employmentReferencePhone). */
  employmentReference_phone: Scalars['String']['input'];
  /** Best time to reach (draft field income.reachingTime.notSure). */
  employmentReference_reachingTime_notSure: Scalars['Boolean']['input'];
  /** Best time to reach (draft field income.reachingTime.weekdayAfternoon). */
  employmentReference_reachingTime_weekdayAfternoon: Scalars['Boolean']['input'];
  /** Best time to reach (draft field income.reachingTime.weekdayMorning). */
  employmentReference_reachingTime_weekdayMorning: Scalars['Boolean']['input'];
  /** Best time to reach (draft field income.reachingTime.weekendAfternoon). */
  employmentReference_reachingTime_weekendAfternoon: Scalars['Boolean']['input'];
  /** Best time to reach (draft field income.reachingTime.weekendMorning). */
  employmentReference_reachingTime_weekendMorning: Scalars['Boolean']['input'];
  /** Employment status (draft field income.employmentStatus.contract). */
  employmentStatus_contract: Scalars['Boolean']['input'];
  /** Employment status (draft field income.employmentStatus.fullTime). */
  employmentStatus_fullTime: Scalars['Boolean']['input'];
  /** Employment status (draft field income.employmentStatus.partTime). */
  employmentStatus_partTime: Scalars['Boolean']['input'];
  /** Employment status (draft field income.employmentStatus.permanent). */
  employmentStatus_permanent: Scalars['Boolean']['input'];
  /** Employment status (draft field income.employmentStatus.temporary). */
  employmentStatus_temporary: Scalars['Boolean']['input'];
  /** Time with this employer (draft field income.employmentTerm). */
  employmentTerm: Scalars['String']['input'];
  /** Owed to (draft field obligations.entities). */
  entities: Scalars['String']['input'];
  /** Expense figures (draft field income.expenseFigures). */
  expenseFigures?: InputMaybe<Scalars['Float']['input']>;
  /** First name (draft field applicant.fName). */
  fName: Scalars['String']['input'];
  /** Financial obligations (draft field obligations.financialObligation.education). */
  financialObligation_education: Scalars['Boolean']['input'];
  /** Financial obligations (draft field obligations.financialObligation.house). */
  financialObligation_house: Scalars['Boolean']['input'];
  /** Financial obligations (draft field obligations.financialObligation.medical). */
  financialObligation_medical: Scalars['Boolean']['input'];
  /** Financial obligations (draft field obligations.financialObligation.none). */
  financialObligation_none: Scalars['Boolean']['input'];
  /** Financial obligations (draft field obligations.financialObligation.vehicles). */
  financialObligation_vehicles: Scalars['Boolean']['input'];
  /** Is this your first employer? (draft field income.firstEmployer). */
  firstEmployer: Scalars['Boolean']['input'];
  /** Government ID (draft field documents.govIdsFile). */
  govIdsFile: Array<RentalApplicationFileInput>;
  /** Gross monthly income (draft field income.grossIncome). */
  grossIncome?: InputMaybe<Scalars['Float']['input']>;
  /** Full name of the person you guarantee (draft field offer.guaranteeFullName). */
  guaranteeFullName: Scalars['String']['input'];
  /** Introduce yourself (draft field documents.intro). */
  intro: Scalars['String']['input'];
  /** Invoices (draft field income.invoicesFiles). */
  invoicesFiles: Array<RentalApplicationFileInput>;
  /** Last name (draft field applicant.lName). */
  lName: Scalars['String']['input'];
  /** Current lease agreement (draft field applicant.leaseAgreementFile). */
  leaseAgreementFile: Array<RentalApplicationFileInput>;
  /** Lease term (months) (draft field offer.leaseTerm). */
  leaseTerm?: InputMaybe<Scalars['Float']['input']>;
  /** LinkedIn profile (draft field income.linkedIn). */
  linkedIn: Scalars['String']['input'];
  /** Listing (draft field offer.listingId). */
  listingId: Scalars['String']['input'];
  /** Living there since (draft field applicant.livingDate). */
  livingDate: Scalars['String']['input'];
  /** Make (draft field vehiclesAndOccupants.makeOne). */
  makeOne: Scalars['String']['input'];
  /** Make of vehicle 2 (draft field vehiclesAndOccupants.makeTwo). */
  makeTwo: Scalars['String']['input'];
  /** Model (draft field vehiclesAndOccupants.modelOne). */
  modelOne: Scalars['String']['input'];
  /** Model of vehicle 2 (draft field vehiclesAndOccupants.modelTwo). */
  modelTwo: Scalars['String']['input'];
  /** Monthly payment (draft field obligations.monthlyPayment). */
  monthlyPayment?: InputMaybe<Scalars['Float']['input']>;
  /** Co-occupant 5 name (draft field vehiclesAndOccupants.occupant_5_name). */
  occupant_five_name: Scalars['String']['input'];
  /** Co-occupant 4 name (draft field vehiclesAndOccupants.occupant_4_name). */
  occupant_four_name: Scalars['String']['input'];
  /** Co-occupant 1 name (draft field vehiclesAndOccupants.occupant_1_name). */
  occupant_one_name: Scalars['String']['input'];
  /** Co-occupant 3 name (draft field vehiclesAndOccupants.occupant_3_name). */
  occupant_three_name: Scalars['String']['input'];
  /** Co-occupant 2 name (draft field vehiclesAndOccupants.occupant_2_name). */
  occupant_two_name: Scalars['String']['input'];
  /** Occupation (draft field income.occupation). */
  occupation: Scalars['String']['input'];
  /** Other pet (draft field obligations.otherPetType). */
  otherPetType: Scalars['String']['input'];
  /** Other (please specify) (draft field offer.otherPropertySeen). */
  otherPropertySeen: Scalars['String']['input'];
  /** Personal reference email (draft field obligations.referenceEmail). */
  personalReference_email: Scalars['String']['input'];
  /** Personal reference name (draft field obligations.referenceName). */
  personalReference_name: Scalars['String']['input'];
  /** Personal reference phone (draft field obligations.referencePhone). */
  personalReference_phone: Scalars['String']['input'];
  /** Best time to reach (draft field obligations.reachingTime.notSure). */
  personalReference_reachingTime_notSure: Scalars['Boolean']['input'];
  /** Best time to reach (draft field obligations.reachingTime.weekdayAfternoon). */
  personalReference_reachingTime_weekdayAfternoon: Scalars['Boolean']['input'];
  /** Best time to reach (draft field obligations.reachingTime.weekdayMorning). */
  personalReference_reachingTime_weekdayMorning: Scalars['Boolean']['input'];
  /** Best time to reach (draft field obligations.reachingTime.weekendAfternoon). */
  personalReference_reachingTime_weekendAfternoon: Scalars['Boolean']['input'];
  /** Best time to reach (draft field obligations.reachingTime.weekendMorning). */
  personalReference_reachingTime_weekendMorning: Scalars['Boolean']['input'];
  /** Relationship (draft field obligations.referenceRelationship.colleague). */
  personalReference_relationship_colleague: Scalars['Boolean']['input'];
  /** Relationship (draft field obligations.referenceRelationship.friend). */
  personalReference_relationship_friend: Scalars['Boolean']['input'];
  /** Relationship (draft field obligations.referenceRelationship.neighbour). */
  personalReference_relationship_neighbour: Scalars['Boolean']['input'];
  /** Relationship (draft field obligations.referenceRelationship.relative). */
  personalReference_relationship_relative: Scalars['Boolean']['input'];
  /** Pet description (draft field obligations.petDescription). */
  petDescription: Scalars['String']['input'];
  /** Pet pictures (draft field obligations.petFiles). */
  petFiles: Array<RentalApplicationFileInput>;
  /** Type of pet (draft field obligations.petType.bird). */
  petType_bird: Scalars['Boolean']['input'];
  /** Type of pet (draft field obligations.petType.cat). */
  petType_cat: Scalars['Boolean']['input'];
  /** Type of pet (draft field obligations.petType.dog). */
  petType_dog: Scalars['Boolean']['input'];
  /** Type of pet (draft field obligations.petType.fish). */
  petType_fish: Scalars['Boolean']['input'];
  /** Type of pet (draft field obligations.petType.other). */
  petType_other: Scalars['Boolean']['input'];
  /** Do you have pets? (draft field obligations.pets). */
  pets: Scalars['Boolean']['input'];
  /** Phone (draft field applicant.phone). */
  phone: Scalars['String']['input'];
  /** Previous address (draft field applicant.previousAddress). */
  previousAddress: Scalars['String']['input'];
  /** Previous employer (draft field income.previousEmployer). */
  previousEmployer: Scalars['String']['input'];
  /** Previous employer's address (draft field income.previousEmployerAddress). */
  previousEmployerAddress: Scalars['String']['input'];
  /** Previous landlord's email (draft field applicant.previousLandlordEmail). */
  previousLandlordEmail: Scalars['String']['input'];
  /** Previous landlord's name (draft field applicant.previousLandlordName). */
  previousLandlordName: Scalars['String']['input'];
  /** Previous landlord's phone (draft field applicant.previousLandlordPhone). */
  previousLandlordPhone: Scalars['String']['input'];
  /** Lived there since (draft field applicant.previousLivingDate). */
  previousLivingDate: Scalars['String']['input'];
  /** Previous position title (draft field income.previousPositionTitle). */
  previousPositionTitle: Scalars['String']['input'];
  /** Were you renting that home? (draft field applicant.previousRenting). */
  previousRenting: Scalars['Boolean']['input'];
  /** Proof of income (draft field documents.proofOfIncomeFile). */
  proofOfIncomeFile: Array<RentalApplicationFileInput>;
  /** How did you see the property? (draft field offer.propertySeen.other). */
  propertySeen_other: Scalars['Boolean']['input'];
  /** How did you see the property? (draft field offer.propertySeen.providedPictures). */
  propertySeen_providedPictures: Scalars['Boolean']['input'];
  /** How did you see the property? (draft field offer.propertySeen.scheduled). */
  propertySeen_scheduled: Scalars['Boolean']['input'];
  /** How did you see the property? (draft field offer.propertySeen.viewing). */
  propertySeen_viewing: Scalars['Boolean']['input'];
  /** Best time to reach (draft field applicant.reachingTime.notSure). */
  reachingTime_notSure: Scalars['Boolean']['input'];
  /** Best time to reach (draft field applicant.reachingTime.weekdayAfternoon). */
  reachingTime_weekdayAfternoon: Scalars['Boolean']['input'];
  /** Best time to reach (draft field applicant.reachingTime.weekdayMorning). */
  reachingTime_weekdayMorning: Scalars['Boolean']['input'];
  /** Best time to reach (draft field applicant.reachingTime.weekendAfternoon). */
  reachingTime_weekendAfternoon: Scalars['Boolean']['input'];
  /** Best time to reach (draft field applicant.reachingTime.weekendMorning). */
  reachingTime_weekendMorning: Scalars['Boolean']['input'];
  /** Reason for leaving (draft field applicant.reasonLeaving). */
  reasonLeaving: Scalars['String']['input'];
  /** Reference's role (draft field income.referenceStatus). */
  referenceStatus: Scalars['String']['input'];
  /** Rental property address (draft field offer.rentalPropertyAddress). */
  rentalPropertyAddress: Scalars['String']['input'];
  /** Are you renting this home? (draft field applicant.renting). */
  renting: Scalars['Boolean']['input'];
  /** Revenue / sales figures (draft field income.revenueSalesFigures). */
  revenueSalesFigures?: InputMaybe<Scalars['Float']['input']>;
  /** Are you self-employed? (draft field income.selfEmployed). */
  selfEmployed: Scalars['Boolean']['input'];
  /** Documents you can provide (draft field income.selfEmployedDocs.accountantContact). */
  selfEmployedDocs_accountantContact: Scalars['Boolean']['input'];
  /** Documents you can provide (draft field income.selfEmployedDocs.bankStatement). */
  selfEmployedDocs_bankStatement: Scalars['Boolean']['input'];
  /** Documents you can provide (draft field income.selfEmployedDocs.invoices). */
  selfEmployedDocs_invoices: Scalars['Boolean']['input'];
  /** Documents you can provide (draft field income.selfEmployedDocs.taxReturns). */
  selfEmployedDocs_taxReturns: Scalars['Boolean']['input'];
  /** Signature (draft field signature.signature). */
  signature?: InputMaybe<Scalars['String']['input']>;
  /** SIN (optional) (draft field documents.sin). */
  sin: Scalars['String']['input'];
  /** Do you smoke? (draft field applicant.smoker). */
  smoker: Scalars['Boolean']['input'];
  /** Supplementary documents (draft field documents.supplementaryDocFile). */
  supplementaryDocFile: Array<RentalApplicationFileInput>;
  /** Tax returns (draft field income.taxReturnsFiles). */
  taxReturnsFiles: Array<RentalApplicationFileInput>;
  /** Unit (draft field offer.unitId). */
  unitId: Scalars['String']['input'];
  /** Email (draft field applicant.userEmail). */
  userEmail: Scalars['String']['input'];
  /** Do you have a vehicle? (draft field vehiclesAndOccupants.vehicle). */
  vehicle: Scalars['Boolean']['input'];
  /** Business website (draft field income.website). */
  website: Scalars['String']['input'];
  /** Weight (lb) (draft field obligations.weight). */
  weight?: InputMaybe<Scalars['Float']['input']>;
  /** Your offer (monthly rent) (draft field offer.yourOffer). */
  yourOffer?: InputMaybe<Scalars['Float']['input']>;
};

/** The answer of createRental (spec/02 §7: error and message), with the application. */
export type CreateRentalResult = {
  __typename?: 'CreateRentalResult';
  /** The application (the first one for a clientId already used). */
  application: RentalApplication;
  /** Always false: a refusal is a coded GraphQL error. */
  error: Scalars['Boolean']['output'];
  /** What to tell the applicant, in their language. */
  message: Scalars['String']['output'];
};

/** A new unit (steps 3 to 5 of the Add Property dialog). */
export type CreateUnitInput = {
  /** Offered for rent (default true). */
  available?: InputMaybe<Scalars['Boolean']['input']>;
  /** Bathrooms, 1 to 8 in halves (required). */
  bathrooms?: InputMaybe<Scalars['Float']['input']>;
  /** Bedrooms (required). */
  bedrooms?: InputMaybe<Bedrooms>;
  /** 'Contact for Pricing!': clears and ignores price and deposit. */
  contactForPricing?: InputMaybe<Scalars['Boolean']['input']>;
  /** Has a den. */
  den?: InputMaybe<Scalars['Boolean']['input']>;
  /** Deposit, CAD, 0 to 200000 in cents; required unless contactForPricing. */
  deposit?: InputMaybe<Scalars['Float']['input']>;
  /** Floor plan: a file id from multipleFileUpload (FLOOR_PLAN); null removes it. */
  floorplan?: InputMaybe<Scalars['ID']['input']>;
  /** Furnished (default false). */
  furnished?: InputMaybe<Scalars['Boolean']['input']>;
  /** Lease term in months, 0 to 120. */
  leaseTerm?: InputMaybe<Scalars['Int']['input']>;
  /** Maintenance included (required question). */
  maintenance?: InputMaybe<Scalars['Boolean']['input']>;
  /** Monthly rent, CAD, 0 to 200000 in cents; required unless contactForPricing. */
  monthlyPrice?: InputMaybe<Scalars['Float']['input']>;
  /** Move-in bonuses. */
  moveInBonuses?: InputMaybe<Scalars['String']['input']>;
  /** Unit number. */
  number?: InputMaybe<Scalars['String']['input']>;
  /** Parking (required). */
  parking?: InputMaybe<ParkingType>;
  /** Parking spots, 0 to 20. */
  parkingSpots?: InputMaybe<Scalars['Int']['input']>;
  /** Unit pictures: file ids from multipleFileUpload (LISTING_PICTURE), in order; replaces the list. */
  pictures?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Has a smoke alarm (required question). */
  smokeAlarm?: InputMaybe<Scalars['Boolean']['input']>;
  /** Available from, YYYY-MM-DD. */
  startDateAvailability?: InputMaybe<Scalars['String']['input']>;
  /** Storage (required question). */
  storage?: InputMaybe<StorageOption>;
  /** Title (required). */
  title?: InputMaybe<Scalars['String']['input']>;
  /** Amenities. */
  unitAmenities?: InputMaybe<UnitAmenitiesInput>;
  /** Appliances. */
  unitAppliances?: InputMaybe<UnitAppliancesInput>;
  /** Size in square feet (required). */
  unitSize?: InputMaybe<Scalars['Int']['input']>;
};

/** The building a new unit is added to. */
export type CreateUnitWhereInput = {
  /** Building (listing) id. */
  listingId: Scalars['ID']['input'];
};

/** An account created by staff. Without a password the person is e-mailed a link to choose one. */
export type CreateUserInput = {
  /** Sign-in e-mail; must not be in use. */
  email: Scalars['String']['input'];
  /** First name. */
  firstName: Scalars['String']['input'];
  /** Last name. */
  lastName: Scalars['String']['input'];
  /** The account's language; the request's language when omitted. */
  locale?: InputMaybe<Locale>;
  /** Initial password (8+ characters with upper, lower, digit and special). Omitted or empty: an e-mail invites the person to choose one. */
  password?: InputMaybe<Scalars['String']['input']>;
  /** Account type; ADMIN and SUB_ADMIN only by an admin. */
  userType: UserType;
};

/** What was created on one day (in the team time zone, America/Toronto). */
export type DashboardDay = {
  __typename?: 'DashboardDay';
  /** The day, YYYY-MM-DD. */
  day: Scalars['String']['output'];
  /** Listings created that day. */
  newListings: Scalars['Int']['output'];
  /** Accounts created that day. */
  newUsers: Scalars['Int']['output'];
};

/** Listings by state; pending + active + hidden + premium = total. */
export type DashboardListingCounts = {
  __typename?: 'DashboardListingCounts';
  /** Public, not boosted. */
  active: Scalars['Int']['output'];
  /** Approved, but hidden or deactivated. */
  hidden: Scalars['Int']['output'];
  /** Not approved: awaiting review or rejected. */
  pending: Scalars['Int']['output'];
  /** Public with a running boost. */
  premium: Scalars['Int']['output'];
  /** Every listing. */
  total: Scalars['Int']['output'];
};

/** Accounts by type and in all. */
export type DashboardUserCounts = {
  __typename?: 'DashboardUserCounts';
  /** Every user type, in the order of the UserType enum, 0 when none. */
  byType: Array<DashboardUserTypeCount>;
  /** Every account. */
  total: Scalars['Int']['output'];
};

/** How many accounts have one type. */
export type DashboardUserTypeCount = {
  __typename?: 'DashboardUserTypeCount';
  /** Accounts of that type. */
  count: Scalars['Int']['output'];
  /** The type. */
  userType: UserType;
};

/** A feature a plan lists, in both languages and in the request’s language. */
export type Feature = {
  __typename?: 'Feature';
  /** The feature. */
  id: Scalars['ID']['output'];
  /** The longer explanation, in the request’s language. */
  information?: Maybe<Scalars['String']['output']>;
  /** Information in English. */
  informationEn?: Maybe<Scalars['String']['output']>;
  /** Information in French. */
  informationFr?: Maybe<Scalars['String']['output']>;
  /** Name, in the request’s language. */
  name: Scalars['String']['output'];
  /** Name in English. */
  nameEn: Scalars['String']['output'];
  /** Name in French. */
  nameFr: Scalars['String']['output'];
  /** Place in staff’s list of features. */
  position: Scalars['Int']['output'];
  /** Subtitle, in the request’s language. */
  subtitle?: Maybe<Scalars['String']['output']>;
  /** Subtitle in English. */
  subtitleEn?: Maybe<Scalars['String']['output']>;
  /** Subtitle in French. */
  subtitleFr?: Maybe<Scalars['String']['output']>;
};

/** A feature as staff edit it (featureInputSchema): names required, other texts optional. */
export type FeatureInput = {
  /** Information in English (at most 1,000 characters). */
  informationEn?: InputMaybe<Scalars['String']['input']>;
  /** Information in French (at most 1,000 characters). */
  informationFr?: InputMaybe<Scalars['String']['input']>;
  /** Name in English (required, at most 120 characters). */
  nameEn?: InputMaybe<Scalars['String']['input']>;
  /** Name in French (required, at most 120 characters). */
  nameFr?: InputMaybe<Scalars['String']['input']>;
  /** Subtitle in English (at most 200 characters). */
  subtitleEn?: InputMaybe<Scalars['String']['input']>;
  /** Subtitle in French (at most 200 characters). */
  subtitleFr?: InputMaybe<Scalars['String']['input']>;
};

/** An uploaded file. A private file is served to its uploader, admins, the owner of the record holding it, and staff who may view that record's module. */
export type FileObject = {
  __typename?: 'FileObject';
  /** Uploaded. */
  createdAt: Scalars['DateTime']['output'];
  /** Which rental application document a RENTAL_APP file is, when its upload said; null otherwise. */
  documentKey?: Maybe<RentalAppDocumentKey>;
  /** Display name, with the extension of the stored type. */
  filename: Scalars['String']['output'];
  /** Height in px of a picture; null for a PDF. */
  height?: Maybe<Scalars['Int']['output']>;
  /** Identifier. */
  id: Scalars['ID']['output'];
  /** Served only to those its record lets read it (see FileObject). */
  isPrivate: Scalars['Boolean']['output'];
  /** Content type, detected from the bytes. */
  mimeType: Scalars['String']['output'];
  /** What the file is for. */
  pathType: FilePathType;
  /** Stored size in bytes (after re-encoding for pictures). */
  size: Scalars['Int']['output'];
  /** Address it is served at: /files/<id>. */
  url: Scalars['String']['output'];
  /** Width in px of a picture; null for a PDF. */
  width?: Maybe<Scalars['Int']['output']>;
};

/** What a file is for: decides who may upload it, its type and size limits, and whether it is private. */
export type FilePathType =
  /** Profile picture (public). */
  | 'AVATAR'
  /** Blog thumbnail or picture inside a post, at least 300 px (staff with blogs add). */
  | 'BLOG_THUMBNAIL'
  /** Picture of a curated article, testimonial, rental law, blog author or staff form (public; staff with articles or blogs add). */
  | 'CONTENT_IMAGE'
  /** Floor plan of a unit, picture or PDF (public; landlords and staff). */
  | 'FLOOR_PLAN'
  /** Government proof for a listing (private: its uploader, the listing's owner, admins and staff with listings view; landlords and staff upload). */
  | 'GOVT_PROOF'
  /** Help-center article thumbnail, at least 300 px (staff with help-center add). */
  | 'HELP_CENTER_THUMBNAIL'
  /** Identity document (private: its uploader, admins and staff with users view). */
  | 'IDENTITY_DOCUMENT'
  /** A sealed lease PDF (private, stored encrypted, every download recorded: the lease's parties, admins and staff with leases view). Made by the signing ceremony; uploads are refused. */
  | 'LEASE_DOCUMENT'
  /** A signer's drawn signature (private, stored encrypted: the lease's parties, admins and staff with leases view). Made by the signing ceremony; uploads are refused. */
  | 'LEASE_SIGNATURE'
  /** Picture of a building or unit (public; landlords and staff). */
  | 'LISTING_PICTURE'
  /** A listing owner's drawn signature, one PNG up to 1 MB (private: its uploader, the listing's owner, admins and staff with listings view; landlords and staff upload). */
  | 'LISTING_SIGNATURE'
  /** Attachment of a message (private: its uploader and admins). */
  | 'MESSAGE_ATTACHMENT'
  /** Proof of ownership for a listing (private: its uploader, the listing's owner, admins and staff with listings view; landlords and staff upload). */
  | 'OWNERSHIP_PROOF'
  /** Rental application document, the spec's 'rentalApp' (private, stored encrypted, every download recorded: its applicant, admins, and whom the application holding it lets read it, i.e. the listing's landlord while it is shared with them). JPEG, PNG, PDF, CSV, XLSX or XLS, up to 10 MB each, 60 per request; PDFs and spreadsheets are kept as sent. */
  | 'RENTAL_APP'
  /** The spec's name of RENTAL_APP, accepted as input; files are answered as RENTAL_APP. */
  | 'rentalApp';

/** Gender, optional on a profile. */
export type Gender =
  | 'FEMALE'
  | 'MALE'
  | 'NON_BINARY'
  | 'PREFER_NOT_TO_SAY';

/** The listing a conversation is about. */
export type InboxListing = {
  __typename?: 'InboxListing';
  /** The listing. */
  id: Scalars['ID']['output'];
  /** Its title. */
  title: Scalars['String']['output'];
};

/** A participant of a conversation as staff see them, with the e-mail. */
export type InboxPerson = {
  __typename?: 'InboxPerson';
  /** E-mail. */
  email: Scalars['String']['output'];
  /** First name. */
  firstName?: Maybe<Scalars['String']['output']>;
  /** The user. */
  id: Scalars['ID']['output'];
  /** Last name. */
  lastName?: Maybe<Scalars['String']['output']>;
};

/** The answer of inquiryToLandlord. */
export type InquiryStatus = {
  __typename?: 'InquiryStatus';
  /** The conversation it opened or continued. */
  room: Scalars['ID']['output'];
  /** 200: the enquiry was sent. */
  statusCode: Scalars['Int']['output'];
};

/** An enquiry as inquiryToLandlord takes it. */
export type InquiryToLandlordInput = {
  /** The listing. */
  id: Scalars['ID']['input'];
  /** The message. */
  value: Scalars['String']['input'];
};

/** A map viewport in degrees; south ≤ north and west ≤ east. */
export type InternalMapBoundsInput = {
  /** Eastern longitude. */
  east: Scalars['Float']['input'];
  /** Northern latitude. */
  north: Scalars['Float']['input'];
  /** Southern latitude. */
  south: Scalars['Float']['input'];
  /** Western longitude. */
  west: Scalars['Float']['input'];
};

/** A listing as a point of the properties map tracker. */
export type InternalMapListing = {
  __typename?: 'InternalMapListing';
  /** City name. */
  city: Scalars['String']['output'];
  /** Listing id. */
  id: Scalars['ID']['output'];
  /** Latitude. */
  lat: Scalars['Float']['output'];
  /** Longitude. */
  lng: Scalars['Float']['output'];
  /** Its state. */
  state: StaffListingState;
  /** Title. */
  title: Scalars['String']['output'];
};

/** A landlord's decision on an application they have opened. */
export type LandlordApplicationAction =
  | 'APPROVE'
  | 'DECLINE'
  | 'SHORTLIST';

/** A residential lease prepared for a listing, signed electronically (issue 19). */
export type Lease = {
  __typename?: 'Lease';
  /** The application it follows. */
  applicationId?: Maybe<Scalars['ID']['output']>;
  /** Whether the viewer may send, void and remind. */
  canManage: Scalars['Boolean']['output'];
  /** Completed. */
  completedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Prepared. */
  createdAt: Scalars['DateTime']['output'];
  /** GET this path (?locale=en|fr) for the unsigned PDF. */
  documentPath: Scalars['String']['output'];
  /** The unsigned document's SHA-256, in the lease's language. */
  documentSha256?: Maybe<Scalars['String']['output']>;
  /** The envelope's id at the signing service (either service). */
  docusignEnvelopeId?: Maybe<Scalars['String']['output']>;
  /** Where signers sign (the signing page, without any token). */
  docusignEnvelopeUri?: Maybe<Scalars['String']['output']>;
  /** Declined, voided or expired. */
  endedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Why it was declined or voided. */
  endedReason?: Maybe<Scalars['String']['output']>;
  /** The audit trail, oldest first: the parties and staff. */
  events: Array<LeaseEvent>;
  /** Expires unless completed by then. */
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  /** The lease. */
  id: Scalars['ID']['output'];
  /** The landlord signer. */
  landlordSigners: Array<LeaseSigner>;
  /** The language of the document (en or fr). */
  language: Scalars['String']['output'];
  /** The listing. */
  listingId?: Maybe<Scalars['ID']['output']>;
  /** The landlord's note to the signers. */
  message: Scalars['String']['output'];
  /** Who may sign now. */
  nextSigners: Array<LeaseSigner>;
  /** The signing service: 'builtin' or 'docusign'. */
  provider: Scalars['String']['output'];
  /** The province whose law applies. */
  province: Scalars['String']['output'];
  /** The conversation (room) where the lease's changes are posted. */
  roomId?: Maybe<Scalars['ID']['output']>;
  /** The sealed PDF's SHA-256. */
  sealedSha256?: Maybe<Scalars['String']['output']>;
  /** Sent for signature. */
  sentAt?: Maybe<Scalars['DateTime']['output']>;
  /** How many signed. */
  signedCount: Scalars['Int']['output'];
  /** GET this path (Bearer session or ?token=) for the sealed PDF. */
  signedDocumentPath?: Maybe<Scalars['String']['output']>;
  /** How many sign in all. */
  signerCount: Scalars['Int']['output'];
  /** Every signer, in signing order. */
  signers: Array<LeaseSigner>;
  /** Where it stands. */
  status: LeaseStatus;
  /** Its title, also the e-mail subject. */
  subject: Scalars['String']['output'];
  /** The tenants and the guarantor. */
  tenantSigners: Array<LeaseSigner>;
  /** The lease's terms (packages/domain leases/terms.ts). */
  terms: Scalars['JSON']['output'];
  /** The viewer's role: OWNER, SIGNER, STAFF or LINK (a signer's e-mailed link). */
  viewerRole: Scalars['String']['output'];
  /** Clauses of the additional terms known to be void in the province (advice for the landlord). */
  voidClauseFindings: Array<LeaseVoidClauseFinding>;
};

/** The count. */
export type LeaseAggregate = {
  __typename?: 'LeaseAggregate';
  /** How many leases match. */
  count: Scalars['Int']['output'];
};

/** How many leases match (leasesConnection). */
export type LeaseConnection = {
  __typename?: 'LeaseConnection';
  /** The aggregate. */
  aggregate: LeaseAggregate;
};

/** One event of the audit trail. */
export type LeaseEvent = {
  __typename?: 'LeaseEvent';
  /** Who acted, as recorded then. */
  actor: Scalars['String']['output'];
  /** When. */
  at: Scalars['DateTime']['output'];
  /** Details: a reason, a hash, a language. */
  detail: Scalars['JSON']['output'];
  /** The event. */
  id: Scalars['ID']['output'];
  /** Their IP address. */
  ip?: Maybe<Scalars['String']['output']>;
  /** What happened. */
  kind: LeaseEventKind;
  /** The signer concerned. */
  signerId?: Maybe<Scalars['ID']['output']>;
  /** Their browser. */
  userAgent?: Maybe<Scalars['String']['output']>;
};

/** What happened to a lease. */
export type LeaseEventKind =
  | 'COMPLETED'
  | 'CONSENTED'
  | 'CREATED'
  | 'DECLINED'
  | 'DOWNLOADED'
  | 'EXPIRED'
  | 'REMINDED'
  | 'SENT'
  | 'SIGNED'
  | 'VIEWED'
  | 'VOIDED';

/** How leases are ordered (newest first by default). */
export type LeaseOrderByInput =
  | 'createdAt_ASC'
  | 'createdAt_DESC'
  | 'updatedAt_DESC';

/** A page of leases with how many match in all. */
export type LeasePage = {
  __typename?: 'LeasePage';
  /** How many match. */
  count: Scalars['Int']['output'];
  /** This page. */
  items: Array<Lease>;
};

/** A request to the team to prepare a lease, as the landlord who sent it sees it. */
export type LeaseRequest = {
  __typename?: 'LeaseRequest';
  /** E-mail to reach the landlord. */
  contactEmail: Scalars['String']['output'];
  /** Phone (digits). */
  contactPhone?: Maybe<Scalars['String']['output']>;
  /** When it was sent. */
  createdAt: Scalars['DateTime']['output'];
  /** The request. */
  id: Scalars['ID']['output'];
  /** Landlord's legal name. */
  landlordName: Scalars['String']['output'];
  /** The listing it is for, if one was picked. */
  listingId?: Maybe<Scalars['ID']['output']>;
  /** Monthly rent, in dollars. */
  monthlyRent: Scalars['Float']['output'];
  /** Address of the rental unit. */
  propertyAddress: Scalars['String']['output'];
  /** Province code (ON, QC…). */
  province: Scalars['String']['output'];
  /** Special terms. */
  specialTerms?: Maybe<Scalars['String']['output']>;
  /** The team's note to the landlord. */
  staffNote?: Maybe<Scalars['String']['output']>;
  /** Start date, YYYY-MM-DD. */
  startDate: Scalars['String']['output'];
  /** Where it stands. */
  status: LeaseRequestStatus;
  /** The tenants. */
  tenants: Array<LeaseRequestTenant>;
  /** Months of a fixed term; null for month to month. */
  termMonths?: Maybe<Scalars['Int']['output']>;
  /** When it last changed. */
  updatedAt: Scalars['DateTime']['output'];
};

/** Counts over the matching lease requests. */
export type LeaseRequestAggregate = {
  __typename?: 'LeaseRequestAggregate';
  /** How many match. */
  count: Scalars['Int']['output'];
};

/** What the matching lease requests add up to. */
export type LeaseRequestConnection = {
  __typename?: 'LeaseRequestConnection';
  /** Counts. */
  aggregate: LeaseRequestAggregate;
};

/** NEWEST first (the default) or OLDEST first, by when they were sent. */
export type LeaseRequestOrder =
  | 'NEWEST'
  | 'OLDEST';

/** A page of lease requests and how many there are in all. */
export type LeaseRequestPage = {
  __typename?: 'LeaseRequestPage';
  /** How many in all. */
  count: Scalars['Int']['output'];
  /** This page. */
  items: Array<LeaseRequest>;
};

/** The account that sent a lease request. */
export type LeaseRequestRequester = {
  __typename?: 'LeaseRequestRequester';
  /** Account e-mail. */
  email: Scalars['String']['output'];
  /** First name. */
  firstName?: Maybe<Scalars['String']['output']>;
  /** The user. */
  id: Scalars['ID']['output'];
  /** Last name. */
  lastName?: Maybe<Scalars['String']['output']>;
};

/** NEW (received), IN_PROGRESS (the team prepares the lease), DONE (lease prepared) or CLOSED (no lease will be prepared). */
export type LeaseRequestStatus =
  | 'CLOSED'
  | 'DONE'
  | 'IN_PROGRESS'
  | 'NEW';

/** A tenant named on a lease request. */
export type LeaseRequestTenant = {
  __typename?: 'LeaseRequestTenant';
  /** E-mail, if given. */
  email?: Maybe<Scalars['String']['output']>;
  /** Name. */
  name: Scalars['String']['output'];
};

/** Filters of the staff list, all optional. */
export type LeaseRequestWhereInput = {
  /** Sent on or after this day (YYYY-MM-DD, UTC). */
  createdFrom?: InputMaybe<Scalars['String']['input']>;
  /** Sent on or before this day (YYYY-MM-DD, UTC). */
  createdTo?: InputMaybe<Scalars['String']['input']>;
  /** Only this province (ON, QC…). */
  province?: InputMaybe<Scalars['String']['input']>;
  /** Only this status. */
  status?: InputMaybe<LeaseRequestStatus>;
};

/** A signature: typed, or drawn (PNG), with initials. */
export type LeaseSignatureInput = {
  /** A drawn signature: a PNG as a data URL, at most 300 kB. */
  image?: InputMaybe<Scalars['String']['input']>;
  /** Initials, 1 to 6 characters. */
  initials: Scalars['String']['input'];
  /** TYPED or DRAWN. */
  kind: Scalars['String']['input'];
  /** The typed signature, or the name a drawn one stands for. */
  text: Scalars['String']['input'];
};

/** One signer of a lease, in signing order. */
export type LeaseSigner = {
  __typename?: 'LeaseSigner';
  /** Why they declined. */
  declineReason?: Maybe<Scalars['String']['output']>;
  /** Declined. */
  declinedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The e-mail the lease was sent to. */
  email: Scalars['String']['output'];
  /** The signer. */
  id: Scalars['ID']['output'];
  /** Whether the viewer is this signer. */
  isYou: Scalars['Boolean']['output'];
  /** Last reminded by e-mail. */
  lastRemindedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The language they sign in (en or fr). */
  locale: Scalars['String']['output'];
  /** Their name as on the lease. */
  name: Scalars['String']['output'];
  /** Signing order, from 1; equal orders sign side by side. */
  order: Scalars['Int']['output'];
  /** Their role. */
  role: LeaseSignerRole;
  /** Signed. */
  signedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Their progress. */
  status: LeaseSignerStatus;
  /** First opened. */
  viewedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** LANDLORD, TENANT or GUARANTOR. */
export type LeaseSignerRole =
  | 'GUARANTOR'
  | 'LANDLORD'
  | 'TENANT';

/** A signer's progress: PENDING, VIEWED (opened the lease), SIGNED, DECLINED. */
export type LeaseSignerStatus =
  | 'DECLINED'
  | 'PENDING'
  | 'SIGNED'
  | 'VIEWED';

/** A signer's ceremony: the lease, who they are on it, the places to tap and where they stopped. */
export type LeaseSigning = {
  __typename?: 'LeaseSigning';
  /** Whether they agreed to sign electronically. */
  consented: Scalars['Boolean']['output'];
  /** Whether they may sign now. */
  isTurn: Scalars['Boolean']['output'];
  /** The lease. */
  lease: Lease;
  /** Every place they tap, in order. */
  places: Array<LeaseSigningPlace>;
  /** The places still to tap. */
  placesLeft: Array<LeaseSigningPlace>;
  /** The signer acting. */
  signer: LeaseSigner;
  /** With an outside signing service: where the ceremony happens (open it at once; it expires within minutes). */
  viewUrl?: Maybe<Scalars['String']['output']>;
};

/** A place a signer taps: PAGE_INITIALS, ADDITIONAL_TERMS_INITIALS, SIGNATURE. */
export type LeaseSigningPlace =
  | 'ADDITIONAL_TERMS_INITIALS'
  | 'PAGE_INITIALS'
  | 'SIGNATURE';

/** DRAFT, SENT (out for signature), COMPLETED (everyone signed), DECLINED, VOIDED, EXPIRED. */
export type LeaseStatus =
  | 'COMPLETED'
  | 'DECLINED'
  | 'DRAFT'
  | 'EXPIRED'
  | 'SENT'
  | 'VOIDED';

/** Whether a PDF is a sealed lease exactly as the product sealed it. */
export type LeaseVerification = {
  __typename?: 'LeaseVerification';
  /** When it was sealed. */
  completedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Its province. */
  province?: Maybe<Scalars['String']['output']>;
  /** Who signed it. */
  signerNames: Array<Scalars['String']['output']>;
  /** A sealed lease has this SHA-256. */
  valid: Scalars['Boolean']['output'];
};

/** A clause of the additional terms the province's law makes void: advice, not legal advice. */
export type LeaseVoidClauseFinding = {
  __typename?: 'LeaseVoidClauseFinding';
  /** The sentence that matched. */
  excerpt: Scalars['String']['output'];
  /** Which rule matched. */
  ruleId: Scalars['String']['output'];
  /** The source, named. */
  sourceLabel: Scalars['String']['output'];
  /** Where the law says so. */
  sourceUrl: Scalars['String']['output'];
  /** The warning, in English. */
  warningEn: Scalars['String']['output'];
  /** The warning, in French. */
  warningFr: Scalars['String']['output'];
};

/** Filters of a list of leases, all optional. */
export type LeaseWhereInput = {
  /** Created on or after this day (YYYY-MM-DD, UTC). */
  createdFrom?: InputMaybe<Scalars['String']['input']>;
  /** Created on or before this day (YYYY-MM-DD, UTC). */
  createdTo?: InputMaybe<Scalars['String']['input']>;
  /** Staff: only the leases they are a party to. */
  mine?: InputMaybe<Scalars['Boolean']['input']>;
  /** Only this province (AB, BC, …). */
  province?: InputMaybe<Scalars['String']['input']>;
  /** Only this status. */
  status?: InputMaybe<LeaseStatus>;
  /** Text in the address or a signer's name or e-mail. */
  text?: InputMaybe<Scalars['String']['input']>;
};

/** What the last link check found: not checked yet, fine, or broken (an error or no answer). */
export type LinkHealth =
  | 'BROKEN'
  | 'OK'
  | 'UNCHECKED';

/** Steps 1 to 7 of the list-with-us wizard, merged (spec/03 §3.1). */
export type ListWithUsInput = {
  /** The building. */
  listing: ListWithUsListingInput;
  /** A Canadian phone number, saved on the caller's account with the listing. */
  phone: Scalars['String']['input'];
  /** The chosen plans: one of group 2, at most one per group, offered at the address; no boost. */
  planIds: Array<Scalars['Int']['input']>;
  /** Who posts it. */
  role: PosterRole;
  /** The units, 1 to 3 (steps 3 to 5). */
  units: Array<CreateUnitInput>;
};

/** The wizard's building: createListing's building fields with the owner questions and proofs. The poster role is the submission's; the region is the address's province. */
export type ListWithUsListingInput = {
  /** Owner question: advertising duration. */
  advertiseDuration?: InputMaybe<Scalars['String']['input']>;
  /** Owner question: advertise the unit. */
  advertiseUnit?: InputMaybe<Scalars['Boolean']['input']>;
  /** Building amenities. */
  amenities?: InputMaybe<BuildingAmenitiesInput>;
  /** Has a basement. */
  basement?: InputMaybe<Scalars['Boolean']['input']>;
  /** Year of construction, not after the current year. */
  buildingConstructionYear?: InputMaybe<Scalars['String']['input']>;
  /** Owner question: commission. */
  commission?: InputMaybe<Scalars['String']['input']>;
  /** Owner question: currently tenanted. */
  currentlyTenanted?: InputMaybe<Scalars['Boolean']['input']>;
  /** Owner question: customise the lease. */
  customiseLease?: InputMaybe<Scalars['Boolean']['input']>;
  /** Description. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Owner question: desired rent, CAD. */
  desiredRentalPrice?: InputMaybe<Scalars['Float']['input']>;
  /** Development company. */
  developmentCompany?: InputMaybe<Scalars['String']['input']>;
  /** Owner question: existing listing URL. */
  existingUrl?: InputMaybe<Scalars['String']['input']>;
  /** Owner question: extra information. */
  extraInfo?: InputMaybe<Scalars['String']['input']>;
  /** Government proof: a GOVT_PROOF file id uploaded by the caller; null removes it. */
  govtProof?: InputMaybe<Scalars['ID']['input']>;
  /** Location (required, sent whole). */
  location?: InputMaybe<ListingLocationInput>;
  /** Owner question: lockbox. */
  lockbox?: InputMaybe<Scalars['String']['input']>;
  /** Owner question: minimum rent, CAD. */
  minimumRentalPrice?: InputMaybe<Scalars['Float']['input']>;
  /** Move-in bonuses. */
  moveInBonuses?: InputMaybe<Scalars['String']['input']>;
  /** Ownership proof: an OWNERSHIP_PROOF file id uploaded by the caller. */
  ownershipProof?: InputMaybe<Scalars['ID']['input']>;
  /** Owner question: partnership status. */
  partnershipStatus?: InputMaybe<Scalars['String']['input']>;
  /** Pets allowed; 'none' excludes the others. */
  pets?: InputMaybe<PetsInput>;
  /** Building pictures: file ids from multipleFileUpload (LISTING_PICTURE) uploaded by the caller, in order; 1 to 60. Replaces the building's list. */
  pictures?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Owner question: listed with a realtor. */
  propertyRealtor?: InputMaybe<Scalars['Boolean']['input']>;
  /** Type of property (default OTHER). */
  propertyType?: InputMaybe<PropertyType>;
  /** Owner question: how the unit is shown. */
  showingUnit?: InputMaybe<ShowingType>;
  /** Owner signature. */
  signature?: InputMaybe<Scalars['String']['input']>;
  /** Owner's drawn signature: a LISTING_SIGNATURE file id uploaded by the caller; null removes it. */
  signatureFile?: InputMaybe<Scalars['ID']['input']>;
  /** Owner question: spouse or partner. */
  spousePartner?: InputMaybe<Scalars['String']['input']>;
  /** Floors. */
  storiesInBuilding?: InputMaybe<Scalars['Int']['input']>;
  /** Tenant requirements. */
  tenantRequirements?: InputMaybe<TenantRequirementsInput>;
  /** Building title (required). */
  title?: InputMaybe<Scalars['String']['input']>;
  /** Units in the building. */
  totalUnitsInBuilding?: InputMaybe<Scalars['Int']['input']>;
  /** Utilities included. */
  utilities?: InputMaybe<UtilitiesInput>;
};

/** The listing a list-with-us submission created. */
export type ListWithUsResult = {
  __typename?: 'ListWithUsResult';
  /** The listing. */
  id: Scalars['ID']['output'];
  /** UNPAID when a chosen plan needs the onboarding payment, else null. */
  paymentStatus?: Maybe<Scalars['String']['output']>;
  /** The chosen plans. */
  planIds: Array<Scalars['Int']['output']>;
  /** Its units, in the order sent. */
  unitIds: Array<Scalars['ID']['output']>;
};

/** A building (the spec calls it a listing) with its units, pictures and location. Owner questions, payment and rental records are only shown to the owner and staff. */
export type Listing = {
  __typename?: 'Listing';
  /** Activated by staff. */
  activate: Scalars['Boolean']['output'];
  /** Owner question: advertising duration. */
  advertiseDuration?: Maybe<Scalars['String']['output']>;
  /** Owner question: advertise the unit. */
  advertiseUnit?: Maybe<Scalars['Boolean']['output']>;
  /** Building amenities. */
  amenities: BuildingAmenities;
  /** When staff approved it (owner and staff only). */
  approvedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Why it was made unavailable (owner and staff only). */
  availablityStatus?: Maybe<UnavailabilityReason>;
  /** Has a basement. */
  basement?: Maybe<Scalars['Boolean']['output']>;
  /** Year of construction. */
  buildingConstructionYear?: Maybe<Scalars['String']['output']>;
  /** Owner question: commission. */
  commission?: Maybe<Scalars['String']['output']>;
  /** When what renters read last changed: its texts, pictures, place, building facts or units, its approval again after such a change, or its return to the market. Unlike updatedAt, staff flags and boosts do not move it. Null when never. */
  contentUpdatedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Created. */
  createdAt: Scalars['DateTime']['output'];
  /** Where it was created. */
  createdFrom: ListingSource;
  /** Owner question: currently tenanted. */
  currentlyTenanted?: Maybe<Scalars['Boolean']['output']>;
  /** Owner question: customise the lease. */
  customiseLease?: Maybe<Scalars['Boolean']['output']>;
  /** Description. */
  description?: Maybe<Scalars['String']['output']>;
  /** Owner question: desired rent, CAD. */
  desiredRentalPrice?: Maybe<Scalars['Float']['output']>;
  /** Development company. */
  developmentCompany?: Maybe<Scalars['String']['output']>;
  /** Disable-listing choice, '0' or '1'. */
  disableListing?: Maybe<Scalars['String']['output']>;
  /** Owner question: existing listing URL. */
  existingUrl?: Maybe<Scalars['String']['output']>;
  /** Owner question: extra information. */
  extraInfo?: Maybe<Scalars['String']['output']>;
  /** Government proof. */
  govtProof?: Maybe<ListingDocument>;
  /** Identifier. */
  id: Scalars['ID']['output'];
  /** Hidden (rented or unavailable). */
  isHidden: Scalars['Boolean']['output'];
  /** Boosted. */
  isPremium: Scalars['Boolean']['output'];
  /** Approved by staff. */
  isapproved: Scalars['Boolean']['output'];
  /** Location. */
  location?: Maybe<Location>;
  /** Owner question: lockbox. */
  lockbox?: Maybe<Scalars['String']['output']>;
  /** In the answer of a search with unit filters (price, bedrooms, bathrooms, furnished, parking, moveIn): the listing's units that met them all, oldest first. Null without unit filters and outside a search. */
  matchingUnitIds?: Maybe<Array<Scalars['ID']['output']>>;
  /** Owner question: minimum rent, CAD. */
  minimumRentalPrice?: Maybe<Scalars['Float']['output']>;
  /** Move-in bonuses. */
  moveInBonuses?: Maybe<Scalars['String']['output']>;
  /** Ownership proof. */
  ownershipProof?: Maybe<ListingDocument>;
  /** Owner question: partnership status. */
  partnershipStatus?: Maybe<Scalars['String']['output']>;
  /** Payment status (billing). */
  paymentStatus?: Maybe<Scalars['String']['output']>;
  /** Pets allowed. */
  pets: Pets;
  /** Pictures of the building, in order. */
  pictures: Array<Picture>;
  /** The chosen plans, main plan first as chosen (owner and staff only; null without plans). */
  planIds?: Maybe<Array<Scalars['Int']['output']>>;
  /** When it was first made public (approved, or created by staff); null until then. */
  postedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Whole days left of the running boost, a started day counting as one; 0 when not boosted. */
  premiumDaysLeft: Scalars['Int']['output'];
  /** Premium end. */
  premiumEnd?: Maybe<Scalars['DateTime']['output']>;
  /** Premium plan name. */
  premiumName?: Maybe<Scalars['String']['output']>;
  /** Premium start. */
  premiumStart?: Maybe<Scalars['DateTime']['output']>;
  /** Owner question: listed with a realtor. */
  propertyRealtor?: Maybe<Scalars['Boolean']['output']>;
  /** Type of property. */
  propertyType: PropertyType;
  /** Region (province). */
  region?: Maybe<Scalars['String']['output']>;
  /** When staff rejected it; cleared when it is approved (owner and staff only). */
  rejectedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Why it was rejected (owner and staff only). */
  rejectionReason?: Maybe<Scalars['String']['output']>;
  /** Rented price, CAD (mark as rented). */
  rentedPrice?: Maybe<Scalars['Float']['output']>;
  /** The owner's response-time badge (landlordResponseTime), or null. */
  responseTime?: Maybe<ResponseTime>;
  /** Who posts it. */
  role?: Maybe<PosterRole>;
  /** How many renters saved the listing (never who): its owner and staff with listings view; null for anyone else. */
  saveCount?: Maybe<Scalars['Int']['output']>;
  /** Seen by staff in requested listings. */
  seen: Scalars['Boolean']['output'];
  /** Owner question: how the unit is shown. */
  showingUnit?: Maybe<ShowingType>;
  /** Owner signature. */
  signature?: Maybe<Scalars['String']['output']>;
  /** Owner's drawn signature (a LISTING_SIGNATURE file). */
  signatureFile?: Maybe<ListingDocument>;
  /** Signed lease date, YYYY-MM-DD. */
  signedLeaseDate?: Maybe<Scalars['String']['output']>;
  /** Owner question: spouse or partner. */
  spousePartner?: Maybe<Scalars['String']['output']>;
  /** The status the viewer sees (spec/01 §4): approval-aware for the owner and landlords. */
  status: ListingStatus;
  /** Floors. */
  storiesInBuilding?: Maybe<Scalars['Int']['output']>;
  /** Tenant names. */
  tenantNames?: Maybe<Scalars['String']['output']>;
  /** Tenant requirements. */
  tenantRequirements: TenantRequirements;
  /** Building title. */
  title: Scalars['String']['output'];
  /** Units in the building. */
  totalUnitsInBuilding?: Maybe<Scalars['Int']['output']>;
  /** Where the tenant was found (owner and staff only). */
  tuList?: Maybe<TenantSource>;
  /** The text given with the reason 'other' (owner and staff only). */
  unavailableMessage?: Maybe<Scalars['String']['output']>;
  /** Units, oldest first. */
  units: Array<Unit>;
  /** Last updated. */
  updatedAt: Scalars['DateTime']['output'];
  /** Who last changed it. */
  updatedBy?: Maybe<Scalars['ID']['output']>;
  /** The owner. */
  user: ListingOwner;
  /** Utilities included. */
  utilities: Utilities;
};

/** A listing's latest boost: its days so far against as many days before it. */
export type ListingBoostResult = {
  __typename?: 'ListingBoostResult';
  /** Days compared on each side (boost days up to today). */
  days: Scalars['Int']['output'];
  /** When it ends or ended (premiumEnd). */
  end: Scalars['DateTime']['output'];
  /** Each figure during the boost against the days before, views first. */
  figures: Array<ListingStatComparison>;
  /** First boost day, YYYY-MM-DD. */
  firstDay: Scalars['String']['output'];
  /** Last boost day counted, YYYY-MM-DD. */
  lastDay: Scalars['String']['output'];
  /** Whether it runs now. */
  running: Scalars['Boolean']['output'];
  /** When the boost started (premiumStart). */
  start: Scalars['DateTime']['output'];
};

/** The listing facts a description is written from (spec/03 §7 names). Every fact is optional; only the given ones are used. */
export type ListingDescriptionFactsInput = {
  /** Street address. */
  address?: InputMaybe<Scalars['String']['input']>;
  /** Building amenities (flag names such as onSiteLaundry, gym). */
  amenities?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Appliances (fridge, dishwasher, inunitwasher, ...). */
  appliances?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Unit size, square feet. */
  area?: InputMaybe<Scalars['Float']['input']>;
  /** Available from, YYYY-MM-DD. */
  avail_date?: InputMaybe<Scalars['String']['input']>;
  /** Bathrooms, in halves. */
  bathrooms?: InputMaybe<Scalars['Float']['input']>;
  /** Bedrooms option (STUDIO, ONE_BEDROOM, ..., ROOM_SHARED_HOME). */
  bedrooms?: InputMaybe<Scalars['String']['input']>;
  /** Deposit, CAD. */
  deposit?: InputMaybe<Scalars['Float']['input']>;
  /** Other features, for example from scanImage. */
  features?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Furnished. */
  furnished?: InputMaybe<Scalars['Boolean']['input']>;
  /** Nearby landmarks, at most 15. */
  landmarks?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Lease term in months, 0 to 120. */
  lease_term?: InputMaybe<Scalars['Int']['input']>;
  /** Monthly rent, CAD; none or 0 for Contact for Pricing. */
  monthly_price?: InputMaybe<Scalars['Float']['input']>;
  /** Neighbourhood. */
  neighbor?: InputMaybe<Scalars['String']['input']>;
  /** Storeys in the building. */
  num_floors?: InputMaybe<Scalars['Int']['input']>;
  /** Parking spots, 0 to 20. */
  num_spots?: InputMaybe<Scalars['Int']['input']>;
  /** Parking (ASSIGNED, SHARED, GARAGE, OTHER, NONE). */
  parking_type?: InputMaybe<Scalars['String']['input']>;
  /** Pets (cat, dog, other, none). */
  pets_allowed?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Property type (APARTMENT, CONDO, HOUSE_OR_TOWNHOUSE, ...). */
  property_type?: InputMaybe<Scalars['String']['input']>;
  /** Storage option. */
  storage?: InputMaybe<Scalars['String']['input']>;
  /** Tags (CloseToTransit, PetFriendly, ...). */
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Tenant requirements (exceptionalCredit, noSmoking, ...). */
  tenant_reqs?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Unit amenities (ac, balcony, hardwoodFloor, ...). */
  unitamenities?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Utilities (AirConditioning, Heating, Water, ...). */
  utilities?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Year of construction. */
  year_built?: InputMaybe<Scalars['String']['input']>;
};

/** A private document of a listing (government or ownership proof, or the drawn signature). */
export type ListingDocument = {
  __typename?: 'ListingDocument';
  /** File id. */
  id: Scalars['ID']['output'];
  /** Address: /files/<id> (owner and staff only). */
  url: Scalars['String']['output'];
};

/** An enquiry relayed by e-mail (spec/01 §3 listingEnquiry). Its addresses are relay addresses of the product, never the real ones (isMasked). */
export type ListingEnquiry = {
  __typename?: 'ListingEnquiry';
  /** Blind copy (unused: null). */
  bccAddress?: Maybe<Scalars['String']['output']>;
  /** The conversation’s booking. */
  bookingId?: Maybe<Scalars['ID']['output']>;
  /** Copy (unused: null). */
  ccAddress?: Maybe<Scalars['String']['output']>;
  /** When it was sent. */
  createdAt: Scalars['DateTime']['output'];
  /** The renter's relay address. */
  fromAddress: Scalars['String']['output'];
  /** The enquiry. */
  id: Scalars['ID']['output'];
  /** Always true: addresses are relayed. */
  isMasked: Scalars['Boolean']['output'];
  /** The listing. */
  listingId: Scalars['ID']['output'];
  /** The conversation’s room. */
  room?: Maybe<Scalars['ID']['output']>;
  /** The owner's relay address. */
  toAddress: Scalars['String']['output'];
  /** The renter (null once deleted). */
  userId?: Maybe<Scalars['ID']['output']>;
};

/** Which enquiries: of a listing, of a booking, or both (at least one). */
export type ListingEnquiryFilter = {
  /** The booking (conversation). */
  bookingId?: InputMaybe<Scalars['ID']['input']>;
  /** The listing. */
  listingId?: InputMaybe<Scalars['ID']['input']>;
};

/** An enquiry about a listing: the message relayed to its owner by e-mail. */
export type ListingEnquiryWhere = {
  /** People in the household (optional). */
  householdSize?: InputMaybe<Scalars['Int']['input']>;
  /** The listing. */
  listing: Scalars['ID']['input'];
  /** Move-in date, YYYY-MM-DD (optional). */
  moveInDate?: InputMaybe<Scalars['String']['input']>;
  /** The message. */
  text: Scalars['String']['input'];
};

/** What a visitor did on a listing page that the listing's figures count. */
export type ListingEventKind =
  | 'CONTACT_CLICK';

/** The chosen address with its city and neighbourhood (from createCity / createNeighbourhood). */
export type ListingLocationInput = {
  /** Address (required). */
  address?: InputMaybe<Scalars['String']['input']>;
  /** City id (required). */
  cityId?: InputMaybe<Scalars['ID']['input']>;
  /** Home preview text. */
  homePreview?: InputMaybe<Scalars['String']['input']>;
  /** Latitude (required). */
  lat?: InputMaybe<Scalars['Float']['input']>;
  /** Longitude (required). */
  lng?: InputMaybe<Scalars['Float']['input']>;
  /** Neighbourhood id, of that city. */
  neighbourhoodId?: InputMaybe<Scalars['ID']['input']>;
  /** Location tags. */
  tags?: InputMaybe<LocationTagsInput>;
};

/** A listing's owner as shown with it: names for everyone, the e-mail for the owner and staff. */
export type ListingOwner = {
  __typename?: 'ListingOwner';
  /** E-mail: only for the owner and staff who may view listings; null otherwise. */
  email?: Maybe<Scalars['String']['output']>;
  /** First name. */
  firstName?: Maybe<Scalars['String']['output']>;
  /** User id. */
  id: Scalars['ID']['output'];
  /** Last name. */
  lastName?: Maybe<Scalars['String']['output']>;
};

/** Filters of /search, all optional. List values are checked by the server: an unknown one answers VALIDATION_FAILED naming the field (e.g. bedrooms.1). */
export type ListingSearchInput = {
  /** A unit with at least this many bathrooms. */
  bathrooms?: InputMaybe<Scalars['Float']['input']>;
  /** Bedrooms values (Bedrooms enum names); a unit with one of them. */
  bedrooms?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Only listings inside this map viewport. */
  bounds?: InputMaybe<MapBoundsInput>;
  /** City name, case-insensitive (no default here; the page defaults to Toronto). A region's name ('Peel', 'Hamilton & Halton'...) finds the homes of all its municipalities. */
  city?: InputMaybe<Scalars['String']['input']>;
  /** A unit furnished (true) or not (false). */
  furnished?: InputMaybe<Scalars['Boolean']['input']>;
  /** Text of the title, address or description, matched literally. */
  keyword?: InputMaybe<Scalars['String']['input']>;
  /** YYYY-MM-DD: a unit available on or before this day. */
  moveIn?: InputMaybe<Scalars['String']['input']>;
  /** Neighbourhood name, case-insensitive. */
  neighbourhood?: InputMaybe<Scalars['String']['input']>;
  /** A unit with parking other than NONE (true), or without (false). */
  parking?: InputMaybe<Scalars['Boolean']['input']>;
  /** cat, dog: each must be allowed. */
  pets?: InputMaybe<Array<Scalars['String']['input']>>;
  /** A unit priced at least this (CAD/month). */
  price_gte?: InputMaybe<Scalars['Float']['input']>;
  /** A unit priced at most this; not below price_gte. */
  price_lte?: InputMaybe<Scalars['Float']['input']>;
  /** PropertyType names; the listing is one of them. */
  propertyType?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Location tags (closeToTransit, petFriendly...) that must all be set. */
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Utility flags (water, heating...) that must all be included. */
  utilities?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** Order of results after premium (boosted, not expired) listings, which always come first. */
export type ListingSearchOrder =
  | 'NEWEST'
  | 'PRICE_ASC'
  | 'PRICE_DESC';

/** Where a listing was created. */
export type ListingSource =
  /** The Add Property dialog. */
  | 'LISTING'
  /** The public list-with-us wizard. */
  | 'LIST_WITH_US';

/** One figure during a boost against the same number of days before it. */
export type ListingStatComparison = {
  __typename?: 'ListingStatComparison';
  /** Counted on as many days just before the boost. */
  before: Scalars['Int']['output'];
  /** Counted on the boost's days. */
  during: Scalars['Int']['output'];
  /** The figure compared. */
  figure: ListingStatFigure;
  /** during ÷ before to one decimal (half up); null when nothing was counted before. */
  ratio?: Maybe<Scalars['Float']['output']>;
};

/** One day's figures of a listing. */
export type ListingStatDay = {
  __typename?: 'ListingStatDay';
  /** Rental applications submitted. */
  applications: Scalars['Int']['output'];
  /** Clicks on the listing page's contact button. */
  contactClicks: Scalars['Int']['output'];
  /** Conversations started about the listing (first message, enquiry or viewing booked). */
  conversations: Scalars['Int']['output'];
  /** The Toronto calendar day, YYYY-MM-DD. */
  day: Scalars['String']['output'];
  /** Visitors who saw the listing in search results (once per visitor per 30 minutes). */
  impressions: Scalars['Int']['output'];
  /** Viewings booked or requested. */
  viewings: Scalars['Int']['output'];
  /** Views of the listing page (not by its owner, staff or crawlers; one per visitor per 30 minutes). */
  views: Scalars['Int']['output'];
};

/** A figure counted per listing and day. */
export type ListingStatFigure =
  | 'APPLICATIONS'
  | 'CONTACT_CLICKS'
  | 'CONVERSATIONS'
  | 'IMPRESSIONS'
  | 'VIEWINGS'
  | 'VIEWS';

/** Figures summed over the days asked. */
export type ListingStatTotals = {
  __typename?: 'ListingStatTotals';
  /** Rental applications submitted. */
  applications: Scalars['Int']['output'];
  /** Clicks on the listing page's contact button. */
  contactClicks: Scalars['Int']['output'];
  /** Conversations started about the listing (first message, enquiry or viewing booked). */
  conversations: Scalars['Int']['output'];
  /** Visitors who saw the listing in search results (once per visitor per 30 minutes). */
  impressions: Scalars['Int']['output'];
  /** Viewings booked or requested. */
  viewings: Scalars['Int']['output'];
  /** Views of the listing page (not by its owner, staff or crawlers; one per visitor per 30 minutes). */
  views: Scalars['Int']['output'];
};

/** A listing's figures per Toronto day, their totals and its boost's result. */
export type ListingStats = {
  __typename?: 'ListingStats';
  /** Null when the listing has never been boosted (or its boost starts later). */
  boost?: Maybe<ListingBoostResult>;
  /** Every day from firstDay to lastDay, zeros where nothing was counted. */
  days: Array<ListingStatDay>;
  /** First day of the series, YYYY-MM-DD. */
  firstDay: Scalars['String']['output'];
  /** Today in Toronto, YYYY-MM-DD. */
  lastDay: Scalars['String']['output'];
  /** The listing. */
  listingId: Scalars['ID']['output'];
  /** Each figure summed over the days. */
  totals: ListingStatTotals;
};

/** A listing's status as its viewer sees it (spec/01 §4): the owner and landlords see PENDING_APPROVAL, INACTIVE or ACTIVE; others AVAILABLE or UNAVAILABLE. */
export type ListingStatus =
  /** Active */
  | 'ACTIVE'
  /** Available */
  | 'AVAILABLE'
  /** Inactive */
  | 'INACTIVE'
  /** Pending Approval */
  | 'PENDING_APPROVAL'
  /** Unavailable */
  | 'UNAVAILABLE';

/** A unit of the building changed with it, by id. */
export type ListingUnitInput = {
  /** Offered for rent (default true). */
  available?: InputMaybe<Scalars['Boolean']['input']>;
  /** Bathrooms, 1 to 8 in halves (required). */
  bathrooms?: InputMaybe<Scalars['Float']['input']>;
  /** Bedrooms (required). */
  bedrooms?: InputMaybe<Bedrooms>;
  /** 'Contact for Pricing!': clears and ignores price and deposit. */
  contactForPricing?: InputMaybe<Scalars['Boolean']['input']>;
  /** Has a den. */
  den?: InputMaybe<Scalars['Boolean']['input']>;
  /** Deposit, CAD, 0 to 200000 in cents; required unless contactForPricing. */
  deposit?: InputMaybe<Scalars['Float']['input']>;
  /** Floor plan: a file id from multipleFileUpload (FLOOR_PLAN); null removes it. */
  floorplan?: InputMaybe<Scalars['ID']['input']>;
  /** Furnished (default false). */
  furnished?: InputMaybe<Scalars['Boolean']['input']>;
  /** Unit id. */
  id: Scalars['ID']['input'];
  /** Lease term in months, 0 to 120. */
  leaseTerm?: InputMaybe<Scalars['Int']['input']>;
  /** Maintenance included (required question). */
  maintenance?: InputMaybe<Scalars['Boolean']['input']>;
  /** Monthly rent, CAD, 0 to 200000 in cents; required unless contactForPricing. */
  monthlyPrice?: InputMaybe<Scalars['Float']['input']>;
  /** Move-in bonuses. */
  moveInBonuses?: InputMaybe<Scalars['String']['input']>;
  /** Unit number. */
  number?: InputMaybe<Scalars['String']['input']>;
  /** Parking (required). */
  parking?: InputMaybe<ParkingType>;
  /** Parking spots, 0 to 20. */
  parkingSpots?: InputMaybe<Scalars['Int']['input']>;
  /** Unit pictures: file ids from multipleFileUpload (LISTING_PICTURE), in order; replaces the list. */
  pictures?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Has a smoke alarm (required question). */
  smokeAlarm?: InputMaybe<Scalars['Boolean']['input']>;
  /** Available from, YYYY-MM-DD. */
  startDateAvailability?: InputMaybe<Scalars['String']['input']>;
  /** Storage (required question). */
  storage?: InputMaybe<StorageOption>;
  /** Title (required). */
  title?: InputMaybe<Scalars['String']['input']>;
  /** Amenities. */
  unitAmenities?: InputMaybe<UnitAmenitiesInput>;
  /** Appliances. */
  unitAppliances?: InputMaybe<UnitAppliancesInput>;
  /** Size in square feet (required). */
  unitSize?: InputMaybe<Scalars['Int']['input']>;
};

/** A listing by id. */
export type ListingWhereInput = {
  /** Listing id. */
  id: Scalars['ID']['input'];
};

/** Product language. */
export type Locale =
  | 'en'
  | 'fr';

/** Where a building is. */
export type Location = {
  __typename?: 'Location';
  /** Address as chosen in the wizard. */
  address: Scalars['String']['output'];
  /** City. */
  city: LocationCity;
  /** Home preview text. */
  homePreview?: Maybe<Scalars['String']['output']>;
  /** Identifier. */
  id: Scalars['ID']['output'];
  /** Latitude. */
  lat: Scalars['Float']['output'];
  /** Longitude. */
  lng: Scalars['Float']['output'];
  /** Neighbourhood, with its city (spec spelling). */
  neighbourHood?: Maybe<LocationNeighbourhood>;
  /** Location tags. */
  tags: LocationTags;
};

/** The city of a listing's location. */
export type LocationCity = {
  __typename?: 'LocationCity';
  /** City id. */
  id: Scalars['ID']['output'];
  /** Name. */
  name: Scalars['String']['output'];
  /** Province, postal abbreviation. */
  province: Scalars['String']['output'];
};

/** The neighbourhood of a listing's location, with its city. */
export type LocationNeighbourhood = {
  __typename?: 'LocationNeighbourhood';
  /** Its city. */
  city: LocationCity;
  /** Neighbourhood id. */
  id: Scalars['ID']['output'];
  /** Name. */
  name: Scalars['String']['output'];
};

/** Tags of the location. */
export type LocationTags = {
  __typename?: 'LocationTags';
  /** Close to Transit */
  closeToTransit: Scalars['Boolean']['output'];
  /** Furnished Rentals */
  furnishedRentals: Scalars['Boolean']['output'];
  /** Luxury Rentals */
  luxuryRentals: Scalars['Boolean']['output'];
  /** Nightlife */
  nightlife: Scalars['Boolean']['output'];
  /** Online Applications */
  onlineApplications: Scalars['Boolean']['output'];
  /** Online Payments */
  onlinePayments: Scalars['Boolean']['output'];
  /** Parks and Water */
  parksAndWater: Scalars['Boolean']['output'];
  /** Pet Friendly */
  petFriendly: Scalars['Boolean']['output'];
  /** Professionally Managed */
  professionallyManaged: Scalars['Boolean']['output'];
  /** Purpose Built Rentals */
  purposeBuiltRentals: Scalars['Boolean']['output'];
  /** Short Term Rentals */
  shortTermRentals: Scalars['Boolean']['output'];
  /** Students */
  students: Scalars['Boolean']['output'];
};

/** Tags of the location. The group replaces the stored one: an absent flag is false. */
export type LocationTagsInput = {
  /** Close to Transit */
  closeToTransit?: InputMaybe<Scalars['Boolean']['input']>;
  /** Furnished Rentals */
  furnishedRentals?: InputMaybe<Scalars['Boolean']['input']>;
  /** Luxury Rentals */
  luxuryRentals?: InputMaybe<Scalars['Boolean']['input']>;
  /** Nightlife */
  nightlife?: InputMaybe<Scalars['Boolean']['input']>;
  /** Online Applications */
  onlineApplications?: InputMaybe<Scalars['Boolean']['input']>;
  /** Online Payments */
  onlinePayments?: InputMaybe<Scalars['Boolean']['input']>;
  /** Parks and Water */
  parksAndWater?: InputMaybe<Scalars['Boolean']['input']>;
  /** Pet Friendly */
  petFriendly?: InputMaybe<Scalars['Boolean']['input']>;
  /** Professionally Managed */
  professionallyManaged?: InputMaybe<Scalars['Boolean']['input']>;
  /** Purpose Built Rentals */
  purposeBuiltRentals?: InputMaybe<Scalars['Boolean']['input']>;
  /** Short Term Rentals */
  shortTermRentals?: InputMaybe<Scalars['Boolean']['input']>;
  /** Students */
  students?: InputMaybe<Scalars['Boolean']['input']>;
};

/** activeListing data: the listing becomes visible again. */
export type MakeAvailableInput = {
  /** Must be false when given. */
  isHidden?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A map viewport in degrees. */
export type MapBoundsInput = {
  /** Eastern longitude. */
  east: Scalars['Float']['input'];
  /** Northern latitude. */
  north: Scalars['Float']['input'];
  /** Southern latitude. */
  south: Scalars['Float']['input'];
  /** Western longitude. */
  west: Scalars['Float']['input'];
};

/** Mark as rented (spec/01 §4). */
export type MarkListingRentedInput = {
  /** Disable-listing choice: '0' or '1'. */
  disableListing: Scalars['String']['input'];
  /** Rented price, CAD. */
  rentedPrice: Scalars['Float']['input'];
  /** Signed lease date, YYYY-MM-DD. */
  signedLeaseDate: Scalars['String']['input'];
  /** Tenant names. */
  tenantNames?: InputMaybe<Scalars['String']['input']>;
};

/** One message of a conversation. */
export type Message = {
  __typename?: 'Message';
  /** Posted by staff for the team ('Rentals team'). */
  asTeam: Scalars['Boolean']['output'];
  /** The sender's device id for it, if given. */
  clientId?: Maybe<Scalars['ID']['output']>;
  /** When it was sent. */
  createdAt: Scalars['DateTime']['output'];
  /** The attachment. */
  file?: Maybe<MessageAttachment>;
  /** The message. */
  id: Scalars['ID']['output'];
  /** Read by the other participants ('Seen'). */
  isRead: Scalars['Boolean']['output'];
  /** Its conversation. */
  room: Scalars['ID']['output'];
  /** The warnings the text calls for; empty for an ordinary message. */
  safetyFlags: Array<SafetyFlag>;
  /** The sender; null for a deleted account ('Deleted user') or a message of the team. */
  sender?: Maybe<ConversationPerson>;
  /** The text (a caption for a FILE message); a SYSTEM message's text in the reader's language. */
  text: Scalars['String']['output'];
  /** TEXT or FILE. */
  type: MessageType;
  /** The attachment's address (spec/01 §3 Message.url). */
  url?: Maybe<Scalars['String']['output']>;
};

/** A FILE message's attachment, served only to the room's participants and staff with inbox view. */
export type MessageAttachment = {
  __typename?: 'MessageAttachment';
  /** Its name. */
  filename: Scalars['String']['output'];
  /** The file. */
  id: Scalars['ID']['output'];
  /** Its content type (images show inline). */
  mimeType: Scalars['String']['output'];
  /** Bytes. */
  size: Scalars['Int']['output'];
  /** Where to download it. */
  url: Scalars['String']['output'];
};

/** Messages of a conversation, newest first. */
export type MessagePage = {
  __typename?: 'MessagePage';
  /** This page, newest first. */
  items: Array<Message>;
  /** Pass as `before` for the earlier messages; null at the first message. */
  nextCursor?: Maybe<Scalars['String']['output']>;
};

/** TEXT, or FILE with an attachment (spec/01 §3); SYSTEM is a notice the product posts (a viewing booked, confirmed, cancelled…). */
export type MessageType =
  | 'FILE'
  | 'SYSTEM'
  | 'TEXT';

/** One staff module's add, edit, delete and view flags. */
export type ModulePermission = {
  __typename?: 'ModulePermission';
  /** May add. */
  add: Scalars['Boolean']['output'];
  /** May delete. */
  delete: Scalars['Boolean']['output'];
  /** May edit. */
  edit: Scalars['Boolean']['output'];
  /** The module. */
  module: StaffModule;
  /** May view. */
  view: Scalars['Boolean']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Lists a city on public pages (city lists, popular cities); answers it with its neighbourhoods still awaiting review. Staff with listings edit. */
  acceptCity: City;
  /** Lists a neighbourhood on public pages with its city. Staff with listings edit. */
  acceptNeighbourhood: Neighbourhood;
  /** Makes a hidden listing available at once ('Listing is now Available!'). Staff with listings edit; other staff get NO_EDIT_ACCESS ('You don't have an access'). */
  activeListing: Listing;
  /** Adds an open house (owner, or staff with inbox edit): in the future (VIEWING_IN_PAST), not overlapping another, at most 20. */
  addOpenHouse: ViewingAvailability;
  /** Approves a listing awaiting review (or rejected); the owner is e-mailed. LISTING_ALREADY_REVIEWED when approved already. Staff with requestedListings edit. */
  approveListing: Listing;
  /** Assigns a Viewings Management viewing to a staff member with inbox view, or to nobody (staff null), with an audit entry: staff with inbox edit. VIEWING_NOT_FOUND, VIEWING_ASSIGNEE_NOT_STAFF. */
  assignViewing: Viewing;
  /** A participant blocks the conversation: while any participant has blocked it, createMessage answers CONVERSATION_BLOCKED; it stays readable. ROOM_NOT_FOUND for anyone else. */
  blockConversation: Room;
  /** Books a viewing (instant mode: CONFIRMED; request mode: REQUESTED), opening the conversation if needed. VIEWING_IN_PAST, VIEWING_OUTSIDE_WINDOWS, VIEWING_TOO_SOON, VIEWING_TOO_FAR, VIEWING_FULL, VIEWING_LIMIT_REACHED, VIEWINGS_NOT_OFFERED, LISTING_NOT_CONTACTABLE, OWN_LISTING. */
  bookViewing: Viewing;
  /** Boosts the caller’s listing: opens its card checkout, or boosts it at once when the boost is free. `price` is the total shown, in cents; one idempotency key per Confirm click. LISTING_NOT_FOUND, BOOST_NOT_ALLOWED, PAYMENT_PRICE_CHANGED, PAYMENT_UNAUTHORIZED. */
  boostListing: BoostResult;
  /** Changes the password; every other session and every reset link of the account end, and this session goes on with the new token returned. */
  changePassword: AuthPayload;
  /** Checks the signed-in user's password before a sensitive change; INVALID_PASSWORD otherwise. */
  confirmPassword: Scalars['Boolean']['output'];
  /** Records the signer’s agreement to sign electronically. */
  consentToLeaseSigning: LeaseSigning;
  /** Adds a curated article and checks its link soon after: staff with articles add. See ArticleInput for codes. */
  createArticle: AdminArticle;
  /** Opens the caller's conversation about a public listing with a first message. BOOKING_ALREADY_EXISTS ('Booking already exist!') when it is open already. */
  createBooking: Booking;
  /** Turns the caller's calendar feed on; answers the existing one when it already is. */
  createCalendarFeed: CalendarFeed;
  /** Opens the checkout of the listing’s onboarding deposit (the owner); the same idempotencyKey answers the same checkout. PAYMENT_UNAUTHORIZED, PAYMENT_NOT_OWNER, PAYMENT_NOT_NEEDED, PAYMENT_ALREADY_PAID, PAYMENT_PRICE_CHANGED (with the new totals), PAYMENT_PROVIDER_ERROR. */
  createCheckoutSession: CheckoutSession;
  /** Finds or creates the city of a chosen address, from the geocoder's place (PLACE_NOT_FOUND when it cannot confirm it): safe to call for every chosen address. A new city is not listed publicly until staff accept it. Landlords and staff with listings add or edit. */
  createCity: City;
  /** Adds a feature at the end of the list: staff with features add. VALIDATION_FAILED. */
  createFeature: Feature;
  /** Prepares a lease for one of the viewer's listings (staff with leases add: anyone's) and sends it unless data.send is false. data: listingId, unitId, applicationId (approved) or roomId, terms (leases/terms.ts), landlordSignsFirst, subject, message, send. Coded errors: VALIDATION_FAILED (with fields), LEASE_NOT_YOUR_LISTING, LEASE_APPLICATION_NOT_APPROVED, LEASE_NO_SIGNERS. */
  createLease: CreateLeaseResult;
  /** Asks the team to prepare a lease (the fields of leaseRequestSchema): landlords and staff. LEASE_REQUEST_NOT_LANDLORD for other accounts, LEASE_REQUEST_LISTING_NOT_FOUND for a listing that is not the caller’s, VALIDATION_FAILED with each field. */
  createLeaseRequest: LeaseRequest;
  /** Creates the wizard's listing (createdFrom LIST_WITH_US) with its units, pictures, owner answers and plan fields, and saves the phone, in one transaction. The caller must already have the user type listing as `role` gives (updateUserTypeListWithUs), else LIST_WITH_US_USER_UNAUTHORIZED. Landlords' listings await review; staff's are approved. */
  createListWithUs: ListWithUsResult;
  /** Creates a building with its first unit, location and pictures in one transaction. Landlords' listings start as Pending Approval; staff's are approved. Renters, guests and unverified users get NO_ACCESS. */
  createListing: Listing;
  /** Posts a message in a room the caller is in (staff with inbox edit post for the team). A resend with the same clientId answers the first. */
  createMessage: Message;
  /** Finds or creates the neighbourhood of a chosen address (and its city), from the geocoder's place; PLACE_WITHOUT_NEIGHBOURHOOD when the place has none. A new one is not listed publicly until staff accept it. Landlords and staff with listings add or edit. */
  createNeighbourhood: Neighbourhood;
  /** Replaces a sub-admin's whole permission set (admins only); a module left out has no access. NOT_A_SUB_ADMIN for any other account. Recorded in the audit trail as permission.set; applies from the sub-admin's next request. Answers the new set, every module in order. */
  createPermission: Array<ModulePermission>;
  /** Adds a plan at the end of the order: staff with plans add. PLAN_ID_TAKEN, FEATURE_NOT_FOUND, VALIDATION_FAILED. */
  createPlan: Plan;
  /** Submits a rental application. The wizard is public but submitting needs an account (UNAUTHENTICATED for visitors). Every page is checked again: RENTAL_APPLICATION_PAGE_INVALID names the first failing page and field (extensions.params.pageIndex, path; extensions.fields). Also RENTAL_APPLICATION_LISTING_CLOSED, RENTAL_APPLICATION_OWN_LISTING, RENTAL_APPLICATION_ALREADY_SUBMITTED, RENTAL_APPLICATION_SIN_INVALID, FILE_NOT_FOUND and the per-key file codes. The same clientId twice answers the first application. */
  createRental: CreateRentalResult;
  /** Sends /rental-enquiry (signed in): to a listing's landlord (as listingEnquiry: LISTING_NOT_CONTACTABLE, OWN_LISTING, CONVERSATION_BLOCKED), or as a lead in the staff's requests list (RENTAL_ENQUIRY_LIMIT_REACHED with too many waiting). */
  createRentalEnquiry: RentalEnquiryResult;
  /** Saves a reply; SAVED_REPLIES_FULL once the caller has 10. Landlords, and users who own a listing; NO_ACCESS for others. */
  createSavedReply: SavedReply;
  /** Adds a testimonial: staff with articles add. See TestimonialInput for codes. */
  createTestimonial: Testimonial;
  /** 'Add Another Unit': adds a unit, with its pictures and floor plan, to a building the caller may edit. */
  createUnit: Unit;
  /** Staff create an account (users add). Only an admin creates ADMIN or SUB_ADMIN; a new sub-admin has no permission until set. A taken e-mail answers EMAIL_TAKEN ('This email is already exists!'). */
  createUser: User;
  /** 'Mark Listing as Unavailable': hides the listing and stores the reason and rented facts. Staff with listings edit; other staff get NO_EDIT_ACCESS ('You don't have an access'). */
  deactivateSearchListing: Listing;
  /** Declines to sign, with a reason told to the landlord: the lease ends as DECLINED. */
  declineLease: LeaseSigning;
  /** Deletes a curated article (its tags stay): staff with articles delete. ARTICLE_NOT_FOUND. */
  deleteArticle: Scalars['Boolean']['output'];
  /** Deletes a building with its units, location, pictures and documents (files and stored bytes); answers its id. */
  deleteBuilding: Scalars['ID']['output'];
  /** Deletes a feature and removes it from the plans listing it: staff with features delete. FEATURE_NOT_FOUND. */
  deleteFeature: Scalars['Boolean']['output'];
  /** Deletes a file and its stored bytes: its uploader or staff. */
  deleteFile: Scalars['Boolean']['output'];
  /** Deletes one unit of a building (the spec's listing is a unit here) with its pictures and floor plan; answers its id. A building's last unit is refused with LAST_UNIT: use deleteBuilding. */
  deleteListing: Scalars['ID']['output'];
  /** Deletes the caller's renter passport: every application's answers, SIN and documents, and the draft saved to the account; open applications are withdrawn. Landlords keep only the status history. Answers how many applications were erased. */
  deleteMyRentalPassport: Scalars['Int']['output'];
  /** Deletes a picture or floor plan of a listing the caller may edit, with its file and stored bytes. Answers the picture's id. */
  deletePicture: Scalars['ID']['output'];
  /** Deletes a plan no listing chose: staff with plans delete. PLAN_NOT_FOUND; PLAN_IN_USE with {count} (make it inactive instead). */
  deletePlan: Scalars['Boolean']['output'];
  /** Deletes an application with its history and view log (its files stay with their uploader): staff with applications delete. RENTAL_APPLICATION_NOT_FOUND. */
  deleteRentalApplication: Scalars['Boolean']['output'];
  /** Deletes the caller's saved draft; answers whether there was one. */
  deleteRentalApplicationDraft: Scalars['Boolean']['output'];
  /** Deletes one of the caller's saved replies (SAVED_REPLY_NOT_FOUND for another's). Landlords, and users who own a listing; NO_ACCESS for others. */
  deleteSavedReply: Scalars['Boolean']['output'];
  /** Deletes one of the caller's saved searches; answers its id. SAVED_SEARCH_NOT_FOUND for another user's or an unknown id. */
  deleteSavedSearch: Scalars['ID']['output'];
  /** Deletes one of the caller's saved searches; answers its id. Another user's entry answers NO_ACCESS. */
  deleteSearchHistory: Scalars['ID']['output'];
  /** Deletes saved searches of any user by id (at most 100); unknown ids are skipped. Answers the ids deleted; each user concerned gets an audit entry. Staff with users delete. */
  deleteSearchHistoryEntries: Array<Scalars['ID']['output']>;
  /** Deletes a testimonial: staff with articles delete. TESTIMONIAL_NOT_FOUND. */
  deleteTestimonial: Scalars['Boolean']['output'];
  /** Deletes an account (users delete; never your own; staff accounts only by an admin) in one transaction: its listings are transferred to you and hidden, files attached to listings are kept, its other uploads, sessions, permissions and search history are deleted, and an audit entry 'user.delete' keeps its e-mail and the counts. Answers the id. */
  deleteUser: Scalars['ID']['output'];
  /** Adds days (1 to 90) to a running boost: staff with boostListings edit. LISTING_NOT_FOUND, LISTING_NOT_BOOSTED, PREMIUM_SETTING_INVALID. */
  extendBoost: Listing;
  /** Writes a listing description from its facts, with the configured language model or the built-in writer (facts only, nothing invented). When the provider fails the answer is the text 'Failed to create Description' (in the locale), as the wizard shows it. Landlords and staff with listings add or edit. */
  generateListingDescription: Scalars['String']['output'];
  /** Sends an enquiry (data.value) about the listing data.id, as listingEnquiry; statusCode 200 once sent. */
  inquiryToLandlord: InquiryStatus;
  /** Sends an enquiry about a public listing: the first (or next) message of the caller’s conversation, relayed to the owner by e-mail with masked addresses. False when sending failed for another reason than bad input. */
  listingEnquiry: Scalars['Boolean']['output'];
  /** Signs in with e-mail and password. Each attempt is counted per account and per client address before the password is checked; past the free ones each further attempt must wait twice as long (TOO_MANY_ATTEMPTS, with the seconds to wait in `params.seconds`). */
  login: AuthPayload;
  /** Ends the current session and closes the WebSockets opened with it. Always true. */
  logout: Scalars['Boolean']['output'];
  /** Marks a listing as rented (spec/01 §4): hidden, lease date, rented price, disable-listing choice and tenant names recorded; the premium is cleared and its period reset to now. */
  markListingRented: Listing;
  /** Marks a conversation handled (resolving its open reports) or not handled, with an audit entry: staff with inbox edit. A message of the renter or the owner clears it. */
  markRoomHandled: AdminInboxRoom;
  /** Marks a conversation read up to its newest message for the caller ('Seen' for the sender). */
  markRoomRead: Scalars['Boolean']['output'];
  /** Uploads files of one kind (GraphQL multipart request). Types are checked from the bytes; pictures are re-encoded without metadata. One bad file stores none. */
  multipleFileUpload: Array<FileObject>;
  /** Opens the ceremony (the first opening marks the signer VIEWED; every one is in the trail). */
  openLeaseSigning: LeaseSigning;
  /** Sets pictures' positions (drag and drop); every picture must belong to a listing the caller may edit. Answers true. */
  picReorder: Scalars['Boolean']['output'];
  /** Makes a listing premium under a name (for the boost days, or renaming a running boost) or ends its premium now: staff with boostListings edit. LISTING_NOT_FOUND. */
  premimumListing: Listing;
  /** The owner of a boosted listing tells staff of its boost, once per boost payment (the payment’s own notice counts): true once staff were told. LISTING_NOT_FOUND, LISTING_NOT_BOOSTED. */
  premiumNotificationToAdmin: Scalars['Boolean']['output'];
  /** Asks the team to make contact about a managed plan for the caller’s listing and e-mails staff; a request still NEW for the same listing and plan is answered again. PREMIUM_REQUEST_BY_STAFF, LISTING_NOT_FOUND, PLAN_NOT_AVAILABLE. */
  premiumNotificationToAdminFromLandlord: PremiumRequest;
  /** Counts what a visitor did on a listing page (CONTACT_CLICK). Public; true when it counted. */
  recordListingEvent: Scalars['Boolean']['output'];
  /** Counts one view of a listing page, sent by the page once per visit after it shows. Public; true when it counted (not the owner, staff, a crawler or a repeat within 30 minutes). */
  recordListingView: Scalars['Boolean']['output'];
  /** Refunds a paid payment in full with the processor: staff with boostListings edit. PAYMENT_NOT_FOUND, PAYMENT_NOT_REFUNDABLE, PAYMENT_PROVIDER_ERROR. */
  refundPayment: Payment;
  /** Rejects a listing awaiting review; the reason is e-mailed to the owner. LISTING_ALREADY_REVIEWED when reviewed already. Staff with requestedListings edit. */
  rejectListing: Listing;
  /** 'Make available again' on /building: shows a hidden (rented) listing again; the rented price and lease date stay. The approval stays, except when its owner re-lists a listing staff made unavailable: it then awaits review. A visible listing is answered unchanged. */
  relistListing: Listing;
  /** E-mails the signers whose turn it is again (once a day at most): its landlord, or staff with leases edit. */
  remindLeaseSigners: Lease;
  /** Removes an open house (owner, or staff with inbox edit); its viewings are cancelled with a message to each renter. OPEN_HOUSE_NOT_FOUND when it does not exist. */
  removeOpenHouse: ViewingAvailability;
  /** Renames one of the caller's saved searches. SAVED_SEARCH_NOT_FOUND for another user's or an unknown id. */
  renameSavedSearch: SavedSearch;
  /** Puts the features in the given order, which must name every feature once: staff with features edit. FEATURE_ORDER_MISMATCH. */
  reorderFeatures: Array<Feature>;
  /** Puts the plans in the given order, which must name every plan once (inactive ones too): staff with plans edit. PLAN_ORDER_MISMATCH. */
  reorderPlans: Array<Plan>;
  /** A participant (renter or owner) reports the conversation to staff. The same report again while it is open answers the first. ROOM_NOT_FOUND for anyone else. */
  reportConversation: ConversationReport;
  /** Sends a request for viewing (signed in), saves its city, budget, move-in date and days on the profile and e-mails the VIEWING_REQUEST_TO_STAFF addresses. VIEWING_REQUEST_LIMIT_REACHED with too many open requests. */
  requestForViewing: ViewingRequest;
  /** E-mails a reset link when the account exists. Always true, so it reveals no account; counted per client address and per mailbox, known or not (TOO_MANY_ATTEMPTS past the limit, and nothing is sent). */
  requestPasswordReset: Scalars['Boolean']['output'];
  /** Queues a copy of an outbox message as a new row and starts its delivery; answers the copy. EMAIL_NOT_FOUND for an unknown id. ADMIN only. */
  resendEmail: OutboxEmail;
  /** Sets a new password from a reset link; every reset link and every session of the account end, and a new session is returned. */
  resetPassword: AuthPayload;
  /** Applies to another listing with the renter passport in one step: the source application's answers, documents, SIN and signature with the offer page the renter reviewed (its listingId and unitId name the home). Checked as createRental is, with the same codes; RENTAL_APPLICATION_NOT_FOUND for an application that is not the caller's or whose answers were deleted. */
  reuseRentalApplication: CreateRentalResult;
  /** Gives the caller's calendar feed a new URL: the old one stops working at once (calendars subscribed to it must subscribe again). */
  revokeCalendarFeed: CalendarFeed;
  /** The applicant revokes the landlord's share: the landlord loses the details, SIN and documents at once, and an application waiting for a decision is withdrawn. RENTAL_PASSPORT_SHARE_UNAVAILABLE when the share already ended; RENTAL_APPLICATION_NOT_FOUND for anyone else. */
  revokeRentalApplicationShare: RentalApplication;
  /** Approves or rejects the card’s authentication step. CHECKOUT_CLOSED, SANDBOX_DISABLED. */
  sandboxAuthenticate: SandboxPayResult;
  /** Leaves a sandbox checkout: it closes; redirectUrl is its cancel URL. SANDBOX_DISABLED. */
  sandboxCancel: SandboxPayResult;
  /** Pays a sandbox checkout with a test card; the processor’s event goes to the webhook. CARD_NAME_REQUIRED, CARD_NUMBER_INVALID, CARD_EXPIRY_INVALID, CARD_CVC_INVALID, CHECKOUT_CLOSED, SANDBOX_DISABLED. */
  sandboxPay: SandboxPayResult;
  /** Saves a publicly visible listing (LISTING_NOT_SAVEABLE otherwise); saving it again answers the one kept. At most 500 (SAVED_HOMES_LIMIT). */
  saveHome: SavedHome;
  /** Saves the places tapped so far, so a dropped session resumes there. */
  saveLeaseSigningProgress: LeaseSigning;
  /** Saves the caller's draft in place of the previous one and answers it as kept: checked with the draft schema (VALIDATION_FAILED), at most 1.1 MB (RENTAL_APPLICATION_DRAFT_TOO_LARGE). The SIN is never stored in a draft on the server: it is blanked, and stays in the browser only. */
  saveRentalApplicationDraft: Scalars['JSON']['output'];
  /** Saves a search; the same filters saved again answer the existing one, renamed, with the new alerts, resumed. SAVED_SEARCHES_FULL once the caller has 20. */
  saveSearch: SavedSearch;
  /** Features seen in uploaded listing pictures (at most 60 addresses /files/<id> the caller may read). Answers VISION_NOT_CONFIGURED when no vision provider is configured, VISION_FAILED when it fails. Landlords and staff with listings add or edit. */
  scanImage: Array<Scalars['String']['output']>;
  /** Sends a draft lease for signature: its landlord, or staff with leases edit. */
  sendLease: Lease;
  /** Offers a plan to new listings, or stops offering it: staff with plans edit. PLAN_NOT_FOUND. */
  setPlanActive: Plan;
  /** Shows or hides a testimonial on the home page: staff with articles edit. TESTIMONIAL_NOT_FOUND. */
  setTestimonialPublished: Testimonial;
  /** Saves the viewing settings of a listing (owner, or staff with inbox edit). Viewings already booked stay as they are. */
  setViewingAvailability: ViewingAvailability;
  /** Signs: every place tapped and a readable signature. The last signature completes the lease and seals its PDF. LEASE_CONSENT_REQUIRED, LEASE_PLACES_MISSING, LEASE_SIGNATURE_INVALID, LEASE_ALREADY_SIGNED, LEASE_NOT_YOUR_TURN, LEASE_CLOSED. */
  signLease: LeaseSigning;
  /** Creates an account and signs in. A used e-mail answers EMAIL_TAKEN ('This email is already exists!'). Counted per client address and per mailbox: TOO_MANY_ATTEMPTS past the limit. */
  signUp: AuthPayload;
  /** The applicant's whole SIN for the landlord's credit check: only when the applicant ticked the consent, only once, and the reading is recorded. RENTAL_APPLICATION_SIN_NOT_SHARED, RENTAL_APPLICATION_SIN_ALREADY_REVEALED. */
  sinForCreditCheck: Scalars['String']['output'];
  /** The footer newsletter (spec/03 §2.4): stores the address (any case counts as the same) with the caller's language and the consent time, and e-mails an unsubscribe link. Anyone may call it; counted per client address and per mailbox (TOO_MANY_ATTEMPTS past the limit). */
  subscribeNewsletter: NewsletterSubscription;
  /** Lifts the caller's own block of a conversation (another participant's block stays). ROOM_NOT_FOUND for anyone but a participant. */
  unblockConversation: Room;
  /** Takes a listing out of the viewer's saved homes (answers its id, saved or not). */
  unsaveHome: Scalars['ID']['output'];
  /** The unsubscribe link of a new-message e-mail: turns the user's notification e-mails off. False for a bad token. */
  unsubscribeMessageEmails: Scalars['Boolean']['output'];
  /** Takes the owner of an unsubscribe link off the newsletter; false when the token is unknown. Anyone with the link may call it. */
  unsubscribeNewsletter: Scalars['Boolean']['output'];
  /** The unsubscribe link of an alert e-mail: turns that saved search's alerts off without signing in. False for a bad or forged token. */
  unsubscribeSavedSearchAlerts: Scalars['Boolean']['output'];
  /** Changes a curated article (a new address is checked again): staff with articles edit. ARTICLE_NOT_FOUND; see ArticleInput. */
  updateArticle: AdminArticle;
  /** Saves the whole building (edit mode): listing, location, amenities, pictures and optionally one unit. Removed pictures are deleted with their files. */
  updateBuilding: Listing;
  /** Changes a feature’s texts, in every plan listing it: staff with features edit. FEATURE_NOT_FOUND, VALIDATION_FAILED. */
  updateFeature: Feature;
  /** Changes a request's status and the note to the landlord (a new status e-mails them): staff with leases edit. LEASE_REQUEST_NOT_FOUND, LEASE_REQUEST_TRANSITION_NOT_ALLOWED. */
  updateLeaseRequest: StaffLeaseRequest;
  /** Saves one wizard page of a building: only the fields sent change. A sent flag group or picture list replaces the stored one. */
  updateListing: Listing;
  /** Saves a kind's setting: on or off and, for a kind sent to staff, its recipients (valid e-mail addresses, at most 10; a bad one fails VALIDATION_FAILED at recipients.<index>; any for another kind fails at recipients). ADMIN only. */
  updateNotificationSetting: NotificationSetting;
  /** Rewrites the listing’s payment fields from its latest paid deposit payment (a repair; idempotent): the owner, or staff with listings edit. LISTING_NOT_FOUND, NO_ACCESS. */
  updatePayment: Listing;
  /** Changes a plan and its features (its number stays): staff with plans edit. PLAN_NOT_FOUND, FEATURE_NOT_FOUND, VALIDATION_FAILED. */
  updatePlan: Plan;
  /** Sets a premium setting (a new BOOST_PRICE is also the Boost plan’s price): staff with boostListings edit. PREMIUM_SETTING_NOT_FOUND, PREMIUM_SETTING_INVALID. */
  updatePremium: PremiumSetting;
  /** Moves a plan request to a status, noting who and when: staff with plans edit. PREMIUM_REQUEST_NOT_FOUND. */
  updatePremiumRequest: PremiumRequest;
  /** The listing's landlord shortlists, approves or declines an application they opened; the applicant is told in the conversation and by e-mail in their language. RENTAL_APPLICATION_ACTION_NOT_ALLOWED, RENTAL_APPLICATION_CLOSED; NO_ACCESS for others who may see it, RENTAL_APPLICATION_NOT_FOUND for everyone else. */
  updateRentalApplicationStatus: RentalApplication;
  /** Replaces the note on a saved home; blank clears it (SAVED_HOME_NOT_FOUND when not saved). */
  updateSavedHomeNote: SavedHome;
  /** Rewrites one of the caller's saved replies (SAVED_REPLY_NOT_FOUND for another's). Landlords, and users who own a listing; NO_ACCESS for others. */
  updateSavedReply: SavedReply;
  /** Sets how one of the caller's saved searches e-mails new homes, and pauses or resumes it. SAVED_SEARCH_NOT_FOUND for another user's or an unknown id. */
  updateSavedSearchAlerts: SavedSearch;
  /** Changes a listing’s plans (the plan fields, as updateListing’s planIds): the owner, or staff with listings edit. PLAN_NOT_FOUND, PLAN_NOT_AVAILABLE, PLAN_GROUP_REQUIRED, PLAN_GROUP_TWICE. */
  updateSubscription: Listing;
  /** Changes a testimonial: staff with articles edit. TESTIMONIAL_NOT_FOUND; see TestimonialInput. */
  updateTestimonial: Testimonial;
  /** Changes a unit of a building the caller may edit. A sent picture list or floor plan replaces the stored one; replaced files are deleted. */
  updateUnit: Unit;
  /** Changes the signed-in user's own profile. */
  updateUser: User;
  /** Changes a user's type. An admin may change anyone else's; a user may only leave UNVERIFIED for RENTER or LANDLORD. */
  updateUserType: User;
  /** Gives the caller the user type listing as `role` needs: an unverified account, or a renter or guest listing as LEASE_ASSIGNOR or SUB_LESSOR, becomes LANDLORD; landlords and staff are unchanged. Anyone else gets LIST_WITH_US_USER_UNAUTHORIZED ('User Unauthorized') and keeps their type. */
  updateUserTypeListWithUs: User;
  /** Staff change another user's profile (users edit permission); another staff account's only an admin. Recorded in the user's audit trail as user.update with the changed fields. */
  updateUsers: User;
  /** Changes a request's status, assignee or note, with an audit entry: staff with inbox edit. VIEWING_REQUEST_NOT_FOUND, VIEWING_REQUEST_ASSIGNEE_NOT_STAFF. */
  updateViewingRequest: StaffViewingRequest;
  /** Uploads a content picture, a JPEG, PNG or WebP: a help-center or blog thumbnail (at least 300 px wide and high), or a CONTENT_IMAGE. */
  uploadImage: UploadedImage;
  /** Changes a viewing as its renter, the listing owner or staff with inbox edit may (VIEWING_NOT_FOUND for anyone else): confirm, decline, propose or accept another time, cancel with a reason, complete, no-show. */
  viewingAction: Viewing;
  /** Voids a lease not yet completed, with a reason: its landlord, or staff with leases edit. */
  voidLease: Lease;
  /** The applicant withdraws their open application (RENTAL_APPLICATION_NOT_FOUND for anyone else; RENTAL_APPLICATION_CLOSED once decided). The landlord is told in the conversation and by e-mail. */
  withdrawRentalApplication: RentalApplication;
};


export type MutationAcceptCityArgs = {
  id: Scalars['ID']['input'];
};


export type MutationAcceptNeighbourhoodArgs = {
  id: Scalars['ID']['input'];
};


export type MutationActiveListingArgs = {
  data?: InputMaybe<MakeAvailableInput>;
  where: ListingWhereInput;
};


export type MutationAddOpenHouseArgs = {
  data: OpenHouseInput;
  listingId: Scalars['ID']['input'];
};


export type MutationApproveListingArgs = {
  where: ListingWhereInput;
};


export type MutationAssignViewingArgs = {
  staff?: InputMaybe<Scalars['ID']['input']>;
  viewing: Scalars['ID']['input'];
};


export type MutationBlockConversationArgs = {
  roomId: Scalars['ID']['input'];
};


export type MutationBookViewingArgs = {
  data: BookViewingInput;
};


export type MutationBoostListingArgs = {
  id: Scalars['ID']['input'];
  idempotencyKey: Scalars['String']['input'];
  price: Scalars['Int']['input'];
};


export type MutationChangePasswordArgs = {
  currentPassword: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationConfirmPasswordArgs = {
  password: Scalars['String']['input'];
};


export type MutationConsentToLeaseSigningArgs = {
  leaseId: Scalars['ID']['input'];
  token?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCreateArticleArgs = {
  data: ArticleInput;
};


export type MutationCreateBookingArgs = {
  data: CreateBookingInput;
};


export type MutationCreateCheckoutSessionArgs = {
  email?: InputMaybe<Scalars['String']['input']>;
  idempotencyKey: Scalars['String']['input'];
  listingId: Scalars['ID']['input'];
  price: Scalars['Int']['input'];
};


export type MutationCreateCityArgs = {
  data: CreateCityInput;
};


export type MutationCreateFeatureArgs = {
  data: FeatureInput;
};


export type MutationCreateLeaseArgs = {
  data: Scalars['JSON']['input'];
  landlordLegalName: Scalars['String']['input'];
  redirectUrl?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCreateLeaseRequestArgs = {
  data: Scalars['JSON']['input'];
};


export type MutationCreateListWithUsArgs = {
  data: ListWithUsInput;
};


export type MutationCreateListingArgs = {
  data: CreateListingInput;
};


export type MutationCreateMessageArgs = {
  clientId?: InputMaybe<Scalars['ID']['input']>;
  room: Scalars['ID']['input'];
  text?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<MessageType>;
  url?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationCreateNeighbourhoodArgs = {
  data: CreateNeighbourhoodInput;
};


export type MutationCreatePermissionArgs = {
  permissionData: Array<PermissionDataInput>;
  userId: Scalars['ID']['input'];
};


export type MutationCreatePlanArgs = {
  data: PlanInput;
};


export type MutationCreateRentalArgs = {
  clientId?: InputMaybe<Scalars['ID']['input']>;
  creditCheckConsent?: InputMaybe<Scalars['Boolean']['input']>;
  data: CreateRentalInput;
};


export type MutationCreateRentalEnquiryArgs = {
  data: RentalEnquiryInput;
};


export type MutationCreateSavedReplyArgs = {
  data: SavedReplyInput;
};


export type MutationCreateTestimonialArgs = {
  data: TestimonialInput;
};


export type MutationCreateUnitArgs = {
  data: CreateUnitInput;
  where: CreateUnitWhereInput;
};


export type MutationCreateUserArgs = {
  data: CreateUserInput;
};


export type MutationDeactivateSearchListingArgs = {
  data: UnavailabilityInput;
  where: ListingWhereInput;
};


export type MutationDeclineLeaseArgs = {
  leaseId: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
  token?: InputMaybe<Scalars['String']['input']>;
};


export type MutationDeleteArticleArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteBuildingArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteFeatureArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteFileArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteListingArgs = {
  where: UnitWhereInput;
};


export type MutationDeletePictureArgs = {
  where: PictureWhereInput;
};


export type MutationDeletePlanArgs = {
  id: Scalars['Int']['input'];
};


export type MutationDeleteRentalApplicationArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteSavedReplyArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteSavedSearchArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteSearchHistoryArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteSearchHistoryEntriesArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationDeleteTestimonialArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteUserArgs = {
  id: Scalars['ID']['input'];
};


export type MutationExtendBoostArgs = {
  days: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
};


export type MutationGenerateListingDescriptionArgs = {
  data: ListingDescriptionFactsInput;
  locale?: InputMaybe<Locale>;
};


export type MutationInquiryToLandlordArgs = {
  data: InquiryToLandlordInput;
};


export type MutationListingEnquiryArgs = {
  where: ListingEnquiryWhere;
};


export type MutationLoginArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationMarkListingRentedArgs = {
  data: MarkListingRentedInput;
  where: ListingWhereInput;
};


export type MutationMarkRoomHandledArgs = {
  handled: Scalars['Boolean']['input'];
  roomId: Scalars['ID']['input'];
};


export type MutationMarkRoomReadArgs = {
  roomId: Scalars['ID']['input'];
};


export type MutationMultipleFileUploadArgs = {
  documentKeys?: InputMaybe<Array<RentalAppDocumentKey>>;
  files: Array<Scalars['Upload']['input']>;
  pathType: FilePathType;
};


export type MutationOpenLeaseSigningArgs = {
  leaseId: Scalars['ID']['input'];
  redirectUrl?: InputMaybe<Scalars['String']['input']>;
  token?: InputMaybe<Scalars['String']['input']>;
};


export type MutationPicReorderArgs = {
  pictures: Array<PictureOrderInput>;
};


export type MutationPremimumListingArgs = {
  id: Scalars['ID']['input'];
  isPremium: Scalars['Boolean']['input'];
  premiumName?: InputMaybe<Scalars['String']['input']>;
};


export type MutationPremiumNotificationToAdminArgs = {
  where: ListingWhereInput;
};


export type MutationPremiumNotificationToAdminFromLandlordArgs = {
  planId: Scalars['Int']['input'];
  where: ListingWhereInput;
};


export type MutationRecordListingEventArgs = {
  id: Scalars['ID']['input'];
  kind: ListingEventKind;
};


export type MutationRecordListingViewArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRefundPaymentArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRejectListingArgs = {
  reason: Scalars['String']['input'];
  where: ListingWhereInput;
};


export type MutationRelistListingArgs = {
  where: ListingWhereInput;
};


export type MutationRemindLeaseSignersArgs = {
  leaseId: Scalars['ID']['input'];
};


export type MutationRemoveOpenHouseArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRenameSavedSearchArgs = {
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
};


export type MutationReorderFeaturesArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationReorderPlansArgs = {
  ids: Array<Scalars['Int']['input']>;
};


export type MutationReportConversationArgs = {
  data: ReportConversationInput;
};


export type MutationRequestForViewingArgs = {
  data: RequestForViewingInput;
};


export type MutationRequestPasswordResetArgs = {
  email: Scalars['String']['input'];
};


export type MutationResendEmailArgs = {
  id: Scalars['ID']['input'];
};


export type MutationResetPasswordArgs = {
  password: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


export type MutationReuseRentalApplicationArgs = {
  clientId?: InputMaybe<Scalars['ID']['input']>;
  creditCheckConsent?: InputMaybe<Scalars['Boolean']['input']>;
  offer: Scalars['JSON']['input'];
  sourceId: Scalars['ID']['input'];
};


export type MutationRevokeRentalApplicationShareArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSandboxAuthenticateArgs = {
  approve: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


export type MutationSandboxCancelArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSandboxPayArgs = {
  card: SandboxCardInput;
  id: Scalars['ID']['input'];
};


export type MutationSaveHomeArgs = {
  listingId: Scalars['ID']['input'];
};


export type MutationSaveLeaseSigningProgressArgs = {
  leaseId: Scalars['ID']['input'];
  placesDone: Array<LeaseSigningPlace>;
  token?: InputMaybe<Scalars['String']['input']>;
};


export type MutationSaveRentalApplicationDraftArgs = {
  draft: Scalars['JSON']['input'];
};


export type MutationSaveSearchArgs = {
  data: SaveSearchInput;
};


export type MutationScanImageArgs = {
  urls: Array<Scalars['String']['input']>;
};


export type MutationSendLeaseArgs = {
  leaseId: Scalars['ID']['input'];
};


export type MutationSetPlanActiveArgs = {
  active: Scalars['Boolean']['input'];
  id: Scalars['Int']['input'];
};


export type MutationSetTestimonialPublishedArgs = {
  id: Scalars['ID']['input'];
  isPublished: Scalars['Boolean']['input'];
};


export type MutationSetViewingAvailabilityArgs = {
  data: ViewingAvailabilityInput;
  listingId: Scalars['ID']['input'];
};


export type MutationSignLeaseArgs = {
  leaseId: Scalars['ID']['input'];
  signature: LeaseSignatureInput;
  token?: InputMaybe<Scalars['String']['input']>;
};


export type MutationSignUpArgs = {
  data: SignUpInput;
};


export type MutationSinForCreditCheckArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSubscribeNewsletterArgs = {
  email: Scalars['String']['input'];
};


export type MutationUnblockConversationArgs = {
  roomId: Scalars['ID']['input'];
};


export type MutationUnsaveHomeArgs = {
  listingId: Scalars['ID']['input'];
};


export type MutationUnsubscribeMessageEmailsArgs = {
  token: Scalars['String']['input'];
};


export type MutationUnsubscribeNewsletterArgs = {
  token: Scalars['String']['input'];
};


export type MutationUnsubscribeSavedSearchAlertsArgs = {
  token: Scalars['String']['input'];
};


export type MutationUpdateArticleArgs = {
  data: ArticleInput;
  id: Scalars['ID']['input'];
};


export type MutationUpdateBuildingArgs = {
  data: UpdateBuildingInput;
  where: ListingWhereInput;
};


export type MutationUpdateFeatureArgs = {
  data: FeatureInput;
  id: Scalars['ID']['input'];
};


export type MutationUpdateLeaseRequestArgs = {
  id: Scalars['ID']['input'];
  staffNote?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<LeaseRequestStatus>;
};


export type MutationUpdateListingArgs = {
  data: UpdateListingInput;
  where: ListingWhereInput;
};


export type MutationUpdateNotificationSettingArgs = {
  enabled: Scalars['Boolean']['input'];
  kind: NotificationKind;
  recipients: Array<Scalars['String']['input']>;
};


export type MutationUpdatePaymentArgs = {
  where: ListingWhereInput;
};


export type MutationUpdatePlanArgs = {
  data: PlanInput;
  id: Scalars['Int']['input'];
};


export type MutationUpdatePremiumArgs = {
  data: PremiumDataInput;
  where: PremiumWhereInput;
};


export type MutationUpdatePremiumRequestArgs = {
  id: Scalars['ID']['input'];
  status: PremiumRequestStatus;
};


export type MutationUpdateRentalApplicationStatusArgs = {
  action: LandlordApplicationAction;
  id: Scalars['ID']['input'];
};


export type MutationUpdateSavedHomeNoteArgs = {
  listingId: Scalars['ID']['input'];
  note: Scalars['String']['input'];
};


export type MutationUpdateSavedReplyArgs = {
  data: SavedReplyInput;
  id: Scalars['ID']['input'];
};


export type MutationUpdateSavedSearchAlertsArgs = {
  alertFrequency: AlertFrequency;
  id: Scalars['ID']['input'];
  paused: Scalars['Boolean']['input'];
};


export type MutationUpdateSubscriptionArgs = {
  data: UpdateSubscriptionInput;
  where: ListingWhereInput;
};


export type MutationUpdateTestimonialArgs = {
  data: TestimonialInput;
  id: Scalars['ID']['input'];
};


export type MutationUpdateUnitArgs = {
  data: UpdateUnitInput;
  where: UnitWhereInput;
};


export type MutationUpdateUserArgs = {
  data: UpdateUserInput;
};


export type MutationUpdateUserTypeArgs = {
  data: UpdateUserTypeInput;
};


export type MutationUpdateUserTypeListWithUsArgs = {
  data: UpdateUserTypeListWithUsInput;
};


export type MutationUpdateUsersArgs = {
  data: UpdateUsersInput;
};


export type MutationUpdateViewingRequestArgs = {
  data: UpdateViewingRequestInput;
  id: Scalars['ID']['input'];
};


export type MutationUploadImageArgs = {
  file: Scalars['Upload']['input'];
  pathType?: InputMaybe<ThumbnailPathType>;
};


export type MutationViewingActionArgs = {
  data: ViewingActionInput;
};


export type MutationVoidLeaseArgs = {
  leaseId: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


export type MutationWithdrawRentalApplicationArgs = {
  id: Scalars['ID']['input'];
};

/** A neighbourhood of a city. */
export type Neighbourhood = {
  __typename?: 'Neighbourhood';
  /** Listed on public pages: staff accepted it. A new one, from an address, waits for review. */
  accepted: Scalars['Boolean']['output'];
  /** Shown in featured lists. */
  featured: Scalars['Boolean']['output'];
  /** Identifier. */
  id: Scalars['ID']['output'];
  /** Name. */
  name: Scalars['String']['output'];
  /** Popularity rank value; higher is more popular. */
  popularity: Scalars['Int']['output'];
};

/** The outcome of a newsletter subscription. */
export type NewsletterStatus =
  | 'ALREADY_SUBSCRIBED'
  | 'SUBSCRIBED';

/** The answer to subscribeNewsletter. */
export type NewsletterSubscription = {
  __typename?: 'NewsletterSubscription';
  /** SUBSCRIBED when the address was added (or came back after unsubscribing): 'Subscribed!'. ALREADY_SUBSCRIBED when it is on the list: 'You have already subscribed!'. */
  status: NewsletterStatus;
};

/** A kind of e-mail the product sends, with its setting: NEW_LISTING_REQUEST (to staff addresses: a landlord created a listing), LISTING_APPROVED and LISTING_REJECTED (to the owner), NEWSLETTER_WELCOME (to a new subscriber), ENQUIRY_TO_STAFF (to staff addresses: the Enquiries card), ENQUIRY_TO_LANDLORD (a renter's enquiry relayed to the owner with masked addresses), NEW_MESSAGE (to a participant who has not read a new message), VIEWING_REQUEST_TO_STAFF (to staff addresses: a renter sent /request-for-viewing, or a /rental-enquiry lead arrived), VIEWING_REQUESTED (to the landlord, or the Viewing requests addresses on the Viewings Management plan: a renter booked or requested a viewing), VIEWING_CONFIRMED (to the renter, with the calendar invitation), VIEWING_UPDATED (to the other party: a new time proposed or accepted, a viewing completed or missed), VIEWING_CANCELLED (to the other party: a viewing cancelled or a request declined, with the reason) VIEWING_REMINDER (to both parties before a confirmed viewing), SAVED_SEARCH_ALERT (to a renter: new listings matching a saved search, at once or in a daily digest) and SAVED_HOME_PRICE_DROP (to a renter: the price of a saved home went down). */
export type NotificationKind =
  | 'ENQUIRY_TO_LANDLORD'
  | 'ENQUIRY_TO_STAFF'
  | 'LEASE_REQUEST_TO_STAFF'
  | 'LISTING_APPROVED'
  | 'LISTING_REJECTED'
  | 'NEWSLETTER_WELCOME'
  | 'NEW_LISTING_REQUEST'
  | 'NEW_MESSAGE'
  | 'PAYMENT_RECEIPT'
  | 'PREMIUM_REQUEST_TO_STAFF'
  | 'SAVED_HOME_PRICE_DROP'
  | 'SAVED_SEARCH_ALERT'
  | 'VIEWING_CANCELLED'
  | 'VIEWING_CONFIRMED'
  | 'VIEWING_REMINDER'
  | 'VIEWING_REQUESTED'
  | 'VIEWING_REQUEST_TO_STAFF'
  | 'VIEWING_UPDATED';

/** Whether a kind of e-mail is sent and, for one sent to staff, to which addresses. */
export type NotificationSetting = {
  __typename?: 'NotificationSetting';
  /** Sent when true (the default). */
  enabled: Scalars['Boolean']['output'];
  /** Which kind of e-mail. */
  kind: NotificationKind;
  /** Staff addresses, none by default (always none when takesRecipients is false). */
  recipients: Array<Scalars['String']['output']>;
  /** Whether it goes to the staff addresses below; false: to the person it is about. */
  takesRecipients: Scalars['Boolean']['output'];
  /** When an admin last saved it; null while it has its defaults. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** A one-off open house of a listing. */
export type OpenHouse = {
  __typename?: 'OpenHouse';
  /** Renters holding a place. */
  booked: Scalars['Int']['output'];
  /** Renters who may come. */
  capacity: Scalars['Int']['output'];
  /** End (UTC). */
  endsAt: Scalars['DateTime']['output'];
  /** The open house. */
  id: Scalars['ID']['output'];
  /** Start (UTC). */
  startsAt: Scalars['DateTime']['output'];
};

/** An open house: a local day and times of the listing's zone. */
export type OpenHouseInput = {
  /** Renters who may come. */
  capacity: Scalars['Int']['input'];
  /** YYYY-MM-DD. */
  date: Scalars['String']['input'];
  /** To, HH:MM. */
  end: Scalars['String']['input'];
  /** From, HH:MM. */
  start: Scalars['String']['input'];
};

/** A message of the e-mail outbox (its body is not shown). */
export type OutboxEmail = {
  __typename?: 'OutboxEmail';
  /** Delivery attempts so far. */
  attempts: Scalars['Int']['output'];
  /** When it was queued. */
  createdAt: Scalars['DateTime']['output'];
  /** Outbox id. */
  id: Scalars['ID']['output'];
  /** Why the last attempt failed. */
  lastError?: Maybe<Scalars['String']['output']>;
  /** When it was delivered. */
  sentAt?: Maybe<Scalars['DateTime']['output']>;
  /** Delivery state. */
  status: OutboxStatus;
  /** Subject. */
  subject: Scalars['String']['output'];
  /** Which product e-mail (password-reset, ...). */
  template: Scalars['String']['output'];
  /** Recipient. */
  to: Scalars['String']['output'];
};

/** A page of the outbox, and how many messages match in all. */
export type OutboxPage = {
  __typename?: 'OutboxPage';
  /** How many match in all ("Showing x-y of total"). */
  count: Scalars['Int']['output'];
  /** This page. */
  items: Array<OutboxEmail>;
};

/** Delivery state: PENDING (waiting for the SMTP server), SENT, FAILED (gave up after 5 attempts), STORED (no SMTP server configured: the outbox is the record). */
export type OutboxStatus =
  | 'FAILED'
  | 'PENDING'
  | 'SENT'
  | 'STORED';

/** Parking of a unit. */
export type ParkingType =
  /** Assigned */
  | 'ASSIGNED'
  /** Garage */
  | 'GARAGE'
  /** None */
  | 'NONE'
  /** Other */
  | 'OTHER'
  /** Shared */
  | 'SHARED';

/** A payment opened with the card processor, as the processor’s events left it. */
export type Payment = {
  __typename?: 'Payment';
  /** Days a boost buys. */
  boostDays?: Maybe<Scalars['Int']['output']>;
  /** The card’s brand, once paid. */
  cardBrand?: Maybe<Scalars['String']['output']>;
  /** The card’s last four digits, once paid. */
  cardLast4?: Maybe<Scalars['String']['output']>;
  /** When the checkout was opened. */
  createdAt: Scalars['DateTime']['output'];
  /** cad. */
  currency: Scalars['String']['output'];
  /** Why the last attempt failed, in the request’s language where the code is known. */
  failureMessage?: Maybe<Scalars['String']['output']>;
  /** The payment. */
  id: Scalars['ID']['output'];
  /** Items before tax. */
  lines: Array<PaymentLine>;
  /** The listing; null once deleted. */
  listingId?: Maybe<Scalars['ID']['output']>;
  /** The listing’s title. */
  listingTitle?: Maybe<Scalars['String']['output']>;
  /** When it was paid. */
  paidAt?: Maybe<Scalars['DateTime']['output']>;
  /** The payer’s account e-mail (in the billing lists); null once the account is gone. */
  payerEmail?: Maybe<Scalars['String']['output']>;
  /** The plan paid for. */
  planId?: Maybe<Scalars['Int']['output']>;
  /** sandbox or stripe. */
  provider: Scalars['String']['output'];
  /** The province the tax was chosen by. */
  province: Scalars['String']['output'];
  /** What it pays for. */
  purpose: PaymentPurpose;
  /** When it was refunded. */
  refundedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Where it stands. */
  status: PaymentStatus;
  /** Before tax, in cents. */
  subtotalCents: Scalars['Int']['output'];
  /** All tax, in cents. */
  taxCents: Scalars['Int']['output'];
  /** Tax by component. */
  taxes: Array<PaymentTaxLine>;
  /** The total charged, in cents. */
  totalCents: Scalars['Int']['output'];
};

/** One item of a payment before tax. */
export type PaymentLine = {
  __typename?: 'PaymentLine';
  /** Its price in cents (CAD). */
  amountCents: Scalars['Int']['output'];
  /** DEPOSIT, BOOST or BOOST_DAYS. */
  kind: Scalars['String']['output'];
  /** Its name in the request’s language. */
  name: Scalars['String']['output'];
};

/** A page of payments and how many there are in all. */
export type PaymentPage = {
  __typename?: 'PaymentPage';
  /** How many in all. */
  count: Scalars['Int']['output'];
  /** This page. */
  items: Array<Payment>;
};

/** DEPOSIT (the list-with-us onboarding deposit) or BOOST (a premium listing for some days). */
export type PaymentPurpose =
  | 'BOOST'
  | 'DEPOSIT';

/** What a payment will cost: lines, tax by the province’s rate in force today, and the total. */
export type PaymentQuote = {
  __typename?: 'PaymentQuote';
  /** Items before tax. */
  lines: Array<PaymentLine>;
  /** Two-letter province code the tax is chosen by. */
  province: Scalars['String']['output'];
  /** Before tax, in cents. */
  subtotalCents: Scalars['Int']['output'];
  /** All tax, in cents. */
  taxCents: Scalars['Int']['output'];
  /** Tax by component. */
  taxes: Array<PaymentTaxLine>;
  /** The deposit’s terms (non-refundable, deducted from the final fee) in the request’s language; null for a boost. */
  terms?: Maybe<Scalars['String']['output']>;
  /** What the payer pays, in cents. */
  totalCents: Scalars['Int']['output'];
};

/** PENDING until the processor says PAID, FAILED (the checkout stays open) or CANCELED; REFUNDED by staff. */
export type PaymentStatus =
  | 'CANCELED'
  | 'FAILED'
  | 'PAID'
  | 'PENDING'
  | 'REFUNDED';

/** The sales tax of a payment, by component. */
export type PaymentTaxLine = {
  __typename?: 'PaymentTaxLine';
  /** The tax in cents, rounded half up. */
  amountCents: Scalars['Int']['output'];
  /** GST or HST. */
  component: Scalars['String']['output'];
  /** The rate in percent, e.g. 13. */
  ratePer: Scalars['Float']['output'];
};

/** The card processor in use, for the pages (the sandbox is shown as such on every screen). */
export type PaymentsConfig = {
  __typename?: 'PaymentsConfig';
  /** sandbox or stripe. */
  provider: Scalars['String']['output'];
  /** Stripe’s publishable key. */
  publishableKey?: Maybe<Scalars['String']['output']>;
  /** True when payments are test payments (no money moves). */
  sandbox: Scalars['Boolean']['output'];
};

/** One module's four flags. */
export type PermissionDataInput = {
  /** May add. */
  add: Scalars['Boolean']['input'];
  /** May delete. */
  delete: Scalars['Boolean']['input'];
  /** May edit. */
  edit: Scalars['Boolean']['input'];
  /** The module. */
  module: StaffModule;
  /** May view. */
  view: Scalars['Boolean']['input'];
};

/** Pets allowed; 'none' excludes the others. */
export type Pets = {
  __typename?: 'Pets';
  /** Cats */
  cat: Scalars['Boolean']['output'];
  /** Dogs */
  dog: Scalars['Boolean']['output'];
  /** None */
  none: Scalars['Boolean']['output'];
  /** Other */
  other: Scalars['Boolean']['output'];
};

/** Pets allowed; 'none' excludes the others. The group replaces the stored one: an absent flag is false. */
export type PetsInput = {
  /** Cats */
  cat?: InputMaybe<Scalars['Boolean']['input']>;
  /** Dogs */
  dog?: InputMaybe<Scalars['Boolean']['input']>;
  /** None */
  none?: InputMaybe<Scalars['Boolean']['input']>;
  /** Other */
  other?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A picture of a building or unit, or a unit floor plan. */
export type Picture = {
  __typename?: 'Picture';
  /** A copy at most 640 px on its longest side, for cards and lists (the original for a PDF). */
  cardUrl: Scalars['String']['output'];
  /** A copy at most 1600 px on its longest side, for the gallery's main view. */
  detailUrl: Scalars['String']['output'];
  /** The uploaded file shown. */
  fileId: Scalars['ID']['output'];
  /** File name. */
  filename: Scalars['String']['output'];
  /** Height in px; null for a PDF. */
  height?: Maybe<Scalars['Int']['output']>;
  /** Picture identifier (for deletePicture and picReorder). */
  id: Scalars['ID']['output'];
  /** Picture or floor plan. */
  kind: PictureKind;
  /** Content type. */
  mimeType: Scalars['String']['output'];
  /** Position, smallest first. */
  order: Scalars['Int']['output'];
  /** The unit it shows; null for the building's. */
  unitId?: Maybe<Scalars['ID']['output']>;
  /** Address of the file: /files/<fileId>. */
  url: Scalars['String']['output'];
  /** Width in px; null for a PDF. */
  width?: Maybe<Scalars['Int']['output']>;
};

/** A picture, or a unit floor plan. */
export type PictureKind =
  /** A unit's floor plan (picture or PDF). */
  | 'FLOOR_PLAN'
  /** A picture of the building or unit. */
  | 'PICTURE';

/** One picture's new position. */
export type PictureOrderInput = {
  /** Picture id. */
  id: Scalars['ID']['input'];
  /** New position, 0 first. */
  order: Scalars['Int']['input'];
};

/** A picture by id. */
export type PictureWhereInput = {
  /** Picture id. */
  id: Scalars['ID']['input'];
};

/** A service plan, in both languages and in the request’s language. */
export type Plan = {
  __typename?: 'Plan';
  /** Offered to new listings. */
  active: Scalars['Boolean']['output'];
  /** The onboarding deposit this plan asks for, in cents; null for the default. */
  depositCents?: Maybe<Scalars['Int']['output']>;
  /** Description, in the request’s language. */
  description?: Maybe<Scalars['String']['output']>;
  /** Description in English. */
  descriptionEn?: Maybe<Scalars['String']['output']>;
  /** Description in French. */
  descriptionFr?: Maybe<Scalars['String']['output']>;
  /** Its features, in order. */
  features: Array<Feature>;
  /** The plan’s number (3 Concierge … 8 Listing Boost). */
  id: Scalars['Int']['output'];
  /** Kind. */
  kind: PlanKind;
  /** How many listings chose it: staff with plans view only, else null. */
  listingCount?: Maybe<Scalars['Int']['output']>;
  /** Name, in the request’s language. */
  name: Scalars['String']['output'];
  /** Name in English. */
  nameEn: Scalars['String']['output'];
  /** Name in French. */
  nameFr: Scalars['String']['output'];
  /** Group: at most one plan of each is chosen; 2 is required. */
  planGroup: Scalars['Int']['output'];
  /** Place in the order of plans. */
  position: Scalars['Int']['output'];
  /** The spec's price string: '0' when free, else dollars ('725', '29.99'). */
  price: Scalars['String']['output'];
  /** Price in cents, before taxes. */
  priceCents: Scalars['Int']['output'];
  /** Marked 'Most Popular' on the plan screen. */
  recommended: Scalars['Boolean']['output'];
  /** FREE or PAID. */
  status: PlanStatus;
  /** What the price is counted per. */
  unit: PlanUnit;
};

/** A plan as staff edit it (planInputSchema). */
export type PlanInput = {
  /** Onboarding deposit in cents; left out for the default. */
  depositCents?: InputMaybe<Scalars['Int']['input']>;
  /** Description in English (at most 400 characters). */
  descriptionEn?: InputMaybe<Scalars['String']['input']>;
  /** Description in French (at most 400 characters). */
  descriptionFr?: InputMaybe<Scalars['String']['input']>;
  /** Its features, in order (at most 30). */
  featureIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Its number, on create only; the next free one when left out. */
  id?: InputMaybe<Scalars['Int']['input']>;
  /** Kind. */
  kind?: InputMaybe<PlanKind>;
  /** Name in English (required, at most 80 characters). */
  nameEn?: InputMaybe<Scalars['String']['input']>;
  /** Name in French (required, at most 80 characters). */
  nameFr?: InputMaybe<Scalars['String']['input']>;
  /** Group, 1 to 9 (2 is the required main group). */
  planGroup?: InputMaybe<Scalars['Int']['input']>;
  /** Price in cents (0 for free, at most $100,000). */
  priceCents?: InputMaybe<Scalars['Int']['input']>;
  /** What the price is counted per. */
  unit?: InputMaybe<PlanUnit>;
};

/** BASIC, BOOST, RENTAL, PROPERTY or PREMIUM (spec/03 §3.6). */
export type PlanKind =
  | 'BASIC'
  | 'BOOST'
  | 'PREMIUM'
  | 'PROPERTY'
  | 'RENTAL';

/** FREE when the price is 0, else PAID. */
export type PlanStatus =
  | 'FREE'
  | 'PAID';

/** What the price is counted per. */
export type PlanUnit =
  | 'LISTING'
  | 'MONTH'
  | 'UNIT'
  | 'WEEK';

/** Which plans: those offered at a place, inactive ones too (staff). */
export type PlanWhereInput = {
  /** City of the listing, with province. */
  city?: InputMaybe<Scalars['String']['input']>;
  /** Inactive plans too: staff with plans view. */
  includeInactive?: InputMaybe<Scalars['Boolean']['input']>;
  /** False while updating a listing: every plan is offered (default true). */
  isNewListing?: InputMaybe<Scalars['Boolean']['input']>;
  /** Province code (ON, QC…): only the plans offered there. */
  province?: InputMaybe<Scalars['String']['input']>;
};

/** Who posts the listing. */
export type PosterRole =
  /** Landlord/Owner */
  | 'LANDLORD_OWNER'
  /** Lease Assignor */
  | 'LEASE_ASSIGNOR'
  /** Property Manager */
  | 'PROPERTY_MANAGER'
  /** Real Estate Agent */
  | 'REAL_ESTATE_AGENT'
  /** Sub-Lessor */
  | 'SUB_LESSOR';

/** The new value of a premium setting. */
export type PremiumDataInput = {
  /** A whole number: cents 0 to 10,000,000 for BOOST_PRICE, 1 to 90 for BOOST_DAYS. */
  value: Scalars['String']['input'];
};

/** A request to the team to be contacted about a managed plan for a listing. */
export type PremiumRequest = {
  __typename?: 'PremiumRequest';
  /** The listing’s address. */
  address: Scalars['String']['output'];
  /** When it was sent. */
  createdAt: Scalars['DateTime']['output'];
  /** When the team promised to follow up: two business days after it was sent (Toronto time). */
  followUpDueAt: Scalars['DateTime']['output'];
  /** When staff last changed its status. */
  handledAt?: Maybe<Scalars['DateTime']['output']>;
  /** The request. */
  id: Scalars['ID']['output'];
  /** The listing it is for. */
  listing?: Maybe<Listing>;
  /** Still NEW past its follow-up time. */
  overdue: Scalars['Boolean']['output'];
  /** The plan; null once it is deleted. */
  planId?: Maybe<Scalars['Int']['output']>;
  /** The plan’s name when requested, in the landlord’s language. */
  premiumName: Scalars['String']['output'];
  /** Who sent it; null once their account is gone. */
  requester?: Maybe<PremiumRequestRequester>;
  /** Where it stands. */
  status: PremiumRequestStatus;
};

/** A page of plan requests and how many there are in all. */
export type PremiumRequestPage = {
  __typename?: 'PremiumRequestPage';
  /** How many in all. */
  count: Scalars['Int']['output'];
  /** This page. */
  items: Array<PremiumRequest>;
};

/** The landlord who sent a plan request. */
export type PremiumRequestRequester = {
  __typename?: 'PremiumRequestRequester';
  /** Account e-mail. */
  email: Scalars['String']['output'];
  /** First name. */
  firstName?: Maybe<Scalars['String']['output']>;
  /** The user. */
  id: Scalars['ID']['output'];
  /** Last name. */
  lastName?: Maybe<Scalars['String']['output']>;
  /** Phone (digits). */
  phone?: Maybe<Scalars['String']['output']>;
};

/** NEW (received), CONTACTED (the team reached the landlord) or CLOSED. */
export type PremiumRequestStatus =
  | 'CLOSED'
  | 'CONTACTED'
  | 'NEW';

/** A premium setting, addressed by name: BOOST_PRICE, BOOST_DAYS. */
export type PremiumSetting = {
  __typename?: 'PremiumSetting';
  /** BOOST_PRICE (cents before tax) or BOOST_DAYS. */
  name: Scalars['String']['output'];
  /** Last changed. */
  updatedAt: Scalars['DateTime']['output'];
  /** The value, a whole number as text. */
  value: Scalars['String']['output'];
};

/** A premium setting by name. */
export type PremiumWhereInput = {
  /** BOOST_PRICE or BOOST_DAYS. */
  name: Scalars['String']['input'];
};

/** Type of property. */
export type PropertyType =
  /** Apartment */
  | 'APARTMENT'
  /** Basement */
  | 'BASEMENT'
  /** Condo */
  | 'CONDO'
  /** House or Townhouse */
  | 'HOUSE_OR_TOWNHOUSE'
  /** Other */
  | 'OTHER'
  /** Room */
  | 'ROOM'
  /** Townhouse */
  | 'TOWNHOUSE';

export type Query = {
  __typename?: 'Query';
  /** Every listing, newest first, for /listings (staff with listings view). */
  adminAccessListing: Array<Listing>;
  /** How many listings the public sees (approved, visible, activated). */
  adminActiveListingCount: Scalars['Int']['output'];
  /** Listings by availability: isHidden false (Available, the default) or true (Unavailable), newest first. */
  adminAvailableListing: Array<Listing>;
  /** The staff dashboard (any staff member): each section is null unless the caller may view its module. */
  adminDashboard: AdminDashboard;
  /** Every conversation, newest message first, with the count: staff with inbox view. `where.listingId` gives one listing’s (/adminInbox/{id}/listing). */
  adminInboxRooms: AdminInboxPage;
  /** How many testimonials adminTestimonials has: staff with articles view. */
  adminTestimonialCount: Scalars['Int']['output'];
  /** Every testimonial, published or not, newest first, 10 a page by default: staff with articles view. */
  adminTestimonials: Array<Testimonial>;
  /** How many listings adminAccessListing pages through. */
  adminTotalListing: Scalars['Int']['output'];
  /** Unavailable (hidden) listings, newest first. */
  adminUnavailableListing: Array<Listing>;
  /** One curated article: staff with articles view. ARTICLE_NOT_FOUND. */
  article: AdminArticle;
  /** How many curated articles match the filters: staff with articles view. */
  articleCount: Scalars['Int']['output'];
  /** The tags curated articles carry, most used first: staff with articles view. */
  articleTags: Array<ArticleTag>;
  /** Curated articles under the filters, last changed first, 10 a page by default: staff with articles view. */
  articles: Array<AdminArticle>;
  /** The last 50 staff actions on a listing (staff with listings view), a user (staff with users view), a conversation (admins: staff reading and handling it), a request for viewing or a viewing (staff with inbox view), newest first. */
  auditTrail: Array<AuditEntry>;
  /** A renter's bookings, newest conversation first: their own, or anyone's for staff with inbox view. */
  bookingsForUser: Array<Booking>;
  /** What boosting the caller’s listing costs now, with tax by the listing’s province: its owner. LISTING_NOT_FOUND, BOOST_NOT_ALLOWED, PAYMENT_NO_PROVINCE. */
  boostQuote: PaymentQuote;
  /** Boosted listings, the latest boost first, 10 a page by default, with their count: staff with boostListings view. */
  boostedListing: BoostedListingPage;
  /** Cities staff accepted, alphabetically, with their accepted neighbourhoods; `search` matches the start of a word of the name. At most 100. */
  cities: Array<City>;
  /** A conversation's reports, newest first, for staff with inbox view (the inbox lists how many are open). */
  conversationReports: Array<ConversationReport>;
  /** The signed-in user, or null. */
  currentUser?: Maybe<User>;
  /** The onboarding deposit of the caller’s listing with tax by its province: the owner. PAYMENT_NOT_OWNER, PAYMENT_NOT_NEEDED, PAYMENT_NO_PROVINCE. */
  depositQuote: PaymentQuote;
  /** The onboarding deposit for plans in a province, before the listing exists (the wizard): anyone. PAYMENT_NOT_NEEDED, PAYMENT_NO_PROVINCE. */
  depositQuoteForPlans: PaymentQuote;
  /** Outbox messages, newest first, optionally of one status. ADMIN only. */
  emailOutbox: OutboxPage;
  /** Every feature in staff’s order: staff with features view, or plans view (the plan form lists them). */
  features: Array<Feature>;
  /** Published curated articles, newest first, 10 a page by default (spec/01 §7 fetchArticles): everyone. Drafts, archived ones and staff notes are never served. */
  fetchArticles: Array<Article>;
  /** How many published curated articles fetchArticles has for the same section and language. */
  fetchArticlesCount: Scalars['Int']['output'];
  /** The signed-in user with their staff permissions (select `permissions`), or null. */
  fetchCurrentUser?: Maybe<User>;
  /** The building of a unit (with all its units), for the unit page /unit/{id}. Same visibility as getSingleBuilding; UNIT_NOT_FOUND otherwise. */
  getBuildingByUnit: Listing;
  /** Enquiries of a listing (its owner, staff with inbox view) or of a booking (also its renter), newest first; NO_ACCESS for anyone else. */
  getListingEnquiry: Array<ListingEnquiry>;
  /** A premium setting by name: anyone. PREMIUM_SETTING_NOT_FOUND. */
  getPremiumType: PremiumSetting;
  /** A building by id, for its page or for editing. A pending or hidden one is only found by its owner and staff. */
  getSingleBuilding: Listing;
  /** Every listing with a location, whatever its state, newest first, at most 2000, in one statement (staff with listings view). */
  internalMapListings: Array<InternalMapListing>;
  /** The applications to the caller's listings, newest first, with the count: status, applicant summary, income-to-rent ratio and documents present. */
  landlordRentalApplications: RentalApplicationPage;
  /** A listing owner's response-time badge, or null when there is none to show. Public. */
  landlordResponseTime?: Maybe<ResponseTime>;
  /** The agenda across all the caller's listings in a range (/building). */
  landlordViewings: Array<Viewing>;
  /** One lease: its parties and staff with leases view. LEASE_NOT_FOUND otherwise. */
  lease: Lease;
  /** Lease requests under the filters, NEWEST first by default, 10 a page by default: staff with leases view. leaseRequestsConnection gives the count. */
  leaseRequests: Array<StaffLeaseRequest>;
  /** How many lease requests match the filters: staff with leases view. */
  leaseRequestsConnection: LeaseRequestConnection;
  /** A fresh URL to open the lease: the caller's signing ceremony when they are a signer whose turn it is (with the signing service's view when it holds the envelope), else the read-only page for a party or staff. */
  leaseView: Scalars['String']['output'];
  /** Leases the viewer prepared or signs (staff with leases view: all), 10 a page by default. */
  leases: LeasePage;
  /** How many leases `leases` would list with these filters. */
  leasesConnection: LeaseConnection;
  /** A listing by id for its page /listing/{id}: the same visibility as getSingleBuilding (public when approved, visible and active; always for its owner and staff), LISTING_NOT_FOUND otherwise. */
  listing: Listing;
  /** The bookings of a listing, for its owner and staff with inbox view (LISTING_NOT_FOUND otherwise). */
  listingPerBookings: Array<Booking>;
  /** How many listings searchBuilding pages through for the same search. */
  listingSearchCount: Scalars['Int']['output'];
  /** A listing's figures for the last `days` days (default 30, at most 366): its owner, and staff with listings view. */
  listingStats: ListingStats;
  /** A listing's agenda in a range: its owner and staff with inbox view (NO_ACCESS otherwise). */
  listingViewings: Array<Viewing>;
  /** Public listings matching the filters, premium first, then orderBy: searchListings without the search history (for feeds and links). */
  listings: Array<Listing>;
  /** A conversation's messages, newest first, 30 at a time; `before` is the previous page's nextCursor. ROOM_NOT_FOUND unless the caller is in the room or is staff with inbox view; staff opening a conversation they are not part of are recorded (roomStaffViews). */
  messagesInRoom: MessagePage;
  /** The caller's calendar feed; null until they turn it on (createCalendarFeed). */
  myCalendarFeed?: Maybe<CalendarFeed>;
  /** The caller's lease requests, newest first, 10 a page by default, with their count. */
  myLeaseRequests: LeaseRequestPage;
  /** The signed-in user’s own payments, any state, newest first (10 a page by default). */
  myPayments: PaymentPage;
  /** The caller's own applications, newest first, with their count. */
  myRentalApplications: RentalApplicationPage;
  /** The caller's renter passport: their newest submitted application whose answers they have not deleted (null: none). Its answers are what reuseRentalApplication sends. */
  myRentalPassport?: Maybe<RentalApplication>;
  /** The caller's saved searches, newest first. */
  mySearchHistory: Array<SearchHistory>;
  /** The city, budget, move-in date and days the caller's profile keeps from their last request. */
  myViewingPreferences: ViewingPreferences;
  /** The caller's requests for viewing, newest first (the last 50). */
  myViewingRequests: Array<ViewingRequest>;
  /** The caller's viewings as a renter: UPCOMING soonest first, PAST latest first. */
  myViewings: Array<Viewing>;
  /** Every kind of e-mail the product sends, stored or default (enabled, no recipients). ADMIN only. */
  notificationSettings: Array<NotificationSetting>;
  /** A payment as the server knows it: its payer, or staff with boostListings view. PAYMENT_NOT_FOUND. */
  payment?: Maybe<Payment>;
  /** Every payment, newest first, optionally of one status and purpose: staff with boostListings view. */
  payments: PaymentPage;
  /** The card processor in use: anyone. */
  paymentsConfig: PaymentsConfig;
  /** A staff member's permissions, every module in order (all true for an admin; empty for an account that is not staff). An admin reads anyone's; a sub-admin only their own. */
  permission: Array<ModulePermission>;
  /** The known city nearest a point placed by hand on the address field's map (within 150 km, else null), with the coordinates of that city. Its placeId makes the listing's city through createCity; the point itself is the listing's position. */
  placeAt?: Maybe<AddressSuggestion>;
  /** Cities not yet listed publicly, and listed cities with neighbourhoods that are not, oldest first, each with only its neighbourhoods awaiting review; at most 100 (staff with listings view). */
  placesAwaitingReview: Array<City>;
  /** One plan by number, active or not (a listing shows the plan it chose); null if none. */
  plan?: Maybe<Plan>;
  /** Active plans in position order; with a province, only those offered there (isNewListing defaults to true). includeInactive: staff with plans view. */
  plans: Array<Plan>;
  /** Plan requests, newest first, 10 a page by default, with their count: staff with plans view. */
  premiumRequests: PremiumRequestPage;
  /** A paid payment’s receipt: its payer, or staff with boostListings view (recorded as payment.receipt.view). PAYMENT_NOT_FOUND for anyone else; RECEIPT_NOT_AVAILABLE when it was never paid. */
  receipt: Receipt;
  /** Up to 10 public listings matching the filters, premium first, then newest. */
  recommendListings: Array<Listing>;
  /** One application, for its applicant, the listing's landlord and staff with applications view (RENTAL_APPLICATION_NOT_FOUND for anyone else). The landlord's first open marks it VIEWED; each staff opening is recorded. */
  rentalApplication: RentalApplication;
  /** The caller's saved draft (spec/02 §3), read back field by field (a field that no longer fits takes its default); null when none. Its documents.sin is always empty. */
  rentalApplicationDraft?: Maybe<Scalars['JSON']['output']>;
  /** Who of the staff opened the application and when, newest first: admins only. */
  rentalApplicationStaffViews: Array<RentalApplicationStaffView>;
  /** How many listings await review (the side navigation badge). */
  requestLisitngCount: RequestListingCount;
  /** Listings awaiting review (not approved, not rejected), oldest first (staff with requestedListings view). */
  requestedListings: Array<Listing>;
  /** Who of the staff opened a conversation they are not part of, and when, newest first (the last 100; reopening it within 10 minutes adds no entry): admins only. */
  roomStaffViews: Array<RoomStaffView>;
  /** Up to 6 renters sharing their profile who look for a home in the city of a listing the caller may see (LISTING_NOT_FOUND otherwise). */
  roommatesForListing: Array<TenantProfile>;
  /** The viewer's conversations, newest message first (lastMessageTime DESC), with their count. */
  roomsPerUser: RoomPage;
  /** A sandbox checkout by its id; null when there is none. SANDBOX_DISABLED. */
  sandboxCheckout?: Maybe<SandboxCheckout>;
  /** The viewer's saved homes, newest first, each with its listing, status and note. */
  savedHomes: SavedHomePage;
  /** Ids of every listing the viewer saved (at most 500), newest first: the hearts on screen read them. */
  savedListingIds: Array<Scalars['ID']['output']>;
  /** The caller's saved replies, oldest first. Landlords, and users who own a listing; NO_ACCESS for others. */
  savedReplies: Array<SavedReply>;
  /** The caller's saved searches, newest first. */
  savedSearches: Array<SavedSearch>;
  /** Address suggestions for typed text, Canada only, best first, at most 6. Served by the configured geocoder, or the built-in gazetteer of Canadian cities and neighbourhoods. */
  searchAddresses: Array<AddressSuggestion>;
  /** Listings whose title, address, unit title or number, or owner's e-mail or name contain `search`, newest first; all when empty. */
  searchBuilding: Array<Listing>;
  /** The caller's own listings, newest first, matching `search` in the title, address, unit title or number. */
  searchBuildingByLandlord: Array<Listing>;
  /** How many listings searchBuildingByLandlord pages through for the same search. */
  searchBuildingByLandlordCount: Scalars['Int']['output'];
  /** One user's saved searches matching the filters, newest first (staff with users view). USER_NOT_FOUND for an id that is not a user id. */
  searchHistoryOfUser: SearchHistoryEntryPage;
  /** Users with saved searches matching the filters, the most recent searcher first, with their count and last search time (staff with users view). */
  searchHistoryUsers: SearchHistoryUserPage;
  /** Public search (approved, visible, active listings): premium first, then orderBy. With `userId` (which must be the caller) the first page is saved to the caller's search history. */
  searchListings: Array<Listing>;
  /** How many listings searchListings pages through for the same filters (for "Showing x-y of total"). */
  searchListingsCount: Scalars['Int']['output'];
  /** Public listings near a place: the address is geocoded, then listings within about 11 km (a 0.2° box) are answered, at most 100. */
  searchMapListings: Array<Listing>;
  /** Users whose e-mail, first or last name contains the text (literally), newest first (staff with users view). userCount(search) gives the total. */
  searchUser: Array<User>;
  /** Public listings like a public one: same city, a unit with the same bedrooms or a price within 25%, itself excluded. LISTING_NOT_FOUND for a listing the public cannot see. */
  similarListings: Array<Listing>;
  /** A listing of the map tracker with its details, whatever its state (staff with listings view). LISTING_NOT_FOUND when it does not exist. */
  singleMapBuilding: Listing;
  /** Public settings of this installation (map tiles). */
  siteConfig: SiteConfig;
  /** The staff table of applications, newest first, 10 a page by default, with the count: staff with applications view. */
  staffRentalApplications: RentalApplicationPage;
  /** Viewings of listings on the Viewings Management plan (plan 7), with the count: staff with inbox view. */
  staffViewings: StaffViewingPage;
  /** The signed-in staff member's own permissions, every module in order (any staff). */
  subAdminPermission: Array<ModulePermission>;
  /** A renter's public profile for /tenant/{id}. TENANT_NOT_FOUND unless the renter shares it (roommate switch on), or the caller is that renter or staff who may view users. */
  tenantProfile: TenantProfile;
  /** The newest 12 published testimonials written in one language; an empty list when there are none. */
  testimonials: Array<Testimonial>;
  /** The home feed: public listings, premium first, then orderBy (newest by default). Same filters and paging as searchListings. */
  trendingListings: Array<Listing>;
  /** Messages of others the viewer has not read, in all their conversations (the header badge). */
  unreadMessages: Scalars['Int']['output'];
  /** A user by id: the user themself, or staff with the users view permission. */
  user: User;
  /** Number of users, optionally of one type, matching a search, or staff only: what `users` pages through (staff with users view). */
  userCount: Scalars['Int']['output'];
  /** How many listings userListings pages through (staff with users view and listings view). */
  userListingCount: Scalars['Int']['output'];
  /** A user's listings, newest first, for /users/listing/{id} (staff with users view and listings view). */
  userListings: Array<Listing>;
  /** Users, newest first, optionally of one type, matching a search or staff only (staff with users view). userCount with the same filters gives the total. */
  users: Array<User>;
  /** Checks a sealed lease: give the SHA-256 of the PDF (the page computes it in the browser; the file is never sent). Anyone may ask. */
  verifyLeaseDocument: LeaseVerification;
  /** Whoever sends the request. */
  viewer: Viewer;
  /** One viewing, for its renter, the listing owner and staff with inbox view (VIEWING_NOT_FOUND for anyone else). */
  viewing: Viewing;
  /** A listing's viewing settings and open houses: its owner and staff with inbox view. */
  viewingAvailability: ViewingAvailability;
  /** Staff a request for viewing may be assigned to (admins, sub-admins with inbox view): staff with inbox view. */
  viewingRequestAssignees: Array<ViewingRequestPerson>;
  /** Requests for viewing, newest first, with the count: staff with inbox view. */
  viewingRequests: ViewingRequestPage;
  /** The free viewing times of a listing the public may see (LISTING_NOT_FOUND otherwise), with places left and its zone. */
  viewingSlots: ViewingSlots;
};


export type QueryAdminAccessListingArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAdminAvailableListingArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  isHidden?: InputMaybe<Scalars['Boolean']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAdminInboxRoomsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<AdminInboxFilter>;
};


export type QueryAdminTestimonialCountArgs = {
  locale?: InputMaybe<Locale>;
};


export type QueryAdminTestimonialsArgs = {
  locale?: InputMaybe<Locale>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  take?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAdminUnavailableListingArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryArticleArgs = {
  id: Scalars['ID']['input'];
};


export type QueryArticleCountArgs = {
  where?: InputMaybe<ArticleWhereInput>;
};


export type QueryArticlesArgs = {
  skip?: InputMaybe<Scalars['Int']['input']>;
  take?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<ArticleWhereInput>;
};


export type QueryAuditTrailArgs = {
  entityId: Scalars['ID']['input'];
  entityType: AuditEntity;
};


export type QueryBookingsForUserArgs = {
  userId: Scalars['ID']['input'];
};


export type QueryBoostQuoteArgs = {
  listingId: Scalars['ID']['input'];
};


export type QueryBoostedListingArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryCitiesArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryConversationReportsArgs = {
  roomId: Scalars['ID']['input'];
};


export type QueryDepositQuoteArgs = {
  listingId: Scalars['ID']['input'];
};


export type QueryDepositQuoteForPlansArgs = {
  planIds: Array<Scalars['Int']['input']>;
  province: Scalars['String']['input'];
};


export type QueryEmailOutboxArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<OutboxStatus>;
};


export type QueryFetchArticlesArgs = {
  articleType?: InputMaybe<ArticleType>;
  locale?: InputMaybe<Locale>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  take?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryFetchArticlesCountArgs = {
  articleType?: InputMaybe<ArticleType>;
  locale?: InputMaybe<Locale>;
};


export type QueryGetBuildingByUnitArgs = {
  unitId: Scalars['ID']['input'];
};


export type QueryGetListingEnquiryArgs = {
  where: ListingEnquiryFilter;
};


export type QueryGetPremiumTypeArgs = {
  where: PremiumWhereInput;
};


export type QueryGetSingleBuildingArgs = {
  id: Scalars['ID']['input'];
};


export type QueryInternalMapListingsArgs = {
  bounds?: InputMaybe<InternalMapBoundsInput>;
  city?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<Array<StaffListingState>>;
};


export type QueryLandlordRentalApplicationsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  listingId?: InputMaybe<Scalars['ID']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<RentalApplicationStatus>;
};


export type QueryLandlordResponseTimeArgs = {
  userId: Scalars['ID']['input'];
};


export type QueryLandlordViewingsArgs = {
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
};


export type QueryLeaseArgs = {
  id: Scalars['ID']['input'];
};


export type QueryLeaseRequestsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<LeaseRequestOrder>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<LeaseRequestWhereInput>;
};


export type QueryLeaseRequestsConnectionArgs = {
  where?: InputMaybe<LeaseRequestWhereInput>;
};


export type QueryLeaseViewArgs = {
  leaseId: Scalars['ID']['input'];
  redirectUrl?: InputMaybe<Scalars['String']['input']>;
};


export type QueryLeasesArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<LeaseOrderByInput>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<LeaseWhereInput>;
};


export type QueryLeasesConnectionArgs = {
  where?: InputMaybe<LeaseWhereInput>;
};


export type QueryListingArgs = {
  id: Scalars['ID']['input'];
};


export type QueryListingPerBookingsArgs = {
  listingId: Scalars['ID']['input'];
};


export type QueryListingSearchCountArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryListingStatsArgs = {
  days?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
};


export type QueryListingViewingsArgs = {
  from: Scalars['String']['input'];
  listingId: Scalars['ID']['input'];
  to: Scalars['String']['input'];
};


export type QueryListingsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<ListingSearchOrder>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<ListingSearchInput>;
};


export type QueryMessagesInRoomArgs = {
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  roomId: Scalars['ID']['input'];
};


export type QueryMyLeaseRequestsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMyPaymentsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMyRentalApplicationsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMySearchHistoryArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMyViewingsArgs = {
  when: ViewingsWhen;
};


export type QueryPaymentArgs = {
  id: Scalars['ID']['input'];
};


export type QueryPaymentsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  purpose?: InputMaybe<PaymentPurpose>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<PaymentStatus>;
};


export type QueryPermissionArgs = {
  userId: Scalars['ID']['input'];
};


export type QueryPlaceAtArgs = {
  lat: Scalars['Float']['input'];
  lng: Scalars['Float']['input'];
};


export type QueryPlanArgs = {
  id: Scalars['Int']['input'];
};


export type QueryPlansArgs = {
  where?: InputMaybe<PlanWhereInput>;
};


export type QueryPremiumRequestsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<PremiumRequestStatus>;
};


export type QueryReceiptArgs = {
  locale?: InputMaybe<Locale>;
  paymentId: Scalars['ID']['input'];
};


export type QueryRecommendListingsArgs = {
  where?: InputMaybe<ListingSearchInput>;
};


export type QueryRentalApplicationArgs = {
  id: Scalars['ID']['input'];
};


export type QueryRentalApplicationStaffViewsArgs = {
  id: Scalars['ID']['input'];
};


export type QueryRequestedListingsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryRoomStaffViewsArgs = {
  roomId: Scalars['ID']['input'];
};


export type QueryRoommatesForListingArgs = {
  id: Scalars['ID']['input'];
};


export type QueryRoomsPerUserArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<RoomFilter>;
};


export type QuerySandboxCheckoutArgs = {
  id: Scalars['ID']['input'];
};


export type QuerySavedHomesArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
};


export type QuerySearchAddressesArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  text: Scalars['String']['input'];
};


export type QuerySearchBuildingArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  take?: InputMaybe<Scalars['Int']['input']>;
};


export type QuerySearchBuildingByLandlordArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
};


export type QuerySearchBuildingByLandlordCountArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QuerySearchHistoryOfUserArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  from?: InputMaybe<Scalars['String']['input']>;
  location?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
  userId: Scalars['ID']['input'];
};


export type QuerySearchHistoryUsersArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  from?: InputMaybe<Scalars['String']['input']>;
  location?: InputMaybe<Scalars['String']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};


export type QuerySearchListingsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<ListingSearchOrder>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  userId?: InputMaybe<Scalars['ID']['input']>;
  where?: InputMaybe<ListingSearchInput>;
};


export type QuerySearchListingsCountArgs = {
  where?: InputMaybe<ListingSearchInput>;
};


export type QuerySearchMapListingsArgs = {
  address: Scalars['String']['input'];
};


export type QuerySearchUserArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  search: Scalars['String']['input'];
  skip?: InputMaybe<Scalars['Int']['input']>;
};


export type QuerySimilarListingsArgs = {
  id: Scalars['ID']['input'];
};


export type QuerySingleMapBuildingArgs = {
  id: Scalars['ID']['input'];
  isMap?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryStaffRentalApplicationsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<StaffRentalApplicationFilter>;
};


export type QueryStaffViewingsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<StaffViewingFilter>;
};


export type QueryTenantProfileArgs = {
  id: Scalars['ID']['input'];
};


export type QueryTestimonialsArgs = {
  locale?: InputMaybe<Locale>;
};


export type QueryTrendingListingsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<ListingSearchOrder>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<ListingSearchInput>;
};


export type QueryUserArgs = {
  id: Scalars['ID']['input'];
};


export type QueryUserCountArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
  staffOnly?: InputMaybe<Scalars['Boolean']['input']>;
  userType?: InputMaybe<UserType>;
};


export type QueryUserListingCountArgs = {
  userId: Scalars['ID']['input'];
};


export type QueryUserListingsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  userId: Scalars['ID']['input'];
};


export type QueryUsersArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  staffOnly?: InputMaybe<Scalars['Boolean']['input']>;
  userType?: InputMaybe<UserType>;
};


export type QueryVerifyLeaseDocumentArgs = {
  sha256: Scalars['String']['input'];
};


export type QueryViewingArgs = {
  id: Scalars['ID']['input'];
};


export type QueryViewingAvailabilityArgs = {
  listingId: Scalars['ID']['input'];
};


export type QueryViewingRequestsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<ViewingRequestFilter>;
};


export type QueryViewingSlotsArgs = {
  from: Scalars['String']['input'];
  listingId: Scalars['ID']['input'];
  to: Scalars['String']['input'];
};

/** The receipt of a paid (or since refunded) payment, in one language. */
export type Receipt = {
  __typename?: 'Receipt';
  /** The seller’s address, when configured. */
  businessAddress?: Maybe<Scalars['String']['output']>;
  /** The seller. */
  businessName: Scalars['String']['output'];
  /** The seller’s GST/HST registration number, when configured. */
  businessTaxNumber?: Maybe<Scalars['String']['output']>;
  /** Card brand (visa, …). */
  cardBrand?: Maybe<Scalars['String']['output']>;
  /** Last four digits of the card. */
  cardLast4?: Maybe<Scalars['String']['output']>;
  /** CAD. */
  currency: Scalars['String']['output'];
  /** Lines before tax. */
  lines: Array<ReceiptLine>;
  /** The listing’s address. */
  listingAddress?: Maybe<Scalars['String']['output']>;
  /** The listing’s title. */
  listingTitle?: Maybe<Scalars['String']['output']>;
  /** Its language. */
  locale: Locale;
  /** Receipt number: R-<year paid>-<8 characters of the id>. */
  number: Scalars['String']['output'];
  /** When it was paid. */
  paidAt: Scalars['DateTime']['output'];
  /** The payer’s e-mail. */
  payerEmail?: Maybe<Scalars['String']['output']>;
  /** The payer’s name. */
  payerName?: Maybe<Scalars['String']['output']>;
  /** The payment. */
  paymentId: Scalars['ID']['output'];
  /** Province the tax was chosen by. */
  province: Scalars['String']['output'];
  /** DEPOSIT or BOOST. */
  purpose: Scalars['String']['output'];
  /** When it was refunded; the receipt then says REFUNDED. */
  refundedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Before tax, in cents. */
  subtotalCents: Scalars['Int']['output'];
  /** All tax, in cents. */
  taxCents: Scalars['Int']['output'];
  /** Tax by component. */
  taxes: Array<ReceiptTax>;
  /** The deposit’s terms (deposits only). */
  terms?: Maybe<Scalars['String']['output']>;
  /** Total charged, in cents. */
  totalCents: Scalars['Int']['output'];
};

/** A line of a receipt, before tax. */
export type ReceiptLine = {
  __typename?: 'ReceiptLine';
  /** Amount in cents. */
  amountCents: Scalars['Int']['output'];
  /** DEPOSIT, BOOST or BOOST_DAYS. */
  kind: Scalars['String']['output'];
  /** What was bought, in the receipt’s language. */
  name: Scalars['String']['output'];
};

/** A tax component of a receipt. */
export type ReceiptTax = {
  __typename?: 'ReceiptTax';
  /** Amount in cents. */
  amountCents: Scalars['Int']['output'];
  /** GST or HST. */
  component: Scalars['String']['output'];
  /** Its name and rate as printed: HST (13%), TVH (13 %). */
  label: Scalars['String']['output'];
  /** Rate in percent. */
  ratePer: Scalars['Float']['output'];
};

/** Which rental application document a RENTAL_APP file is, spelled as the spec's file keys (spec/02 §7). */
export type RentalAppDocumentKey =
  /** The application's bankStatementFiles. */
  | 'bankStatementFiles'
  /** The application's creditScoreFile. */
  | 'creditScoreFile'
  /** The application's govIdsFile. */
  | 'govIdsFile'
  /** The application's invoicesFiles. */
  | 'invoicesFiles'
  /** The application's leaseAgreementFile. */
  | 'leaseAgreementFile'
  /** The application's petFiles. */
  | 'petFiles'
  /** The application's proofOfIncomeFile. */
  | 'proofOfIncomeFile'
  /** The application's supplementaryDocFile. */
  | 'supplementaryDocFile'
  /** The application's taxReturnsFiles. */
  | 'taxReturnsFiles';

/** A submitted rental application, seen by its applicant, the listing’s landlord and staff with applications view. */
export type RentalApplication = {
  __typename?: 'RentalApplication';
  /** The changes the caller may make now. */
  actions: Array<RentalApplicationAction>;
  /** The applicant's name as written in the application. */
  applicantName: Scalars['String']['output'];
  /** tenant or guarantor. */
  applyingAs: Scalars['String']['output'];
  /** How many people will live with the applicant (5 means five or more). */
  coOccupantCount: Scalars['Int']['output'];
  /** Whether the applicant ticked the separate consent to a credit check. */
  creditCheckConsent: Scalars['Boolean']['output'];
  /** When it reached a final status. */
  decidedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The whole application as the wizard’s draft (spec/02 §3), files by reference; its documents.sin is always empty. Null for the landlord once their share has ended (share.state), and for everyone once the applicant deleted their passport. */
  details?: Maybe<Scalars['JSON']['output']>;
  /** The document keys that hold files, with how many. */
  documents: Array<RentalApplicationDocumentCount>;
  /** Current employer. */
  employer: Scalars['String']['output'];
  /** When it expires if nobody decides before. */
  expiresAt: Scalars['DateTime']['output'];
  /** Gross monthly income, CAD. */
  grossIncome?: Maybe<Scalars['Float']['output']>;
  /** Whether the applicant has pets. */
  hasPets: Scalars['Boolean']['output'];
  /** Whether a SIN is stored, for pages that only say so (the number itself stays out of their cache). */
  hasSin: Scalars['Boolean']['output'];
  /** Every status change, oldest first. */
  history: Array<RentalApplicationHistoryEntry>;
  /** The application. */
  id: Scalars['ID']['output'];
  /** Gross monthly income ÷ the unit’s monthly rent, to one decimal; null when either is missing. */
  incomeToRentRatio?: Maybe<Scalars['Float']['output']>;
  /** The listing's address. */
  listingAddress?: Maybe<Scalars['String']['output']>;
  /** The listing applied for. */
  listingId: Scalars['ID']['output'];
  /** The listing's title. */
  listingTitle: Scalars['String']['output'];
  /** The unit's monthly price, CAD. */
  monthlyRent?: Maybe<Scalars['Float']['output']>;
  /** Occupation. */
  occupation: Scalars['String']['output'];
  /** The application as the landlord’s share of the renter passport. */
  share: RentalApplicationShare;
  /** The SIN: whole for the applicant, masked (*** *** 286) for anyone else; null when none is stored, for the landlord once their share has ended (share.state), and once the applicant deleted their passport. */
  sin?: Maybe<Scalars['String']['output']>;
  /** When the landlord read the whole SIN for the credit check (once). */
  sinRevealedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Its status. */
  status: RentalApplicationStatus;
  /** When it was submitted. */
  submittedAt: Scalars['DateTime']['output'];
  /** The unit applied for. */
  unitId?: Maybe<Scalars['ID']['output']>;
  /** The unit's title. */
  unitTitle?: Maybe<Scalars['String']['output']>;
  /** When the landlord first opened it. */
  viewedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** A change a person makes to an application. */
export type RentalApplicationAction =
  | 'APPROVE'
  | 'DECLINE'
  | 'SHORTLIST'
  | 'WITHDRAW';

/** How many files an application holds under one document key (the files are in details). */
export type RentalApplicationDocumentCount = {
  __typename?: 'RentalApplicationDocumentCount';
  /** How many files. */
  count: Scalars['Int']['output'];
  /** The document key (govIdsFile, proofOfIncomeFile, ...). */
  key: Scalars['String']['output'];
};

/** A file uploaded with multipleFileUpload, referred to by its id. */
export type RentalApplicationFileInput = {
  /** The id multipleFileUpload answered. */
  fileId: Scalars['String']['input'];
  /** The content type (the type detected at upload is what counts). */
  mimeType: Scalars['String']['input'];
  /** The file name, as shown. */
  name: Scalars['String']['input'];
  /** Bytes (the stored size is what counts). */
  size: Scalars['Int']['input'];
};

/** Who made a change: the applicant, the landlord, or the product (expiry). */
export type RentalApplicationHistoryBy =
  | 'APPLICANT'
  | 'LANDLORD'
  | 'SYSTEM';

/** One status change of an application. */
export type RentalApplicationHistoryEntry = {
  __typename?: 'RentalApplicationHistoryEntry';
  /** When. */
  at: Scalars['DateTime']['output'];
  /** Who. */
  by: RentalApplicationHistoryBy;
  /** The status before (null: submitted). */
  fromStatus?: Maybe<RentalApplicationStatus>;
  /** The status after. */
  toStatus: RentalApplicationStatus;
};

/** A page of applications, with how many match in all. */
export type RentalApplicationPage = {
  __typename?: 'RentalApplicationPage';
  /** How many match in all. */
  count: Scalars['Int']['output'];
  /** This page. */
  items: Array<RentalApplication>;
};

/** The listing landlord's share of the applicant's renter passport. */
export type RentalApplicationShare = {
  __typename?: 'RentalApplicationShare';
  /** When the applicant deleted their passport. */
  erasedAt?: Maybe<Scalars['DateTime']['output']>;
  /** When the share ends by itself. */
  expiresAt: Scalars['DateTime']['output'];
  /** Who holds the share: the listing’s owner. */
  landlordName: Scalars['String']['output'];
  /** How many times the landlord opened the application (null for the landlord). */
  openingCount?: Maybe<Scalars['Int']['output']>;
  /** When the landlord opened it, newest first, the last 100 (null for the landlord). */
  openings?: Maybe<Array<Scalars['DateTime']['output']>>;
  /** When the applicant revoked it. */
  revokedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Whether the landlord can still read the application, and why not. */
  state: RentalApplicationShareState;
};

/** ACTIVE: the landlord reads the application; REVOKED by the applicant; EXPIRED after the share’s days; WITHDRAWN with the application; ERASED: the applicant deleted their passport. */
export type RentalApplicationShareState =
  | 'ACTIVE'
  | 'ERASED'
  | 'EXPIRED'
  | 'REVOKED'
  | 'WITHDRAWN';

/** One opening of an application by a staff member. */
export type RentalApplicationStaffView = {
  __typename?: 'RentalApplicationStaffView';
  /** When they opened it. */
  at: Scalars['DateTime']['output'];
  /** The staff member's e-mail. */
  staffEmail?: Maybe<Scalars['String']['output']>;
  /** The staff member (null once their account is gone). */
  staffId?: Maybe<Scalars['ID']['output']>;
  /** The staff member's name. */
  staffName?: Maybe<Scalars['String']['output']>;
};

/** Where an application stands: SUBMITTED → VIEWED → SHORTLISTED → APPROVED or DECLINED; WITHDRAWN; EXPIRED. */
export type RentalApplicationStatus =
  | 'APPROVED'
  | 'DECLINED'
  | 'EXPIRED'
  | 'SHORTLISTED'
  | 'SUBMITTED'
  | 'VIEWED'
  | 'WITHDRAWN';

/** City and province of a lead. */
export type RentalEnquiryCityInput = {
  /** City name. */
  city: Scalars['String']['input'];
  /** Province code (ON, QC…). */
  province: Scalars['String']['input'];
};

/** What /rental-enquiry asks. With listing (a renter): message, moveIn and householdSize go to its landlord. Otherwise a lead: city, phone, and unitCount (landlord) or budget and moveIn (renter). */
export type RentalEnquiryInput = {
  /** A renter's largest monthly rent, in dollars. */
  budget?: InputMaybe<Scalars['Int']['input']>;
  /** Where (a lead). */
  city?: InputMaybe<RentalEnquiryCityInput>;
  /** People in the household (with a listing). */
  householdSize?: InputMaybe<Scalars['Int']['input']>;
  /** The listing a renter writes about (the route's first id). */
  listing?: InputMaybe<Scalars['ID']['input']>;
  /** The message (required with a listing). */
  message?: InputMaybe<Scalars['String']['input']>;
  /** Move-in date, YYYY-MM-DD. */
  moveIn?: InputMaybe<Scalars['String']['input']>;
  /** A Canadian phone to be called back on (a lead; required of a landlord). */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** Units a landlord would list (required of a landlord). */
  unitCount?: InputMaybe<Scalars['Int']['input']>;
  /** Renter or landlord. */
  userType: RentalEnquiryUserType;
};

/** Where the enquiry went: a conversation with the landlord, or a lead for the team. */
export type RentalEnquiryResult = {
  __typename?: 'RentalEnquiryResult';
  /** The lead saved for the team (no listing). */
  request?: Maybe<ViewingRequest>;
  /** The conversation opened or continued (an enquiry about a listing). */
  room?: Maybe<Scalars['ID']['output']>;
};

/** The route's {userType}. */
export type RentalEnquiryUserType =
  /** Wants to list a property. */
  | 'LANDLORD'
  /** Looking for a home. */
  | 'RENTER';

/** A report of a conversation to staff. */
export type ReportConversationInput = {
  /** Why. */
  reason: ReportReason;
  /** The conversation. */
  room: Scalars['ID']['input'];
  /** What happened (optional). */
  text?: InputMaybe<Scalars['String']['input']>;
};

/** Why a conversation is reported: a scam, harassment, spam, or something else. */
export type ReportReason =
  | 'HARASSMENT'
  | 'OTHER'
  | 'SCAM'
  | 'SPAM';

/** What /request-for-viewing asks. */
export type RequestForViewingInput = {
  /** Weekdays free: MON … SUN. */
  availabilityDays: Array<Scalars['String']['input']>;
  /** MORNING, AFTERNOON, EVENING; none for any time. */
  availabilityTimes?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Bedroom counts that suit (Bedrooms values). */
  bedrooms: Array<Scalars['String']['input']>;
  /** Largest monthly rent, in dollars. */
  budget: Scalars['Int']['input'];
  /** A note for the team. */
  message?: InputMaybe<Scalars['String']['input']>;
  /** Move-in date, YYYY-MM-DD. */
  moveIn: Scalars['String']['input'];
  /** Where. */
  pre_viewing_city: ViewingRequestCityInput;
};

/** How many listings await review. */
export type RequestListingCount = {
  __typename?: 'RequestListingCount';
  /** Listings awaiting review. */
  count: Scalars['Int']['output'];
};

/** A listing owner's median time to a first reply, over their latest conversations; absent (null) until enough conversations count, or when slower than a few days. */
export type ResponseTime = {
  __typename?: 'ResponseTime';
  /** The badge to show. */
  bucket: ResponseTimeBucket;
  /** Conversations counted. */
  conversations: Scalars['Int']['output'];
  /** The median first reply, in minutes. */
  medianMinutes: Scalars['Int']['output'];
};

/** The badge's wording: within an hour, a few hours, a day, a few days. */
export type ResponseTimeBucket =
  | 'WITHIN_AN_HOUR'
  | 'WITHIN_A_DAY'
  | 'WITHIN_A_FEW_DAYS'
  | 'WITHIN_A_FEW_HOURS';

/** A conversation in the viewer's list. */
export type Room = {
  __typename?: 'Room';
  /** A participant blocked the conversation: it stays readable, and createMessage answers CONVERSATION_BLOCKED. */
  blocked: Scalars['Boolean']['output'];
  /** The viewer blocked it (unblockConversation lifts their block). */
  blockedByViewer: Scalars['Boolean']['output'];
  /** Its booking. */
  booking: Scalars['ID']['output'];
  /** A message called for a safety warning. */
  flagged: Scalars['Boolean']['output'];
  /** The room. */
  id: Scalars['ID']['output'];
  /** The newest message. */
  lastMessage?: Maybe<Message>;
  /** When the newest message was sent (lists are ordered by it, newest first). */
  lastMessageTime: Scalars['DateTime']['output'];
  /** The listing. */
  listing: RoomListing;
  /** The other participant; null once their account is deleted ('Deleted user'). */
  otherParty?: Maybe<ConversationPerson>;
  /** Messages of the others not read yet. */
  unreadCount: Scalars['Int']['output'];
};

/** Filters of the viewer's conversations. */
export type RoomFilter = {
  /** Only the conversations about this listing. */
  listingId?: InputMaybe<Scalars['ID']['input']>;
  /** Only those with unread messages. */
  unreadOnly?: InputMaybe<Scalars['Boolean']['input']>;
};

/** The listing a conversation is about. */
export type RoomListing = {
  __typename?: 'RoomListing';
  /** Its cover picture (card size). */
  coverUrl?: Maybe<Scalars['String']['output']>;
  /** The listing. */
  id: Scalars['ID']['output'];
  /** Its title. */
  title: Scalars['String']['output'];
};

/** A page of the viewer's conversations and how many match in all. */
export type RoomPage = {
  __typename?: 'RoomPage';
  /** How many match in all. */
  count: Scalars['Int']['output'];
  /** This page. */
  items: Array<Room>;
};

/** A staff member opening a conversation they are not part of. */
export type RoomStaffView = {
  __typename?: 'RoomStaffView';
  /** Their e-mail at the time. */
  email: Scalars['String']['output'];
  /** First name. */
  firstName?: Maybe<Scalars['String']['output']>;
  /** The audit entry. */
  id: Scalars['ID']['output'];
  /** Last name. */
  lastName?: Maybe<Scalars['String']['output']>;
  /** The staff member; null once deleted. */
  staffId?: Maybe<Scalars['ID']['output']>;
  /** When. */
  viewedAt: Scalars['DateTime']['output'];
};

/** What a message warns the renter about: money asked before a viewing, a deposit by wire or e-transfer to hold a unit, a move off the platform. */
export type SafetyFlag =
  | 'DEPOSIT_TO_HOLD'
  | 'OFF_PLATFORM'
  | 'PAYMENT_BEFORE_VIEWING';

/** A test card: 4242 4242 4242 4242 succeeds; see the README for the others. */
export type SandboxCardInput = {
  /** The security code. */
  cvc: Scalars['String']['input'];
  /** MM/YY. */
  expiry: Scalars['String']['input'];
  /** The name on the card. */
  name: Scalars['String']['input'];
  /** The card number (spaces allowed). */
  number: Scalars['String']['input'];
};

/** A sandbox checkout as its page shows it (test payments: no money moves). */
export type SandboxCheckout = {
  __typename?: 'SandboxCheckout';
  /** Where a payer who cancels goes back to. */
  cancelUrl: Scalars['String']['output'];
  /** cad. */
  currency: Scalars['String']['output'];
  /** The payer’s e-mail. */
  email?: Maybe<Scalars['String']['output']>;
  /** The checkout id (cs_sandbox_…). */
  id: Scalars['ID']['output'];
  /** Items before tax. */
  lines: Array<PaymentLine>;
  /** The payment it pays. */
  paymentId: Scalars['ID']['output'];
  /** The card asked for authentication: the page shows the approve/reject step. */
  requiresAuthentication: Scalars['Boolean']['output'];
  /** The payment’s state. */
  status: PaymentStatus;
  /** Before tax, in cents. */
  subtotalCents: Scalars['Int']['output'];
  /** Where the payer goes once paid. */
  successUrl: Scalars['String']['output'];
  /** Tax by component. */
  taxes: Array<PaymentTaxLine>;
  /** The total, in cents. */
  totalCents: Scalars['Int']['output'];
};

/** What the sandbox processor did with a card. */
export type SandboxPayResult = {
  __typename?: 'SandboxPayResult';
  /** The decline’s error code. */
  code?: Maybe<Scalars['String']['output']>;
  /** The decline’s message in the request’s language. */
  message?: Maybe<Scalars['String']['output']>;
  /** SUCCEEDED, REQUIRES_AUTHENTICATION, DECLINED or CANCELED. */
  outcome: Scalars['String']['output'];
  /** Where to send the payer now. */
  redirectUrl?: Maybe<Scalars['String']['output']>;
};

/** A search to save: its name, filters and alerts. */
export type SaveSearchInput = {
  /** How to hear of new homes. */
  alertFrequency: AlertFrequency;
  /** The filters of /search. */
  filters: ListingSearchInput;
  /** At most 80 characters. */
  name: Scalars['String']['input'];
};

/** A home the viewer saved, with their note and what changed since. */
export type SavedHome = {
  __typename?: 'SavedHome';
  /** Identifier. */
  id: Scalars['ID']['output'];
  /** The listing as it is now; null once the viewer may no longer see it (hidden, under review). */
  listing?: Maybe<Listing>;
  /** The listing saved. */
  listingId: Scalars['ID']['output'];
  /** The renter's own note. */
  note?: Maybe<Scalars['String']['output']>;
  /** When it was saved. */
  savedAt: Scalars['DateTime']['output'];
  /** Its state now. */
  status: SavedHomeStatus;
  /** The listing's title: as it is now, or as it was when saved once the listing is not public. */
  title: Scalars['String']['output'];
};

/** A page of saved homes, with how many are saved in all. */
export type SavedHomePage = {
  __typename?: 'SavedHomePage';
  /** How many are saved in all. */
  count: Scalars['Int']['output'];
  /** This page. */
  items: Array<SavedHome>;
};

/** A saved home's state now: still available, gone, or at another price than when saved. */
export type SavedHomeStatus = {
  __typename?: 'SavedHomeStatus';
  /** The lowest monthly rent now, in dollars; null when none shows or the home is gone. */
  currentPrice?: Maybe<Scalars['Int']['output']>;
  /** AVAILABLE, PRICE_DROPPED or PRICE_INCREASED while it can be rented; RENTED, or UNAVAILABLE (hidden, deactivated, not approved, every unit taken). */
  kind: SavedHomeStatusKind;
  /** The lowest monthly rent when saved, in dollars; null when it had none. */
  savedPrice?: Maybe<Scalars['Int']['output']>;
};

/** What happened to a saved home since it was saved. */
export type SavedHomeStatusKind =
  | 'AVAILABLE'
  | 'PRICE_DROPPED'
  | 'PRICE_INCREASED'
  | 'RENTED'
  | 'UNAVAILABLE';

/** A listing owner's reply template, inserted when answering a renter. */
export type SavedReply = {
  __typename?: 'SavedReply';
  /** When it was saved. */
  createdAt: Scalars['DateTime']['output'];
  /** The saved reply. */
  id: Scalars['ID']['output'];
  /** The text it inserts. */
  text: Scalars['String']['output'];
  /** Its title, shown in the picker. */
  title: Scalars['String']['output'];
};

/** A saved reply: its title and text. */
export type SavedReplyInput = {
  /** Text, at most 1000 characters. */
  text: Scalars['String']['input'];
  /** Title, at most 80 characters. */
  title: Scalars['String']['input'];
};

/** A search the user saved from /search, with its alerts. */
export type SavedSearch = {
  __typename?: 'SavedSearch';
  /** How its new homes are e-mailed. */
  alertFrequency: AlertFrequency;
  /** When it was saved. */
  createdAt: Scalars['DateTime']['output'];
  /** Its filters, as ListingSearchInput takes them (empty ones left out). */
  filters: Scalars['JSON']['output'];
  /** The saved search. */
  id: Scalars['ID']['output'];
  /** Its name. */
  name: Scalars['String']['output'];
  /** Alerts paused (the search is kept). */
  paused: Scalars['Boolean']['output'];
  /** The /search address (path and query) that opens it. */
  searchPath: Scalars['String']['output'];
};

/** A search by a signed-in user (spec/01 §3): location, filters and time. */
export type SearchHistory = {
  __typename?: 'SearchHistory';
  /** When. */
  createdAt: Scalars['DateTime']['output'];
  /** The filters of the search as a JSON object (ListingSearchInput fields). */
  filters: Scalars['String']['output'];
  /** Entry id. */
  id: Scalars['ID']['output'];
  /** The city (or neighbourhood) searched. */
  location?: Maybe<Scalars['String']['output']>;
  /** Who searched. */
  userId: Scalars['ID']['output'];
};

/** One saved search as staff see it (the user's own list is mySearchHistory). */
export type SearchHistoryEntry = {
  __typename?: 'SearchHistoryEntry';
  /** When. */
  createdAt: Scalars['DateTime']['output'];
  /** The filters of the search as a JSON object (ListingSearchInput fields). */
  filters: Scalars['String']['output'];
  /** Entry id. */
  id: Scalars['ID']['output'];
  /** The city (or neighbourhood) searched. */
  location?: Maybe<Scalars['String']['output']>;
  /** Who searched. */
  userId: Scalars['ID']['output'];
};

/** A page of saved searches, and how many match in all. */
export type SearchHistoryEntryPage = {
  __typename?: 'SearchHistoryEntryPage';
  /** How many match in all ("Showing x-y of total"). */
  count: Scalars['Int']['output'];
  /** This page. */
  items: Array<SearchHistoryEntry>;
};

/** A user who saved searches, with how many match the filter and the last one. */
export type SearchHistoryUser = {
  __typename?: 'SearchHistoryUser';
  /** E-mail. */
  email: Scalars['String']['output'];
  /** First name. */
  firstName?: Maybe<Scalars['String']['output']>;
  /** Last name. */
  lastName?: Maybe<Scalars['String']['output']>;
  /** The most recent of them. */
  lastSearchAt: Scalars['DateTime']['output'];
  /** Saved searches matching the filter. */
  searchCount: Scalars['Int']['output'];
  /** The user. */
  userId: Scalars['ID']['output'];
  /** Account type. */
  userType: UserType;
};

/** A page of users with saved searches, and how many match in all. */
export type SearchHistoryUserPage = {
  __typename?: 'SearchHistoryUserPage';
  /** How many match in all ("Showing x-y of total"). */
  count: Scalars['Int']['output'];
  /** This page. */
  items: Array<SearchHistoryUser>;
};

/** How the unit is shown. */
export type ShowingType =
  /** In-person */
  | 'IN_PERSON'
  /** Virtually */
  | 'VIRTUALLY';

/** A new account. */
export type SignUpInput = {
  /** Sign-in e-mail. */
  email: Scalars['String']['input'];
  /** First name. */
  firstName: Scalars['String']['input'];
  /** Last name. */
  lastName: Scalars['String']['input'];
  /** Preferred language; defaults to the request language. */
  locale?: InputMaybe<Locale>;
  /** 8 to 128 characters with an upper-case letter, a lower-case letter, a digit and a special character. */
  password: Scalars['String']['input'];
  /** RENTER or LANDLORD; omitted, the account is UNVERIFIED and chooses at first login. */
  userType?: InputMaybe<UserType>;
};

/** Public settings of this installation. */
export type SiteConfig = {
  __typename?: 'SiteConfig';
  /** The attribution the tile provider requires, shown on maps (MAP_ATTRIBUTION). */
  mapAttribution: Scalars['String']['output'];
  /** Map tile URL template with {z}, {x}, {y} (and optional {s}) placeholders (MAP_TILE_URL). */
  mapTileUrl: Scalars['String']['output'];
};

/** A request to the team to prepare a lease, as staff handle it. */
export type StaffLeaseRequest = {
  __typename?: 'StaffLeaseRequest';
  /** E-mail to reach the landlord. */
  contactEmail: Scalars['String']['output'];
  /** Phone (digits). */
  contactPhone?: Maybe<Scalars['String']['output']>;
  /** When it was sent. */
  createdAt: Scalars['DateTime']['output'];
  /** The request. */
  id: Scalars['ID']['output'];
  /** Landlord's legal name. */
  landlordName: Scalars['String']['output'];
  /** The listing it is for, if one was picked. */
  listingId?: Maybe<Scalars['ID']['output']>;
  /** Monthly rent, in dollars. */
  monthlyRent: Scalars['Float']['output'];
  /** Address of the rental unit. */
  propertyAddress: Scalars['String']['output'];
  /** Province code (ON, QC…). */
  province: Scalars['String']['output'];
  /** Who sent it; null once their account is gone. */
  requester?: Maybe<LeaseRequestRequester>;
  /** Special terms. */
  specialTerms?: Maybe<Scalars['String']['output']>;
  /** The team's note to the landlord. */
  staffNote?: Maybe<Scalars['String']['output']>;
  /** Start date, YYYY-MM-DD. */
  startDate: Scalars['String']['output'];
  /** Where it stands. */
  status: LeaseRequestStatus;
  /** The tenants. */
  tenants: Array<LeaseRequestTenant>;
  /** Months of a fixed term; null for month to month. */
  termMonths?: Maybe<Scalars['Int']['output']>;
  /** When it last changed. */
  updatedAt: Scalars['DateTime']['output'];
};

/** A listing as staff see it, one state each: PENDING (not approved), HIDDEN (approved, hidden or deactivated), PREMIUM (public with a running boost), ACTIVE (public, not boosted). */
export type StaffListingState =
  | 'ACTIVE'
  | 'HIDDEN'
  | 'PENDING'
  | 'PREMIUM';

/** A staff back-office module whose access is granted per action. */
export type StaffModule =
  | 'applications'
  | 'articles'
  | 'blogs'
  | 'boostListings'
  | 'features'
  | 'helpCenter'
  | 'inbox'
  | 'leases'
  | 'listings'
  | 'plans'
  | 'requestedListings'
  | 'users';

/** Filters of the staff table of applications, all optional. */
export type StaffRentalApplicationFilter = {
  /** Submitted on or after this day (YYYY-MM-DD, UTC). */
  from?: InputMaybe<Scalars['String']['input']>;
  /** Only those to this listing. */
  listingId?: InputMaybe<Scalars['ID']['input']>;
  /** Only this status. */
  status?: InputMaybe<RentalApplicationStatus>;
  /** Text found in the applicant's name or e-mail or the listing's title. */
  text?: InputMaybe<Scalars['String']['input']>;
  /** Submitted on or before this day (YYYY-MM-DD, UTC). */
  to?: InputMaybe<Scalars['String']['input']>;
};

/** Filters of the staff viewings, all optional. */
export type StaffViewingFilter = {
  /** Only those assigned to this staff member's id, or NONE for nobody. */
  assignedTo?: InputMaybe<Scalars['String']['input']>;
  /** The listing's title or city containing this text, case-insensitive. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Only this status. */
  status?: InputMaybe<ViewingStatus>;
  /** UPCOMING soonest first, PAST latest first. */
  when?: InputMaybe<ViewingsWhen>;
};

/** A page of the Viewings Management viewings, with how many match in all. */
export type StaffViewingPage = {
  __typename?: 'StaffViewingPage';
  /** How many match in all. */
  count: Scalars['Int']['output'];
  /** This page. */
  items: Array<Viewing>;
};

/** A request for viewing as staff handle it. */
export type StaffViewingRequest = {
  __typename?: 'StaffViewingRequest';
  /** The staff member handling it; null while nobody is. */
  assignedTo?: Maybe<ViewingRequestPerson>;
  /** Weekdays the renter is free: MON … SUN, Monday first. */
  availabilityDays: Array<Scalars['String']['output']>;
  /** Parts of those days: MORNING, AFTERNOON, EVENING; empty when any time suits. */
  availabilityTimes: Array<Scalars['String']['output']>;
  /** Bedroom counts that suit. */
  bedrooms: Array<Bedrooms>;
  /** Largest monthly rent, in dollars; null when a lead did not say. */
  budget?: Maybe<Scalars['Int']['output']>;
  /** The phone a lead asked to be called back on (digits); else see the requester's. */
  contactPhone?: Maybe<Scalars['String']['output']>;
  /** When it was sent. */
  createdAt: Scalars['DateTime']['output'];
  /** The request. */
  id: Scalars['ID']['output'];
  /** Where it comes from: a request for viewing or a rental enquiry lead. */
  kind: ViewingRequestKind;
  /** The renter's note ('' when none). */
  message: Scalars['String']['output'];
  /** Move-in date, YYYY-MM-DD; null when a lead did not say. */
  moveIn?: Maybe<Scalars['String']['output']>;
  /** City and province. */
  pre_viewing_city: ViewingRequestCity;
  /** The renter. */
  requester: ViewingRequestRequester;
  /** The team's note ('' when none). */
  staffNote: Scalars['String']['output'];
  /** Where it stands. */
  status: ViewingRequestStatus;
  /** How many units a landlord's lead would list. */
  unitCount?: Maybe<Scalars['Int']['output']>;
  /** When it last changed. */
  updatedAt: Scalars['DateTime']['output'];
};

/** Storage of a unit. */
export type StorageOption =
  /** Exceeds 650 */
  | 'EXCEEDS_650'
  /** Is not available */
  | 'NOT_AVAILABLE'
  /** Other */
  | 'OTHER';

export type Subscription = {
  __typename?: 'Subscription';
  /** The signed-in user, pushed whenever their account changes (type changed by staff, profile edited elsewhere). */
  currentUserUpdated: User;
  /** New messages of a room, for its participants and staff with inbox view; access is checked again for every message. */
  roomMessages: Message;
  /** The viewer's conversations as they change: a new one, a new last message, read state, unread count. */
  userRooms: Room;
};


export type SubscriptionRoomMessagesArgs = {
  roomId: Scalars['ID']['input'];
};

/** A renter's public profile: shared only while the renter's roommate switch is on. Never carries contact details, income or the last name. */
export type TenantProfile = {
  __typename?: 'TenantProfile';
  /** Profile picture. */
  avatarUrl?: Maybe<Scalars['String']['output']>;
  /** Bedrooms wanted: one, two, three, fourplus, room, studio. */
  bedrooms: Array<Scalars['String']['output']>;
  /** About the renter, in their words. */
  bio?: Maybe<Scalars['String']['output']>;
  /** Highest monthly budget (CAD). */
  budget?: Maybe<Scalars['Int']['output']>;
  /** Where the renter looks for a home. */
  city?: Maybe<Scalars['String']['output']>;
  /** First name. */
  firstName: Scalars['String']['output'];
  /** Flatmates the renter looks for. */
  flatmates?: Maybe<Scalars['Int']['output']>;
  /** Furnishing accepted: furnished, unFurnished. */
  furnishing: Array<Scalars['String']['output']>;
  /** User id. */
  id: Scalars['ID']['output'];
  /** The first letter of the last name. */
  lastInitial?: Maybe<Scalars['String']['output']>;
  /** Account creation. */
  memberSince: Scalars['DateTime']['output'];
  /** Lowest monthly budget (CAD). */
  minBudget?: Maybe<Scalars['Int']['output']>;
  /** Wished move-in day, YYYY-MM-DD. */
  moveIn?: Maybe<Scalars['String']['output']>;
  /** Occupation. */
  occupation?: Maybe<Scalars['String']['output']>;
  /** Pets the renter has: dog, cat, other. */
  pets: Array<Scalars['String']['output']>;
};

/** What the landlord asks of tenants. */
export type TenantRequirements = {
  __typename?: 'TenantRequirements';
  /** Credit Check */
  exceptionalCredit: Scalars['Boolean']['output'];
  /** Extra Documentation */
  extraDocumentation: Scalars['Boolean']['output'];
  /** Proof of Income */
  letterOfEmployment: Scalars['Boolean']['output'];
  /** No Smoking */
  noSmoking: Scalars['Boolean']['output'];
  /** Past References */
  pastReferences: Scalars['Boolean']['output'];
  /** Pay Stub */
  payStub: Scalars['Boolean']['output'];
  /** Photo ID */
  photoId: Scalars['Boolean']['output'];
};

/** What the landlord asks of tenants. The group replaces the stored one: an absent flag is false. */
export type TenantRequirementsInput = {
  /** Credit Check */
  exceptionalCredit?: InputMaybe<Scalars['Boolean']['input']>;
  /** Extra Documentation */
  extraDocumentation?: InputMaybe<Scalars['Boolean']['input']>;
  /** Proof of Income */
  letterOfEmployment?: InputMaybe<Scalars['Boolean']['input']>;
  /** No Smoking */
  noSmoking?: InputMaybe<Scalars['Boolean']['input']>;
  /** Past References */
  pastReferences?: InputMaybe<Scalars['Boolean']['input']>;
  /** Pay Stub */
  payStub?: InputMaybe<Scalars['Boolean']['input']>;
  /** Photo ID */
  photoId?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Where the tenant was found (tuList). */
export type TenantSource =
  | 'OTHER'
  | 'OTHER_WEBSITE'
  | 'REFERRAL'
  | 'RENTALS'
  | 'SIGN_ON_PROPERTY';

/** What a renter or landlord said about the product (spec/01 §3), for the home page. */
export type Testimonial = {
  __typename?: 'Testimonial';
  /** Added. */
  createdAt: Scalars['DateTime']['output'];
  /** Who said it. */
  fullName: Scalars['String']['output'];
  /** Testimonial id. */
  id: Scalars['ID']['output'];
  /** Portrait. */
  imageUrl?: Maybe<Scalars['String']['output']>;
  /** Shown on the home page; staff hide one without deleting it. */
  isPublished: Scalars['Boolean']['output'];
  /** A short tag, e.g. 'Renter in Toronto'. */
  keyword?: Maybe<Scalars['String']['output']>;
  /** The language it is written in. */
  locale: Locale;
  /** The words. */
  quote: Scalars['String']['output'];
};

/** A testimonial as staff edit it (testimonialInputSchema). VALIDATION_FAILED, ARTICLE_IMAGE_INVALID. */
export type TestimonialInput = {
  /** Who said it, at most 120 characters. */
  fullName: Scalars['String']['input'];
  /** Portrait: an uploadImage CONTENT_IMAGE (/files/<id>) or an https picture. */
  imageUrl?: InputMaybe<Scalars['String']['input']>;
  /** Shown on the home page. */
  isPublished: Scalars['Boolean']['input'];
  /** A short tag, e.g. 'Renter in Toronto', at most 80 characters. */
  keyword?: InputMaybe<Scalars['String']['input']>;
  /** The language it is written in. */
  locale: Locale;
  /** The words, at most 600 characters. */
  quote: Scalars['String']['input'];
};

/** The FilePathType values of content thumbnails, uploaded one at a time with uploadImage. */
export type ThumbnailPathType =
  /** Blog thumbnail or picture inside a post, at least 300 px (staff with blogs add). */
  | 'BLOG_THUMBNAIL'
  /** Picture of a curated article, testimonial, rental law, blog author or staff form (public; staff with articles or blogs add). */
  | 'CONTENT_IMAGE'
  /** Help-center article thumbnail, at least 300 px (staff with help-center add). */
  | 'HELP_CENTER_THUMBNAIL';

/** The two steps of 'Mark Listing as Unavailable' (spec/01 §3 Unavailability payload). */
export type UnavailabilityInput = {
  /** Step 1: why. */
  availablityStatus: UnavailabilityReason;
  /** Step 2: the signed lease date, YYYY-MM-DD, not in the future (required when rented). */
  date?: InputMaybe<Scalars['String']['input']>;
  /** '0' or '1', as the landlord's rented dialog sends it. */
  disableListing?: InputMaybe<Scalars['String']['input']>;
  /** Step 1: the text for 'other' (required then), at most 500 characters. */
  message?: InputMaybe<Scalars['String']['input']>;
  /** Step 2: the rented price, CAD (required when rented). */
  rentedPrice?: InputMaybe<Scalars['Float']['input']>;
  /** Step 2: where the tenant was found. */
  tuList?: InputMaybe<TenantSource>;
};

/** Why staff made a listing unavailable (step 1 of 'Mark Listing as Unavailable'). */
export type UnavailabilityReason =
  | 'NOT_RENTED'
  | 'OTHER'
  | 'RENTED_ELSEWHERE'
  | 'RENTED_ON_PRODUCT';

/** A unit of a building: what a renter rents. */
export type Unit = {
  __typename?: 'Unit';
  /** Offered for rent. */
  available: Scalars['Boolean']['output'];
  /** Bathrooms, 1 to 8 in halves. */
  bathrooms: Scalars['Float']['output'];
  /** Bedrooms. */
  bedrooms: Bedrooms;
  /** 'Contact for Pricing!': the price is given on request. */
  contactForPricing: Scalars['Boolean']['output'];
  /** Created. */
  createdAt: Scalars['DateTime']['output'];
  /** Has a den. */
  den?: Maybe<Scalars['Boolean']['output']>;
  /** Deposit, CAD; null with Contact for Pricing. */
  deposit?: Maybe<Scalars['Float']['output']>;
  /** Floor plan. */
  floorplan?: Maybe<Picture>;
  /** Furnished. */
  furnished: Scalars['Boolean']['output'];
  /** Identifier. */
  id: Scalars['ID']['output'];
  /** Lease term in months, 0 to 120. */
  leaseTerm?: Maybe<Scalars['Int']['output']>;
  /** The building. */
  listingId: Scalars['ID']['output'];
  /** Maintenance included. */
  maintenance?: Maybe<Scalars['Boolean']['output']>;
  /** Monthly rent, CAD; null with Contact for Pricing. */
  monthlyPrice?: Maybe<Scalars['Float']['output']>;
  /** Move-in bonuses. */
  moveInBonuses?: Maybe<Scalars['String']['output']>;
  /** Unit number. */
  number?: Maybe<Scalars['String']['output']>;
  /** Parking. */
  parking?: Maybe<ParkingType>;
  /** Parking spots, 0 to 20. */
  parkingSpots?: Maybe<Scalars['Int']['output']>;
  /** Pictures of the unit, in order. */
  pictures: Array<Picture>;
  /** Has a smoke alarm. */
  smokeAlarm?: Maybe<Scalars['Boolean']['output']>;
  /** Available from, YYYY-MM-DD. */
  startDateAvailability?: Maybe<Scalars['String']['output']>;
  /** Storage. */
  storage?: Maybe<StorageOption>;
  /** Title. */
  title: Scalars['String']['output'];
  /** Amenities. */
  unitAmenities: UnitAmenities;
  /** Appliances. */
  unitAppliances: UnitAppliances;
  /** Size in square feet. */
  unitSize?: Maybe<Scalars['Int']['output']>;
  /** Last updated. */
  updatedAt: Scalars['DateTime']['output'];
};

/** Amenities of a unit (12 flags). */
export type UnitAmenities = {
  __typename?: 'UnitAmenities';
  /** Air Conditioning */
  ac: Scalars['Boolean']['output'];
  /** Balcony */
  balcony: Scalars['Boolean']['output'];
  /** Bathroom Fan */
  bathroomFan: Scalars['Boolean']['output'];
  /** Carpet */
  carpet: Scalars['Boolean']['output'];
  /** Ceiling Fan */
  ceilingFan: Scalars['Boolean']['output'];
  /** Central Heat */
  centralHeat: Scalars['Boolean']['output'];
  /** Electrical Heating */
  electricalHeating: Scalars['Boolean']['output'];
  /** Fireplace */
  fireplace: Scalars['Boolean']['output'];
  /** Hardwood Floor */
  hardwoodFloor: Scalars['Boolean']['output'];
  /** High Ceilings */
  highCeilings: Scalars['Boolean']['output'];
  /** Radiator Heating */
  radiatorHeating: Scalars['Boolean']['output'];
  /** Walk-in Closet */
  walkInCloset: Scalars['Boolean']['output'];
};

/** Amenities of a unit (12 flags). The group replaces the stored one: an absent flag is false. */
export type UnitAmenitiesInput = {
  /** Air Conditioning */
  ac?: InputMaybe<Scalars['Boolean']['input']>;
  /** Balcony */
  balcony?: InputMaybe<Scalars['Boolean']['input']>;
  /** Bathroom Fan */
  bathroomFan?: InputMaybe<Scalars['Boolean']['input']>;
  /** Carpet */
  carpet?: InputMaybe<Scalars['Boolean']['input']>;
  /** Ceiling Fan */
  ceilingFan?: InputMaybe<Scalars['Boolean']['input']>;
  /** Central Heat */
  centralHeat?: InputMaybe<Scalars['Boolean']['input']>;
  /** Electrical Heating */
  electricalHeating?: InputMaybe<Scalars['Boolean']['input']>;
  /** Fireplace */
  fireplace?: InputMaybe<Scalars['Boolean']['input']>;
  /** Hardwood Floor */
  hardwoodFloor?: InputMaybe<Scalars['Boolean']['input']>;
  /** High Ceilings */
  highCeilings?: InputMaybe<Scalars['Boolean']['input']>;
  /** Radiator Heating */
  radiatorHeating?: InputMaybe<Scalars['Boolean']['input']>;
  /** Walk-in Closet */
  walkInCloset?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Appliances of a unit (12 flags). */
export type UnitAppliances = {
  __typename?: 'UnitAppliances';
  /** Dehumidifier */
  dehumidifier: Scalars['Boolean']['output'];
  /** Dishwasher */
  dishwasher: Scalars['Boolean']['output'];
  /** Electric Fireplace */
  firePlaceElectric: Scalars['Boolean']['output'];
  /** Gas Fireplace */
  firePlaceGas: Scalars['Boolean']['output'];
  /** Fridge */
  fridge: Scalars['Boolean']['output'];
  /** In-unit Dryer */
  inunitdryer: Scalars['Boolean']['output'];
  /** In-unit Washer */
  inunitwasher: Scalars['Boolean']['output'];
  /** Jacuzzi */
  jacuzzi: Scalars['Boolean']['output'];
  /** Microwave */
  microwave: Scalars['Boolean']['output'];
  /** Range Hood */
  rangehood: Scalars['Boolean']['output'];
  /** Stove */
  stove: Scalars['Boolean']['output'];
  /** Wine Fridge */
  wineFridge: Scalars['Boolean']['output'];
};

/** Appliances of a unit (12 flags). The group replaces the stored one: an absent flag is false. */
export type UnitAppliancesInput = {
  /** Dehumidifier */
  dehumidifier?: InputMaybe<Scalars['Boolean']['input']>;
  /** Dishwasher */
  dishwasher?: InputMaybe<Scalars['Boolean']['input']>;
  /** Electric Fireplace */
  firePlaceElectric?: InputMaybe<Scalars['Boolean']['input']>;
  /** Gas Fireplace */
  firePlaceGas?: InputMaybe<Scalars['Boolean']['input']>;
  /** Fridge */
  fridge?: InputMaybe<Scalars['Boolean']['input']>;
  /** In-unit Dryer */
  inunitdryer?: InputMaybe<Scalars['Boolean']['input']>;
  /** In-unit Washer */
  inunitwasher?: InputMaybe<Scalars['Boolean']['input']>;
  /** Jacuzzi */
  jacuzzi?: InputMaybe<Scalars['Boolean']['input']>;
  /** Microwave */
  microwave?: InputMaybe<Scalars['Boolean']['input']>;
  /** Range Hood */
  rangehood?: InputMaybe<Scalars['Boolean']['input']>;
  /** Stove */
  stove?: InputMaybe<Scalars['Boolean']['input']>;
  /** Wine Fridge */
  wineFridge?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A unit by id. */
export type UnitWhereInput = {
  /** Unit id. */
  id: Scalars['ID']['input'];
};

/** The whole building again (required fields as for createListing), optionally with one unit. */
export type UpdateBuildingInput = {
  /** Owner question: advertising duration. */
  advertiseDuration?: InputMaybe<Scalars['String']['input']>;
  /** Owner question: advertise the unit. */
  advertiseUnit?: InputMaybe<Scalars['Boolean']['input']>;
  /** Building amenities. */
  amenities?: InputMaybe<BuildingAmenitiesInput>;
  /** Has a basement. */
  basement?: InputMaybe<Scalars['Boolean']['input']>;
  /** Year of construction, not after the current year. */
  buildingConstructionYear?: InputMaybe<Scalars['String']['input']>;
  /** Owner question: commission. */
  commission?: InputMaybe<Scalars['String']['input']>;
  /** Owner question: currently tenanted. */
  currentlyTenanted?: InputMaybe<Scalars['Boolean']['input']>;
  /** Owner question: customise the lease. */
  customiseLease?: InputMaybe<Scalars['Boolean']['input']>;
  /** Description. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Owner question: desired rent, CAD. */
  desiredRentalPrice?: InputMaybe<Scalars['Float']['input']>;
  /** Development company. */
  developmentCompany?: InputMaybe<Scalars['String']['input']>;
  /** Owner question: existing listing URL. */
  existingUrl?: InputMaybe<Scalars['String']['input']>;
  /** Owner question: extra information. */
  extraInfo?: InputMaybe<Scalars['String']['input']>;
  /** Government proof: a GOVT_PROOF file id uploaded by the caller; null removes it. */
  govtProof?: InputMaybe<Scalars['ID']['input']>;
  /** Location (required, sent whole). */
  location?: InputMaybe<ListingLocationInput>;
  /** Owner question: lockbox. */
  lockbox?: InputMaybe<Scalars['String']['input']>;
  /** Owner question: minimum rent, CAD. */
  minimumRentalPrice?: InputMaybe<Scalars['Float']['input']>;
  /** Move-in bonuses. */
  moveInBonuses?: InputMaybe<Scalars['String']['input']>;
  /** Ownership proof: an OWNERSHIP_PROOF file id uploaded by the caller. */
  ownershipProof?: InputMaybe<Scalars['ID']['input']>;
  /** Owner question: partnership status. */
  partnershipStatus?: InputMaybe<Scalars['String']['input']>;
  /** Pets allowed; 'none' excludes the others. */
  pets?: InputMaybe<PetsInput>;
  /** Building pictures: file ids from multipleFileUpload (LISTING_PICTURE) uploaded by the caller, in order; 1 to 60. Replaces the building's list. */
  pictures?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Owner question: listed with a realtor. */
  propertyRealtor?: InputMaybe<Scalars['Boolean']['input']>;
  /** Type of property (default OTHER). */
  propertyType?: InputMaybe<PropertyType>;
  /** Region (province). */
  region?: InputMaybe<Scalars['String']['input']>;
  /** Who posts it. */
  role?: InputMaybe<PosterRole>;
  /** Owner question: how the unit is shown. */
  showingUnit?: InputMaybe<ShowingType>;
  /** Owner signature. */
  signature?: InputMaybe<Scalars['String']['input']>;
  /** Owner's drawn signature: a LISTING_SIGNATURE file id uploaded by the caller; null removes it. */
  signatureFile?: InputMaybe<Scalars['ID']['input']>;
  /** Owner question: spouse or partner. */
  spousePartner?: InputMaybe<Scalars['String']['input']>;
  /** Floors. */
  storiesInBuilding?: InputMaybe<Scalars['Int']['input']>;
  /** Tenant requirements. */
  tenantRequirements?: InputMaybe<TenantRequirementsInput>;
  /** Building title (required). */
  title?: InputMaybe<Scalars['String']['input']>;
  /** Units in the building. */
  totalUnitsInBuilding?: InputMaybe<Scalars['Int']['input']>;
  /** A unit to change with the building. */
  unit?: InputMaybe<ListingUnitInput>;
  /** Utilities included. */
  utilities?: InputMaybe<UtilitiesInput>;
};

/** One wizard page of changes; absent fields stay as they are. */
export type UpdateListingInput = {
  /** Owner question: advertising duration. */
  advertiseDuration?: InputMaybe<Scalars['String']['input']>;
  /** Owner question: advertise the unit. */
  advertiseUnit?: InputMaybe<Scalars['Boolean']['input']>;
  /** Building amenities. */
  amenities?: InputMaybe<BuildingAmenitiesInput>;
  /** Has a basement. */
  basement?: InputMaybe<Scalars['Boolean']['input']>;
  /** Year of construction, not after the current year. */
  buildingConstructionYear?: InputMaybe<Scalars['String']['input']>;
  /** Owner question: commission. */
  commission?: InputMaybe<Scalars['String']['input']>;
  /** Owner question: currently tenanted. */
  currentlyTenanted?: InputMaybe<Scalars['Boolean']['input']>;
  /** Owner question: customise the lease. */
  customiseLease?: InputMaybe<Scalars['Boolean']['input']>;
  /** Description. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Owner question: desired rent, CAD. */
  desiredRentalPrice?: InputMaybe<Scalars['Float']['input']>;
  /** Development company. */
  developmentCompany?: InputMaybe<Scalars['String']['input']>;
  /** Owner question: existing listing URL. */
  existingUrl?: InputMaybe<Scalars['String']['input']>;
  /** Owner question: extra information. */
  extraInfo?: InputMaybe<Scalars['String']['input']>;
  /** Government proof: a GOVT_PROOF file id uploaded by the caller; null removes it. */
  govtProof?: InputMaybe<Scalars['ID']['input']>;
  /** Location (required, sent whole). */
  location?: InputMaybe<ListingLocationInput>;
  /** Owner question: lockbox. */
  lockbox?: InputMaybe<Scalars['String']['input']>;
  /** Owner question: minimum rent, CAD. */
  minimumRentalPrice?: InputMaybe<Scalars['Float']['input']>;
  /** Move-in bonuses. */
  moveInBonuses?: InputMaybe<Scalars['String']['input']>;
  /** Ownership proof: an OWNERSHIP_PROOF file id uploaded by the caller. */
  ownershipProof?: InputMaybe<Scalars['ID']['input']>;
  /** Owner question: partnership status. */
  partnershipStatus?: InputMaybe<Scalars['String']['input']>;
  /** Pets allowed; 'none' excludes the others. */
  pets?: InputMaybe<PetsInput>;
  /** Building pictures: file ids from multipleFileUpload (LISTING_PICTURE) uploaded by the caller, in order; 1 to 60. Replaces the building's list. */
  pictures?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** The listing's plans chosen again (owner or staff): checked as at creation, any plan offered at the address; a newly chosen paying plan marks it UNPAID when no payment status was recorded. */
  planIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** Owner question: listed with a realtor. */
  propertyRealtor?: InputMaybe<Scalars['Boolean']['input']>;
  /** Type of property (default OTHER). */
  propertyType?: InputMaybe<PropertyType>;
  /** Region (province). */
  region?: InputMaybe<Scalars['String']['input']>;
  /** Who posts it. */
  role?: InputMaybe<PosterRole>;
  /** Owner question: how the unit is shown. */
  showingUnit?: InputMaybe<ShowingType>;
  /** Owner signature. */
  signature?: InputMaybe<Scalars['String']['input']>;
  /** Owner's drawn signature: a LISTING_SIGNATURE file id uploaded by the caller; null removes it. */
  signatureFile?: InputMaybe<Scalars['ID']['input']>;
  /** Owner question: spouse or partner. */
  spousePartner?: InputMaybe<Scalars['String']['input']>;
  /** Floors. */
  storiesInBuilding?: InputMaybe<Scalars['Int']['input']>;
  /** Tenant requirements. */
  tenantRequirements?: InputMaybe<TenantRequirementsInput>;
  /** Building title (required). */
  title?: InputMaybe<Scalars['String']['input']>;
  /** Units in the building. */
  totalUnitsInBuilding?: InputMaybe<Scalars['Int']['input']>;
  /** A unit to change, with only its changed fields. */
  unit?: InputMaybe<ListingUnitInput>;
  /** Utilities included. */
  utilities?: InputMaybe<UtilitiesInput>;
};

/** A listing’s plans. */
export type UpdateSubscriptionInput = {
  /** The plans: one of the main group, at most one per group. */
  planIds: Array<Scalars['Int']['input']>;
};

/** A unit's changed fields; absent fields stay as they are. */
export type UpdateUnitInput = {
  /** Offered for rent (default true). */
  available?: InputMaybe<Scalars['Boolean']['input']>;
  /** Bathrooms, 1 to 8 in halves (required). */
  bathrooms?: InputMaybe<Scalars['Float']['input']>;
  /** Bedrooms (required). */
  bedrooms?: InputMaybe<Bedrooms>;
  /** 'Contact for Pricing!': clears and ignores price and deposit. */
  contactForPricing?: InputMaybe<Scalars['Boolean']['input']>;
  /** Has a den. */
  den?: InputMaybe<Scalars['Boolean']['input']>;
  /** Deposit, CAD, 0 to 200000 in cents; required unless contactForPricing. */
  deposit?: InputMaybe<Scalars['Float']['input']>;
  /** Floor plan: a file id from multipleFileUpload (FLOOR_PLAN); null removes it. */
  floorplan?: InputMaybe<Scalars['ID']['input']>;
  /** Furnished (default false). */
  furnished?: InputMaybe<Scalars['Boolean']['input']>;
  /** Lease term in months, 0 to 120. */
  leaseTerm?: InputMaybe<Scalars['Int']['input']>;
  /** Maintenance included (required question). */
  maintenance?: InputMaybe<Scalars['Boolean']['input']>;
  /** Monthly rent, CAD, 0 to 200000 in cents; required unless contactForPricing. */
  monthlyPrice?: InputMaybe<Scalars['Float']['input']>;
  /** Move-in bonuses. */
  moveInBonuses?: InputMaybe<Scalars['String']['input']>;
  /** Unit number. */
  number?: InputMaybe<Scalars['String']['input']>;
  /** Parking (required). */
  parking?: InputMaybe<ParkingType>;
  /** Parking spots, 0 to 20. */
  parkingSpots?: InputMaybe<Scalars['Int']['input']>;
  /** Unit pictures: file ids from multipleFileUpload (LISTING_PICTURE), in order; replaces the list. */
  pictures?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Has a smoke alarm (required question). */
  smokeAlarm?: InputMaybe<Scalars['Boolean']['input']>;
  /** Available from, YYYY-MM-DD. */
  startDateAvailability?: InputMaybe<Scalars['String']['input']>;
  /** Storage (required question). */
  storage?: InputMaybe<StorageOption>;
  /** Title (required). */
  title?: InputMaybe<Scalars['String']['input']>;
  /** Amenities. */
  unitAmenities?: InputMaybe<UnitAmenitiesInput>;
  /** Appliances. */
  unitAppliances?: InputMaybe<UnitAppliancesInput>;
  /** Size in square feet (required). */
  unitSize?: InputMaybe<Scalars['Int']['input']>;
};

/** Profile fields to change. Omitted fields are unchanged; null clears a field. */
export type UpdateUserInput = {
  /** Address of a picture this user uploaded with pathType AVATAR. */
  avatarUrl?: InputMaybe<Scalars['String']['input']>;
  /** About me. */
  bio?: InputMaybe<Scalars['String']['input']>;
  /** Maximum monthly budget, CAD. */
  budget?: InputMaybe<Scalars['Int']['input']>;
  /** Home city. */
  city?: InputMaybe<Scalars['String']['input']>;
  /** Credit score, 300 to 900. */
  credit_score?: InputMaybe<Scalars['Int']['input']>;
  /** First name. */
  firstName?: InputMaybe<Scalars['String']['input']>;
  /** Number of flatmates, 0 to 20. */
  flatmates?: InputMaybe<Scalars['Int']['input']>;
  /** Gender. */
  gender?: InputMaybe<Gender>;
  /** Yearly household income, CAD. */
  householdIncome?: InputMaybe<Scalars['Int']['input']>;
  /** Industry, one of the spec list. */
  industry?: InputMaybe<Scalars['String']['input']>;
  /** Last name. */
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** Legal name. */
  legalName?: InputMaybe<Scalars['String']['input']>;
  /** Preferred language. */
  locale?: InputMaybe<Locale>;
  /** Minimum monthly budget, CAD. */
  min_budget?: InputMaybe<Scalars['Int']['input']>;
  /** Move-in date, YYYY-MM-DD. */
  moveIn?: InputMaybe<Scalars['String']['input']>;
  /** Wants e-mail notifications. */
  notify?: InputMaybe<Scalars['Boolean']['input']>;
  /** Occupation. */
  occupation?: InputMaybe<Scalars['String']['input']>;
  /** Canadian phone; any format with 10 digits (or 11 starting with 1). */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** Open to a roommate. */
  roommate?: InputMaybe<Scalars['Boolean']['input']>;
  /** Postal code, at most 6 letters and digits. */
  zip_code?: InputMaybe<Scalars['String']['input']>;
};

/** A user type change, addressed by e-mail (spec/01 §7). */
export type UpdateUserTypeInput = {
  /** E-mail of the user to change. */
  email: Scalars['String']['input'];
  /** The new type. */
  userType: UserType;
};

/** The role the caller is about to list as. */
export type UpdateUserTypeListWithUsInput = {
  /** Who posts the listing. */
  role: PosterRole;
};

/** Staff edit of another user's profile: the target id and the fields to change. */
export type UpdateUsersInput = {
  /** Address of a picture this user uploaded with pathType AVATAR. */
  avatarUrl?: InputMaybe<Scalars['String']['input']>;
  /** About me. */
  bio?: InputMaybe<Scalars['String']['input']>;
  /** Home city. */
  city?: InputMaybe<Scalars['String']['input']>;
  /** First name. */
  firstName?: InputMaybe<Scalars['String']['input']>;
  /** The user to change. */
  id: Scalars['ID']['input'];
  /** Industry, one of the spec list. */
  industry?: InputMaybe<Scalars['String']['input']>;
  /** Last name. */
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** Legal name. */
  legalName?: InputMaybe<Scalars['String']['input']>;
  /** Preferred language. */
  locale?: InputMaybe<Locale>;
  /** Move-in date, YYYY-MM-DD. */
  moveIn?: InputMaybe<Scalars['String']['input']>;
  /** Wants e-mail notifications. */
  notify?: InputMaybe<Scalars['Boolean']['input']>;
  /** Occupation. */
  occupation?: InputMaybe<Scalars['String']['input']>;
  /** Canadian phone; any format with 10 digits (or 11 starting with 1). */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** Postal code, at most 6 letters and digits. */
  zip_code?: InputMaybe<Scalars['String']['input']>;
};

/** A staff change; fields left out stay as they are. */
export type UpdateViewingRequestInput = {
  /** Staff member to assign (inbox view); null to take it off anyone. */
  assignedTo?: InputMaybe<Scalars['ID']['input']>;
  /** The team's note (replaces the previous one). */
  note?: InputMaybe<Scalars['String']['input']>;
  /** New status. */
  status?: InputMaybe<ViewingRequestStatus>;
};

/** A content thumbnail just uploaded. */
export type UploadedImage = {
  __typename?: 'UploadedImage';
  /** Height in px. */
  height: Scalars['Int']['output'];
  /** File identifier. */
  id: Scalars['ID']['output'];
  /** Address of the picture: /files/<id>. */
  thumbnailUrl: Scalars['String']['output'];
  /** Width in px. */
  width: Scalars['Int']['output'];
};

/** An account: renter, landlord, staff or not yet verified. */
export type User = {
  __typename?: 'User';
  /** Profile picture address. */
  avatarUrl?: Maybe<Scalars['String']['output']>;
  /** About me. */
  bio?: Maybe<Scalars['String']['output']>;
  /** Maximum monthly budget, CAD. */
  budget?: Maybe<Scalars['Int']['output']>;
  /** Home city. */
  city?: Maybe<Scalars['String']['output']>;
  /** Created. */
  createdAt: Scalars['DateTime']['output'];
  /** Self-declared credit score. */
  credit_score?: Maybe<Scalars['Int']['output']>;
  /** Sign-in e-mail. */
  email: Scalars['String']['output'];
  /** First name. */
  firstName?: Maybe<Scalars['String']['output']>;
  /** Number of flatmates. */
  flatmates?: Maybe<Scalars['Int']['output']>;
  /** Gender. */
  gender?: Maybe<Gender>;
  /** Yearly household income, CAD. Private to the user and staff. */
  householdIncome?: Maybe<Scalars['Int']['output']>;
  /** Identifier. */
  id: Scalars['ID']['output'];
  /** Industry (spec list). */
  industry?: Maybe<Scalars['String']['output']>;
  /** The first-login flag: true while the account must choose Renter or Landlord. */
  isFirstLogin: Scalars['Boolean']['output'];
  /** Last name. */
  lastName?: Maybe<Scalars['String']['output']>;
  /** Legal name, for leases. */
  legalName?: Maybe<Scalars['String']['output']>;
  /** How many listings the user owns: /users links to them when there are some, otherwise shows No Listings Found. */
  listingCount: Scalars['Int']['output'];
  /** Preferred language. */
  locale: Locale;
  /** Minimum monthly budget, CAD. */
  min_budget?: Maybe<Scalars['Int']['output']>;
  /** Wanted move-in date, YYYY-MM-DD. */
  moveIn?: Maybe<Scalars['String']['output']>;
  /** Wants e-mail notifications. */
  notify: Scalars['Boolean']['output'];
  /** Occupation. */
  occupation?: Maybe<Scalars['String']['output']>;
  /** Staff module permissions: all for ADMIN, the granted flags for SUB_ADMIN, none for others. */
  permissions: Array<ModulePermission>;
  /** Canadian phone, 10 digits. */
  phone?: Maybe<Scalars['String']['output']>;
  /** Open to a roommate. */
  roommate?: Maybe<Scalars['Boolean']['output']>;
  /** Last updated. */
  updatedAt: Scalars['DateTime']['output'];
  /** Account type. */
  userType: UserType;
  /** E-mail verified. */
  verified: Scalars['Boolean']['output'];
  /** Postal code. */
  zip_code?: Maybe<Scalars['String']['output']>;
};

/** Account type. GUEST is shown as Tenant-Guest; UNVERIFIED has not chosen Renter or Landlord yet. */
export type UserType =
  | 'ADMIN'
  | 'GUEST'
  | 'LANDLORD'
  | 'RENTER'
  | 'SUB_ADMIN'
  | 'UNVERIFIED';

/** Utilities included in the rent. */
export type Utilities = {
  __typename?: 'Utilities';
  /** Air Conditioning */
  airConditioning: Scalars['Boolean']['output'];
  /** Cable TV */
  cableTv: Scalars['Boolean']['output'];
  /** Electricity */
  electricity: Scalars['Boolean']['output'];
  /** Garbage Removal */
  garbageRemoval: Scalars['Boolean']['output'];
  /** Gas */
  gas: Scalars['Boolean']['output'];
  /** Heating */
  heating: Scalars['Boolean']['output'];
  /** Internet */
  internet: Scalars['Boolean']['output'];
  /** Maintenance Fees */
  maintenanceFees: Scalars['Boolean']['output'];
  /** Water */
  water: Scalars['Boolean']['output'];
};

/** Utilities included in the rent. The group replaces the stored one: an absent flag is false. */
export type UtilitiesInput = {
  /** Air Conditioning */
  airConditioning?: InputMaybe<Scalars['Boolean']['input']>;
  /** Cable TV */
  cableTv?: InputMaybe<Scalars['Boolean']['input']>;
  /** Electricity */
  electricity?: InputMaybe<Scalars['Boolean']['input']>;
  /** Garbage Removal */
  garbageRemoval?: InputMaybe<Scalars['Boolean']['input']>;
  /** Gas */
  gas?: InputMaybe<Scalars['Boolean']['input']>;
  /** Heating */
  heating?: InputMaybe<Scalars['Boolean']['input']>;
  /** Internet */
  internet?: InputMaybe<Scalars['Boolean']['input']>;
  /** Maintenance Fees */
  maintenanceFees?: InputMaybe<Scalars['Boolean']['input']>;
  /** Water */
  water?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Whoever sends the request. */
export type Viewer = {
  __typename?: 'Viewer';
  /** The signed-in user, or null for a visitor. */
  me?: Maybe<User>;
};

/** A renter's visit of a listing, inside their conversation about it. */
export type Viewing = {
  __typename?: 'Viewing';
  /** The changes the caller may make now (the buttons to show). */
  actions: Array<ViewingAction>;
  /** The staff member handling it (Viewings Management plan); null for anyone but inbox staff. */
  assignedTo?: Maybe<ViewingRequestPerson>;
  /** Why it was declined or cancelled, in the reader's language when the product cancelled it. */
  cancelReason?: Maybe<Scalars['String']['output']>;
  /** Who declined or cancelled it. */
  cancelledBy?: Maybe<ViewingActor>;
  /** When it was confirmed. */
  confirmedAt?: Maybe<Scalars['DateTime']['output']>;
  /** When it was booked. */
  createdAt: Scalars['DateTime']['output'];
  /** End (UTC). */
  endsAt: Scalars['DateTime']['output'];
  /** The viewing. */
  id: Scalars['ID']['output'];
  /** Slot or open house. */
  kind: ViewingSlotKind;
  /** The listing. */
  listingId: Scalars['ID']['output'];
  /** The listing's title. */
  listingTitle: Scalars['String']['output'];
  /** The meeting link of a virtual viewing: for the owner and inbox staff, and for the renter once the viewing is confirmed; null otherwise. */
  meetingLink?: Maybe<Scalars['String']['output']>;
  /** The open house booked. */
  openHouseId?: Maybe<Scalars['ID']['output']>;
  /** While RESCHEDULE_PROPOSED: the side that proposed (RENTER or LANDLORD). */
  proposedBy?: Maybe<ViewingActor>;
  /** While RESCHEDULE_PROPOSED: the end of the new time. */
  proposedEndsAt?: Maybe<Scalars['DateTime']['output']>;
  /** While RESCHEDULE_PROPOSED: the new time put forward. */
  proposedStartsAt?: Maybe<Scalars['DateTime']['output']>;
  /** A request's proposed times, for the landlord to confirm one (CONFIRM with startsAt). */
  proposedTimes: Array<Scalars['DateTime']['output']>;
  /** The renter; null once their account is deleted. */
  renter?: Maybe<ViewingPerson>;
  /** The conversation it belongs to. */
  room: Scalars['ID']['output'];
  /** In person or virtual, as the listing's viewing settings say. */
  showingType: ViewingShowingType;
  /** Start (UTC). */
  startsAt: Scalars['DateTime']['output'];
  /** Its status. */
  status: ViewingStatus;
  /** The listing's IANA time zone. */
  zone: Scalars['String']['output'];
};

/** A change to a viewing (viewingAction). */
export type ViewingAction =
  | 'ACCEPT_RESCHEDULE'
  | 'CANCEL'
  | 'COMPLETE'
  | 'CONFIRM'
  | 'DECLINE'
  | 'MARK_NO_SHOW'
  | 'PROPOSE_RESCHEDULE';

/** A change to a viewing. */
export type ViewingActionInput = {
  /** The change. */
  action: ViewingAction;
  /** Why (required to cancel, optional to decline). */
  reason?: InputMaybe<Scalars['String']['input']>;
  /** PROPOSE_RESCHEDULE: the new time; CONFIRM: which proposed time (the first by default). */
  startsAt?: InputMaybe<Scalars['String']['input']>;
  /** The viewing. */
  viewing: Scalars['ID']['input'];
};

/** Who acted: the renter, the landlord, staff for the landlord, or the product itself. */
export type ViewingActor =
  | 'LANDLORD'
  | 'RENTER'
  | 'STAFF'
  | 'SYSTEM';

/** A listing's viewing settings and open houses, as its owner and inbox staff manage them. */
export type ViewingAvailability = {
  __typename?: 'ViewingAvailability';
  /** Break between viewings. */
  bufferMinutes: Scalars['Int']['output'];
  /** Renters per slot. */
  capacityPerSlot: Scalars['Int']['output'];
  /** Settings were saved; otherwise the defaults are shown and only open houses are bookable. */
  configured: Scalars['Boolean']['output'];
  /** How far ahead renters may book. */
  horizonDays: Scalars['Int']['output'];
  /** The listing. */
  listingId: Scalars['ID']['output'];
  /** Link of a virtual viewing. */
  meetingLink?: Maybe<Scalars['String']['output']>;
  /** Minimum notice. */
  minNoticeHours: Scalars['Int']['output'];
  /** Booking mode. */
  mode: ViewingBookingMode;
  /** Open houses not over yet. */
  openHouses: Array<OpenHouse>;
  /** Showing type. */
  showingType: ViewingShowingType;
  /** Length of a viewing. */
  slotMinutes: Scalars['Int']['output'];
  /** Weekly windows. */
  windows: Array<WeeklyViewingWindow>;
  /** The listing's IANA time zone. */
  zone: Scalars['String']['output'];
};

/** Viewing settings; an absent field takes its default. */
export type ViewingAvailabilityInput = {
  /** Break between viewings, minutes. */
  bufferMinutes?: InputMaybe<Scalars['Int']['input']>;
  /** Renters per slot. */
  capacityPerSlot?: InputMaybe<Scalars['Int']['input']>;
  /** How far ahead renters may book, days. */
  horizonDays?: InputMaybe<Scalars['Int']['input']>;
  /** https link, required for VIRTUAL. */
  meetingLink?: InputMaybe<Scalars['String']['input']>;
  /** Minimum notice, hours. */
  minNoticeHours?: InputMaybe<Scalars['Int']['input']>;
  /** INSTANT or REQUEST (default). */
  mode?: InputMaybe<ViewingBookingMode>;
  /** IN_PERSON (default) or VIRTUAL. */
  showingType?: InputMaybe<ViewingShowingType>;
  /** Length of a viewing, minutes. */
  slotMinutes?: InputMaybe<Scalars['Int']['input']>;
  /** Weekly windows. */
  windows: Array<WeeklyViewingWindowInput>;
};

/** INSTANT: renters book a free time outright; REQUEST: the landlord confirms each request. */
export type ViewingBookingMode =
  | 'INSTANT'
  | 'REQUEST';

/** The renter of a viewing. */
export type ViewingPerson = {
  __typename?: 'ViewingPerson';
  /** First name. */
  firstName?: Maybe<Scalars['String']['output']>;
  /** The user. */
  id: Scalars['ID']['output'];
  /** Last name. */
  lastName?: Maybe<Scalars['String']['output']>;
};

/** What the caller's profile keeps from their last request for viewing, to fill the next one. */
export type ViewingPreferences = {
  __typename?: 'ViewingPreferences';
  /** Weekdays: MON … SUN. */
  availabilityDays: Array<Scalars['String']['output']>;
  /** Largest monthly rent, in dollars. */
  budget?: Maybe<Scalars['Int']['output']>;
  /** Move-in date, YYYY-MM-DD. */
  moveIn?: Maybe<Scalars['String']['output']>;
  /** City and province; null before a first request. */
  pre_viewing_city?: Maybe<ViewingRequestCity>;
};

/** A renter's request for viewing as the renter sees it (no staff note, no assignee). */
export type ViewingRequest = {
  __typename?: 'ViewingRequest';
  /** Weekdays the renter is free: MON … SUN, Monday first. */
  availabilityDays: Array<Scalars['String']['output']>;
  /** Parts of those days: MORNING, AFTERNOON, EVENING; empty when any time suits. */
  availabilityTimes: Array<Scalars['String']['output']>;
  /** Bedroom counts that suit. */
  bedrooms: Array<Bedrooms>;
  /** Largest monthly rent, in dollars; null when a lead did not say. */
  budget?: Maybe<Scalars['Int']['output']>;
  /** When it was sent. */
  createdAt: Scalars['DateTime']['output'];
  /** The request. */
  id: Scalars['ID']['output'];
  /** The renter's note ('' when none). */
  message: Scalars['String']['output'];
  /** Move-in date, YYYY-MM-DD; null when a lead did not say. */
  moveIn?: Maybe<Scalars['String']['output']>;
  /** City and province. */
  pre_viewing_city: ViewingRequestCity;
  /** Where it stands. */
  status: ViewingRequestStatus;
  /** When it last changed. */
  updatedAt: Scalars['DateTime']['output'];
};

/** The city where the renter looks for a home (pre_viewing_city). */
export type ViewingRequestCity = {
  __typename?: 'ViewingRequestCity';
  /** City name. */
  city: Scalars['String']['output'];
  /** Province code (ON, QC…). */
  province: Scalars['String']['output'];
};

/** City and province (pre_viewing_city). */
export type ViewingRequestCityInput = {
  /** City name. */
  city: Scalars['String']['input'];
  /** Province code (ON, QC…). */
  province: Scalars['String']['input'];
};

/** Filters of the staff list, all optional. */
export type ViewingRequestFilter = {
  /** Only those assigned to this staff member's id, or NONE for nobody. */
  assignedTo?: InputMaybe<Scalars['String']['input']>;
  /** City name containing this text, case-insensitive. */
  city?: InputMaybe<Scalars['String']['input']>;
  /** Only this request (the link of the staff e-mail). */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** Only this kind. */
  kind?: InputMaybe<ViewingRequestKind>;
  /** The renter's name or e-mail, or the message, containing this text. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Only this status. */
  status?: InputMaybe<ViewingRequestStatus>;
};

/** VIEWING: sent from /request-for-viewing; RENTER_ENQUIRY and LANDLORD_ENQUIRY: leads from /rental-enquiry. */
export type ViewingRequestKind =
  | 'LANDLORD_ENQUIRY'
  | 'RENTER_ENQUIRY'
  | 'VIEWING';

/** A page of requests for viewing and how many match in all. */
export type ViewingRequestPage = {
  __typename?: 'ViewingRequestPage';
  /** How many match in all. */
  count: Scalars['Int']['output'];
  /** This page. */
  items: Array<StaffViewingRequest>;
};

/** A person on a request for viewing as staff see them. */
export type ViewingRequestPerson = {
  __typename?: 'ViewingRequestPerson';
  /** E-mail. */
  email: Scalars['String']['output'];
  /** First name. */
  firstName?: Maybe<Scalars['String']['output']>;
  /** The user. */
  id: Scalars['ID']['output'];
  /** Last name. */
  lastName?: Maybe<Scalars['String']['output']>;
};

/** The renter who sent a request for viewing, with how to reach them. */
export type ViewingRequestRequester = {
  __typename?: 'ViewingRequestRequester';
  /** E-mail. */
  email: Scalars['String']['output'];
  /** First name. */
  firstName?: Maybe<Scalars['String']['output']>;
  /** The user. */
  id: Scalars['ID']['output'];
  /** Last name. */
  lastName?: Maybe<Scalars['String']['output']>;
  /** Phone, if given on the profile. */
  phone?: Maybe<Scalars['String']['output']>;
};

/** NEW until staff take it, IN_PROGRESS while viewings are being arranged, DONE or CLOSED after. NEW and IN_PROGRESS count as open. */
export type ViewingRequestStatus =
  | 'CLOSED'
  | 'DONE'
  | 'IN_PROGRESS'
  | 'NEW';

/** In person, or virtually with a meeting link. */
export type ViewingShowingType =
  | 'IN_PERSON'
  | 'VIRTUAL';

/** A free time a renter may book. */
export type ViewingSlot = {
  __typename?: 'ViewingSlot';
  /** Renters it takes. */
  capacity: Scalars['Int']['output'];
  /** End (UTC). */
  endsAt: Scalars['DateTime']['output'];
  /** Slot or open house. */
  kind: ViewingSlotKind;
  /** The open house it is. */
  openHouseId?: Maybe<Scalars['ID']['output']>;
  /** Places left (at least one). */
  remaining: Scalars['Int']['output'];
  /** Start (UTC). */
  startsAt: Scalars['DateTime']['output'];
};

/** A slot of the weekly windows, or an open house many renters may attend. */
export type ViewingSlotKind =
  | 'OPEN_HOUSE'
  | 'SLOT';

/** A listing's free viewing times in a range, with how booking works there. */
export type ViewingSlots = {
  __typename?: 'ViewingSlots';
  /** The listing. */
  listingId: Scalars['ID']['output'];
  /** Instant booking or request. */
  mode: ViewingBookingMode;
  /** The listing offers viewings online. */
  offered: Scalars['Boolean']['output'];
  /** In person or virtual. */
  showingType: ViewingShowingType;
  /** Free times, in start order. */
  slots: Array<ViewingSlot>;
  /** The listing's IANA time zone: show times in it, named. */
  zone: Scalars['String']['output'];
};

/** A viewing’s life; DECLINED, CANCELLED, COMPLETED and NO_SHOW are final. */
export type ViewingStatus =
  | 'CANCELLED'
  | 'COMPLETED'
  | 'CONFIRMED'
  | 'DECLINED'
  | 'NO_SHOW'
  | 'REQUESTED'
  | 'RESCHEDULE_PROPOSED';

/** UPCOMING: holding a place and not over; PAST: over or closed. */
export type ViewingsWhen =
  | 'PAST'
  | 'UPCOMING';

/** A day of the week. */
export type Weekday =
  | 'FRI'
  | 'MON'
  | 'SAT'
  | 'SUN'
  | 'THU'
  | 'TUE'
  | 'WED';

/** A weekly window of viewings, in the listing's local time. */
export type WeeklyViewingWindow = {
  __typename?: 'WeeklyViewingWindow';
  /** To, HH:MM local time. */
  end: Scalars['String']['output'];
  /** From, HH:MM local time. */
  start: Scalars['String']['output'];
  /** The day. */
  weekday: Weekday;
};

/** A weekly window, in the listing's local time. */
export type WeeklyViewingWindowInput = {
  /** To, HH:MM (the same day). */
  end: Scalars['String']['input'];
  /** From, HH:MM. */
  start: Scalars['String']['input'];
  /** The day. */
  weekday: Weekday;
};

export type TrendingListingsQueryVariables = Exact<{
  first?: InputMaybe<Scalars['Int']['input']>;
}>;


export type TrendingListingsQuery = { __typename?: 'Query', trendingListings: Array<{ __typename?: 'Listing', id: string, title: string, isPremium: boolean, propertyType: PropertyType, postedAt?: string | null, contentUpdatedAt?: string | null, matchingUnitIds?: Array<string> | null, location?: { __typename?: 'Location', id: string, address: string, lat: number, lng: number } | null, pictures: Array<{ __typename?: 'Picture', id: string, cardUrl: string, order: number }>, units: Array<{ __typename?: 'Unit', id: string, available: boolean, bedrooms: Bedrooms, bathrooms: number, unitSize?: number | null, monthlyPrice?: number | null, contactForPricing: boolean, pictures: Array<{ __typename?: 'Picture', id: string, cardUrl: string, order: number }> }> }> };

export type FeaturedCityCountsQueryVariables = Exact<{
  c0?: InputMaybe<ListingSearchInput>;
  c1?: InputMaybe<ListingSearchInput>;
  c2?: InputMaybe<ListingSearchInput>;
  c3?: InputMaybe<ListingSearchInput>;
  c4?: InputMaybe<ListingSearchInput>;
  c5?: InputMaybe<ListingSearchInput>;
}>;


export type FeaturedCityCountsQuery = { __typename?: 'Query', c0: number, c1: number, c2: number, c3: number, c4: number, c5: number };

export type TestimonialsQueryVariables = Exact<{
  locale: Locale;
}>;


export type TestimonialsQuery = { __typename?: 'Query', testimonials: Array<{ __typename?: 'Testimonial', id: string, fullName: string, keyword?: string | null, quote: string, imageUrl?: string | null }> };

export type AdminDashboardQueryVariables = Exact<{
  days?: InputMaybe<Scalars['Int']['input']>;
}>;


export type AdminDashboardQuery = { __typename?: 'Query', adminDashboard: { __typename?: 'AdminDashboard', requestedListings?: number | null, listings?: { __typename?: 'DashboardListingCounts', pending: number, active: number, hidden: number, premium: number, total: number } | null, users?: { __typename?: 'DashboardUserCounts', total: number, byType: Array<{ __typename?: 'DashboardUserTypeCount', userType: UserType, count: number }> } | null, series?: Array<{ __typename?: 'DashboardDay', day: string, newListings: number, newUsers: number }> | null } };

export type LoginMutationVariables = Exact<{
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
}>;


export type LoginMutation = { __typename?: 'Mutation', login: { __typename?: 'AuthPayload', token: string, user: { __typename?: 'User', id: string, email: string, firstName?: string | null, lastName?: string | null, legalName?: string | null, phone?: string | null, userType: UserType, avatarUrl?: string | null, city?: string | null, industry?: string | null, occupation?: string | null, bio?: string | null, gender?: Gender | null, locale: Locale, budget?: number | null, min_budget?: number | null, moveIn?: string | null, roommate?: boolean | null, credit_score?: number | null, householdIncome?: number | null, flatmates?: number | null, zip_code?: string | null, notify: boolean, verified: boolean, isFirstLogin: boolean, permissions: Array<{ __typename?: 'ModulePermission', module: StaffModule, add: boolean, edit: boolean, delete: boolean, view: boolean }> } } };

export type SignUpMutationVariables = Exact<{
  data: SignUpInput;
}>;


export type SignUpMutation = { __typename?: 'Mutation', signUp: { __typename?: 'AuthPayload', token: string, user: { __typename?: 'User', id: string, email: string, firstName?: string | null, lastName?: string | null, legalName?: string | null, phone?: string | null, userType: UserType, avatarUrl?: string | null, city?: string | null, industry?: string | null, occupation?: string | null, bio?: string | null, gender?: Gender | null, locale: Locale, budget?: number | null, min_budget?: number | null, moveIn?: string | null, roommate?: boolean | null, credit_score?: number | null, householdIncome?: number | null, flatmates?: number | null, zip_code?: string | null, notify: boolean, verified: boolean, isFirstLogin: boolean, permissions: Array<{ __typename?: 'ModulePermission', module: StaffModule, add: boolean, edit: boolean, delete: boolean, view: boolean }> } } };

export type RequestPasswordResetMutationVariables = Exact<{
  email: Scalars['String']['input'];
}>;


export type RequestPasswordResetMutation = { __typename?: 'Mutation', requestPasswordReset: boolean };

export type ResetPasswordMutationVariables = Exact<{
  token: Scalars['String']['input'];
  password: Scalars['String']['input'];
}>;


export type ResetPasswordMutation = { __typename?: 'Mutation', resetPassword: { __typename?: 'AuthPayload', token: string, user: { __typename?: 'User', id: string, email: string, firstName?: string | null, lastName?: string | null, legalName?: string | null, phone?: string | null, userType: UserType, avatarUrl?: string | null, city?: string | null, industry?: string | null, occupation?: string | null, bio?: string | null, gender?: Gender | null, locale: Locale, budget?: number | null, min_budget?: number | null, moveIn?: string | null, roommate?: boolean | null, credit_score?: number | null, householdIncome?: number | null, flatmates?: number | null, zip_code?: string | null, notify: boolean, verified: boolean, isFirstLogin: boolean, permissions: Array<{ __typename?: 'ModulePermission', module: StaffModule, add: boolean, edit: boolean, delete: boolean, view: boolean }> } } };

export type ChangePasswordMutationVariables = Exact<{
  currentPassword: Scalars['String']['input'];
  password: Scalars['String']['input'];
}>;


export type ChangePasswordMutation = { __typename?: 'Mutation', changePassword: { __typename?: 'AuthPayload', token: string, user: { __typename?: 'User', id: string, email: string, firstName?: string | null, lastName?: string | null, legalName?: string | null, phone?: string | null, userType: UserType, avatarUrl?: string | null, city?: string | null, industry?: string | null, occupation?: string | null, bio?: string | null, gender?: Gender | null, locale: Locale, budget?: number | null, min_budget?: number | null, moveIn?: string | null, roommate?: boolean | null, credit_score?: number | null, householdIncome?: number | null, flatmates?: number | null, zip_code?: string | null, notify: boolean, verified: boolean, isFirstLogin: boolean, permissions: Array<{ __typename?: 'ModulePermission', module: StaffModule, add: boolean, edit: boolean, delete: boolean, view: boolean }> } } };

export type BillingPaymentFieldsFragment = { __typename?: 'Payment', id: string, purpose: PaymentPurpose, status: PaymentStatus, listingId?: string | null, listingTitle?: string | null, totalCents: number, paidAt?: string | null, refundedAt?: string | null, createdAt: string };

export type MyPaymentsQueryVariables = Exact<{
  first?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
}>;


export type MyPaymentsQuery = { __typename?: 'Query', myPayments: { __typename?: 'PaymentPage', count: number, items: Array<{ __typename?: 'Payment', id: string, purpose: PaymentPurpose, status: PaymentStatus, listingId?: string | null, listingTitle?: string | null, totalCents: number, paidAt?: string | null, refundedAt?: string | null, createdAt: string }> } };

export type StaffPaymentsQueryVariables = Exact<{
  first?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<PaymentStatus>;
  purpose?: InputMaybe<PaymentPurpose>;
}>;


export type StaffPaymentsQuery = { __typename?: 'Query', payments: { __typename?: 'PaymentPage', count: number, items: Array<{ __typename?: 'Payment', payerEmail?: string | null, id: string, purpose: PaymentPurpose, status: PaymentStatus, listingId?: string | null, listingTitle?: string | null, totalCents: number, paidAt?: string | null, refundedAt?: string | null, createdAt: string }> } };

export type RefundPaymentMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RefundPaymentMutation = { __typename?: 'Mutation', refundPayment: { __typename?: 'Payment', id: string, purpose: PaymentPurpose, status: PaymentStatus, listingId?: string | null, listingTitle?: string | null, totalCents: number, paidAt?: string | null, refundedAt?: string | null, createdAt: string } };

export type ReceiptQueryVariables = Exact<{
  paymentId: Scalars['ID']['input'];
  locale?: InputMaybe<Locale>;
}>;


export type ReceiptQuery = { __typename?: 'Query', receipt: { __typename?: 'Receipt', paymentId: string, number: string, locale: Locale, purpose: string, paidAt: string, refundedAt?: string | null, payerName?: string | null, payerEmail?: string | null, listingTitle?: string | null, listingAddress?: string | null, subtotalCents: number, taxCents: number, totalCents: number, currency: string, cardBrand?: string | null, cardLast4?: string | null, terms?: string | null, businessName: string, businessAddress?: string | null, businessTaxNumber?: string | null, lines: Array<{ __typename?: 'ReceiptLine', kind: string, name: string, amountCents: number }>, taxes: Array<{ __typename?: 'ReceiptTax', component: string, label: string, amountCents: number }> } };

export type BoostQuoteQueryVariables = Exact<{
  listingId: Scalars['ID']['input'];
}>;


export type BoostQuoteQuery = { __typename?: 'Query', boostQuote: { __typename?: 'PaymentQuote', subtotalCents: number, taxCents: number, totalCents: number, lines: Array<{ __typename?: 'PaymentLine', kind: string, name: string, amountCents: number }>, taxes: Array<{ __typename?: 'PaymentTaxLine', component: string, ratePer: number, amountCents: number }> }, boostDays: { __typename?: 'PremiumSetting', name: string, value: string } };

export type BoostListingMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  idempotencyKey: Scalars['String']['input'];
  price: Scalars['Int']['input'];
}>;


export type BoostListingMutation = { __typename?: 'Mutation', boostListing: { __typename?: 'BoostResult', checkoutUrl?: string | null, daysLeft?: number | null, listing?: { __typename?: 'Listing', id: string, isPremium: boolean, premiumName?: string | null, premiumStart?: string | null, premiumEnd?: string | null, premiumDaysLeft: number } | null } };

export type BoostedListingFieldsFragment = { __typename?: 'BoostedListing', premiumStart?: string | null, premiumEnd?: string | null, daysLeft: number, payment?: { __typename?: 'Payment', id: string, status: PaymentStatus, totalCents: number, refundedAt?: string | null } | null, listing: { __typename?: 'Listing', id: string, title: string, isPremium: boolean, premiumName?: string | null, location?: { __typename?: 'Location', id: string, address: string } | null, user: { __typename?: 'ListingOwner', id: string, firstName?: string | null, lastName?: string | null, email?: string | null } } };

export type BoostedListingsQueryVariables = Exact<{
  first?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
}>;


export type BoostedListingsQuery = { __typename?: 'Query', boostedListing: { __typename?: 'BoostedListingPage', count: number, items: Array<{ __typename?: 'BoostedListing', premiumStart?: string | null, premiumEnd?: string | null, daysLeft: number, payment?: { __typename?: 'Payment', id: string, status: PaymentStatus, totalCents: number, refundedAt?: string | null } | null, listing: { __typename?: 'Listing', id: string, title: string, isPremium: boolean, premiumName?: string | null, location?: { __typename?: 'Location', id: string, address: string } | null, user: { __typename?: 'ListingOwner', id: string, firstName?: string | null, lastName?: string | null, email?: string | null } } }> } };

export type EndBoostMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type EndBoostMutation = { __typename?: 'Mutation', premimumListing: { __typename?: 'Listing', id: string, isPremium: boolean, premiumEnd?: string | null, premiumDaysLeft: number } };

export type ExtendBoostMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  days: Scalars['Int']['input'];
}>;


export type ExtendBoostMutation = { __typename?: 'Mutation', extendBoost: { __typename?: 'Listing', id: string, isPremium: boolean, premiumEnd?: string | null, premiumDaysLeft: number } };

export type BoostSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type BoostSettingsQuery = { __typename?: 'Query', price: { __typename?: 'PremiumSetting', name: string, value: string }, days: { __typename?: 'PremiumSetting', name: string, value: string } };

export type UpdatePremiumMutationVariables = Exact<{
  name: Scalars['String']['input'];
  value: Scalars['String']['input'];
}>;


export type UpdatePremiumMutation = { __typename?: 'Mutation', updatePremium: { __typename?: 'PremiumSetting', name: string, value: string } };

export type RefundBoostPaymentMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RefundBoostPaymentMutation = { __typename?: 'Mutation', refundPayment: { __typename?: 'Payment', id: string, status: PaymentStatus, totalCents: number, refundedAt?: string | null } };

export type LeaseRequestFieldsFragment = { __typename?: 'LeaseRequest', id: string, province: string, propertyAddress: string, landlordName: string, monthlyRent: number, startDate: string, termMonths?: number | null, specialTerms?: string | null, status: LeaseRequestStatus, staffNote?: string | null, createdAt: string, updatedAt: string, tenants: Array<{ __typename?: 'LeaseRequestTenant', name: string, email?: string | null }> };

export type MyLeaseRequestsQueryVariables = Exact<{
  first?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
}>;


export type MyLeaseRequestsQuery = { __typename?: 'Query', myLeaseRequests: { __typename?: 'LeaseRequestPage', count: number, items: Array<{ __typename?: 'LeaseRequest', id: string, province: string, propertyAddress: string, landlordName: string, monthlyRent: number, startDate: string, termMonths?: number | null, specialTerms?: string | null, status: LeaseRequestStatus, staffNote?: string | null, createdAt: string, updatedAt: string, tenants: Array<{ __typename?: 'LeaseRequestTenant', name: string, email?: string | null }> }> } };

export type CreateLeaseRequestMutationVariables = Exact<{
  data: Scalars['JSON']['input'];
}>;


export type CreateLeaseRequestMutation = { __typename?: 'Mutation', createLeaseRequest: { __typename?: 'LeaseRequest', id: string, province: string, propertyAddress: string, landlordName: string, monthlyRent: number, startDate: string, termMonths?: number | null, specialTerms?: string | null, status: LeaseRequestStatus, staffNote?: string | null, createdAt: string, updatedAt: string, tenants: Array<{ __typename?: 'LeaseRequestTenant', name: string, email?: string | null }> } };

export type LeaseRequestListingsQueryVariables = Exact<{ [key: string]: never; }>;


export type LeaseRequestListingsQuery = { __typename?: 'Query', searchBuildingByLandlord: Array<{ __typename?: 'Listing', id: string, title: string, location?: { __typename?: 'Location', id: string, address: string, city: { __typename?: 'LocationCity', id: string, province: string } } | null, units: Array<{ __typename?: 'Unit', id: string, monthlyPrice?: number | null }> }> };

export type StaffLeaseRequestFieldsFragment = { __typename?: 'StaffLeaseRequest', id: string, province: string, propertyAddress: string, landlordName: string, monthlyRent: number, startDate: string, termMonths?: number | null, specialTerms?: string | null, contactEmail: string, contactPhone?: string | null, status: LeaseRequestStatus, staffNote?: string | null, createdAt: string, updatedAt: string, tenants: Array<{ __typename?: 'LeaseRequestTenant', name: string, email?: string | null }>, requester?: { __typename?: 'LeaseRequestRequester', id: string, firstName?: string | null, lastName?: string | null, email: string } | null };

export type StaffLeaseRequestsQueryVariables = Exact<{
  where?: InputMaybe<LeaseRequestWhereInput>;
  first?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
}>;


export type StaffLeaseRequestsQuery = { __typename?: 'Query', leaseRequests: Array<{ __typename?: 'StaffLeaseRequest', id: string, province: string, propertyAddress: string, landlordName: string, monthlyRent: number, startDate: string, termMonths?: number | null, specialTerms?: string | null, contactEmail: string, contactPhone?: string | null, status: LeaseRequestStatus, staffNote?: string | null, createdAt: string, updatedAt: string, tenants: Array<{ __typename?: 'LeaseRequestTenant', name: string, email?: string | null }>, requester?: { __typename?: 'LeaseRequestRequester', id: string, firstName?: string | null, lastName?: string | null, email: string } | null }>, leaseRequestsConnection: { __typename?: 'LeaseRequestConnection', aggregate: { __typename?: 'LeaseRequestAggregate', count: number } } };

export type UpdateLeaseRequestMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  status?: InputMaybe<LeaseRequestStatus>;
  staffNote?: InputMaybe<Scalars['String']['input']>;
}>;


export type UpdateLeaseRequestMutation = { __typename?: 'Mutation', updateLeaseRequest: { __typename?: 'StaffLeaseRequest', id: string, province: string, propertyAddress: string, landlordName: string, monthlyRent: number, startDate: string, termMonths?: number | null, specialTerms?: string | null, contactEmail: string, contactPhone?: string | null, status: LeaseRequestStatus, staffNote?: string | null, createdAt: string, updatedAt: string, tenants: Array<{ __typename?: 'LeaseRequestTenant', name: string, email?: string | null }>, requester?: { __typename?: 'LeaseRequestRequester', id: string, firstName?: string | null, lastName?: string | null, email: string } | null } };

export type LeaseSigningSessionFieldsFragment = { __typename?: 'LeaseSigning', isTurn: boolean, consented: boolean, places: Array<LeaseSigningPlace>, placesLeft: Array<LeaseSigningPlace>, viewUrl?: string | null, signer: { __typename?: 'LeaseSigner', id: string, role: LeaseSignerRole, name: string, status: LeaseSignerStatus, locale: string }, lease: { __typename?: 'Lease', id: string, status: LeaseStatus, subject: string, province: string, language: string, terms: any, signedCount: number, signerCount: number, expiresAt?: string | null, endedReason?: string | null, documentPath: string, signedDocumentPath?: string | null, signers: Array<{ __typename?: 'LeaseSigner', id: string, role: LeaseSignerRole, name: string, status: LeaseSignerStatus, order: number, isYou: boolean, signedAt?: string | null }> } };

export type OpenLeaseSigningMutationVariables = Exact<{
  leaseId: Scalars['ID']['input'];
  token?: InputMaybe<Scalars['String']['input']>;
  redirectUrl?: InputMaybe<Scalars['String']['input']>;
}>;


export type OpenLeaseSigningMutation = { __typename?: 'Mutation', openLeaseSigning: { __typename?: 'LeaseSigning', isTurn: boolean, consented: boolean, places: Array<LeaseSigningPlace>, placesLeft: Array<LeaseSigningPlace>, viewUrl?: string | null, signer: { __typename?: 'LeaseSigner', id: string, role: LeaseSignerRole, name: string, status: LeaseSignerStatus, locale: string }, lease: { __typename?: 'Lease', id: string, status: LeaseStatus, subject: string, province: string, language: string, terms: any, signedCount: number, signerCount: number, expiresAt?: string | null, endedReason?: string | null, documentPath: string, signedDocumentPath?: string | null, signers: Array<{ __typename?: 'LeaseSigner', id: string, role: LeaseSignerRole, name: string, status: LeaseSignerStatus, order: number, isYou: boolean, signedAt?: string | null }> } } };

export type ConsentToLeaseSigningMutationVariables = Exact<{
  leaseId: Scalars['ID']['input'];
  token?: InputMaybe<Scalars['String']['input']>;
}>;


export type ConsentToLeaseSigningMutation = { __typename?: 'Mutation', consentToLeaseSigning: { __typename?: 'LeaseSigning', isTurn: boolean, consented: boolean, places: Array<LeaseSigningPlace>, placesLeft: Array<LeaseSigningPlace>, viewUrl?: string | null, signer: { __typename?: 'LeaseSigner', id: string, role: LeaseSignerRole, name: string, status: LeaseSignerStatus, locale: string }, lease: { __typename?: 'Lease', id: string, status: LeaseStatus, subject: string, province: string, language: string, terms: any, signedCount: number, signerCount: number, expiresAt?: string | null, endedReason?: string | null, documentPath: string, signedDocumentPath?: string | null, signers: Array<{ __typename?: 'LeaseSigner', id: string, role: LeaseSignerRole, name: string, status: LeaseSignerStatus, order: number, isYou: boolean, signedAt?: string | null }> } } };

export type SaveLeaseSigningProgressMutationVariables = Exact<{
  leaseId: Scalars['ID']['input'];
  token?: InputMaybe<Scalars['String']['input']>;
  placesDone: Array<LeaseSigningPlace> | LeaseSigningPlace;
}>;


export type SaveLeaseSigningProgressMutation = { __typename?: 'Mutation', saveLeaseSigningProgress: { __typename?: 'LeaseSigning', isTurn: boolean, consented: boolean, places: Array<LeaseSigningPlace>, placesLeft: Array<LeaseSigningPlace>, viewUrl?: string | null, signer: { __typename?: 'LeaseSigner', id: string, role: LeaseSignerRole, name: string, status: LeaseSignerStatus, locale: string }, lease: { __typename?: 'Lease', id: string, status: LeaseStatus, subject: string, province: string, language: string, terms: any, signedCount: number, signerCount: number, expiresAt?: string | null, endedReason?: string | null, documentPath: string, signedDocumentPath?: string | null, signers: Array<{ __typename?: 'LeaseSigner', id: string, role: LeaseSignerRole, name: string, status: LeaseSignerStatus, order: number, isYou: boolean, signedAt?: string | null }> } } };

export type SignLeaseMutationVariables = Exact<{
  leaseId: Scalars['ID']['input'];
  token?: InputMaybe<Scalars['String']['input']>;
  signature: LeaseSignatureInput;
}>;


export type SignLeaseMutation = { __typename?: 'Mutation', signLease: { __typename?: 'LeaseSigning', isTurn: boolean, consented: boolean, places: Array<LeaseSigningPlace>, placesLeft: Array<LeaseSigningPlace>, viewUrl?: string | null, signer: { __typename?: 'LeaseSigner', id: string, role: LeaseSignerRole, name: string, status: LeaseSignerStatus, locale: string }, lease: { __typename?: 'Lease', id: string, status: LeaseStatus, subject: string, province: string, language: string, terms: any, signedCount: number, signerCount: number, expiresAt?: string | null, endedReason?: string | null, documentPath: string, signedDocumentPath?: string | null, signers: Array<{ __typename?: 'LeaseSigner', id: string, role: LeaseSignerRole, name: string, status: LeaseSignerStatus, order: number, isYou: boolean, signedAt?: string | null }> } } };

export type DeclineLeaseMutationVariables = Exact<{
  leaseId: Scalars['ID']['input'];
  token?: InputMaybe<Scalars['String']['input']>;
  reason: Scalars['String']['input'];
}>;


export type DeclineLeaseMutation = { __typename?: 'Mutation', declineLease: { __typename?: 'LeaseSigning', isTurn: boolean, consented: boolean, places: Array<LeaseSigningPlace>, placesLeft: Array<LeaseSigningPlace>, viewUrl?: string | null, signer: { __typename?: 'LeaseSigner', id: string, role: LeaseSignerRole, name: string, status: LeaseSignerStatus, locale: string }, lease: { __typename?: 'Lease', id: string, status: LeaseStatus, subject: string, province: string, language: string, terms: any, signedCount: number, signerCount: number, expiresAt?: string | null, endedReason?: string | null, documentPath: string, signedDocumentPath?: string | null, signers: Array<{ __typename?: 'LeaseSigner', id: string, role: LeaseSignerRole, name: string, status: LeaseSignerStatus, order: number, isYou: boolean, signedAt?: string | null }> } } };

export type LeaseSignerFieldsFragment = { __typename?: 'LeaseSigner', id: string, role: LeaseSignerRole, name: string, email: string, order: number, status: LeaseSignerStatus, locale: string, viewedAt?: string | null, signedAt?: string | null, declinedAt?: string | null, declineReason?: string | null, lastRemindedAt?: string | null, isYou: boolean };

export type LeaseRowFieldsFragment = { __typename?: 'Lease', id: string, status: LeaseStatus, province: string, language: string, subject: string, terms: any, createdAt: string, sentAt?: string | null, completedAt?: string | null, expiresAt?: string | null, signedCount: number, signerCount: number, canManage: boolean, viewerRole: string, documentPath: string, signedDocumentPath?: string | null, sealedSha256?: string | null, roomId?: string | null, signers: Array<{ __typename?: 'LeaseSigner', id: string, role: LeaseSignerRole, name: string, email: string, order: number, status: LeaseSignerStatus, locale: string, viewedAt?: string | null, signedAt?: string | null, declinedAt?: string | null, declineReason?: string | null, lastRemindedAt?: string | null, isYou: boolean }>, nextSigners: Array<{ __typename?: 'LeaseSigner', id: string, name: string, role: LeaseSignerRole, isYou: boolean }> };

export type LeaseDetailFieldsFragment = { __typename?: 'Lease', message: string, listingId?: string | null, applicationId?: string | null, endedAt?: string | null, endedReason?: string | null, documentSha256?: string | null, id: string, status: LeaseStatus, province: string, language: string, subject: string, terms: any, createdAt: string, sentAt?: string | null, completedAt?: string | null, expiresAt?: string | null, signedCount: number, signerCount: number, canManage: boolean, viewerRole: string, documentPath: string, signedDocumentPath?: string | null, sealedSha256?: string | null, roomId?: string | null, voidClauseFindings: Array<{ __typename?: 'LeaseVoidClauseFinding', ruleId: string, excerpt: string, warningEn: string, warningFr: string, sourceUrl: string, sourceLabel: string }>, events: Array<{ __typename?: 'LeaseEvent', id: string, kind: LeaseEventKind, at: string, actor: string, signerId?: string | null, ip?: string | null, userAgent?: string | null, detail: any }>, signers: Array<{ __typename?: 'LeaseSigner', id: string, role: LeaseSignerRole, name: string, email: string, order: number, status: LeaseSignerStatus, locale: string, viewedAt?: string | null, signedAt?: string | null, declinedAt?: string | null, declineReason?: string | null, lastRemindedAt?: string | null, isYou: boolean }>, nextSigners: Array<{ __typename?: 'LeaseSigner', id: string, name: string, role: LeaseSignerRole, isYou: boolean }> };

export type LeaseListQueryVariables = Exact<{
  where?: InputMaybe<LeaseWhereInput>;
  first?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
}>;


export type LeaseListQuery = { __typename?: 'Query', leases: { __typename?: 'LeasePage', count: number, items: Array<{ __typename?: 'Lease', id: string, status: LeaseStatus, province: string, language: string, subject: string, terms: any, createdAt: string, sentAt?: string | null, completedAt?: string | null, expiresAt?: string | null, signedCount: number, signerCount: number, canManage: boolean, viewerRole: string, documentPath: string, signedDocumentPath?: string | null, sealedSha256?: string | null, roomId?: string | null, signers: Array<{ __typename?: 'LeaseSigner', id: string, role: LeaseSignerRole, name: string, email: string, order: number, status: LeaseSignerStatus, locale: string, viewedAt?: string | null, signedAt?: string | null, declinedAt?: string | null, declineReason?: string | null, lastRemindedAt?: string | null, isYou: boolean }>, nextSigners: Array<{ __typename?: 'LeaseSigner', id: string, name: string, role: LeaseSignerRole, isYou: boolean }> }> } };

export type LeaseDetailQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type LeaseDetailQuery = { __typename?: 'Query', lease: { __typename?: 'Lease', message: string, listingId?: string | null, applicationId?: string | null, endedAt?: string | null, endedReason?: string | null, documentSha256?: string | null, id: string, status: LeaseStatus, province: string, language: string, subject: string, terms: any, createdAt: string, sentAt?: string | null, completedAt?: string | null, expiresAt?: string | null, signedCount: number, signerCount: number, canManage: boolean, viewerRole: string, documentPath: string, signedDocumentPath?: string | null, sealedSha256?: string | null, roomId?: string | null, voidClauseFindings: Array<{ __typename?: 'LeaseVoidClauseFinding', ruleId: string, excerpt: string, warningEn: string, warningFr: string, sourceUrl: string, sourceLabel: string }>, events: Array<{ __typename?: 'LeaseEvent', id: string, kind: LeaseEventKind, at: string, actor: string, signerId?: string | null, ip?: string | null, userAgent?: string | null, detail: any }>, signers: Array<{ __typename?: 'LeaseSigner', id: string, role: LeaseSignerRole, name: string, email: string, order: number, status: LeaseSignerStatus, locale: string, viewedAt?: string | null, signedAt?: string | null, declinedAt?: string | null, declineReason?: string | null, lastRemindedAt?: string | null, isYou: boolean }>, nextSigners: Array<{ __typename?: 'LeaseSigner', id: string, name: string, role: LeaseSignerRole, isYou: boolean }> } };

export type SendLeaseMutationVariables = Exact<{
  leaseId: Scalars['ID']['input'];
}>;


export type SendLeaseMutation = { __typename?: 'Mutation', sendLease: { __typename?: 'Lease', message: string, listingId?: string | null, applicationId?: string | null, endedAt?: string | null, endedReason?: string | null, documentSha256?: string | null, id: string, status: LeaseStatus, province: string, language: string, subject: string, terms: any, createdAt: string, sentAt?: string | null, completedAt?: string | null, expiresAt?: string | null, signedCount: number, signerCount: number, canManage: boolean, viewerRole: string, documentPath: string, signedDocumentPath?: string | null, sealedSha256?: string | null, roomId?: string | null, voidClauseFindings: Array<{ __typename?: 'LeaseVoidClauseFinding', ruleId: string, excerpt: string, warningEn: string, warningFr: string, sourceUrl: string, sourceLabel: string }>, events: Array<{ __typename?: 'LeaseEvent', id: string, kind: LeaseEventKind, at: string, actor: string, signerId?: string | null, ip?: string | null, userAgent?: string | null, detail: any }>, signers: Array<{ __typename?: 'LeaseSigner', id: string, role: LeaseSignerRole, name: string, email: string, order: number, status: LeaseSignerStatus, locale: string, viewedAt?: string | null, signedAt?: string | null, declinedAt?: string | null, declineReason?: string | null, lastRemindedAt?: string | null, isYou: boolean }>, nextSigners: Array<{ __typename?: 'LeaseSigner', id: string, name: string, role: LeaseSignerRole, isYou: boolean }> } };

export type VoidLeaseMutationVariables = Exact<{
  leaseId: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
}>;


export type VoidLeaseMutation = { __typename?: 'Mutation', voidLease: { __typename?: 'Lease', message: string, listingId?: string | null, applicationId?: string | null, endedAt?: string | null, endedReason?: string | null, documentSha256?: string | null, id: string, status: LeaseStatus, province: string, language: string, subject: string, terms: any, createdAt: string, sentAt?: string | null, completedAt?: string | null, expiresAt?: string | null, signedCount: number, signerCount: number, canManage: boolean, viewerRole: string, documentPath: string, signedDocumentPath?: string | null, sealedSha256?: string | null, roomId?: string | null, voidClauseFindings: Array<{ __typename?: 'LeaseVoidClauseFinding', ruleId: string, excerpt: string, warningEn: string, warningFr: string, sourceUrl: string, sourceLabel: string }>, events: Array<{ __typename?: 'LeaseEvent', id: string, kind: LeaseEventKind, at: string, actor: string, signerId?: string | null, ip?: string | null, userAgent?: string | null, detail: any }>, signers: Array<{ __typename?: 'LeaseSigner', id: string, role: LeaseSignerRole, name: string, email: string, order: number, status: LeaseSignerStatus, locale: string, viewedAt?: string | null, signedAt?: string | null, declinedAt?: string | null, declineReason?: string | null, lastRemindedAt?: string | null, isYou: boolean }>, nextSigners: Array<{ __typename?: 'LeaseSigner', id: string, name: string, role: LeaseSignerRole, isYou: boolean }> } };

export type RemindLeaseSignersMutationVariables = Exact<{
  leaseId: Scalars['ID']['input'];
}>;


export type RemindLeaseSignersMutation = { __typename?: 'Mutation', remindLeaseSigners: { __typename?: 'Lease', message: string, listingId?: string | null, applicationId?: string | null, endedAt?: string | null, endedReason?: string | null, documentSha256?: string | null, id: string, status: LeaseStatus, province: string, language: string, subject: string, terms: any, createdAt: string, sentAt?: string | null, completedAt?: string | null, expiresAt?: string | null, signedCount: number, signerCount: number, canManage: boolean, viewerRole: string, documentPath: string, signedDocumentPath?: string | null, sealedSha256?: string | null, roomId?: string | null, voidClauseFindings: Array<{ __typename?: 'LeaseVoidClauseFinding', ruleId: string, excerpt: string, warningEn: string, warningFr: string, sourceUrl: string, sourceLabel: string }>, events: Array<{ __typename?: 'LeaseEvent', id: string, kind: LeaseEventKind, at: string, actor: string, signerId?: string | null, ip?: string | null, userAgent?: string | null, detail: any }>, signers: Array<{ __typename?: 'LeaseSigner', id: string, role: LeaseSignerRole, name: string, email: string, order: number, status: LeaseSignerStatus, locale: string, viewedAt?: string | null, signedAt?: string | null, declinedAt?: string | null, declineReason?: string | null, lastRemindedAt?: string | null, isYou: boolean }>, nextSigners: Array<{ __typename?: 'LeaseSigner', id: string, name: string, role: LeaseSignerRole, isYou: boolean }> } };

export type VerifyLeaseDocumentQueryVariables = Exact<{
  sha256: Scalars['String']['input'];
}>;


export type VerifyLeaseDocumentQuery = { __typename?: 'Query', verifyLeaseDocument: { __typename?: 'LeaseVerification', valid: boolean, completedAt?: string | null, signerNames: Array<string>, province?: string | null } };

export type LeasePrepareApplicationQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type LeasePrepareApplicationQuery = { __typename?: 'Query', rentalApplication: { __typename?: 'RentalApplication', id: string, status: RentalApplicationStatus, applicantName: string, listingId: string, unitId?: string | null, monthlyRent?: number | null, details?: any | null } };

export type LeasePrepareListingQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type LeasePrepareListingQuery = { __typename?: 'Query', listing: { __typename?: 'Listing', id: string, location?: { __typename?: 'Location', id: string, address: string, city: { __typename?: 'LocationCity', id: string, name: string, province: string } } | null, units: Array<{ __typename?: 'Unit', id: string, number?: string | null, monthlyPrice?: number | null, parkingSpots?: number | null }> } };

export type CreateLeaseMutationVariables = Exact<{
  data: Scalars['JSON']['input'];
  landlordLegalName: Scalars['String']['input'];
  redirectUrl?: InputMaybe<Scalars['String']['input']>;
}>;


export type CreateLeaseMutation = { __typename?: 'Mutation', createLease: { __typename?: 'CreateLeaseResult', id: string, status: LeaseStatus, lease: { __typename?: 'Lease', message: string, listingId?: string | null, applicationId?: string | null, endedAt?: string | null, endedReason?: string | null, documentSha256?: string | null, id: string, status: LeaseStatus, province: string, language: string, subject: string, terms: any, createdAt: string, sentAt?: string | null, completedAt?: string | null, expiresAt?: string | null, signedCount: number, signerCount: number, canManage: boolean, viewerRole: string, documentPath: string, signedDocumentPath?: string | null, sealedSha256?: string | null, roomId?: string | null, voidClauseFindings: Array<{ __typename?: 'LeaseVoidClauseFinding', ruleId: string, excerpt: string, warningEn: string, warningFr: string, sourceUrl: string, sourceLabel: string }>, events: Array<{ __typename?: 'LeaseEvent', id: string, kind: LeaseEventKind, at: string, actor: string, signerId?: string | null, ip?: string | null, userAgent?: string | null, detail: any }>, signers: Array<{ __typename?: 'LeaseSigner', id: string, role: LeaseSignerRole, name: string, email: string, order: number, status: LeaseSignerStatus, locale: string, viewedAt?: string | null, signedAt?: string | null, declinedAt?: string | null, declineReason?: string | null, lastRemindedAt?: string | null, isYou: boolean }>, nextSigners: Array<{ __typename?: 'LeaseSigner', id: string, name: string, role: LeaseSignerRole, isYou: boolean }> } } };

export type BuildingAmenityFieldsFragment = { __typename?: 'BuildingAmenities', onSiteLaundry: boolean, yard: boolean, concierge: boolean, elevator: boolean, dryCleaning: boolean, gym: boolean, swimmingPool: boolean, storage: boolean, guestSuites: boolean, beanfieldWifi: boolean, publicWifi: boolean, bbqPermitted: boolean, visitorsParking: boolean, partyRoom: boolean, bikeStorage: boolean, wheelchairAccess: boolean, rooftopDeck: boolean, hotTub: boolean, sauna: boolean, gameRoom: boolean, theatre: boolean, businessCenter: boolean, communalGarden: boolean, petSpa: boolean, mediaRoom: boolean, basketballCourt: boolean, yogaRoom: boolean, tennisCourt: boolean, rooftopTerrace: boolean, coworkingSpace: boolean, conferenceRoom: boolean, patio: boolean, lounge: boolean };

export type UnitAmenityFieldsFragment = { __typename?: 'UnitAmenities', ac: boolean, centralHeat: boolean, electricalHeating: boolean, radiatorHeating: boolean, fireplace: boolean, carpet: boolean, ceilingFan: boolean, hardwoodFloor: boolean, walkInCloset: boolean, highCeilings: boolean, bathroomFan: boolean, balcony: boolean };

export type UnitApplianceFieldsFragment = { __typename?: 'UnitAppliances', fridge: boolean, stove: boolean, rangehood: boolean, dishwasher: boolean, microwave: boolean, inunitwasher: boolean, inunitdryer: boolean, wineFridge: boolean, dehumidifier: boolean, firePlaceElectric: boolean, firePlaceGas: boolean, jacuzzi: boolean };

export type LocationTagFieldsFragment = { __typename?: 'LocationTags', students: boolean, closeToTransit: boolean, purposeBuiltRentals: boolean, nightlife: boolean, parksAndWater: boolean, luxuryRentals: boolean, shortTermRentals: boolean, professionallyManaged: boolean, onlinePayments: boolean, onlineApplications: boolean, furnishedRentals: boolean, petFriendly: boolean };

export type UtilityFieldsFragment = { __typename?: 'Utilities', electricity: boolean, heating: boolean, airConditioning: boolean, water: boolean, garbageRemoval: boolean, cableTv: boolean, internet: boolean, maintenanceFees: boolean, gas: boolean };

export type PetFieldsFragment = { __typename?: 'Pets', cat: boolean, dog: boolean, other: boolean, none: boolean };

export type TenantRequirementFieldsFragment = { __typename?: 'TenantRequirements', exceptionalCredit: boolean, payStub: boolean, letterOfEmployment: boolean, photoId: boolean, pastReferences: boolean, noSmoking: boolean, extraDocumentation: boolean };

export type LandlordListingFieldsFragment = { __typename?: 'Listing', id: string, title: string, status: ListingStatus, isapproved: boolean, isHidden: boolean, activate: boolean, isPremium: boolean, premiumDaysLeft: number, createdAt: string, updatedAt: string, location?: { __typename?: 'Location', id: string, address: string } | null, pictures: Array<{ __typename?: 'Picture', id: string, cardUrl: string, order: number }>, units: Array<{ __typename?: 'Unit', id: string, title: string, monthlyPrice?: number | null, contactForPricing: boolean }> };

export type LandlordListingsQueryVariables = Exact<{
  search?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
}>;


export type LandlordListingsQuery = { __typename?: 'Query', searchBuildingByLandlordCount: number, searchBuildingByLandlord: Array<{ __typename?: 'Listing', id: string, title: string, status: ListingStatus, isapproved: boolean, isHidden: boolean, activate: boolean, isPremium: boolean, premiumDaysLeft: number, createdAt: string, updatedAt: string, location?: { __typename?: 'Location', id: string, address: string } | null, pictures: Array<{ __typename?: 'Picture', id: string, cardUrl: string, order: number }>, units: Array<{ __typename?: 'Unit', id: string, title: string, monthlyPrice?: number | null, contactForPricing: boolean }> }> };

export type DeleteBuildingMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteBuildingMutation = { __typename?: 'Mutation', deleteBuilding: string };

export type MarkListingRentedMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  data: MarkListingRentedInput;
}>;


export type MarkListingRentedMutation = { __typename?: 'Mutation', markListingRented: { __typename?: 'Listing', rentedPrice?: number | null, signedLeaseDate?: string | null, disableListing?: string | null, tenantNames?: string | null, id: string, title: string, status: ListingStatus, isapproved: boolean, isHidden: boolean, activate: boolean, isPremium: boolean, premiumDaysLeft: number, createdAt: string, updatedAt: string, location?: { __typename?: 'Location', id: string, address: string } | null, pictures: Array<{ __typename?: 'Picture', id: string, cardUrl: string, order: number }>, units: Array<{ __typename?: 'Unit', id: string, title: string, monthlyPrice?: number | null, contactForPricing: boolean }> } };

export type RelistListingMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RelistListingMutation = { __typename?: 'Mutation', relistListing: { __typename?: 'Listing', id: string, title: string, status: ListingStatus, isapproved: boolean, isHidden: boolean, activate: boolean, isPremium: boolean, premiumDaysLeft: number, createdAt: string, updatedAt: string, location?: { __typename?: 'Location', id: string, address: string } | null, pictures: Array<{ __typename?: 'Picture', id: string, cardUrl: string, order: number }>, units: Array<{ __typename?: 'Unit', id: string, title: string, monthlyPrice?: number | null, contactForPricing: boolean }> } };

export type UnitPageBuildingQueryVariables = Exact<{
  unitId: Scalars['ID']['input'];
}>;


export type UnitPageBuildingQuery = { __typename?: 'Query', getBuildingByUnit: { __typename?: 'Listing', id: string, title: string, status: ListingStatus, isapproved: boolean, isHidden: boolean, propertyType: PropertyType, description?: string | null, user: { __typename?: 'ListingOwner', id: string }, location?: { __typename?: 'Location', id: string, address: string, city: { __typename?: 'LocationCity', id: string, name: string, province: string } } | null, pictures: Array<{ __typename?: 'Picture', id: string, cardUrl: string, detailUrl: string, filename: string, order: number }>, units: Array<{ __typename?: 'Unit', id: string, title: string, number?: string | null, available: boolean, startDateAvailability?: string | null, unitSize?: number | null, bedrooms: Bedrooms, bathrooms: number, den?: boolean | null, monthlyPrice?: number | null, deposit?: number | null, contactForPricing: boolean, leaseTerm?: number | null, parking?: ParkingType | null, parkingSpots?: number | null, furnished: boolean, pictures: Array<{ __typename?: 'Picture', id: string, cardUrl: string, detailUrl: string, filename: string, order: number }>, unitAmenities: { __typename?: 'UnitAmenities', ac: boolean, centralHeat: boolean, electricalHeating: boolean, radiatorHeating: boolean, fireplace: boolean, carpet: boolean, ceilingFan: boolean, hardwoodFloor: boolean, walkInCloset: boolean, highCeilings: boolean, bathroomFan: boolean, balcony: boolean }, unitAppliances: { __typename?: 'UnitAppliances', fridge: boolean, stove: boolean, rangehood: boolean, dishwasher: boolean, microwave: boolean, inunitwasher: boolean, inunitdryer: boolean, wineFridge: boolean, dehumidifier: boolean, firePlaceElectric: boolean, firePlaceGas: boolean, jacuzzi: boolean } }> } };

export type ListingStatsQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ListingStatsQuery = { __typename?: 'Query', listing: { __typename?: 'Listing', id: string, saveCount?: number | null }, listingStats: { __typename?: 'ListingStats', listingId: string, firstDay: string, lastDay: string, days: Array<{ __typename?: 'ListingStatDay', day: string, views: number }>, totals: { __typename?: 'ListingStatTotals', views: number, impressions: number, contactClicks: number, conversations: number, viewings: number, applications: number }, boost?: { __typename?: 'ListingBoostResult', running: boolean, days: number, firstDay: string, lastDay: string, figures: Array<{ __typename?: 'ListingStatComparison', figure: ListingStatFigure, during: number, before: number, ratio?: number | null }> } | null } };

export type DepositQuoteForPlansQueryVariables = Exact<{
  planIds: Array<Scalars['Int']['input']> | Scalars['Int']['input'];
  province: Scalars['String']['input'];
}>;


export type DepositQuoteForPlansQuery = { __typename?: 'Query', depositQuoteForPlans: { __typename?: 'PaymentQuote', subtotalCents: number, taxCents: number, totalCents: number, province: string, terms?: string | null, lines: Array<{ __typename?: 'PaymentLine', kind: string, name: string, amountCents: number }>, taxes: Array<{ __typename?: 'PaymentTaxLine', component: string, ratePer: number, amountCents: number }> } };

export type DepositQuoteQueryVariables = Exact<{
  listingId: Scalars['ID']['input'];
}>;


export type DepositQuoteQuery = { __typename?: 'Query', depositQuote: { __typename?: 'PaymentQuote', subtotalCents: number, taxCents: number, totalCents: number, province: string, terms?: string | null, lines: Array<{ __typename?: 'PaymentLine', kind: string, name: string, amountCents: number }>, taxes: Array<{ __typename?: 'PaymentTaxLine', component: string, ratePer: number, amountCents: number }> } };

export type DepositQuoteFieldsFragment = { __typename?: 'PaymentQuote', subtotalCents: number, taxCents: number, totalCents: number, province: string, terms?: string | null, lines: Array<{ __typename?: 'PaymentLine', kind: string, name: string, amountCents: number }>, taxes: Array<{ __typename?: 'PaymentTaxLine', component: string, ratePer: number, amountCents: number }> };

export type CreateCheckoutSessionMutationVariables = Exact<{
  listingId: Scalars['ID']['input'];
  price: Scalars['Int']['input'];
  email?: InputMaybe<Scalars['String']['input']>;
  idempotencyKey: Scalars['String']['input'];
}>;


export type CreateCheckoutSessionMutation = { __typename?: 'Mutation', createCheckoutSession: { __typename?: 'CheckoutSession', paymentId: string, url: string } };

export type ListWithUsPlansQueryVariables = Exact<{
  where?: InputMaybe<PlanWhereInput>;
}>;


export type ListWithUsPlansQuery = { __typename?: 'Query', plans: Array<{ __typename?: 'Plan', id: number, planGroup: number, priceCents: number, unit: PlanUnit, position: number, kind: PlanKind, nameEn: string, nameFr: string }> };

export type UpdateUserTypeListWithUsMutationVariables = Exact<{
  data: UpdateUserTypeListWithUsInput;
}>;


export type UpdateUserTypeListWithUsMutation = { __typename?: 'Mutation', updateUserTypeListWithUs: { __typename?: 'User', id: string, userType: UserType } };

export type CreateListWithUsMutationVariables = Exact<{
  data: ListWithUsInput;
}>;


export type CreateListWithUsMutation = { __typename?: 'Mutation', createListWithUs: { __typename?: 'ListWithUsResult', id: string, unitIds: Array<string>, paymentStatus?: string | null, planIds: Array<number> } };

export type ListWithUsListingQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ListWithUsListingQuery = { __typename?: 'Query', getSingleBuilding: { __typename?: 'Listing', planIds?: Array<number> | null, paymentStatus?: string | null, advertiseUnit?: boolean | null, existingUrl?: string | null, advertiseDuration?: string | null, currentlyTenanted?: boolean | null, minimumRentalPrice?: number | null, extraInfo?: string | null, showingUnit?: ShowingType | null, customiseLease?: boolean | null, propertyRealtor?: boolean | null, commission?: string | null, partnershipStatus?: string | null, spousePartner?: string | null, lockbox?: string | null, id: string, title: string, isapproved: boolean, description?: string | null, propertyType: PropertyType, role?: PosterRole | null, region?: string | null, buildingConstructionYear?: string | null, totalUnitsInBuilding?: number | null, storiesInBuilding?: number | null, basement?: boolean | null, moveInBonuses?: string | null, user: { __typename?: 'ListingOwner', id: string }, location?: { __typename?: 'Location', address: string, lat: number, lng: number, city: { __typename?: 'LocationCity', id: string, name: string, province: string }, neighbourHood?: { __typename?: 'LocationNeighbourhood', id: string, name: string } | null, tags: { __typename?: 'LocationTags', students: boolean, closeToTransit: boolean, purposeBuiltRentals: boolean, nightlife: boolean, parksAndWater: boolean, luxuryRentals: boolean, shortTermRentals: boolean, professionallyManaged: boolean, onlinePayments: boolean, onlineApplications: boolean, furnishedRentals: boolean, petFriendly: boolean } } | null, utilities: { __typename?: 'Utilities', electricity: boolean, heating: boolean, airConditioning: boolean, water: boolean, garbageRemoval: boolean, cableTv: boolean, internet: boolean, maintenanceFees: boolean, gas: boolean }, amenities: { __typename?: 'BuildingAmenities', onSiteLaundry: boolean, yard: boolean, concierge: boolean, elevator: boolean, dryCleaning: boolean, gym: boolean, swimmingPool: boolean, storage: boolean, guestSuites: boolean, beanfieldWifi: boolean, publicWifi: boolean, bbqPermitted: boolean, visitorsParking: boolean, partyRoom: boolean, bikeStorage: boolean, wheelchairAccess: boolean, rooftopDeck: boolean, hotTub: boolean, sauna: boolean, gameRoom: boolean, theatre: boolean, businessCenter: boolean, communalGarden: boolean, petSpa: boolean, mediaRoom: boolean, basketballCourt: boolean, yogaRoom: boolean, tennisCourt: boolean, rooftopTerrace: boolean, coworkingSpace: boolean, conferenceRoom: boolean, patio: boolean, lounge: boolean }, pets: { __typename?: 'Pets', cat: boolean, dog: boolean, other: boolean, none: boolean }, tenantRequirements: { __typename?: 'TenantRequirements', exceptionalCredit: boolean, payStub: boolean, letterOfEmployment: boolean, photoId: boolean, pastReferences: boolean, noSmoking: boolean, extraDocumentation: boolean }, pictures: Array<{ __typename?: 'Picture', id: string, fileId: string, url: string, filename: string, order: number }>, units: Array<{ __typename?: 'Unit', id: string, title: string, number?: string | null, den?: boolean | null, available: boolean, startDateAvailability?: string | null, unitSize?: number | null, bedrooms: Bedrooms, bathrooms: number, monthlyPrice?: number | null, deposit?: number | null, contactForPricing: boolean, furnished: boolean, parking?: ParkingType | null, parkingSpots?: number | null, leaseTerm?: number | null, storage?: StorageOption | null, maintenance?: boolean | null, smokeAlarm?: boolean | null, unitAmenities: { __typename?: 'UnitAmenities', ac: boolean, centralHeat: boolean, electricalHeating: boolean, radiatorHeating: boolean, fireplace: boolean, carpet: boolean, ceilingFan: boolean, hardwoodFloor: boolean, walkInCloset: boolean, highCeilings: boolean, bathroomFan: boolean, balcony: boolean }, unitAppliances: { __typename?: 'UnitAppliances', fridge: boolean, stove: boolean, rangehood: boolean, dishwasher: boolean, microwave: boolean, inunitwasher: boolean, inunitdryer: boolean, wineFridge: boolean, dehumidifier: boolean, firePlaceElectric: boolean, firePlaceGas: boolean, jacuzzi: boolean }, floorplan?: { __typename?: 'Picture', id: string, fileId: string, url: string, filename: string, mimeType: string } | null }> } };

export type SaveListWithUsPhoneMutationVariables = Exact<{
  data: UpdateUserInput;
}>;


export type SaveListWithUsPhoneMutation = { __typename?: 'Mutation', updateUser: { __typename?: 'User', id: string, phone?: string | null } };

export type UpdateListWithUsListingMutationVariables = Exact<{
  where: ListingWhereInput;
  data: UpdateListingInput;
}>;


export type UpdateListWithUsListingMutation = { __typename?: 'Mutation', updateListing: { __typename?: 'Listing', planIds?: Array<number> | null, id: string, title: string, isapproved: boolean, description?: string | null, propertyType: PropertyType, role?: PosterRole | null, region?: string | null, buildingConstructionYear?: string | null, totalUnitsInBuilding?: number | null, storiesInBuilding?: number | null, basement?: boolean | null, moveInBonuses?: string | null, user: { __typename?: 'ListingOwner', id: string }, location?: { __typename?: 'Location', address: string, lat: number, lng: number, city: { __typename?: 'LocationCity', id: string, name: string, province: string }, neighbourHood?: { __typename?: 'LocationNeighbourhood', id: string, name: string } | null, tags: { __typename?: 'LocationTags', students: boolean, closeToTransit: boolean, purposeBuiltRentals: boolean, nightlife: boolean, parksAndWater: boolean, luxuryRentals: boolean, shortTermRentals: boolean, professionallyManaged: boolean, onlinePayments: boolean, onlineApplications: boolean, furnishedRentals: boolean, petFriendly: boolean } } | null, utilities: { __typename?: 'Utilities', electricity: boolean, heating: boolean, airConditioning: boolean, water: boolean, garbageRemoval: boolean, cableTv: boolean, internet: boolean, maintenanceFees: boolean, gas: boolean }, amenities: { __typename?: 'BuildingAmenities', onSiteLaundry: boolean, yard: boolean, concierge: boolean, elevator: boolean, dryCleaning: boolean, gym: boolean, swimmingPool: boolean, storage: boolean, guestSuites: boolean, beanfieldWifi: boolean, publicWifi: boolean, bbqPermitted: boolean, visitorsParking: boolean, partyRoom: boolean, bikeStorage: boolean, wheelchairAccess: boolean, rooftopDeck: boolean, hotTub: boolean, sauna: boolean, gameRoom: boolean, theatre: boolean, businessCenter: boolean, communalGarden: boolean, petSpa: boolean, mediaRoom: boolean, basketballCourt: boolean, yogaRoom: boolean, tennisCourt: boolean, rooftopTerrace: boolean, coworkingSpace: boolean, conferenceRoom: boolean, patio: boolean, lounge: boolean }, pets: { __typename?: 'Pets', cat: boolean, dog: boolean, other: boolean, none: boolean }, tenantRequirements: { __typename?: 'TenantRequirements', exceptionalCredit: boolean, payStub: boolean, letterOfEmployment: boolean, photoId: boolean, pastReferences: boolean, noSmoking: boolean, extraDocumentation: boolean }, pictures: Array<{ __typename?: 'Picture', id: string, fileId: string, url: string, filename: string, order: number }>, units: Array<{ __typename?: 'Unit', id: string, title: string, number?: string | null, den?: boolean | null, available: boolean, startDateAvailability?: string | null, unitSize?: number | null, bedrooms: Bedrooms, bathrooms: number, monthlyPrice?: number | null, deposit?: number | null, contactForPricing: boolean, furnished: boolean, parking?: ParkingType | null, parkingSpots?: number | null, leaseTerm?: number | null, storage?: StorageOption | null, maintenance?: boolean | null, smokeAlarm?: boolean | null, unitAmenities: { __typename?: 'UnitAmenities', ac: boolean, centralHeat: boolean, electricalHeating: boolean, radiatorHeating: boolean, fireplace: boolean, carpet: boolean, ceilingFan: boolean, hardwoodFloor: boolean, walkInCloset: boolean, highCeilings: boolean, bathroomFan: boolean, balcony: boolean }, unitAppliances: { __typename?: 'UnitAppliances', fridge: boolean, stove: boolean, rangehood: boolean, dishwasher: boolean, microwave: boolean, inunitwasher: boolean, inunitdryer: boolean, wineFridge: boolean, dehumidifier: boolean, firePlaceElectric: boolean, firePlaceGas: boolean, jacuzzi: boolean }, floorplan?: { __typename?: 'Picture', id: string, fileId: string, url: string, filename: string, mimeType: string } | null }> } };

export type InternalMapListingsQueryVariables = Exact<{
  state?: InputMaybe<Array<StaffListingState> | StaffListingState>;
  city?: InputMaybe<Scalars['String']['input']>;
}>;


export type InternalMapListingsQuery = { __typename?: 'Query', internalMapListings: Array<{ __typename?: 'InternalMapListing', id: string, title: string, lat: number, lng: number, state: StaffListingState, city: string }> };

export type SingleMapBuildingQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type SingleMapBuildingQuery = { __typename?: 'Query', singleMapBuilding: { __typename?: 'Listing', id: string, title: string, createdAt: string, user: { __typename?: 'ListingOwner', id: string, firstName?: string | null, lastName?: string | null, email?: string | null }, location?: { __typename?: 'Location', address: string } | null, units: Array<{ __typename?: 'Unit', id: string }> } };

export type AdminListingFieldsFragment = { __typename?: 'Listing', id: string, title: string, status: ListingStatus, isHidden: boolean, isapproved: boolean, rejectedAt?: string | null, rejectionReason?: string | null, availablityStatus?: UnavailabilityReason | null, isPremium: boolean, premiumName?: string | null, premiumEnd?: string | null, createdAt: string, updatedAt: string, location?: { __typename?: 'Location', id: string, address: string } | null, user: { __typename?: 'ListingOwner', id: string, firstName?: string | null, lastName?: string | null, email?: string | null } };

export type AdminListingsQueryVariables = Exact<{
  search?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  take?: InputMaybe<Scalars['Int']['input']>;
}>;


export type AdminListingsQuery = { __typename?: 'Query', listingSearchCount: number, searchBuilding: Array<{ __typename?: 'Listing', id: string, title: string, status: ListingStatus, isHidden: boolean, isapproved: boolean, rejectedAt?: string | null, rejectionReason?: string | null, availablityStatus?: UnavailabilityReason | null, isPremium: boolean, premiumName?: string | null, premiumEnd?: string | null, createdAt: string, updatedAt: string, location?: { __typename?: 'Location', id: string, address: string } | null, user: { __typename?: 'ListingOwner', id: string, firstName?: string | null, lastName?: string | null, email?: string | null } }> };

export type AdminListingCountsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminListingCountsQuery = { __typename?: 'Query', adminTotalListing: number, adminActiveListingCount: number };

export type PendingListingCountQueryVariables = Exact<{ [key: string]: never; }>;


export type PendingListingCountQuery = { __typename?: 'Query', requestLisitngCount: { __typename?: 'RequestListingCount', count: number } };

export type RequestedListingsQueryVariables = Exact<{
  first?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
}>;


export type RequestedListingsQuery = { __typename?: 'Query', requestedListings: Array<{ __typename?: 'Listing', id: string, title: string, status: ListingStatus, isHidden: boolean, isapproved: boolean, rejectedAt?: string | null, rejectionReason?: string | null, availablityStatus?: UnavailabilityReason | null, isPremium: boolean, premiumName?: string | null, premiumEnd?: string | null, createdAt: string, updatedAt: string, location?: { __typename?: 'Location', id: string, address: string } | null, user: { __typename?: 'ListingOwner', id: string, firstName?: string | null, lastName?: string | null, email?: string | null } }>, requestLisitngCount: { __typename?: 'RequestListingCount', count: number } };

export type ActivateListingMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ActivateListingMutation = { __typename?: 'Mutation', activeListing: { __typename?: 'Listing', id: string, title: string, status: ListingStatus, isHidden: boolean, isapproved: boolean, rejectedAt?: string | null, rejectionReason?: string | null, availablityStatus?: UnavailabilityReason | null, isPremium: boolean, premiumName?: string | null, premiumEnd?: string | null, createdAt: string, updatedAt: string, location?: { __typename?: 'Location', id: string, address: string } | null, user: { __typename?: 'ListingOwner', id: string, firstName?: string | null, lastName?: string | null, email?: string | null } } };

export type DeactivateListingMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  data: UnavailabilityInput;
}>;


export type DeactivateListingMutation = { __typename?: 'Mutation', deactivateSearchListing: { __typename?: 'Listing', id: string, title: string, status: ListingStatus, isHidden: boolean, isapproved: boolean, rejectedAt?: string | null, rejectionReason?: string | null, availablityStatus?: UnavailabilityReason | null, isPremium: boolean, premiumName?: string | null, premiumEnd?: string | null, createdAt: string, updatedAt: string, location?: { __typename?: 'Location', id: string, address: string } | null, user: { __typename?: 'ListingOwner', id: string, firstName?: string | null, lastName?: string | null, email?: string | null } } };

export type ApproveListingMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ApproveListingMutation = { __typename?: 'Mutation', approveListing: { __typename?: 'Listing', id: string, title: string, status: ListingStatus, isHidden: boolean, isapproved: boolean, rejectedAt?: string | null, rejectionReason?: string | null, availablityStatus?: UnavailabilityReason | null, isPremium: boolean, premiumName?: string | null, premiumEnd?: string | null, createdAt: string, updatedAt: string, location?: { __typename?: 'Location', id: string, address: string } | null, user: { __typename?: 'ListingOwner', id: string, firstName?: string | null, lastName?: string | null, email?: string | null } } };

export type RejectListingMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
}>;


export type RejectListingMutation = { __typename?: 'Mutation', rejectListing: { __typename?: 'Listing', id: string, title: string, status: ListingStatus, isHidden: boolean, isapproved: boolean, rejectedAt?: string | null, rejectionReason?: string | null, availablityStatus?: UnavailabilityReason | null, isPremium: boolean, premiumName?: string | null, premiumEnd?: string | null, createdAt: string, updatedAt: string, location?: { __typename?: 'Location', id: string, address: string } | null, user: { __typename?: 'ListingOwner', id: string, firstName?: string | null, lastName?: string | null, email?: string | null } } };

export type ListingAuditTrailQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ListingAuditTrailQuery = { __typename?: 'Query', auditTrail: Array<{ __typename?: 'AuditEntry', id: string, action: string, actorEmail: string, before?: string | null, after?: string | null, createdAt: string }> };

export type PlacesAwaitingReviewQueryVariables = Exact<{ [key: string]: never; }>;


export type PlacesAwaitingReviewQuery = { __typename?: 'Query', placesAwaitingReview: Array<{ __typename?: 'City', id: string, name: string, province: string, accepted: boolean, neighbourhoods: Array<{ __typename?: 'Neighbourhood', id: string, name: string, accepted: boolean }> }> };

export type AcceptCityMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AcceptCityMutation = { __typename?: 'Mutation', acceptCity: { __typename?: 'City', id: string, accepted: boolean } };

export type AcceptNeighbourhoodMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AcceptNeighbourhoodMutation = { __typename?: 'Mutation', acceptNeighbourhood: { __typename?: 'Neighbourhood', id: string, accepted: boolean } };

export type ListingPagePictureFieldsFragment = { __typename?: 'Picture', id: string, cardUrl: string, detailUrl: string, url: string, mimeType: string, width?: number | null, height?: number | null, order: number };

export type ListingPageQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ListingPageQuery = { __typename?: 'Query', listing: { __typename?: 'Listing', id: string, title: string, status: ListingStatus, isapproved: boolean, isPremium: boolean, premiumEnd?: string | null, propertyType: PropertyType, postedAt?: string | null, contentUpdatedAt?: string | null, role?: PosterRole | null, description?: string | null, moveInBonuses?: string | null, buildingConstructionYear?: string | null, storiesInBuilding?: number | null, totalUnitsInBuilding?: number | null, developmentCompany?: string | null, basement?: boolean | null, user: { __typename?: 'ListingOwner', id: string, firstName?: string | null }, responseTime?: { __typename?: 'ResponseTime', bucket: ResponseTimeBucket } | null, location?: { __typename?: 'Location', id: string, address: string, lat: number, lng: number, city: { __typename?: 'LocationCity', id: string, name: string, province: string }, neighbourHood?: { __typename?: 'LocationNeighbourhood', id: string, name: string } | null, tags: { __typename?: 'LocationTags', students: boolean, closeToTransit: boolean, purposeBuiltRentals: boolean, nightlife: boolean, parksAndWater: boolean, luxuryRentals: boolean, shortTermRentals: boolean, professionallyManaged: boolean, onlinePayments: boolean, onlineApplications: boolean, furnishedRentals: boolean, petFriendly: boolean } } | null, pictures: Array<{ __typename?: 'Picture', id: string, cardUrl: string, detailUrl: string, url: string, mimeType: string, width?: number | null, height?: number | null, order: number }>, amenities: { __typename?: 'BuildingAmenities', onSiteLaundry: boolean, yard: boolean, concierge: boolean, elevator: boolean, dryCleaning: boolean, gym: boolean, swimmingPool: boolean, storage: boolean, guestSuites: boolean, beanfieldWifi: boolean, publicWifi: boolean, bbqPermitted: boolean, visitorsParking: boolean, partyRoom: boolean, bikeStorage: boolean, wheelchairAccess: boolean, rooftopDeck: boolean, hotTub: boolean, sauna: boolean, gameRoom: boolean, theatre: boolean, businessCenter: boolean, communalGarden: boolean, petSpa: boolean, mediaRoom: boolean, basketballCourt: boolean, yogaRoom: boolean, tennisCourt: boolean, rooftopTerrace: boolean, coworkingSpace: boolean, conferenceRoom: boolean, patio: boolean, lounge: boolean }, utilities: { __typename?: 'Utilities', electricity: boolean, heating: boolean, airConditioning: boolean, water: boolean, garbageRemoval: boolean, cableTv: boolean, internet: boolean, maintenanceFees: boolean, gas: boolean }, pets: { __typename?: 'Pets', cat: boolean, dog: boolean, other: boolean, none: boolean }, tenantRequirements: { __typename?: 'TenantRequirements', exceptionalCredit: boolean, payStub: boolean, letterOfEmployment: boolean, photoId: boolean, pastReferences: boolean, noSmoking: boolean, extraDocumentation: boolean }, units: Array<{ __typename?: 'Unit', id: string, title: string, number?: string | null, available: boolean, startDateAvailability?: string | null, unitSize?: number | null, bedrooms: Bedrooms, bathrooms: number, den?: boolean | null, monthlyPrice?: number | null, deposit?: number | null, contactForPricing: boolean, leaseTerm?: number | null, parking?: ParkingType | null, parkingSpots?: number | null, storage?: StorageOption | null, maintenance?: boolean | null, smokeAlarm?: boolean | null, furnished: boolean, moveInBonuses?: string | null, floorplan?: { __typename?: 'Picture', id: string, cardUrl: string, detailUrl: string, url: string, mimeType: string, width?: number | null, height?: number | null, order: number } | null, pictures: Array<{ __typename?: 'Picture', id: string, cardUrl: string, detailUrl: string, url: string, mimeType: string, width?: number | null, height?: number | null, order: number }>, unitAmenities: { __typename?: 'UnitAmenities', ac: boolean, centralHeat: boolean, electricalHeating: boolean, radiatorHeating: boolean, fireplace: boolean, carpet: boolean, ceilingFan: boolean, hardwoodFloor: boolean, walkInCloset: boolean, highCeilings: boolean, bathroomFan: boolean, balcony: boolean }, unitAppliances: { __typename?: 'UnitAppliances', fridge: boolean, stove: boolean, rangehood: boolean, dishwasher: boolean, microwave: boolean, inunitwasher: boolean, inunitdryer: boolean, wineFridge: boolean, dehumidifier: boolean, firePlaceElectric: boolean, firePlaceGas: boolean, jacuzzi: boolean } }> } };

export type SimilarListingsQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type SimilarListingsQuery = { __typename?: 'Query', similarListings: Array<{ __typename?: 'Listing', id: string, title: string, isPremium: boolean, propertyType: PropertyType, postedAt?: string | null, contentUpdatedAt?: string | null, matchingUnitIds?: Array<string> | null, location?: { __typename?: 'Location', id: string, address: string, lat: number, lng: number } | null, pictures: Array<{ __typename?: 'Picture', id: string, cardUrl: string, order: number }>, units: Array<{ __typename?: 'Unit', id: string, available: boolean, bedrooms: Bedrooms, bathrooms: number, unitSize?: number | null, monthlyPrice?: number | null, contactForPricing: boolean, pictures: Array<{ __typename?: 'Picture', id: string, cardUrl: string, order: number }> }> }> };

export type RecordListingViewMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RecordListingViewMutation = { __typename?: 'Mutation', recordListingView: boolean };

export type RecordListingContactMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RecordListingContactMutation = { __typename?: 'Mutation', recordListingEvent: boolean };

export type WizardListingFieldsFragment = { __typename?: 'Listing', id: string, title: string, isapproved: boolean, description?: string | null, propertyType: PropertyType, role?: PosterRole | null, region?: string | null, buildingConstructionYear?: string | null, totalUnitsInBuilding?: number | null, storiesInBuilding?: number | null, basement?: boolean | null, moveInBonuses?: string | null, user: { __typename?: 'ListingOwner', id: string }, location?: { __typename?: 'Location', address: string, lat: number, lng: number, city: { __typename?: 'LocationCity', id: string, name: string, province: string }, neighbourHood?: { __typename?: 'LocationNeighbourhood', id: string, name: string } | null, tags: { __typename?: 'LocationTags', students: boolean, closeToTransit: boolean, purposeBuiltRentals: boolean, nightlife: boolean, parksAndWater: boolean, luxuryRentals: boolean, shortTermRentals: boolean, professionallyManaged: boolean, onlinePayments: boolean, onlineApplications: boolean, furnishedRentals: boolean, petFriendly: boolean } } | null, utilities: { __typename?: 'Utilities', electricity: boolean, heating: boolean, airConditioning: boolean, water: boolean, garbageRemoval: boolean, cableTv: boolean, internet: boolean, maintenanceFees: boolean, gas: boolean }, amenities: { __typename?: 'BuildingAmenities', onSiteLaundry: boolean, yard: boolean, concierge: boolean, elevator: boolean, dryCleaning: boolean, gym: boolean, swimmingPool: boolean, storage: boolean, guestSuites: boolean, beanfieldWifi: boolean, publicWifi: boolean, bbqPermitted: boolean, visitorsParking: boolean, partyRoom: boolean, bikeStorage: boolean, wheelchairAccess: boolean, rooftopDeck: boolean, hotTub: boolean, sauna: boolean, gameRoom: boolean, theatre: boolean, businessCenter: boolean, communalGarden: boolean, petSpa: boolean, mediaRoom: boolean, basketballCourt: boolean, yogaRoom: boolean, tennisCourt: boolean, rooftopTerrace: boolean, coworkingSpace: boolean, conferenceRoom: boolean, patio: boolean, lounge: boolean }, pets: { __typename?: 'Pets', cat: boolean, dog: boolean, other: boolean, none: boolean }, tenantRequirements: { __typename?: 'TenantRequirements', exceptionalCredit: boolean, payStub: boolean, letterOfEmployment: boolean, photoId: boolean, pastReferences: boolean, noSmoking: boolean, extraDocumentation: boolean }, pictures: Array<{ __typename?: 'Picture', id: string, fileId: string, url: string, filename: string, order: number }>, units: Array<{ __typename?: 'Unit', id: string, title: string, number?: string | null, den?: boolean | null, available: boolean, startDateAvailability?: string | null, unitSize?: number | null, bedrooms: Bedrooms, bathrooms: number, monthlyPrice?: number | null, deposit?: number | null, contactForPricing: boolean, furnished: boolean, parking?: ParkingType | null, parkingSpots?: number | null, leaseTerm?: number | null, storage?: StorageOption | null, maintenance?: boolean | null, smokeAlarm?: boolean | null, unitAmenities: { __typename?: 'UnitAmenities', ac: boolean, centralHeat: boolean, electricalHeating: boolean, radiatorHeating: boolean, fireplace: boolean, carpet: boolean, ceilingFan: boolean, hardwoodFloor: boolean, walkInCloset: boolean, highCeilings: boolean, bathroomFan: boolean, balcony: boolean }, unitAppliances: { __typename?: 'UnitAppliances', fridge: boolean, stove: boolean, rangehood: boolean, dishwasher: boolean, microwave: boolean, inunitwasher: boolean, inunitdryer: boolean, wineFridge: boolean, dehumidifier: boolean, firePlaceElectric: boolean, firePlaceGas: boolean, jacuzzi: boolean }, floorplan?: { __typename?: 'Picture', id: string, fileId: string, url: string, filename: string, mimeType: string } | null }> };

export type GetSingleBuildingQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type GetSingleBuildingQuery = { __typename?: 'Query', getSingleBuilding: { __typename?: 'Listing', id: string, title: string, isapproved: boolean, description?: string | null, propertyType: PropertyType, role?: PosterRole | null, region?: string | null, buildingConstructionYear?: string | null, totalUnitsInBuilding?: number | null, storiesInBuilding?: number | null, basement?: boolean | null, moveInBonuses?: string | null, user: { __typename?: 'ListingOwner', id: string }, location?: { __typename?: 'Location', address: string, lat: number, lng: number, city: { __typename?: 'LocationCity', id: string, name: string, province: string }, neighbourHood?: { __typename?: 'LocationNeighbourhood', id: string, name: string } | null, tags: { __typename?: 'LocationTags', students: boolean, closeToTransit: boolean, purposeBuiltRentals: boolean, nightlife: boolean, parksAndWater: boolean, luxuryRentals: boolean, shortTermRentals: boolean, professionallyManaged: boolean, onlinePayments: boolean, onlineApplications: boolean, furnishedRentals: boolean, petFriendly: boolean } } | null, utilities: { __typename?: 'Utilities', electricity: boolean, heating: boolean, airConditioning: boolean, water: boolean, garbageRemoval: boolean, cableTv: boolean, internet: boolean, maintenanceFees: boolean, gas: boolean }, amenities: { __typename?: 'BuildingAmenities', onSiteLaundry: boolean, yard: boolean, concierge: boolean, elevator: boolean, dryCleaning: boolean, gym: boolean, swimmingPool: boolean, storage: boolean, guestSuites: boolean, beanfieldWifi: boolean, publicWifi: boolean, bbqPermitted: boolean, visitorsParking: boolean, partyRoom: boolean, bikeStorage: boolean, wheelchairAccess: boolean, rooftopDeck: boolean, hotTub: boolean, sauna: boolean, gameRoom: boolean, theatre: boolean, businessCenter: boolean, communalGarden: boolean, petSpa: boolean, mediaRoom: boolean, basketballCourt: boolean, yogaRoom: boolean, tennisCourt: boolean, rooftopTerrace: boolean, coworkingSpace: boolean, conferenceRoom: boolean, patio: boolean, lounge: boolean }, pets: { __typename?: 'Pets', cat: boolean, dog: boolean, other: boolean, none: boolean }, tenantRequirements: { __typename?: 'TenantRequirements', exceptionalCredit: boolean, payStub: boolean, letterOfEmployment: boolean, photoId: boolean, pastReferences: boolean, noSmoking: boolean, extraDocumentation: boolean }, pictures: Array<{ __typename?: 'Picture', id: string, fileId: string, url: string, filename: string, order: number }>, units: Array<{ __typename?: 'Unit', id: string, title: string, number?: string | null, den?: boolean | null, available: boolean, startDateAvailability?: string | null, unitSize?: number | null, bedrooms: Bedrooms, bathrooms: number, monthlyPrice?: number | null, deposit?: number | null, contactForPricing: boolean, furnished: boolean, parking?: ParkingType | null, parkingSpots?: number | null, leaseTerm?: number | null, storage?: StorageOption | null, maintenance?: boolean | null, smokeAlarm?: boolean | null, unitAmenities: { __typename?: 'UnitAmenities', ac: boolean, centralHeat: boolean, electricalHeating: boolean, radiatorHeating: boolean, fireplace: boolean, carpet: boolean, ceilingFan: boolean, hardwoodFloor: boolean, walkInCloset: boolean, highCeilings: boolean, bathroomFan: boolean, balcony: boolean }, unitAppliances: { __typename?: 'UnitAppliances', fridge: boolean, stove: boolean, rangehood: boolean, dishwasher: boolean, microwave: boolean, inunitwasher: boolean, inunitdryer: boolean, wineFridge: boolean, dehumidifier: boolean, firePlaceElectric: boolean, firePlaceGas: boolean, jacuzzi: boolean }, floorplan?: { __typename?: 'Picture', id: string, fileId: string, url: string, filename: string, mimeType: string } | null }> } };

export type CreateListingMutationVariables = Exact<{
  data: CreateListingInput;
}>;


export type CreateListingMutation = { __typename?: 'Mutation', createListing: { __typename?: 'Listing', id: string, units: Array<{ __typename?: 'Unit', id: string }> } };

export type CreateUnitMutationVariables = Exact<{
  listingId: Scalars['ID']['input'];
  data: CreateUnitInput;
}>;


export type CreateUnitMutation = { __typename?: 'Mutation', createUnit: { __typename?: 'Unit', id: string } };

export type UpdateListingMutationVariables = Exact<{
  where: ListingWhereInput;
  data: UpdateListingInput;
}>;


export type UpdateListingMutation = { __typename?: 'Mutation', updateListing: { __typename?: 'Listing', id: string, title: string, isapproved: boolean, description?: string | null, propertyType: PropertyType, role?: PosterRole | null, region?: string | null, buildingConstructionYear?: string | null, totalUnitsInBuilding?: number | null, storiesInBuilding?: number | null, basement?: boolean | null, moveInBonuses?: string | null, user: { __typename?: 'ListingOwner', id: string }, location?: { __typename?: 'Location', address: string, lat: number, lng: number, city: { __typename?: 'LocationCity', id: string, name: string, province: string }, neighbourHood?: { __typename?: 'LocationNeighbourhood', id: string, name: string } | null, tags: { __typename?: 'LocationTags', students: boolean, closeToTransit: boolean, purposeBuiltRentals: boolean, nightlife: boolean, parksAndWater: boolean, luxuryRentals: boolean, shortTermRentals: boolean, professionallyManaged: boolean, onlinePayments: boolean, onlineApplications: boolean, furnishedRentals: boolean, petFriendly: boolean } } | null, utilities: { __typename?: 'Utilities', electricity: boolean, heating: boolean, airConditioning: boolean, water: boolean, garbageRemoval: boolean, cableTv: boolean, internet: boolean, maintenanceFees: boolean, gas: boolean }, amenities: { __typename?: 'BuildingAmenities', onSiteLaundry: boolean, yard: boolean, concierge: boolean, elevator: boolean, dryCleaning: boolean, gym: boolean, swimmingPool: boolean, storage: boolean, guestSuites: boolean, beanfieldWifi: boolean, publicWifi: boolean, bbqPermitted: boolean, visitorsParking: boolean, partyRoom: boolean, bikeStorage: boolean, wheelchairAccess: boolean, rooftopDeck: boolean, hotTub: boolean, sauna: boolean, gameRoom: boolean, theatre: boolean, businessCenter: boolean, communalGarden: boolean, petSpa: boolean, mediaRoom: boolean, basketballCourt: boolean, yogaRoom: boolean, tennisCourt: boolean, rooftopTerrace: boolean, coworkingSpace: boolean, conferenceRoom: boolean, patio: boolean, lounge: boolean }, pets: { __typename?: 'Pets', cat: boolean, dog: boolean, other: boolean, none: boolean }, tenantRequirements: { __typename?: 'TenantRequirements', exceptionalCredit: boolean, payStub: boolean, letterOfEmployment: boolean, photoId: boolean, pastReferences: boolean, noSmoking: boolean, extraDocumentation: boolean }, pictures: Array<{ __typename?: 'Picture', id: string, fileId: string, url: string, filename: string, order: number }>, units: Array<{ __typename?: 'Unit', id: string, title: string, number?: string | null, den?: boolean | null, available: boolean, startDateAvailability?: string | null, unitSize?: number | null, bedrooms: Bedrooms, bathrooms: number, monthlyPrice?: number | null, deposit?: number | null, contactForPricing: boolean, furnished: boolean, parking?: ParkingType | null, parkingSpots?: number | null, leaseTerm?: number | null, storage?: StorageOption | null, maintenance?: boolean | null, smokeAlarm?: boolean | null, unitAmenities: { __typename?: 'UnitAmenities', ac: boolean, centralHeat: boolean, electricalHeating: boolean, radiatorHeating: boolean, fireplace: boolean, carpet: boolean, ceilingFan: boolean, hardwoodFloor: boolean, walkInCloset: boolean, highCeilings: boolean, bathroomFan: boolean, balcony: boolean }, unitAppliances: { __typename?: 'UnitAppliances', fridge: boolean, stove: boolean, rangehood: boolean, dishwasher: boolean, microwave: boolean, inunitwasher: boolean, inunitdryer: boolean, wineFridge: boolean, dehumidifier: boolean, firePlaceElectric: boolean, firePlaceGas: boolean, jacuzzi: boolean }, floorplan?: { __typename?: 'Picture', id: string, fileId: string, url: string, filename: string, mimeType: string } | null }> } };

export type SearchAddressesQueryVariables = Exact<{
  text: Scalars['String']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
}>;


export type SearchAddressesQuery = { __typename?: 'Query', searchAddresses: Array<{ __typename?: 'AddressSuggestion', address: string, label: string, city: string, region: string, lat: number, lng: number, neighbourhood?: string | null, postalCode?: string | null, placeId: string }> };

export type WizardCreateCityMutationVariables = Exact<{
  data: CreateCityInput;
}>;


export type WizardCreateCityMutation = { __typename?: 'Mutation', createCity: { __typename?: 'City', id: string } };

export type WizardCreateNeighbourhoodMutationVariables = Exact<{
  data: CreateNeighbourhoodInput;
}>;


export type WizardCreateNeighbourhoodMutation = { __typename?: 'Mutation', createNeighbourhood: { __typename?: 'Neighbourhood', id: string } };

export type DeletePictureMutationVariables = Exact<{
  where: PictureWhereInput;
}>;


export type DeletePictureMutation = { __typename?: 'Mutation', deletePicture: string };

export type PicReorderMutationVariables = Exact<{
  pictures: Array<PictureOrderInput> | PictureOrderInput;
}>;


export type PicReorderMutation = { __typename?: 'Mutation', picReorder: boolean };

export type GenerateListingDescriptionMutationVariables = Exact<{
  data: ListingDescriptionFactsInput;
  locale?: InputMaybe<Locale>;
}>;


export type GenerateListingDescriptionMutation = { __typename?: 'Mutation', generateListingDescription: string };

export type ScanImageMutationVariables = Exact<{
  urls: Array<Scalars['String']['input']> | Scalars['String']['input'];
}>;


export type ScanImageMutation = { __typename?: 'Mutation', scanImage: Array<string> };

export type PlaceAtQueryVariables = Exact<{
  lat: Scalars['Float']['input'];
  lng: Scalars['Float']['input'];
}>;


export type PlaceAtQuery = { __typename?: 'Query', placeAt?: { __typename?: 'AddressSuggestion', label: string, city: string, region: string, placeId: string } | null };

export type PinMapConfigQueryVariables = Exact<{ [key: string]: never; }>;


export type PinMapConfigQuery = { __typename?: 'Query', siteConfig: { __typename?: 'SiteConfig', mapTileUrl: string, mapAttribution: string } };

export type SearchCitiesQueryVariables = Exact<{
  search?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
}>;


export type SearchCitiesQuery = { __typename?: 'Query', cities: Array<{ __typename?: 'City', id: string, name: string, province: string }> };

export type PopularCitiesQueryVariables = Exact<{
  first?: InputMaybe<Scalars['Int']['input']>;
}>;


export type PopularCitiesQuery = { __typename?: 'Query', cities: Array<{ __typename?: 'City', id: string, name: string, province: string, neighbourhoods: Array<{ __typename?: 'Neighbourhood', id: string, name: string, featured: boolean, popularity: number }> }> };

export type NotificationSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type NotificationSettingsQuery = { __typename?: 'Query', notificationSettings: Array<{ __typename?: 'NotificationSetting', kind: NotificationKind, enabled: boolean, takesRecipients: boolean, recipients: Array<string>, updatedAt?: string | null }> };

export type UpdateNotificationSettingMutationVariables = Exact<{
  kind: NotificationKind;
  enabled: Scalars['Boolean']['input'];
  recipients: Array<Scalars['String']['input']> | Scalars['String']['input'];
}>;


export type UpdateNotificationSettingMutation = { __typename?: 'Mutation', updateNotificationSetting: { __typename?: 'NotificationSetting', kind: NotificationKind, enabled: boolean, recipients: Array<string>, updatedAt?: string | null } };

export type EmailOutboxQueryVariables = Exact<{
  status?: InputMaybe<OutboxStatus>;
  first?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
}>;


export type EmailOutboxQuery = { __typename?: 'Query', emailOutbox: { __typename?: 'OutboxPage', count: number, items: Array<{ __typename?: 'OutboxEmail', id: string, to: string, subject: string, template: string, status: OutboxStatus, attempts: number, lastError?: string | null, createdAt: string, sentAt?: string | null }> } };

export type ResendEmailMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ResendEmailMutation = { __typename?: 'Mutation', resendEmail: { __typename?: 'OutboxEmail', id: string, status: OutboxStatus } };

export type ContactListingQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ContactListingQuery = { __typename?: 'Query', listing: { __typename?: 'Listing', id: string, title: string, user: { __typename?: 'ListingOwner', id: string, firstName?: string | null }, location?: { __typename?: 'Location', id: string, address: string, city: { __typename?: 'LocationCity', id: string, name: string, province: string } } | null, pictures: Array<{ __typename?: 'Picture', id: string, cardUrl: string }>, responseTime?: { __typename?: 'ResponseTime', bucket: ResponseTimeBucket } | null } };

export type CreateBookingMutationVariables = Exact<{
  data: CreateBookingInput;
}>;


export type CreateBookingMutation = { __typename?: 'Mutation', createBooking: { __typename?: 'Booking', id: string, room: string } };

export type RoomOfListingQueryVariables = Exact<{
  listingId: Scalars['ID']['input'];
}>;


export type RoomOfListingQuery = { __typename?: 'Query', roomsPerUser: { __typename?: 'RoomPage', items: Array<{ __typename?: 'Room', id: string }> } };

export type MessageFieldsFragment = { __typename?: 'Message', id: string, room: string, type: MessageType, text: string, createdAt: string, isRead: boolean, clientId?: string | null, asTeam: boolean, safetyFlags: Array<SafetyFlag>, sender?: { __typename?: 'ConversationPerson', id: string, firstName?: string | null, lastName?: string | null, avatarUrl?: string | null } | null, file?: { __typename?: 'MessageAttachment', id: string, url: string, filename: string, mimeType: string, size: number } | null };

export type RoomFieldsFragment = { __typename?: 'Room', id: string, booking: string, flagged: boolean, blocked: boolean, blockedByViewer: boolean, lastMessageTime: string, unreadCount: number, listing: { __typename?: 'RoomListing', id: string, title: string, coverUrl?: string | null }, otherParty?: { __typename?: 'ConversationPerson', id: string, firstName?: string | null, lastName?: string | null, avatarUrl?: string | null } | null, lastMessage?: { __typename?: 'Message', id: string, room: string, type: MessageType, text: string, createdAt: string, isRead: boolean, clientId?: string | null, asTeam: boolean, safetyFlags: Array<SafetyFlag>, sender?: { __typename?: 'ConversationPerson', id: string, firstName?: string | null, lastName?: string | null, avatarUrl?: string | null } | null, file?: { __typename?: 'MessageAttachment', id: string, url: string, filename: string, mimeType: string, size: number } | null } | null };

export type RoomsPerUserQueryVariables = Exact<{
  first?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  where?: InputMaybe<RoomFilter>;
}>;


export type RoomsPerUserQuery = { __typename?: 'Query', roomsPerUser: { __typename?: 'RoomPage', count: number, items: Array<{ __typename?: 'Room', id: string, booking: string, flagged: boolean, blocked: boolean, blockedByViewer: boolean, lastMessageTime: string, unreadCount: number, listing: { __typename?: 'RoomListing', id: string, title: string, coverUrl?: string | null }, otherParty?: { __typename?: 'ConversationPerson', id: string, firstName?: string | null, lastName?: string | null, avatarUrl?: string | null } | null, lastMessage?: { __typename?: 'Message', id: string, room: string, type: MessageType, text: string, createdAt: string, isRead: boolean, clientId?: string | null, asTeam: boolean, safetyFlags: Array<SafetyFlag>, sender?: { __typename?: 'ConversationPerson', id: string, firstName?: string | null, lastName?: string | null, avatarUrl?: string | null } | null, file?: { __typename?: 'MessageAttachment', id: string, url: string, filename: string, mimeType: string, size: number } | null } | null }> } };

export type MessagesInRoomQueryVariables = Exact<{
  roomId: Scalars['ID']['input'];
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
}>;


export type MessagesInRoomQuery = { __typename?: 'Query', messagesInRoom: { __typename?: 'MessagePage', nextCursor?: string | null, items: Array<{ __typename?: 'Message', id: string, room: string, type: MessageType, text: string, createdAt: string, isRead: boolean, clientId?: string | null, asTeam: boolean, safetyFlags: Array<SafetyFlag>, sender?: { __typename?: 'ConversationPerson', id: string, firstName?: string | null, lastName?: string | null, avatarUrl?: string | null } | null, file?: { __typename?: 'MessageAttachment', id: string, url: string, filename: string, mimeType: string, size: number } | null }> } };

export type RenterBookingsQueryVariables = Exact<{
  userId: Scalars['ID']['input'];
}>;


export type RenterBookingsQuery = { __typename?: 'Query', bookingsForUser: Array<{ __typename?: 'Booking', id: string, room: string }> };

export type CreateMessageMutationVariables = Exact<{
  room: Scalars['ID']['input'];
  text?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<MessageType>;
  url?: InputMaybe<Scalars['ID']['input']>;
  clientId?: InputMaybe<Scalars['ID']['input']>;
}>;


export type CreateMessageMutation = { __typename?: 'Mutation', createMessage: { __typename?: 'Message', id: string, room: string, type: MessageType, text: string, createdAt: string, isRead: boolean, clientId?: string | null, asTeam: boolean, safetyFlags: Array<SafetyFlag>, sender?: { __typename?: 'ConversationPerson', id: string, firstName?: string | null, lastName?: string | null, avatarUrl?: string | null } | null, file?: { __typename?: 'MessageAttachment', id: string, url: string, filename: string, mimeType: string, size: number } | null } };

export type MarkRoomReadMutationVariables = Exact<{
  roomId: Scalars['ID']['input'];
}>;


export type MarkRoomReadMutation = { __typename?: 'Mutation', markRoomRead: boolean };

export type RoomMessagesSubscriptionVariables = Exact<{
  roomId: Scalars['ID']['input'];
}>;


export type RoomMessagesSubscription = { __typename?: 'Subscription', roomMessages: { __typename?: 'Message', id: string, room: string, type: MessageType, text: string, createdAt: string, isRead: boolean, clientId?: string | null, asTeam: boolean, safetyFlags: Array<SafetyFlag>, sender?: { __typename?: 'ConversationPerson', id: string, firstName?: string | null, lastName?: string | null, avatarUrl?: string | null } | null, file?: { __typename?: 'MessageAttachment', id: string, url: string, filename: string, mimeType: string, size: number } | null } };

export type UserRoomsSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type UserRoomsSubscription = { __typename?: 'Subscription', userRooms: { __typename?: 'Room', id: string, booking: string, flagged: boolean, blocked: boolean, blockedByViewer: boolean, lastMessageTime: string, unreadCount: number, listing: { __typename?: 'RoomListing', id: string, title: string, coverUrl?: string | null }, otherParty?: { __typename?: 'ConversationPerson', id: string, firstName?: string | null, lastName?: string | null, avatarUrl?: string | null } | null, lastMessage?: { __typename?: 'Message', id: string, room: string, type: MessageType, text: string, createdAt: string, isRead: boolean, clientId?: string | null, asTeam: boolean, safetyFlags: Array<SafetyFlag>, sender?: { __typename?: 'ConversationPerson', id: string, firstName?: string | null, lastName?: string | null, avatarUrl?: string | null } | null, file?: { __typename?: 'MessageAttachment', id: string, url: string, filename: string, mimeType: string, size: number } | null } | null } };

export type UnreadMessagesQueryVariables = Exact<{ [key: string]: never; }>;


export type UnreadMessagesQuery = { __typename?: 'Query', unreadMessages: number };

export type UnsubscribeMessageEmailsMutationVariables = Exact<{
  token: Scalars['String']['input'];
}>;


export type UnsubscribeMessageEmailsMutation = { __typename?: 'Mutation', unsubscribeMessageEmails: boolean };

export type ReportConversationMutationVariables = Exact<{
  data: ReportConversationInput;
}>;


export type ReportConversationMutation = { __typename?: 'Mutation', reportConversation: { __typename?: 'ConversationReport', id: string } };

export type BlockConversationMutationVariables = Exact<{
  roomId: Scalars['ID']['input'];
}>;


export type BlockConversationMutation = { __typename?: 'Mutation', blockConversation: { __typename?: 'Room', id: string, blocked: boolean, blockedByViewer: boolean } };

export type UnblockConversationMutationVariables = Exact<{
  roomId: Scalars['ID']['input'];
}>;


export type UnblockConversationMutation = { __typename?: 'Mutation', unblockConversation: { __typename?: 'Room', id: string, blocked: boolean, blockedByViewer: boolean } };

export type SavedRepliesQueryVariables = Exact<{ [key: string]: never; }>;


export type SavedRepliesQuery = { __typename?: 'Query', savedReplies: Array<{ __typename?: 'SavedReply', id: string, title: string, text: string }> };

export type CreateSavedReplyMutationVariables = Exact<{
  data: SavedReplyInput;
}>;


export type CreateSavedReplyMutation = { __typename?: 'Mutation', createSavedReply: { __typename?: 'SavedReply', id: string, title: string, text: string } };

export type UpdateSavedReplyMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  data: SavedReplyInput;
}>;


export type UpdateSavedReplyMutation = { __typename?: 'Mutation', updateSavedReply: { __typename?: 'SavedReply', id: string, title: string, text: string } };

export type DeleteSavedReplyMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteSavedReplyMutation = { __typename?: 'Mutation', deleteSavedReply: boolean };

export type AdminInboxRoomFieldsFragment = { __typename?: 'AdminInboxRoom', id: string, lastMessageTime: string, flagged: boolean, handledAt?: string | null, unreadCount: number, openReportCount: number, blocked: boolean, listing: { __typename?: 'InboxListing', id: string, title: string }, renter?: { __typename?: 'InboxPerson', id: string, firstName?: string | null, lastName?: string | null, email: string } | null, owner?: { __typename?: 'InboxPerson', id: string, firstName?: string | null, lastName?: string | null, email: string } | null, lastMessage?: { __typename?: 'Message', id: string, text: string, asTeam: boolean, file?: { __typename?: 'MessageAttachment', id: string, filename: string } | null } | null };

export type AdminInboxRoomsQueryVariables = Exact<{
  where?: InputMaybe<AdminInboxFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
}>;


export type AdminInboxRoomsQuery = { __typename?: 'Query', adminInboxRooms: { __typename?: 'AdminInboxPage', count: number, items: Array<{ __typename?: 'AdminInboxRoom', id: string, lastMessageTime: string, flagged: boolean, handledAt?: string | null, unreadCount: number, openReportCount: number, blocked: boolean, listing: { __typename?: 'InboxListing', id: string, title: string }, renter?: { __typename?: 'InboxPerson', id: string, firstName?: string | null, lastName?: string | null, email: string } | null, owner?: { __typename?: 'InboxPerson', id: string, firstName?: string | null, lastName?: string | null, email: string } | null, lastMessage?: { __typename?: 'Message', id: string, text: string, asTeam: boolean, file?: { __typename?: 'MessageAttachment', id: string, filename: string } | null } | null }> } };

export type InboxListingTitleQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type InboxListingTitleQuery = { __typename?: 'Query', listing: { __typename?: 'Listing', id: string, title: string } };

export type ConversationReportsQueryVariables = Exact<{
  roomId: Scalars['ID']['input'];
}>;


export type ConversationReportsQuery = { __typename?: 'Query', conversationReports: Array<{ __typename?: 'ConversationReport', id: string, reason: ReportReason, text: string, createdAt: string, resolvedAt?: string | null, reporter?: { __typename?: 'ConversationReporter', id: string, firstName?: string | null, lastName?: string | null, email: string } | null }> };

export type RoomStaffViewsQueryVariables = Exact<{
  roomId: Scalars['ID']['input'];
}>;


export type RoomStaffViewsQuery = { __typename?: 'Query', roomStaffViews: Array<{ __typename?: 'RoomStaffView', id: string, staffId?: string | null, email: string, firstName?: string | null, lastName?: string | null, viewedAt: string }> };

export type MarkRoomHandledMutationVariables = Exact<{
  roomId: Scalars['ID']['input'];
  handled: Scalars['Boolean']['input'];
}>;


export type MarkRoomHandledMutation = { __typename?: 'Mutation', markRoomHandled: { __typename?: 'AdminInboxRoom', id: string, lastMessageTime: string, flagged: boolean, handledAt?: string | null, unreadCount: number, openReportCount: number, blocked: boolean, listing: { __typename?: 'InboxListing', id: string, title: string }, renter?: { __typename?: 'InboxPerson', id: string, firstName?: string | null, lastName?: string | null, email: string } | null, owner?: { __typename?: 'InboxPerson', id: string, firstName?: string | null, lastName?: string | null, email: string } | null, lastMessage?: { __typename?: 'Message', id: string, text: string, asTeam: boolean, file?: { __typename?: 'MessageAttachment', id: string, filename: string } | null } | null } };

export type SubscribeNewsletterMutationVariables = Exact<{
  email: Scalars['String']['input'];
}>;


export type SubscribeNewsletterMutation = { __typename?: 'Mutation', subscribeNewsletter: { __typename?: 'NewsletterSubscription', status: NewsletterStatus } };

export type UnsubscribeNewsletterMutationVariables = Exact<{
  token: Scalars['String']['input'];
}>;


export type UnsubscribeNewsletterMutation = { __typename?: 'Mutation', unsubscribeNewsletter: boolean };

export type SandboxCheckoutQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type SandboxCheckoutQuery = { __typename?: 'Query', sandboxCheckout?: { __typename?: 'SandboxCheckout', id: string, paymentId: string, status: PaymentStatus, subtotalCents: number, totalCents: number, currency: string, email?: string | null, cancelUrl: string, successUrl: string, requiresAuthentication: boolean, lines: Array<{ __typename?: 'PaymentLine', kind: string, name: string, amountCents: number }>, taxes: Array<{ __typename?: 'PaymentTaxLine', component: string, ratePer: number, amountCents: number }> } | null };

export type SandboxPayMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  card: SandboxCardInput;
}>;


export type SandboxPayMutation = { __typename?: 'Mutation', sandboxPay: { __typename?: 'SandboxPayResult', outcome: string, code?: string | null, message?: string | null, redirectUrl?: string | null } };

export type SandboxAuthenticateMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  approve: Scalars['Boolean']['input'];
}>;


export type SandboxAuthenticateMutation = { __typename?: 'Mutation', sandboxAuthenticate: { __typename?: 'SandboxPayResult', outcome: string, code?: string | null, message?: string | null, redirectUrl?: string | null } };

export type SandboxCancelMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type SandboxCancelMutation = { __typename?: 'Mutation', sandboxCancel: { __typename?: 'SandboxPayResult', outcome: string, redirectUrl?: string | null } };

export type ReturnedPaymentQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ReturnedPaymentQuery = { __typename?: 'Query', payment?: { __typename?: 'Payment', id: string, purpose: PaymentPurpose, status: PaymentStatus, listingId?: string | null, listingTitle?: string | null, planId?: number | null, subtotalCents: number, taxCents: number, totalCents: number, currency: string, boostDays?: number | null, cardBrand?: string | null, cardLast4?: string | null, failureMessage?: string | null, paidAt?: string | null, lines: Array<{ __typename?: 'PaymentLine', kind: string, name: string, amountCents: number }>, taxes: Array<{ __typename?: 'PaymentTaxLine', component: string, ratePer: number, amountCents: number }> } | null };

export type BoostedListingEndQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type BoostedListingEndQuery = { __typename?: 'Query', getSingleBuilding: { __typename?: 'Listing', id: string, premiumEnd?: string | null } };

export type StaffFeatureFieldsFragment = { __typename?: 'Feature', id: string, nameEn: string, nameFr: string, subtitleEn?: string | null, subtitleFr?: string | null, informationEn?: string | null, informationFr?: string | null, position: number };

export type FeaturesQueryVariables = Exact<{ [key: string]: never; }>;


export type FeaturesQuery = { __typename?: 'Query', features: Array<{ __typename?: 'Feature', id: string, nameEn: string, nameFr: string, subtitleEn?: string | null, subtitleFr?: string | null, informationEn?: string | null, informationFr?: string | null, position: number }> };

export type CreateFeatureMutationVariables = Exact<{
  data: FeatureInput;
}>;


export type CreateFeatureMutation = { __typename?: 'Mutation', createFeature: { __typename?: 'Feature', id: string, nameEn: string, nameFr: string, subtitleEn?: string | null, subtitleFr?: string | null, informationEn?: string | null, informationFr?: string | null, position: number } };

export type UpdateFeatureMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  data: FeatureInput;
}>;


export type UpdateFeatureMutation = { __typename?: 'Mutation', updateFeature: { __typename?: 'Feature', id: string, nameEn: string, nameFr: string, subtitleEn?: string | null, subtitleFr?: string | null, informationEn?: string | null, informationFr?: string | null, position: number } };

export type DeleteFeatureMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteFeatureMutation = { __typename?: 'Mutation', deleteFeature: boolean };

export type ReorderFeaturesMutationVariables = Exact<{
  ids: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
}>;


export type ReorderFeaturesMutation = { __typename?: 'Mutation', reorderFeatures: Array<{ __typename?: 'Feature', id: string, position: number }> };

export type PlanCardFieldsFragment = { __typename?: 'Plan', id: number, nameEn: string, nameFr: string, descriptionEn?: string | null, descriptionFr?: string | null, price: string, priceCents: number, unit: PlanUnit, planGroup: number, kind: PlanKind, status: PlanStatus, recommended: boolean, position: number, features: Array<{ __typename?: 'Feature', id: string, nameEn: string, nameFr: string, subtitleEn?: string | null, subtitleFr?: string | null, informationEn?: string | null, informationFr?: string | null }> };

export type PlansQueryVariables = Exact<{
  where?: InputMaybe<PlanWhereInput>;
}>;


export type PlansQuery = { __typename?: 'Query', plans: Array<{ __typename?: 'Plan', id: number, nameEn: string, nameFr: string, descriptionEn?: string | null, descriptionFr?: string | null, price: string, priceCents: number, unit: PlanUnit, planGroup: number, kind: PlanKind, status: PlanStatus, recommended: boolean, position: number, features: Array<{ __typename?: 'Feature', id: string, nameEn: string, nameFr: string, subtitleEn?: string | null, subtitleFr?: string | null, informationEn?: string | null, informationFr?: string | null }> }> };

export type PremiumNotificationToAdminFromLandlordMutationVariables = Exact<{
  where: ListingWhereInput;
  planId: Scalars['Int']['input'];
}>;


export type PremiumNotificationToAdminFromLandlordMutation = { __typename?: 'Mutation', premiumNotificationToAdminFromLandlord: { __typename?: 'PremiumRequest', id: string, status: PremiumRequestStatus } };

export type StaffPlanFieldsFragment = { __typename?: 'Plan', depositCents?: number | null, active: boolean, listingCount?: number | null, id: number, nameEn: string, nameFr: string, descriptionEn?: string | null, descriptionFr?: string | null, price: string, priceCents: number, unit: PlanUnit, planGroup: number, kind: PlanKind, status: PlanStatus, recommended: boolean, position: number, features: Array<{ __typename?: 'Feature', id: string, nameEn: string, nameFr: string, subtitleEn?: string | null, subtitleFr?: string | null, informationEn?: string | null, informationFr?: string | null }> };

export type StaffPlansQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffPlansQuery = { __typename?: 'Query', plans: Array<{ __typename?: 'Plan', depositCents?: number | null, active: boolean, listingCount?: number | null, id: number, nameEn: string, nameFr: string, descriptionEn?: string | null, descriptionFr?: string | null, price: string, priceCents: number, unit: PlanUnit, planGroup: number, kind: PlanKind, status: PlanStatus, recommended: boolean, position: number, features: Array<{ __typename?: 'Feature', id: string, nameEn: string, nameFr: string, subtitleEn?: string | null, subtitleFr?: string | null, informationEn?: string | null, informationFr?: string | null }> }> };

export type CreatePlanMutationVariables = Exact<{
  data: PlanInput;
}>;


export type CreatePlanMutation = { __typename?: 'Mutation', createPlan: { __typename?: 'Plan', depositCents?: number | null, active: boolean, listingCount?: number | null, id: number, nameEn: string, nameFr: string, descriptionEn?: string | null, descriptionFr?: string | null, price: string, priceCents: number, unit: PlanUnit, planGroup: number, kind: PlanKind, status: PlanStatus, recommended: boolean, position: number, features: Array<{ __typename?: 'Feature', id: string, nameEn: string, nameFr: string, subtitleEn?: string | null, subtitleFr?: string | null, informationEn?: string | null, informationFr?: string | null }> } };

export type UpdatePlanMutationVariables = Exact<{
  id: Scalars['Int']['input'];
  data: PlanInput;
}>;


export type UpdatePlanMutation = { __typename?: 'Mutation', updatePlan: { __typename?: 'Plan', depositCents?: number | null, active: boolean, listingCount?: number | null, id: number, nameEn: string, nameFr: string, descriptionEn?: string | null, descriptionFr?: string | null, price: string, priceCents: number, unit: PlanUnit, planGroup: number, kind: PlanKind, status: PlanStatus, recommended: boolean, position: number, features: Array<{ __typename?: 'Feature', id: string, nameEn: string, nameFr: string, subtitleEn?: string | null, subtitleFr?: string | null, informationEn?: string | null, informationFr?: string | null }> } };

export type DeletePlanMutationVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type DeletePlanMutation = { __typename?: 'Mutation', deletePlan: boolean };

export type SetPlanActiveMutationVariables = Exact<{
  id: Scalars['Int']['input'];
  active: Scalars['Boolean']['input'];
}>;


export type SetPlanActiveMutation = { __typename?: 'Mutation', setPlanActive: { __typename?: 'Plan', id: number, active: boolean } };

export type ReorderPlansMutationVariables = Exact<{
  ids: Array<Scalars['Int']['input']> | Scalars['Int']['input'];
}>;


export type ReorderPlansMutation = { __typename?: 'Mutation', reorderPlans: Array<{ __typename?: 'Plan', id: number, position: number }> };

export type PremiumRequestFieldsFragment = { __typename?: 'PremiumRequest', id: string, premiumName: string, address: string, planId?: number | null, status: PremiumRequestStatus, createdAt: string, handledAt?: string | null, overdue: boolean, listing?: { __typename?: 'Listing', id: string, title: string } | null, requester?: { __typename?: 'PremiumRequestRequester', id: string, firstName?: string | null, lastName?: string | null, email: string, phone?: string | null } | null };

export type PremiumRequestsQueryVariables = Exact<{
  status?: InputMaybe<PremiumRequestStatus>;
  first?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
}>;


export type PremiumRequestsQuery = { __typename?: 'Query', premiumRequests: { __typename?: 'PremiumRequestPage', count: number, items: Array<{ __typename?: 'PremiumRequest', id: string, premiumName: string, address: string, planId?: number | null, status: PremiumRequestStatus, createdAt: string, handledAt?: string | null, overdue: boolean, listing?: { __typename?: 'Listing', id: string, title: string } | null, requester?: { __typename?: 'PremiumRequestRequester', id: string, firstName?: string | null, lastName?: string | null, email: string, phone?: string | null } | null }> } };

export type UpdatePremiumRequestMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  status: PremiumRequestStatus;
}>;


export type UpdatePremiumRequestMutation = { __typename?: 'Mutation', updatePremiumRequest: { __typename?: 'PremiumRequest', id: string, premiumName: string, address: string, planId?: number | null, status: PremiumRequestStatus, createdAt: string, handledAt?: string | null, overdue: boolean, listing?: { __typename?: 'Listing', id: string, title: string } | null, requester?: { __typename?: 'PremiumRequestRequester', id: string, firstName?: string | null, lastName?: string | null, email: string, phone?: string | null } | null } };

export type CreateRentalMutationVariables = Exact<{
  data: CreateRentalInput;
  clientId?: InputMaybe<Scalars['ID']['input']>;
  creditCheckConsent?: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type CreateRentalMutation = { __typename?: 'Mutation', createRental: { __typename?: 'CreateRentalResult', error: boolean, message: string } };

export type RentalApplicationDraftQueryVariables = Exact<{ [key: string]: never; }>;


export type RentalApplicationDraftQuery = { __typename?: 'Query', rentalApplicationDraft?: any | null };

export type SaveRentalApplicationDraftMutationVariables = Exact<{
  draft: Scalars['JSON']['input'];
}>;


export type SaveRentalApplicationDraftMutation = { __typename?: 'Mutation', saveRentalApplicationDraft: any };

export type DeleteRentalApplicationDraftMutationVariables = Exact<{ [key: string]: never; }>;


export type DeleteRentalApplicationDraftMutation = { __typename?: 'Mutation', deleteRentalApplicationDraft: boolean };

export type RentalApplicationListingQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RentalApplicationListingQuery = { __typename?: 'Query', listing: { __typename?: 'Listing', id: string, location?: { __typename?: 'Location', id: string, address: string, city: { __typename?: 'LocationCity', id: string, name: string, province: string } } | null, units: Array<{ __typename?: 'Unit', id: string, title: string, number?: string | null, available: boolean }> } };

export type MyRentalPassportQueryVariables = Exact<{ [key: string]: never; }>;


export type MyRentalPassportQuery = { __typename?: 'Query', myRentalPassport?: { __typename?: 'RentalApplication', id: string, submittedAt: string, applicantName: string, listingTitle: string, grossIncome?: number | null, hasSin: boolean, details?: any | null, documents: Array<{ __typename?: 'RentalApplicationDocumentCount', key: string, count: number }> } | null };

export type ReuseRentalApplicationMutationVariables = Exact<{
  sourceId: Scalars['ID']['input'];
  offer: Scalars['JSON']['input'];
  clientId?: InputMaybe<Scalars['ID']['input']>;
  creditCheckConsent?: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type ReuseRentalApplicationMutation = { __typename?: 'Mutation', reuseRentalApplication: { __typename?: 'CreateRentalResult', error: boolean, message: string } };

export type LandlordApplicationsQueryVariables = Exact<{
  listingId?: InputMaybe<Scalars['ID']['input']>;
  status?: InputMaybe<RentalApplicationStatus>;
  first?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
}>;


export type LandlordApplicationsQuery = { __typename?: 'Query', landlordRentalApplications: { __typename?: 'RentalApplicationPage', count: number, items: Array<{ __typename?: 'RentalApplication', id: string, status: RentalApplicationStatus, actions: Array<RentalApplicationAction>, applicantName: string, applyingAs: string, occupation: string, employer: string, grossIncome?: number | null, monthlyRent?: number | null, incomeToRentRatio?: number | null, coOccupantCount: number, hasPets: boolean, listingId: string, listingTitle: string, listingAddress?: string | null, unitTitle?: string | null, submittedAt: string, expiresAt: string, viewedAt?: string | null, decidedAt?: string | null, documents: Array<{ __typename?: 'RentalApplicationDocumentCount', key: string, count: number }>, share: { __typename?: 'RentalApplicationShare', state: RentalApplicationShareState, landlordName: string, expiresAt: string, revokedAt?: string | null, erasedAt?: string | null, openingCount?: number | null, openings?: Array<string> | null } }> } };

export type ApplicationListingsQueryVariables = Exact<{ [key: string]: never; }>;


export type ApplicationListingsQuery = { __typename?: 'Query', searchBuildingByLandlord: Array<{ __typename?: 'Listing', id: string, title: string }> };

export type UpdateRentalApplicationStatusMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  action: LandlordApplicationAction;
}>;


export type UpdateRentalApplicationStatusMutation = { __typename?: 'Mutation', updateRentalApplicationStatus: { __typename?: 'RentalApplication', id: string, status: RentalApplicationStatus, actions: Array<RentalApplicationAction>, applicantName: string, applyingAs: string, occupation: string, employer: string, grossIncome?: number | null, monthlyRent?: number | null, incomeToRentRatio?: number | null, coOccupantCount: number, hasPets: boolean, listingId: string, listingTitle: string, listingAddress?: string | null, unitTitle?: string | null, submittedAt: string, expiresAt: string, viewedAt?: string | null, decidedAt?: string | null, documents: Array<{ __typename?: 'RentalApplicationDocumentCount', key: string, count: number }>, history: Array<{ __typename?: 'RentalApplicationHistoryEntry', fromStatus?: RentalApplicationStatus | null, toStatus: RentalApplicationStatus, at: string, by: RentalApplicationHistoryBy }> } };

export type SinForCreditCheckMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type SinForCreditCheckMutation = { __typename?: 'Mutation', sinForCreditCheck: string };

export type ListingRoomsQueryVariables = Exact<{
  listingId: Scalars['ID']['input'];
}>;


export type ListingRoomsQuery = { __typename?: 'Query', roomsPerUser: { __typename?: 'RoomPage', items: Array<{ __typename?: 'Room', id: string, otherParty?: { __typename?: 'ConversationPerson', id: string, firstName?: string | null, lastName?: string | null } | null }> } };

export type MyRentalApplicationsQueryVariables = Exact<{
  first?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
}>;


export type MyRentalApplicationsQuery = { __typename?: 'Query', myRentalApplications: { __typename?: 'RentalApplicationPage', count: number, items: Array<{ __typename?: 'RentalApplication', id: string, status: RentalApplicationStatus, actions: Array<RentalApplicationAction>, applicantName: string, applyingAs: string, occupation: string, employer: string, grossIncome?: number | null, monthlyRent?: number | null, incomeToRentRatio?: number | null, coOccupantCount: number, hasPets: boolean, listingId: string, listingTitle: string, listingAddress?: string | null, unitTitle?: string | null, submittedAt: string, expiresAt: string, viewedAt?: string | null, decidedAt?: string | null, documents: Array<{ __typename?: 'RentalApplicationDocumentCount', key: string, count: number }>, share: { __typename?: 'RentalApplicationShare', state: RentalApplicationShareState, landlordName: string, expiresAt: string, revokedAt?: string | null, erasedAt?: string | null, openingCount?: number | null, openings?: Array<string> | null } }> } };

export type WithdrawRentalApplicationMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type WithdrawRentalApplicationMutation = { __typename?: 'Mutation', withdrawRentalApplication: { __typename?: 'RentalApplication', id: string, status: RentalApplicationStatus, actions: Array<RentalApplicationAction>, applicantName: string, applyingAs: string, occupation: string, employer: string, grossIncome?: number | null, monthlyRent?: number | null, incomeToRentRatio?: number | null, coOccupantCount: number, hasPets: boolean, listingId: string, listingTitle: string, listingAddress?: string | null, unitTitle?: string | null, submittedAt: string, expiresAt: string, viewedAt?: string | null, decidedAt?: string | null, documents: Array<{ __typename?: 'RentalApplicationDocumentCount', key: string, count: number }>, share: { __typename?: 'RentalApplicationShare', state: RentalApplicationShareState, landlordName: string, expiresAt: string, revokedAt?: string | null, erasedAt?: string | null, openingCount?: number | null, openings?: Array<string> | null }, history: Array<{ __typename?: 'RentalApplicationHistoryEntry', fromStatus?: RentalApplicationStatus | null, toStatus: RentalApplicationStatus, at: string, by: RentalApplicationHistoryBy }> } };

export type MyApplicationRoomsQueryVariables = Exact<{
  userId: Scalars['ID']['input'];
}>;


export type MyApplicationRoomsQuery = { __typename?: 'Query', bookingsForUser: Array<{ __typename?: 'Booking', id: string, listing: string, room: string }> };

export type HasRentalPassportQueryVariables = Exact<{ [key: string]: never; }>;


export type HasRentalPassportQuery = { __typename?: 'Query', myRentalPassport?: { __typename?: 'RentalApplication', id: string } | null };

export type RevokeRentalApplicationShareMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RevokeRentalApplicationShareMutation = { __typename?: 'Mutation', revokeRentalApplicationShare: { __typename?: 'RentalApplication', sin?: string | null, details?: any | null, id: string, status: RentalApplicationStatus, actions: Array<RentalApplicationAction>, applicantName: string, applyingAs: string, occupation: string, employer: string, grossIncome?: number | null, monthlyRent?: number | null, incomeToRentRatio?: number | null, coOccupantCount: number, hasPets: boolean, listingId: string, listingTitle: string, listingAddress?: string | null, unitTitle?: string | null, submittedAt: string, expiresAt: string, viewedAt?: string | null, decidedAt?: string | null, documents: Array<{ __typename?: 'RentalApplicationDocumentCount', key: string, count: number }>, share: { __typename?: 'RentalApplicationShare', state: RentalApplicationShareState, landlordName: string, expiresAt: string, revokedAt?: string | null, erasedAt?: string | null, openingCount?: number | null, openings?: Array<string> | null }, history: Array<{ __typename?: 'RentalApplicationHistoryEntry', fromStatus?: RentalApplicationStatus | null, toStatus: RentalApplicationStatus, at: string, by: RentalApplicationHistoryBy }> } };

export type DeleteMyRentalPassportMutationVariables = Exact<{ [key: string]: never; }>;


export type DeleteMyRentalPassportMutation = { __typename?: 'Mutation', deleteMyRentalPassport: number };

export type RentalApplicationSummaryFragment = { __typename?: 'RentalApplication', id: string, status: RentalApplicationStatus, actions: Array<RentalApplicationAction>, applicantName: string, applyingAs: string, occupation: string, employer: string, grossIncome?: number | null, monthlyRent?: number | null, incomeToRentRatio?: number | null, coOccupantCount: number, hasPets: boolean, listingId: string, listingTitle: string, listingAddress?: string | null, unitTitle?: string | null, submittedAt: string, expiresAt: string, viewedAt?: string | null, decidedAt?: string | null, documents: Array<{ __typename?: 'RentalApplicationDocumentCount', key: string, count: number }> };

export type RentalApplicationQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RentalApplicationQuery = { __typename?: 'Query', rentalApplication: { __typename?: 'RentalApplication', creditCheckConsent: boolean, sin?: string | null, sinRevealedAt?: string | null, details?: any | null, id: string, status: RentalApplicationStatus, actions: Array<RentalApplicationAction>, applicantName: string, applyingAs: string, occupation: string, employer: string, grossIncome?: number | null, monthlyRent?: number | null, incomeToRentRatio?: number | null, coOccupantCount: number, hasPets: boolean, listingId: string, listingTitle: string, listingAddress?: string | null, unitTitle?: string | null, submittedAt: string, expiresAt: string, viewedAt?: string | null, decidedAt?: string | null, documents: Array<{ __typename?: 'RentalApplicationDocumentCount', key: string, count: number }>, share: { __typename?: 'RentalApplicationShare', state: RentalApplicationShareState, landlordName: string, expiresAt: string, revokedAt?: string | null, erasedAt?: string | null, openingCount?: number | null, openings?: Array<string> | null }, history: Array<{ __typename?: 'RentalApplicationHistoryEntry', fromStatus?: RentalApplicationStatus | null, toStatus: RentalApplicationStatus, at: string, by: RentalApplicationHistoryBy }> } };

export type RentalApplicationShareFieldsFragment = { __typename?: 'RentalApplication', share: { __typename?: 'RentalApplicationShare', state: RentalApplicationShareState, landlordName: string, expiresAt: string, revokedAt?: string | null, erasedAt?: string | null, openingCount?: number | null, openings?: Array<string> | null } };

export type RentalApplicationHistoryFieldsFragment = { __typename?: 'RentalApplication', history: Array<{ __typename?: 'RentalApplicationHistoryEntry', fromStatus?: RentalApplicationStatus | null, toStatus: RentalApplicationStatus, at: string, by: RentalApplicationHistoryBy }> };

export type StaffRentalApplicationsQueryVariables = Exact<{
  where?: InputMaybe<StaffRentalApplicationFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
}>;


export type StaffRentalApplicationsQuery = { __typename?: 'Query', staffRentalApplications: { __typename?: 'RentalApplicationPage', count: number, items: Array<{ __typename?: 'RentalApplication', id: string, applicantName: string, listingId: string, listingTitle: string, unitTitle?: string | null, status: RentalApplicationStatus, incomeToRentRatio?: number | null, submittedAt: string, documents: Array<{ __typename?: 'RentalApplicationDocumentCount', key: string, count: number }> }> } };

export type StaffRentalApplicationQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type StaffRentalApplicationQuery = { __typename?: 'Query', rentalApplication: { __typename?: 'RentalApplication', id: string, status: RentalApplicationStatus, applicantName: string, applyingAs: string, listingId: string, listingTitle: string, listingAddress?: string | null, unitTitle?: string | null, monthlyRent?: number | null, grossIncome?: number | null, incomeToRentRatio?: number | null, creditCheckConsent: boolean, sin?: string | null, submittedAt: string, viewedAt?: string | null, decidedAt?: string | null, expiresAt: string, details?: any | null, documents: Array<{ __typename?: 'RentalApplicationDocumentCount', key: string, count: number }>, share: { __typename?: 'RentalApplicationShare', state: RentalApplicationShareState, landlordName: string, expiresAt: string, revokedAt?: string | null, erasedAt?: string | null, openingCount?: number | null, openings?: Array<string> | null }, history: Array<{ __typename?: 'RentalApplicationHistoryEntry', fromStatus?: RentalApplicationStatus | null, toStatus: RentalApplicationStatus, at: string, by: RentalApplicationHistoryBy }> } };

export type RentalApplicationStaffViewsQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RentalApplicationStaffViewsQuery = { __typename?: 'Query', rentalApplicationStaffViews: Array<{ __typename?: 'RentalApplicationStaffView', at: string, staffId?: string | null, staffName?: string | null, staffEmail?: string | null }> };

export type DeleteRentalApplicationMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteRentalApplicationMutation = { __typename?: 'Mutation', deleteRentalApplication: boolean };

export type CreateRentalEnquiryMutationVariables = Exact<{
  data: RentalEnquiryInput;
}>;


export type CreateRentalEnquiryMutation = { __typename?: 'Mutation', createRentalEnquiry: { __typename?: 'RentalEnquiryResult', room?: string | null, request?: { __typename?: 'ViewingRequest', id: string, status: ViewingRequestStatus } | null } };

export type RentalEnquiryCitiesQueryVariables = Exact<{
  search?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
}>;


export type RentalEnquiryCitiesQuery = { __typename?: 'Query', cities: Array<{ __typename?: 'City', id: string, name: string, province: string }> };

export type RentalEnquiryListingQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RentalEnquiryListingQuery = { __typename?: 'Query', listing: { __typename?: 'Listing', id: string, title: string, user: { __typename?: 'ListingOwner', id: string, firstName?: string | null }, location?: { __typename?: 'Location', id: string, address: string, city: { __typename?: 'LocationCity', id: string, name: string, province: string } } | null, units: Array<{ __typename?: 'Unit', id: string, title: string, number?: string | null }> } };

export type SavedListingIdsQueryVariables = Exact<{ [key: string]: never; }>;


export type SavedListingIdsQuery = { __typename?: 'Query', savedListingIds: Array<string> };

export type SaveHomeMutationVariables = Exact<{
  listingId: Scalars['ID']['input'];
}>;


export type SaveHomeMutation = { __typename?: 'Mutation', saveHome: { __typename?: 'SavedHome', id: string, listingId: string } };

export type UnsaveHomeMutationVariables = Exact<{
  listingId: Scalars['ID']['input'];
}>;


export type UnsaveHomeMutation = { __typename?: 'Mutation', unsaveHome: string };

export type SavedHomesQueryVariables = Exact<{
  first?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
}>;


export type SavedHomesQuery = { __typename?: 'Query', savedHomes: { __typename?: 'SavedHomePage', count: number, items: Array<{ __typename?: 'SavedHome', id: string, listingId: string, note?: string | null, savedAt: string, title: string, status: { __typename?: 'SavedHomeStatus', kind: SavedHomeStatusKind, savedPrice?: number | null, currentPrice?: number | null }, listing?: { __typename?: 'Listing', id: string, title: string, location?: { __typename?: 'Location', id: string, address: string } | null, pictures: Array<{ __typename?: 'Picture', id: string, cardUrl: string, order: number }>, units: Array<{ __typename?: 'Unit', id: string, pictures: Array<{ __typename?: 'Picture', id: string, cardUrl: string, order: number }> }> } | null }> } };

export type UpdateSavedHomeNoteMutationVariables = Exact<{
  listingId: Scalars['ID']['input'];
  note: Scalars['String']['input'];
}>;


export type UpdateSavedHomeNoteMutation = { __typename?: 'Mutation', updateSavedHomeNote: { __typename?: 'SavedHome', id: string, note?: string | null } };

export type SavedSearchFieldsFragment = { __typename?: 'SavedSearch', id: string, name: string, filters: any, searchPath: string, alertFrequency: AlertFrequency, paused: boolean, createdAt: string };

export type SavedSearchesQueryVariables = Exact<{ [key: string]: never; }>;


export type SavedSearchesQuery = { __typename?: 'Query', savedSearches: Array<{ __typename?: 'SavedSearch', id: string, name: string, filters: any, searchPath: string, alertFrequency: AlertFrequency, paused: boolean, createdAt: string }> };

export type SaveSearchMutationVariables = Exact<{
  data: SaveSearchInput;
}>;


export type SaveSearchMutation = { __typename?: 'Mutation', saveSearch: { __typename?: 'SavedSearch', id: string, name: string, filters: any, searchPath: string, alertFrequency: AlertFrequency, paused: boolean, createdAt: string } };

export type RenameSavedSearchMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
}>;


export type RenameSavedSearchMutation = { __typename?: 'Mutation', renameSavedSearch: { __typename?: 'SavedSearch', id: string, name: string, filters: any, searchPath: string, alertFrequency: AlertFrequency, paused: boolean, createdAt: string } };

export type UpdateSavedSearchAlertsMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  alertFrequency: AlertFrequency;
  paused: Scalars['Boolean']['input'];
}>;


export type UpdateSavedSearchAlertsMutation = { __typename?: 'Mutation', updateSavedSearchAlerts: { __typename?: 'SavedSearch', id: string, name: string, filters: any, searchPath: string, alertFrequency: AlertFrequency, paused: boolean, createdAt: string } };

export type DeleteSavedSearchMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteSavedSearchMutation = { __typename?: 'Mutation', deleteSavedSearch: string };

export type UnsubscribeSavedSearchAlertsMutationVariables = Exact<{
  token: Scalars['String']['input'];
}>;


export type UnsubscribeSavedSearchAlertsMutation = { __typename?: 'Mutation', unsubscribeSavedSearchAlerts: boolean };

export type SearchHistoryUsersQueryVariables = Exact<{
  search?: InputMaybe<Scalars['String']['input']>;
  location?: InputMaybe<Scalars['String']['input']>;
  from?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
}>;


export type SearchHistoryUsersQuery = { __typename?: 'Query', searchHistoryUsers: { __typename?: 'SearchHistoryUserPage', count: number, items: Array<{ __typename?: 'SearchHistoryUser', userId: string, firstName?: string | null, lastName?: string | null, email: string, userType: UserType, searchCount: number, lastSearchAt: string }> } };

export type SearchHistoryOfUserQueryVariables = Exact<{
  userId: Scalars['ID']['input'];
  location?: InputMaybe<Scalars['String']['input']>;
  from?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
}>;


export type SearchHistoryOfUserQuery = { __typename?: 'Query', searchHistoryOfUser: { __typename?: 'SearchHistoryEntryPage', count: number, items: Array<{ __typename?: 'SearchHistoryEntry', id: string, location?: string | null, filters: string, createdAt: string }> } };

export type DeleteSearchHistoryEntriesMutationVariables = Exact<{
  ids: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
}>;


export type DeleteSearchHistoryEntriesMutation = { __typename?: 'Mutation', deleteSearchHistoryEntries: Array<string> };

export type ListingCardFieldsFragment = { __typename?: 'Listing', id: string, title: string, isPremium: boolean, propertyType: PropertyType, postedAt?: string | null, contentUpdatedAt?: string | null, matchingUnitIds?: Array<string> | null, location?: { __typename?: 'Location', id: string, address: string, lat: number, lng: number } | null, pictures: Array<{ __typename?: 'Picture', id: string, cardUrl: string, order: number }>, units: Array<{ __typename?: 'Unit', id: string, available: boolean, bedrooms: Bedrooms, bathrooms: number, unitSize?: number | null, monthlyPrice?: number | null, contactForPricing: boolean, pictures: Array<{ __typename?: 'Picture', id: string, cardUrl: string, order: number }> }> };

export type SiteMapConfigQueryVariables = Exact<{ [key: string]: never; }>;


export type SiteMapConfigQuery = { __typename?: 'Query', siteConfig: { __typename?: 'SiteConfig', mapTileUrl: string, mapAttribution: string } };

export type SearchListingsQueryVariables = Exact<{
  where?: InputMaybe<ListingSearchInput>;
  orderBy?: InputMaybe<ListingSearchOrder>;
  first?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  userId?: InputMaybe<Scalars['ID']['input']>;
}>;


export type SearchListingsQuery = { __typename?: 'Query', searchListingsCount: number, searchListings: Array<{ __typename?: 'Listing', id: string, title: string, isPremium: boolean, propertyType: PropertyType, postedAt?: string | null, contentUpdatedAt?: string | null, matchingUnitIds?: Array<string> | null, location?: { __typename?: 'Location', id: string, address: string, lat: number, lng: number } | null, pictures: Array<{ __typename?: 'Picture', id: string, cardUrl: string, order: number }>, units: Array<{ __typename?: 'Unit', id: string, available: boolean, bedrooms: Bedrooms, bathrooms: number, unitSize?: number | null, monthlyPrice?: number | null, contactForPricing: boolean, pictures: Array<{ __typename?: 'Picture', id: string, cardUrl: string, order: number }> }> }> };

export type SearchMapListingsQueryVariables = Exact<{
  where?: InputMaybe<ListingSearchInput>;
  orderBy?: InputMaybe<ListingSearchOrder>;
  first?: InputMaybe<Scalars['Int']['input']>;
}>;


export type SearchMapListingsQuery = { __typename?: 'Query', searchListings: Array<{ __typename?: 'Listing', id: string, title: string, isPremium: boolean, location?: { __typename?: 'Location', id: string, address: string, lat: number, lng: number } | null, units: Array<{ __typename?: 'Unit', id: string, available: boolean, monthlyPrice?: number | null, contactForPricing: boolean }> }> };

export type SearchCityOptionsQueryVariables = Exact<{
  search?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
}>;


export type SearchCityOptionsQuery = { __typename?: 'Query', cities: Array<{ __typename?: 'City', id: string, name: string, province: string, neighbourhoods: Array<{ __typename?: 'Neighbourhood', id: string, name: string }> }> };

export type TenantProfileQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type TenantProfileQuery = { __typename?: 'Query', tenantProfile: { __typename?: 'TenantProfile', id: string, firstName: string, lastInitial?: string | null, avatarUrl?: string | null, city?: string | null, occupation?: string | null, bio?: string | null, minBudget?: number | null, budget?: number | null, moveIn?: string | null, bedrooms: Array<string>, pets: Array<string>, furnishing: Array<string>, flatmates?: number | null, memberSince: string } };

export type RoommatesForListingQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RoommatesForListingQuery = { __typename?: 'Query', roommatesForListing: Array<{ __typename?: 'TenantProfile', id: string, firstName: string, lastInitial?: string | null, avatarUrl?: string | null, occupation?: string | null, minBudget?: number | null, budget?: number | null, moveIn?: string | null }> };

export type UpdateUserMutationVariables = Exact<{
  data: UpdateUserInput;
}>;


export type UpdateUserMutation = { __typename?: 'Mutation', updateUser: { __typename?: 'User', id: string, email: string, firstName?: string | null, lastName?: string | null, legalName?: string | null, phone?: string | null, userType: UserType, avatarUrl?: string | null, city?: string | null, industry?: string | null, occupation?: string | null, bio?: string | null, gender?: Gender | null, locale: Locale, budget?: number | null, min_budget?: number | null, moveIn?: string | null, roommate?: boolean | null, credit_score?: number | null, householdIncome?: number | null, flatmates?: number | null, zip_code?: string | null, notify: boolean, verified: boolean, isFirstLogin: boolean, permissions: Array<{ __typename?: 'ModulePermission', module: StaffModule, add: boolean, edit: boolean, delete: boolean, view: boolean }> } };

export type UpdateUserTypeMutationVariables = Exact<{
  data: UpdateUserTypeInput;
}>;


export type UpdateUserTypeMutation = { __typename?: 'Mutation', updateUserType: { __typename?: 'User', id: string, email: string, firstName?: string | null, lastName?: string | null, legalName?: string | null, phone?: string | null, userType: UserType, avatarUrl?: string | null, city?: string | null, industry?: string | null, occupation?: string | null, bio?: string | null, gender?: Gender | null, locale: Locale, budget?: number | null, min_budget?: number | null, moveIn?: string | null, roommate?: boolean | null, credit_score?: number | null, householdIncome?: number | null, flatmates?: number | null, zip_code?: string | null, notify: boolean, verified: boolean, isFirstLogin: boolean, permissions: Array<{ __typename?: 'ModulePermission', module: StaffModule, add: boolean, edit: boolean, delete: boolean, view: boolean }> } };

export type AdminUserFieldsFragment = { __typename?: 'User', id: string, email: string, firstName?: string | null, lastName?: string | null, userType: UserType, listingCount: number, createdAt: string };

export type AdminUsersQueryVariables = Exact<{
  first?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  userType?: InputMaybe<UserType>;
  search?: InputMaybe<Scalars['String']['input']>;
  staffOnly?: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type AdminUsersQuery = { __typename?: 'Query', userCount: number, users: Array<{ __typename?: 'User', id: string, email: string, firstName?: string | null, lastName?: string | null, userType: UserType, listingCount: number, createdAt: string }> };

export type ChangeUserTypeMutationVariables = Exact<{
  data: UpdateUserTypeInput;
}>;


export type ChangeUserTypeMutation = { __typename?: 'Mutation', updateUserType: { __typename?: 'User', id: string, email: string, firstName?: string | null, lastName?: string | null, userType: UserType, listingCount: number, createdAt: string } };

export type CreateUserMutationVariables = Exact<{
  data: CreateUserInput;
}>;


export type CreateUserMutation = { __typename?: 'Mutation', createUser: { __typename?: 'User', id: string, email: string, firstName?: string | null, lastName?: string | null, userType: UserType, listingCount: number, createdAt: string } };

export type DeleteUserMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteUserMutation = { __typename?: 'Mutation', deleteUser: string };

export type UserAuditTrailQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type UserAuditTrailQuery = { __typename?: 'Query', auditTrail: Array<{ __typename?: 'AuditEntry', id: string, action: string, actorEmail: string, before?: string | null, after?: string | null, createdAt: string }> };

export type UserListingsQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
}>;


export type UserListingsQuery = { __typename?: 'Query', userListingCount: number, user: { __typename?: 'User', id: string, email: string, firstName?: string | null, lastName?: string | null, userType: UserType, listingCount: number, createdAt: string }, userListings: Array<{ __typename?: 'Listing', id: string, title: string, status: ListingStatus, createdAt: string }> };

export type StaffMemberQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type StaffMemberQuery = { __typename?: 'Query', user: { __typename?: 'User', id: string, email: string, firstName?: string | null, lastName?: string | null, userType: UserType, listingCount: number, createdAt: string }, permission: Array<{ __typename?: 'ModulePermission', module: StaffModule, add: boolean, edit: boolean, delete: boolean, view: boolean }> };

export type SetPermissionsMutationVariables = Exact<{
  userId: Scalars['ID']['input'];
  permissionData: Array<PermissionDataInput> | PermissionDataInput;
}>;


export type SetPermissionsMutation = { __typename?: 'Mutation', createPermission: Array<{ __typename?: 'ModulePermission', module: StaffModule, add: boolean, edit: boolean, delete: boolean, view: boolean }> };

export type ViewingRequestFieldsFragment = { __typename?: 'ViewingRequest', id: string, budget?: number | null, bedrooms: Array<Bedrooms>, moveIn?: string | null, availabilityDays: Array<string>, availabilityTimes: Array<string>, message: string, status: ViewingRequestStatus, createdAt: string, pre_viewing_city: { __typename?: 'ViewingRequestCity', city: string, province: string } };

export type MyViewingRequestsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyViewingRequestsQuery = { __typename?: 'Query', myViewingRequests: Array<{ __typename?: 'ViewingRequest', id: string, budget?: number | null, bedrooms: Array<Bedrooms>, moveIn?: string | null, availabilityDays: Array<string>, availabilityTimes: Array<string>, message: string, status: ViewingRequestStatus, createdAt: string, pre_viewing_city: { __typename?: 'ViewingRequestCity', city: string, province: string } }>, myViewingPreferences: { __typename?: 'ViewingPreferences', budget?: number | null, moveIn?: string | null, availabilityDays: Array<string>, pre_viewing_city?: { __typename?: 'ViewingRequestCity', city: string, province: string } | null } };

export type RequestForViewingMutationVariables = Exact<{
  data: RequestForViewingInput;
}>;


export type RequestForViewingMutation = { __typename?: 'Mutation', requestForViewing: { __typename?: 'ViewingRequest', id: string, budget?: number | null, bedrooms: Array<Bedrooms>, moveIn?: string | null, availabilityDays: Array<string>, availabilityTimes: Array<string>, message: string, status: ViewingRequestStatus, createdAt: string, pre_viewing_city: { __typename?: 'ViewingRequestCity', city: string, province: string } } };

export type ViewingRequestCitiesQueryVariables = Exact<{
  search?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
}>;


export type ViewingRequestCitiesQuery = { __typename?: 'Query', cities: Array<{ __typename?: 'City', id: string, name: string, province: string }> };

export type StaffViewingRequestFieldsFragment = { __typename?: 'StaffViewingRequest', id: string, kind: ViewingRequestKind, contactPhone?: string | null, unitCount?: number | null, budget?: number | null, bedrooms: Array<Bedrooms>, moveIn?: string | null, availabilityDays: Array<string>, availabilityTimes: Array<string>, message: string, status: ViewingRequestStatus, staffNote: string, createdAt: string, updatedAt: string, pre_viewing_city: { __typename?: 'ViewingRequestCity', city: string, province: string }, requester: { __typename?: 'ViewingRequestRequester', id: string, firstName?: string | null, lastName?: string | null, email: string, phone?: string | null }, assignedTo?: { __typename?: 'ViewingRequestPerson', id: string, firstName?: string | null, lastName?: string | null, email: string } | null };

export type StaffViewingRequestsQueryVariables = Exact<{
  where?: InputMaybe<ViewingRequestFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
}>;


export type StaffViewingRequestsQuery = { __typename?: 'Query', viewingRequests: { __typename?: 'ViewingRequestPage', count: number, items: Array<{ __typename?: 'StaffViewingRequest', id: string, kind: ViewingRequestKind, contactPhone?: string | null, unitCount?: number | null, budget?: number | null, bedrooms: Array<Bedrooms>, moveIn?: string | null, availabilityDays: Array<string>, availabilityTimes: Array<string>, message: string, status: ViewingRequestStatus, staffNote: string, createdAt: string, updatedAt: string, pre_viewing_city: { __typename?: 'ViewingRequestCity', city: string, province: string }, requester: { __typename?: 'ViewingRequestRequester', id: string, firstName?: string | null, lastName?: string | null, email: string, phone?: string | null }, assignedTo?: { __typename?: 'ViewingRequestPerson', id: string, firstName?: string | null, lastName?: string | null, email: string } | null }> } };

export type ViewingRequestAssigneesQueryVariables = Exact<{ [key: string]: never; }>;


export type ViewingRequestAssigneesQuery = { __typename?: 'Query', viewingRequestAssignees: Array<{ __typename?: 'ViewingRequestPerson', id: string, firstName?: string | null, lastName?: string | null, email: string }> };

export type UpdateViewingRequestMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  data: UpdateViewingRequestInput;
}>;


export type UpdateViewingRequestMutation = { __typename?: 'Mutation', updateViewingRequest: { __typename?: 'StaffViewingRequest', id: string, kind: ViewingRequestKind, contactPhone?: string | null, unitCount?: number | null, budget?: number | null, bedrooms: Array<Bedrooms>, moveIn?: string | null, availabilityDays: Array<string>, availabilityTimes: Array<string>, message: string, status: ViewingRequestStatus, staffNote: string, createdAt: string, updatedAt: string, pre_viewing_city: { __typename?: 'ViewingRequestCity', city: string, province: string }, requester: { __typename?: 'ViewingRequestRequester', id: string, firstName?: string | null, lastName?: string | null, email: string, phone?: string | null }, assignedTo?: { __typename?: 'ViewingRequestPerson', id: string, firstName?: string | null, lastName?: string | null, email: string } | null } };

export type ViewingFieldsFragment = { __typename?: 'Viewing', id: string, listingId: string, listingTitle: string, room: string, kind: ViewingSlotKind, openHouseId?: string | null, status: ViewingStatus, startsAt: string, endsAt: string, zone: string, proposedTimes: Array<string>, proposedStartsAt?: string | null, proposedEndsAt?: string | null, proposedBy?: ViewingActor | null, cancelReason?: string | null, cancelledBy?: ViewingActor | null, confirmedAt?: string | null, createdAt: string, actions: Array<ViewingAction>, renter?: { __typename?: 'ViewingPerson', id: string, firstName?: string | null, lastName?: string | null } | null };

export type ViewingActionMutationVariables = Exact<{
  data: ViewingActionInput;
}>;


export type ViewingActionMutation = { __typename?: 'Mutation', viewingAction: { __typename?: 'Viewing', id: string, listingId: string, listingTitle: string, room: string, kind: ViewingSlotKind, openHouseId?: string | null, status: ViewingStatus, startsAt: string, endsAt: string, zone: string, proposedTimes: Array<string>, proposedStartsAt?: string | null, proposedEndsAt?: string | null, proposedBy?: ViewingActor | null, cancelReason?: string | null, cancelledBy?: ViewingActor | null, confirmedAt?: string | null, createdAt: string, actions: Array<ViewingAction>, renter?: { __typename?: 'ViewingPerson', id: string, firstName?: string | null, lastName?: string | null } | null } };

export type CalendarFeedFieldsFragment = { __typename?: 'CalendarFeed', url: string, webcalUrl: string, createdAt: string };

export type MyCalendarFeedQueryVariables = Exact<{ [key: string]: never; }>;


export type MyCalendarFeedQuery = { __typename?: 'Query', myCalendarFeed?: { __typename?: 'CalendarFeed', url: string, webcalUrl: string, createdAt: string } | null };

export type CreateCalendarFeedMutationVariables = Exact<{ [key: string]: never; }>;


export type CreateCalendarFeedMutation = { __typename?: 'Mutation', createCalendarFeed: { __typename?: 'CalendarFeed', url: string, webcalUrl: string, createdAt: string } };

export type RevokeCalendarFeedMutationVariables = Exact<{ [key: string]: never; }>;


export type RevokeCalendarFeedMutation = { __typename?: 'Mutation', revokeCalendarFeed: { __typename?: 'CalendarFeed', url: string, webcalUrl: string, createdAt: string } };

export type LandlordAgendaQueryVariables = Exact<{
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
}>;


export type LandlordAgendaQuery = { __typename?: 'Query', landlordViewings: Array<{ __typename?: 'Viewing', id: string, listingId: string, listingTitle: string, room: string, kind: ViewingSlotKind, openHouseId?: string | null, status: ViewingStatus, startsAt: string, endsAt: string, zone: string, proposedTimes: Array<string>, proposedStartsAt?: string | null, proposedEndsAt?: string | null, proposedBy?: ViewingActor | null, cancelReason?: string | null, cancelledBy?: ViewingActor | null, confirmedAt?: string | null, createdAt: string, actions: Array<ViewingAction>, renter?: { __typename?: 'ViewingPerson', id: string, firstName?: string | null, lastName?: string | null } | null }> };

export type AgendaListingsQueryVariables = Exact<{ [key: string]: never; }>;


export type AgendaListingsQuery = { __typename?: 'Query', searchBuildingByLandlord: Array<{ __typename?: 'Listing', id: string, title: string }> };

export type AvailabilityFieldsFragment = { __typename?: 'ViewingAvailability', listingId: string, zone: string, configured: boolean, slotMinutes: number, bufferMinutes: number, horizonDays: number, minNoticeHours: number, mode: ViewingBookingMode, showingType: ViewingShowingType, meetingLink?: string | null, capacityPerSlot: number, windows: Array<{ __typename?: 'WeeklyViewingWindow', weekday: Weekday, start: string, end: string }>, openHouses: Array<{ __typename?: 'OpenHouse', id: string, startsAt: string, endsAt: string, capacity: number, booked: number }> };

export type ViewingAvailabilityQueryVariables = Exact<{
  listingId: Scalars['ID']['input'];
}>;


export type ViewingAvailabilityQuery = { __typename?: 'Query', listing: { __typename?: 'Listing', id: string, title: string }, viewingAvailability: { __typename?: 'ViewingAvailability', listingId: string, zone: string, configured: boolean, slotMinutes: number, bufferMinutes: number, horizonDays: number, minNoticeHours: number, mode: ViewingBookingMode, showingType: ViewingShowingType, meetingLink?: string | null, capacityPerSlot: number, windows: Array<{ __typename?: 'WeeklyViewingWindow', weekday: Weekday, start: string, end: string }>, openHouses: Array<{ __typename?: 'OpenHouse', id: string, startsAt: string, endsAt: string, capacity: number, booked: number }> } };

export type SetViewingAvailabilityMutationVariables = Exact<{
  listingId: Scalars['ID']['input'];
  data: ViewingAvailabilityInput;
}>;


export type SetViewingAvailabilityMutation = { __typename?: 'Mutation', setViewingAvailability: { __typename?: 'ViewingAvailability', listingId: string, zone: string, configured: boolean, slotMinutes: number, bufferMinutes: number, horizonDays: number, minNoticeHours: number, mode: ViewingBookingMode, showingType: ViewingShowingType, meetingLink?: string | null, capacityPerSlot: number, windows: Array<{ __typename?: 'WeeklyViewingWindow', weekday: Weekday, start: string, end: string }>, openHouses: Array<{ __typename?: 'OpenHouse', id: string, startsAt: string, endsAt: string, capacity: number, booked: number }> } };

export type AddOpenHouseMutationVariables = Exact<{
  listingId: Scalars['ID']['input'];
  data: OpenHouseInput;
}>;


export type AddOpenHouseMutation = { __typename?: 'Mutation', addOpenHouse: { __typename?: 'ViewingAvailability', listingId: string, zone: string, configured: boolean, slotMinutes: number, bufferMinutes: number, horizonDays: number, minNoticeHours: number, mode: ViewingBookingMode, showingType: ViewingShowingType, meetingLink?: string | null, capacityPerSlot: number, windows: Array<{ __typename?: 'WeeklyViewingWindow', weekday: Weekday, start: string, end: string }>, openHouses: Array<{ __typename?: 'OpenHouse', id: string, startsAt: string, endsAt: string, capacity: number, booked: number }> } };

export type RemoveOpenHouseMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RemoveOpenHouseMutation = { __typename?: 'Mutation', removeOpenHouse: { __typename?: 'ViewingAvailability', listingId: string, zone: string, configured: boolean, slotMinutes: number, bufferMinutes: number, horizonDays: number, minNoticeHours: number, mode: ViewingBookingMode, showingType: ViewingShowingType, meetingLink?: string | null, capacityPerSlot: number, windows: Array<{ __typename?: 'WeeklyViewingWindow', weekday: Weekday, start: string, end: string }>, openHouses: Array<{ __typename?: 'OpenHouse', id: string, startsAt: string, endsAt: string, capacity: number, booked: number }> } };

export type StaffViewingsQueryVariables = Exact<{
  where?: InputMaybe<StaffViewingFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
}>;


export type StaffViewingsQuery = { __typename?: 'Query', staffViewings: { __typename?: 'StaffViewingPage', count: number, items: Array<{ __typename?: 'Viewing', id: string, listingId: string, listingTitle: string, room: string, kind: ViewingSlotKind, openHouseId?: string | null, status: ViewingStatus, startsAt: string, endsAt: string, zone: string, proposedTimes: Array<string>, proposedStartsAt?: string | null, proposedEndsAt?: string | null, proposedBy?: ViewingActor | null, cancelReason?: string | null, cancelledBy?: ViewingActor | null, confirmedAt?: string | null, createdAt: string, actions: Array<ViewingAction>, assignedTo?: { __typename?: 'ViewingRequestPerson', id: string, firstName?: string | null, lastName?: string | null, email: string } | null, renter?: { __typename?: 'ViewingPerson', id: string, firstName?: string | null, lastName?: string | null } | null }> } };

export type StaffViewingAssigneesQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffViewingAssigneesQuery = { __typename?: 'Query', viewingRequestAssignees: Array<{ __typename?: 'ViewingRequestPerson', id: string, firstName?: string | null, lastName?: string | null, email: string }> };

export type AssignViewingMutationVariables = Exact<{
  viewing: Scalars['ID']['input'];
  staff?: InputMaybe<Scalars['ID']['input']>;
}>;


export type AssignViewingMutation = { __typename?: 'Mutation', assignViewing: { __typename?: 'Viewing', id: string, assignedTo?: { __typename?: 'ViewingRequestPerson', id: string, firstName?: string | null, lastName?: string | null, email: string } | null } };

export type ViewingSlotsFieldsFragment = { __typename?: 'ViewingSlots', listingId: string, zone: string, offered: boolean, mode: ViewingBookingMode, showingType: ViewingShowingType, slots: Array<{ __typename?: 'ViewingSlot', kind: ViewingSlotKind, startsAt: string, endsAt: string, capacity: number, remaining: number, openHouseId?: string | null }> };

export type ViewingSlotsQueryVariables = Exact<{
  listingId: Scalars['ID']['input'];
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
}>;


export type ViewingSlotsQuery = { __typename?: 'Query', viewingSlots: { __typename?: 'ViewingSlots', listingId: string, zone: string, offered: boolean, mode: ViewingBookingMode, showingType: ViewingShowingType, slots: Array<{ __typename?: 'ViewingSlot', kind: ViewingSlotKind, startsAt: string, endsAt: string, capacity: number, remaining: number, openHouseId?: string | null }> } };

export type ViewingFormQueryVariables = Exact<{
  listingId: Scalars['ID']['input'];
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
}>;


export type ViewingFormQuery = { __typename?: 'Query', listing: { __typename?: 'Listing', id: string, title: string, location?: { __typename?: 'Location', id: string, address: string, city: { __typename?: 'LocationCity', id: string, name: string, province: string } } | null }, viewingSlots: { __typename?: 'ViewingSlots', listingId: string, zone: string, offered: boolean, mode: ViewingBookingMode, showingType: ViewingShowingType, slots: Array<{ __typename?: 'ViewingSlot', kind: ViewingSlotKind, startsAt: string, endsAt: string, capacity: number, remaining: number, openHouseId?: string | null }> } };

export type BookViewingMutationVariables = Exact<{
  data: BookViewingInput;
}>;


export type BookViewingMutation = { __typename?: 'Mutation', bookViewing: { __typename?: 'Viewing', id: string, listingId: string, listingTitle: string, room: string, kind: ViewingSlotKind, openHouseId?: string | null, status: ViewingStatus, startsAt: string, endsAt: string, zone: string, proposedTimes: Array<string>, proposedStartsAt?: string | null, proposedEndsAt?: string | null, proposedBy?: ViewingActor | null, cancelReason?: string | null, cancelledBy?: ViewingActor | null, confirmedAt?: string | null, createdAt: string, actions: Array<ViewingAction>, renter?: { __typename?: 'ViewingPerson', id: string, firstName?: string | null, lastName?: string | null } | null } };

export type MyViewingsQueryVariables = Exact<{
  when: ViewingsWhen;
}>;


export type MyViewingsQuery = { __typename?: 'Query', myViewings: Array<{ __typename?: 'Viewing', id: string, listingId: string, listingTitle: string, room: string, kind: ViewingSlotKind, openHouseId?: string | null, status: ViewingStatus, startsAt: string, endsAt: string, zone: string, proposedTimes: Array<string>, proposedStartsAt?: string | null, proposedEndsAt?: string | null, proposedBy?: ViewingActor | null, cancelReason?: string | null, cancelledBy?: ViewingActor | null, confirmedAt?: string | null, createdAt: string, actions: Array<ViewingAction>, renter?: { __typename?: 'ViewingPerson', id: string, firstName?: string | null, lastName?: string | null } | null }> };

export type CurrentUserFieldsFragment = { __typename?: 'User', id: string, email: string, firstName?: string | null, lastName?: string | null, legalName?: string | null, phone?: string | null, userType: UserType, avatarUrl?: string | null, city?: string | null, industry?: string | null, occupation?: string | null, bio?: string | null, gender?: Gender | null, locale: Locale, budget?: number | null, min_budget?: number | null, moveIn?: string | null, roommate?: boolean | null, credit_score?: number | null, householdIncome?: number | null, flatmates?: number | null, zip_code?: string | null, notify: boolean, verified: boolean, isFirstLogin: boolean, permissions: Array<{ __typename?: 'ModulePermission', module: StaffModule, add: boolean, edit: boolean, delete: boolean, view: boolean }> };

export type FetchCurrentUserQueryVariables = Exact<{ [key: string]: never; }>;


export type FetchCurrentUserQuery = { __typename?: 'Query', fetchCurrentUser?: { __typename?: 'User', id: string, email: string, firstName?: string | null, lastName?: string | null, legalName?: string | null, phone?: string | null, userType: UserType, avatarUrl?: string | null, city?: string | null, industry?: string | null, occupation?: string | null, bio?: string | null, gender?: Gender | null, locale: Locale, budget?: number | null, min_budget?: number | null, moveIn?: string | null, roommate?: boolean | null, credit_score?: number | null, householdIncome?: number | null, flatmates?: number | null, zip_code?: string | null, notify: boolean, verified: boolean, isFirstLogin: boolean, permissions: Array<{ __typename?: 'ModulePermission', module: StaffModule, add: boolean, edit: boolean, delete: boolean, view: boolean }> } | null };

export type CurrentUserUpdatedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type CurrentUserUpdatedSubscription = { __typename?: 'Subscription', currentUserUpdated: { __typename?: 'User', id: string, email: string, firstName?: string | null, lastName?: string | null, legalName?: string | null, phone?: string | null, userType: UserType, avatarUrl?: string | null, city?: string | null, industry?: string | null, occupation?: string | null, bio?: string | null, gender?: Gender | null, locale: Locale, budget?: number | null, min_budget?: number | null, moveIn?: string | null, roommate?: boolean | null, credit_score?: number | null, householdIncome?: number | null, flatmates?: number | null, zip_code?: string | null, notify: boolean, verified: boolean, isFirstLogin: boolean, permissions: Array<{ __typename?: 'ModulePermission', module: StaffModule, add: boolean, edit: boolean, delete: boolean, view: boolean }> } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { __typename?: 'Mutation', logout: boolean };

export type MultipleFileUploadMutationVariables = Exact<{
  files: Array<Scalars['Upload']['input']> | Scalars['Upload']['input'];
  pathType: FilePathType;
}>;


export type MultipleFileUploadMutation = { __typename?: 'Mutation', multipleFileUpload: Array<{ __typename?: 'FileObject', id: string, filename: string, url: string, mimeType: string, size: number, pathType: FilePathType }> };

export type UploadImageMutationVariables = Exact<{
  file: Scalars['Upload']['input'];
  pathType?: InputMaybe<ThumbnailPathType>;
}>;


export type UploadImageMutation = { __typename?: 'Mutation', uploadImage: { __typename?: 'UploadedImage', id: string, thumbnailUrl: string, width: number, height: number } };

export const BillingPaymentFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BillingPaymentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"listingId"}},{"kind":"Field","name":{"kind":"Name","value":"listingTitle"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"refundedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<BillingPaymentFieldsFragment, unknown>;
export const BoostedListingFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BoostedListingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BoostedListing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"premiumStart"}},{"kind":"Field","name":{"kind":"Name","value":"premiumEnd"}},{"kind":"Field","name":{"kind":"Name","value":"daysLeft"}},{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"refundedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"listing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"isPremium"}},{"kind":"Field","name":{"kind":"Name","value":"premiumName"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]} as unknown as DocumentNode<BoostedListingFieldsFragment, unknown>;
export const LeaseRequestFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeaseRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeaseRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"propertyAddress"}},{"kind":"Field","name":{"kind":"Name","value":"landlordName"}},{"kind":"Field","name":{"kind":"Name","value":"tenants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"monthlyRent"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"termMonths"}},{"kind":"Field","name":{"kind":"Name","value":"specialTerms"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"staffNote"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<LeaseRequestFieldsFragment, unknown>;
export const StaffLeaseRequestFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffLeaseRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffLeaseRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"propertyAddress"}},{"kind":"Field","name":{"kind":"Name","value":"landlordName"}},{"kind":"Field","name":{"kind":"Name","value":"tenants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"monthlyRent"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"termMonths"}},{"kind":"Field","name":{"kind":"Name","value":"specialTerms"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"staffNote"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"requester"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<StaffLeaseRequestFieldsFragment, unknown>;
export const LeaseSigningSessionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeaseSigningSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeaseSigning"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isTurn"}},{"kind":"Field","name":{"kind":"Name","value":"consented"}},{"kind":"Field","name":{"kind":"Name","value":"places"}},{"kind":"Field","name":{"kind":"Name","value":"placesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"viewUrl"}},{"kind":"Field","name":{"kind":"Name","value":"signer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lease"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"terms"}},{"kind":"Field","name":{"kind":"Name","value":"signedCount"}},{"kind":"Field","name":{"kind":"Name","value":"signerCount"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"endedReason"}},{"kind":"Field","name":{"kind":"Name","value":"documentPath"}},{"kind":"Field","name":{"kind":"Name","value":"signedDocumentPath"}},{"kind":"Field","name":{"kind":"Name","value":"signers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"isYou"}},{"kind":"Field","name":{"kind":"Name","value":"signedAt"}}]}}]}}]}}]} as unknown as DocumentNode<LeaseSigningSessionFieldsFragment, unknown>;
export const LeaseSignerFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeaseSignerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeaseSigner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"viewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"signedAt"}},{"kind":"Field","name":{"kind":"Name","value":"declinedAt"}},{"kind":"Field","name":{"kind":"Name","value":"declineReason"}},{"kind":"Field","name":{"kind":"Name","value":"lastRemindedAt"}},{"kind":"Field","name":{"kind":"Name","value":"isYou"}}]}}]} as unknown as DocumentNode<LeaseSignerFieldsFragment, unknown>;
export const LeaseRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeaseRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lease"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"terms"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"signedCount"}},{"kind":"Field","name":{"kind":"Name","value":"signerCount"}},{"kind":"Field","name":{"kind":"Name","value":"canManage"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"documentPath"}},{"kind":"Field","name":{"kind":"Name","value":"signedDocumentPath"}},{"kind":"Field","name":{"kind":"Name","value":"sealedSha256"}},{"kind":"Field","name":{"kind":"Name","value":"roomId"}},{"kind":"Field","name":{"kind":"Name","value":"signers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeaseSignerFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextSigners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"isYou"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeaseSignerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeaseSigner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"viewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"signedAt"}},{"kind":"Field","name":{"kind":"Name","value":"declinedAt"}},{"kind":"Field","name":{"kind":"Name","value":"declineReason"}},{"kind":"Field","name":{"kind":"Name","value":"lastRemindedAt"}},{"kind":"Field","name":{"kind":"Name","value":"isYou"}}]}}]} as unknown as DocumentNode<LeaseRowFieldsFragment, unknown>;
export const LeaseDetailFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeaseDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lease"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeaseRowFields"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"listingId"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"endedAt"}},{"kind":"Field","name":{"kind":"Name","value":"endedReason"}},{"kind":"Field","name":{"kind":"Name","value":"documentSha256"}},{"kind":"Field","name":{"kind":"Name","value":"voidClauseFindings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ruleId"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"warningEn"}},{"kind":"Field","name":{"kind":"Name","value":"warningFr"}},{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sourceLabel"}}]}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"signerId"}},{"kind":"Field","name":{"kind":"Name","value":"ip"}},{"kind":"Field","name":{"kind":"Name","value":"userAgent"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeaseSignerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeaseSigner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"viewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"signedAt"}},{"kind":"Field","name":{"kind":"Name","value":"declinedAt"}},{"kind":"Field","name":{"kind":"Name","value":"declineReason"}},{"kind":"Field","name":{"kind":"Name","value":"lastRemindedAt"}},{"kind":"Field","name":{"kind":"Name","value":"isYou"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeaseRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lease"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"terms"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"signedCount"}},{"kind":"Field","name":{"kind":"Name","value":"signerCount"}},{"kind":"Field","name":{"kind":"Name","value":"canManage"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"documentPath"}},{"kind":"Field","name":{"kind":"Name","value":"signedDocumentPath"}},{"kind":"Field","name":{"kind":"Name","value":"sealedSha256"}},{"kind":"Field","name":{"kind":"Name","value":"roomId"}},{"kind":"Field","name":{"kind":"Name","value":"signers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeaseSignerFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextSigners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"isYou"}}]}}]}}]} as unknown as DocumentNode<LeaseDetailFieldsFragment, unknown>;
export const LandlordListingFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LandlordListingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Listing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isapproved"}},{"kind":"Field","name":{"kind":"Name","value":"isHidden"}},{"kind":"Field","name":{"kind":"Name","value":"activate"}},{"kind":"Field","name":{"kind":"Name","value":"isPremium"}},{"kind":"Field","name":{"kind":"Name","value":"premiumDaysLeft"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pictures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cardUrl"}},{"kind":"Field","name":{"kind":"Name","value":"order"}}]}},{"kind":"Field","name":{"kind":"Name","value":"units"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"contactForPricing"}}]}}]}}]} as unknown as DocumentNode<LandlordListingFieldsFragment, unknown>;
export const DepositQuoteFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DepositQuoteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentQuote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subtotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"taxes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"component"}},{"kind":"Field","name":{"kind":"Name","value":"ratePer"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taxCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"terms"}}]}}]} as unknown as DocumentNode<DepositQuoteFieldsFragment, unknown>;
export const AdminListingFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminListingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Listing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isHidden"}},{"kind":"Field","name":{"kind":"Name","value":"isapproved"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedAt"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"availablityStatus"}},{"kind":"Field","name":{"kind":"Name","value":"isPremium"}},{"kind":"Field","name":{"kind":"Name","value":"premiumName"}},{"kind":"Field","name":{"kind":"Name","value":"premiumEnd"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<AdminListingFieldsFragment, unknown>;
export const ListingPagePictureFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPagePictureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Picture"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cardUrl"}},{"kind":"Field","name":{"kind":"Name","value":"detailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"order"}}]}}]} as unknown as DocumentNode<ListingPagePictureFieldsFragment, unknown>;
export const LocationTagFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LocationTagFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LocationTags"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"students"}},{"kind":"Field","name":{"kind":"Name","value":"closeToTransit"}},{"kind":"Field","name":{"kind":"Name","value":"purposeBuiltRentals"}},{"kind":"Field","name":{"kind":"Name","value":"nightlife"}},{"kind":"Field","name":{"kind":"Name","value":"parksAndWater"}},{"kind":"Field","name":{"kind":"Name","value":"luxuryRentals"}},{"kind":"Field","name":{"kind":"Name","value":"shortTermRentals"}},{"kind":"Field","name":{"kind":"Name","value":"professionallyManaged"}},{"kind":"Field","name":{"kind":"Name","value":"onlinePayments"}},{"kind":"Field","name":{"kind":"Name","value":"onlineApplications"}},{"kind":"Field","name":{"kind":"Name","value":"furnishedRentals"}},{"kind":"Field","name":{"kind":"Name","value":"petFriendly"}}]}}]} as unknown as DocumentNode<LocationTagFieldsFragment, unknown>;
export const UtilityFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UtilityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Utilities"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"electricity"}},{"kind":"Field","name":{"kind":"Name","value":"heating"}},{"kind":"Field","name":{"kind":"Name","value":"airConditioning"}},{"kind":"Field","name":{"kind":"Name","value":"water"}},{"kind":"Field","name":{"kind":"Name","value":"garbageRemoval"}},{"kind":"Field","name":{"kind":"Name","value":"cableTv"}},{"kind":"Field","name":{"kind":"Name","value":"internet"}},{"kind":"Field","name":{"kind":"Name","value":"maintenanceFees"}},{"kind":"Field","name":{"kind":"Name","value":"gas"}}]}}]} as unknown as DocumentNode<UtilityFieldsFragment, unknown>;
export const BuildingAmenityFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BuildingAmenityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BuildingAmenities"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"onSiteLaundry"}},{"kind":"Field","name":{"kind":"Name","value":"yard"}},{"kind":"Field","name":{"kind":"Name","value":"concierge"}},{"kind":"Field","name":{"kind":"Name","value":"elevator"}},{"kind":"Field","name":{"kind":"Name","value":"dryCleaning"}},{"kind":"Field","name":{"kind":"Name","value":"gym"}},{"kind":"Field","name":{"kind":"Name","value":"swimmingPool"}},{"kind":"Field","name":{"kind":"Name","value":"storage"}},{"kind":"Field","name":{"kind":"Name","value":"guestSuites"}},{"kind":"Field","name":{"kind":"Name","value":"beanfieldWifi"}},{"kind":"Field","name":{"kind":"Name","value":"publicWifi"}},{"kind":"Field","name":{"kind":"Name","value":"bbqPermitted"}},{"kind":"Field","name":{"kind":"Name","value":"visitorsParking"}},{"kind":"Field","name":{"kind":"Name","value":"partyRoom"}},{"kind":"Field","name":{"kind":"Name","value":"bikeStorage"}},{"kind":"Field","name":{"kind":"Name","value":"wheelchairAccess"}},{"kind":"Field","name":{"kind":"Name","value":"rooftopDeck"}},{"kind":"Field","name":{"kind":"Name","value":"hotTub"}},{"kind":"Field","name":{"kind":"Name","value":"sauna"}},{"kind":"Field","name":{"kind":"Name","value":"gameRoom"}},{"kind":"Field","name":{"kind":"Name","value":"theatre"}},{"kind":"Field","name":{"kind":"Name","value":"businessCenter"}},{"kind":"Field","name":{"kind":"Name","value":"communalGarden"}},{"kind":"Field","name":{"kind":"Name","value":"petSpa"}},{"kind":"Field","name":{"kind":"Name","value":"mediaRoom"}},{"kind":"Field","name":{"kind":"Name","value":"basketballCourt"}},{"kind":"Field","name":{"kind":"Name","value":"yogaRoom"}},{"kind":"Field","name":{"kind":"Name","value":"tennisCourt"}},{"kind":"Field","name":{"kind":"Name","value":"rooftopTerrace"}},{"kind":"Field","name":{"kind":"Name","value":"coworkingSpace"}},{"kind":"Field","name":{"kind":"Name","value":"conferenceRoom"}},{"kind":"Field","name":{"kind":"Name","value":"patio"}},{"kind":"Field","name":{"kind":"Name","value":"lounge"}}]}}]} as unknown as DocumentNode<BuildingAmenityFieldsFragment, unknown>;
export const PetFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PetFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Pets"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cat"}},{"kind":"Field","name":{"kind":"Name","value":"dog"}},{"kind":"Field","name":{"kind":"Name","value":"other"}},{"kind":"Field","name":{"kind":"Name","value":"none"}}]}}]} as unknown as DocumentNode<PetFieldsFragment, unknown>;
export const TenantRequirementFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TenantRequirementFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TenantRequirements"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exceptionalCredit"}},{"kind":"Field","name":{"kind":"Name","value":"payStub"}},{"kind":"Field","name":{"kind":"Name","value":"letterOfEmployment"}},{"kind":"Field","name":{"kind":"Name","value":"photoId"}},{"kind":"Field","name":{"kind":"Name","value":"pastReferences"}},{"kind":"Field","name":{"kind":"Name","value":"noSmoking"}},{"kind":"Field","name":{"kind":"Name","value":"extraDocumentation"}}]}}]} as unknown as DocumentNode<TenantRequirementFieldsFragment, unknown>;
export const UnitAmenityFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UnitAmenityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UnitAmenities"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ac"}},{"kind":"Field","name":{"kind":"Name","value":"centralHeat"}},{"kind":"Field","name":{"kind":"Name","value":"electricalHeating"}},{"kind":"Field","name":{"kind":"Name","value":"radiatorHeating"}},{"kind":"Field","name":{"kind":"Name","value":"fireplace"}},{"kind":"Field","name":{"kind":"Name","value":"carpet"}},{"kind":"Field","name":{"kind":"Name","value":"ceilingFan"}},{"kind":"Field","name":{"kind":"Name","value":"hardwoodFloor"}},{"kind":"Field","name":{"kind":"Name","value":"walkInCloset"}},{"kind":"Field","name":{"kind":"Name","value":"highCeilings"}},{"kind":"Field","name":{"kind":"Name","value":"bathroomFan"}},{"kind":"Field","name":{"kind":"Name","value":"balcony"}}]}}]} as unknown as DocumentNode<UnitAmenityFieldsFragment, unknown>;
export const UnitApplianceFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UnitApplianceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UnitAppliances"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fridge"}},{"kind":"Field","name":{"kind":"Name","value":"stove"}},{"kind":"Field","name":{"kind":"Name","value":"rangehood"}},{"kind":"Field","name":{"kind":"Name","value":"dishwasher"}},{"kind":"Field","name":{"kind":"Name","value":"microwave"}},{"kind":"Field","name":{"kind":"Name","value":"inunitwasher"}},{"kind":"Field","name":{"kind":"Name","value":"inunitdryer"}},{"kind":"Field","name":{"kind":"Name","value":"wineFridge"}},{"kind":"Field","name":{"kind":"Name","value":"dehumidifier"}},{"kind":"Field","name":{"kind":"Name","value":"firePlaceElectric"}},{"kind":"Field","name":{"kind":"Name","value":"firePlaceGas"}},{"kind":"Field","name":{"kind":"Name","value":"jacuzzi"}}]}}]} as unknown as DocumentNode<UnitApplianceFieldsFragment, unknown>;
export const WizardListingFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WizardListingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Listing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"isapproved"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"propertyType"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"buildingConstructionYear"}},{"kind":"Field","name":{"kind":"Name","value":"totalUnitsInBuilding"}},{"kind":"Field","name":{"kind":"Name","value":"storiesInBuilding"}},{"kind":"Field","name":{"kind":"Name","value":"basement"}},{"kind":"Field","name":{"kind":"Name","value":"moveInBonuses"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"lat"}},{"kind":"Field","name":{"kind":"Name","value":"lng"}},{"kind":"Field","name":{"kind":"Name","value":"city"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"province"}}]}},{"kind":"Field","name":{"kind":"Name","value":"neighbourHood"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LocationTagFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"utilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UtilityFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"amenities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BuildingAmenityFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PetFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tenantRequirements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TenantRequirementFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pictures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"order"}}]}},{"kind":"Field","name":{"kind":"Name","value":"units"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"den"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"startDateAvailability"}},{"kind":"Field","name":{"kind":"Name","value":"unitSize"}},{"kind":"Field","name":{"kind":"Name","value":"bedrooms"}},{"kind":"Field","name":{"kind":"Name","value":"bathrooms"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"deposit"}},{"kind":"Field","name":{"kind":"Name","value":"contactForPricing"}},{"kind":"Field","name":{"kind":"Name","value":"furnished"}},{"kind":"Field","name":{"kind":"Name","value":"parking"}},{"kind":"Field","name":{"kind":"Name","value":"parkingSpots"}},{"kind":"Field","name":{"kind":"Name","value":"leaseTerm"}},{"kind":"Field","name":{"kind":"Name","value":"storage"}},{"kind":"Field","name":{"kind":"Name","value":"maintenance"}},{"kind":"Field","name":{"kind":"Name","value":"smokeAlarm"}},{"kind":"Field","name":{"kind":"Name","value":"unitAmenities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UnitAmenityFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unitAppliances"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UnitApplianceFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"floorplan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LocationTagFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LocationTags"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"students"}},{"kind":"Field","name":{"kind":"Name","value":"closeToTransit"}},{"kind":"Field","name":{"kind":"Name","value":"purposeBuiltRentals"}},{"kind":"Field","name":{"kind":"Name","value":"nightlife"}},{"kind":"Field","name":{"kind":"Name","value":"parksAndWater"}},{"kind":"Field","name":{"kind":"Name","value":"luxuryRentals"}},{"kind":"Field","name":{"kind":"Name","value":"shortTermRentals"}},{"kind":"Field","name":{"kind":"Name","value":"professionallyManaged"}},{"kind":"Field","name":{"kind":"Name","value":"onlinePayments"}},{"kind":"Field","name":{"kind":"Name","value":"onlineApplications"}},{"kind":"Field","name":{"kind":"Name","value":"furnishedRentals"}},{"kind":"Field","name":{"kind":"Name","value":"petFriendly"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UtilityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Utilities"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"electricity"}},{"kind":"Field","name":{"kind":"Name","value":"heating"}},{"kind":"Field","name":{"kind":"Name","value":"airConditioning"}},{"kind":"Field","name":{"kind":"Name","value":"water"}},{"kind":"Field","name":{"kind":"Name","value":"garbageRemoval"}},{"kind":"Field","name":{"kind":"Name","value":"cableTv"}},{"kind":"Field","name":{"kind":"Name","value":"internet"}},{"kind":"Field","name":{"kind":"Name","value":"maintenanceFees"}},{"kind":"Field","name":{"kind":"Name","value":"gas"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BuildingAmenityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BuildingAmenities"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"onSiteLaundry"}},{"kind":"Field","name":{"kind":"Name","value":"yard"}},{"kind":"Field","name":{"kind":"Name","value":"concierge"}},{"kind":"Field","name":{"kind":"Name","value":"elevator"}},{"kind":"Field","name":{"kind":"Name","value":"dryCleaning"}},{"kind":"Field","name":{"kind":"Name","value":"gym"}},{"kind":"Field","name":{"kind":"Name","value":"swimmingPool"}},{"kind":"Field","name":{"kind":"Name","value":"storage"}},{"kind":"Field","name":{"kind":"Name","value":"guestSuites"}},{"kind":"Field","name":{"kind":"Name","value":"beanfieldWifi"}},{"kind":"Field","name":{"kind":"Name","value":"publicWifi"}},{"kind":"Field","name":{"kind":"Name","value":"bbqPermitted"}},{"kind":"Field","name":{"kind":"Name","value":"visitorsParking"}},{"kind":"Field","name":{"kind":"Name","value":"partyRoom"}},{"kind":"Field","name":{"kind":"Name","value":"bikeStorage"}},{"kind":"Field","name":{"kind":"Name","value":"wheelchairAccess"}},{"kind":"Field","name":{"kind":"Name","value":"rooftopDeck"}},{"kind":"Field","name":{"kind":"Name","value":"hotTub"}},{"kind":"Field","name":{"kind":"Name","value":"sauna"}},{"kind":"Field","name":{"kind":"Name","value":"gameRoom"}},{"kind":"Field","name":{"kind":"Name","value":"theatre"}},{"kind":"Field","name":{"kind":"Name","value":"businessCenter"}},{"kind":"Field","name":{"kind":"Name","value":"communalGarden"}},{"kind":"Field","name":{"kind":"Name","value":"petSpa"}},{"kind":"Field","name":{"kind":"Name","value":"mediaRoom"}},{"kind":"Field","name":{"kind":"Name","value":"basketballCourt"}},{"kind":"Field","name":{"kind":"Name","value":"yogaRoom"}},{"kind":"Field","name":{"kind":"Name","value":"tennisCourt"}},{"kind":"Field","name":{"kind":"Name","value":"rooftopTerrace"}},{"kind":"Field","name":{"kind":"Name","value":"coworkingSpace"}},{"kind":"Field","name":{"kind":"Name","value":"conferenceRoom"}},{"kind":"Field","name":{"kind":"Name","value":"patio"}},{"kind":"Field","name":{"kind":"Name","value":"lounge"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PetFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Pets"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cat"}},{"kind":"Field","name":{"kind":"Name","value":"dog"}},{"kind":"Field","name":{"kind":"Name","value":"other"}},{"kind":"Field","name":{"kind":"Name","value":"none"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TenantRequirementFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TenantRequirements"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exceptionalCredit"}},{"kind":"Field","name":{"kind":"Name","value":"payStub"}},{"kind":"Field","name":{"kind":"Name","value":"letterOfEmployment"}},{"kind":"Field","name":{"kind":"Name","value":"photoId"}},{"kind":"Field","name":{"kind":"Name","value":"pastReferences"}},{"kind":"Field","name":{"kind":"Name","value":"noSmoking"}},{"kind":"Field","name":{"kind":"Name","value":"extraDocumentation"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UnitAmenityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UnitAmenities"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ac"}},{"kind":"Field","name":{"kind":"Name","value":"centralHeat"}},{"kind":"Field","name":{"kind":"Name","value":"electricalHeating"}},{"kind":"Field","name":{"kind":"Name","value":"radiatorHeating"}},{"kind":"Field","name":{"kind":"Name","value":"fireplace"}},{"kind":"Field","name":{"kind":"Name","value":"carpet"}},{"kind":"Field","name":{"kind":"Name","value":"ceilingFan"}},{"kind":"Field","name":{"kind":"Name","value":"hardwoodFloor"}},{"kind":"Field","name":{"kind":"Name","value":"walkInCloset"}},{"kind":"Field","name":{"kind":"Name","value":"highCeilings"}},{"kind":"Field","name":{"kind":"Name","value":"bathroomFan"}},{"kind":"Field","name":{"kind":"Name","value":"balcony"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UnitApplianceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UnitAppliances"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fridge"}},{"kind":"Field","name":{"kind":"Name","value":"stove"}},{"kind":"Field","name":{"kind":"Name","value":"rangehood"}},{"kind":"Field","name":{"kind":"Name","value":"dishwasher"}},{"kind":"Field","name":{"kind":"Name","value":"microwave"}},{"kind":"Field","name":{"kind":"Name","value":"inunitwasher"}},{"kind":"Field","name":{"kind":"Name","value":"inunitdryer"}},{"kind":"Field","name":{"kind":"Name","value":"wineFridge"}},{"kind":"Field","name":{"kind":"Name","value":"dehumidifier"}},{"kind":"Field","name":{"kind":"Name","value":"firePlaceElectric"}},{"kind":"Field","name":{"kind":"Name","value":"firePlaceGas"}},{"kind":"Field","name":{"kind":"Name","value":"jacuzzi"}}]}}]} as unknown as DocumentNode<WizardListingFieldsFragment, unknown>;
export const MessageFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Message"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"room"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isRead"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"asTeam"}},{"kind":"Field","name":{"kind":"Name","value":"safetyFlags"}},{"kind":"Field","name":{"kind":"Name","value":"sender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"file"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}}]}}]} as unknown as DocumentNode<MessageFieldsFragment, unknown>;
export const RoomFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RoomFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Room"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"booking"}},{"kind":"Field","name":{"kind":"Name","value":"flagged"}},{"kind":"Field","name":{"kind":"Name","value":"blocked"}},{"kind":"Field","name":{"kind":"Name","value":"blockedByViewer"}},{"kind":"Field","name":{"kind":"Name","value":"lastMessageTime"}},{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}},{"kind":"Field","name":{"kind":"Name","value":"listing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"otherParty"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lastMessage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MessageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Message"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"room"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isRead"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"asTeam"}},{"kind":"Field","name":{"kind":"Name","value":"safetyFlags"}},{"kind":"Field","name":{"kind":"Name","value":"sender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"file"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}}]}}]} as unknown as DocumentNode<RoomFieldsFragment, unknown>;
export const AdminInboxRoomFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminInboxRoomFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminInboxRoom"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"listing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"renter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lastMessage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"asTeam"}},{"kind":"Field","name":{"kind":"Name","value":"file"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"lastMessageTime"}},{"kind":"Field","name":{"kind":"Name","value":"flagged"}},{"kind":"Field","name":{"kind":"Name","value":"handledAt"}},{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}},{"kind":"Field","name":{"kind":"Name","value":"openReportCount"}},{"kind":"Field","name":{"kind":"Name","value":"blocked"}}]}}]} as unknown as DocumentNode<AdminInboxRoomFieldsFragment, unknown>;
export const StaffFeatureFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffFeatureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Feature"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"nameFr"}},{"kind":"Field","name":{"kind":"Name","value":"subtitleEn"}},{"kind":"Field","name":{"kind":"Name","value":"subtitleFr"}},{"kind":"Field","name":{"kind":"Name","value":"informationEn"}},{"kind":"Field","name":{"kind":"Name","value":"informationFr"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}}]} as unknown as DocumentNode<StaffFeatureFieldsFragment, unknown>;
export const PlanCardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlanCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Plan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"nameFr"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionEn"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionFr"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"planGroup"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"recommended"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"features"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"nameFr"}},{"kind":"Field","name":{"kind":"Name","value":"subtitleEn"}},{"kind":"Field","name":{"kind":"Name","value":"subtitleFr"}},{"kind":"Field","name":{"kind":"Name","value":"informationEn"}},{"kind":"Field","name":{"kind":"Name","value":"informationFr"}}]}}]}}]} as unknown as DocumentNode<PlanCardFieldsFragment, unknown>;
export const StaffPlanFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffPlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Plan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlanCardFields"}},{"kind":"Field","name":{"kind":"Name","value":"depositCents"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"listingCount"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlanCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Plan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"nameFr"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionEn"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionFr"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"planGroup"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"recommended"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"features"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"nameFr"}},{"kind":"Field","name":{"kind":"Name","value":"subtitleEn"}},{"kind":"Field","name":{"kind":"Name","value":"subtitleFr"}},{"kind":"Field","name":{"kind":"Name","value":"informationEn"}},{"kind":"Field","name":{"kind":"Name","value":"informationFr"}}]}}]}}]} as unknown as DocumentNode<StaffPlanFieldsFragment, unknown>;
export const PremiumRequestFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PremiumRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PremiumRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"premiumName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"handledAt"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}},{"kind":"Field","name":{"kind":"Name","value":"listing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requester"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]}}]} as unknown as DocumentNode<PremiumRequestFieldsFragment, unknown>;
export const RentalApplicationSummaryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RentalApplicationSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RentalApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"actions"}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}},{"kind":"Field","name":{"kind":"Name","value":"applyingAs"}},{"kind":"Field","name":{"kind":"Name","value":"occupation"}},{"kind":"Field","name":{"kind":"Name","value":"employer"}},{"kind":"Field","name":{"kind":"Name","value":"grossIncome"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyRent"}},{"kind":"Field","name":{"kind":"Name","value":"incomeToRentRatio"}},{"kind":"Field","name":{"kind":"Name","value":"coOccupantCount"}},{"kind":"Field","name":{"kind":"Name","value":"hasPets"}},{"kind":"Field","name":{"kind":"Name","value":"listingId"}},{"kind":"Field","name":{"kind":"Name","value":"listingTitle"}},{"kind":"Field","name":{"kind":"Name","value":"listingAddress"}},{"kind":"Field","name":{"kind":"Name","value":"unitTitle"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"viewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<RentalApplicationSummaryFragment, unknown>;
export const RentalApplicationShareFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RentalApplicationShareFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RentalApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"share"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"landlordName"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"erasedAt"}},{"kind":"Field","name":{"kind":"Name","value":"openingCount"}},{"kind":"Field","name":{"kind":"Name","value":"openings"}}]}}]}}]} as unknown as DocumentNode<RentalApplicationShareFieldsFragment, unknown>;
export const RentalApplicationHistoryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RentalApplicationHistoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RentalApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fromStatus"}},{"kind":"Field","name":{"kind":"Name","value":"toStatus"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"by"}}]}}]}}]} as unknown as DocumentNode<RentalApplicationHistoryFieldsFragment, unknown>;
export const SavedSearchFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedSearchFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedSearch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"filters"}},{"kind":"Field","name":{"kind":"Name","value":"searchPath"}},{"kind":"Field","name":{"kind":"Name","value":"alertFrequency"}},{"kind":"Field","name":{"kind":"Name","value":"paused"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<SavedSearchFieldsFragment, unknown>;
export const ListingCardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Listing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"isPremium"}},{"kind":"Field","name":{"kind":"Name","value":"propertyType"}},{"kind":"Field","name":{"kind":"Name","value":"postedAt"}},{"kind":"Field","name":{"kind":"Name","value":"contentUpdatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"matchingUnitIds"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"lat"}},{"kind":"Field","name":{"kind":"Name","value":"lng"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pictures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cardUrl"}},{"kind":"Field","name":{"kind":"Name","value":"order"}}]}},{"kind":"Field","name":{"kind":"Name","value":"units"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"bedrooms"}},{"kind":"Field","name":{"kind":"Name","value":"bathrooms"}},{"kind":"Field","name":{"kind":"Name","value":"unitSize"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"contactForPricing"}},{"kind":"Field","name":{"kind":"Name","value":"pictures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cardUrl"}},{"kind":"Field","name":{"kind":"Name","value":"order"}}]}}]}}]}}]} as unknown as DocumentNode<ListingCardFieldsFragment, unknown>;
export const AdminUserFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}},{"kind":"Field","name":{"kind":"Name","value":"listingCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminUserFieldsFragment, unknown>;
export const ViewingRequestFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewingRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ViewingRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pre_viewing_city"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"province"}}]}},{"kind":"Field","name":{"kind":"Name","value":"budget"}},{"kind":"Field","name":{"kind":"Name","value":"bedrooms"}},{"kind":"Field","name":{"kind":"Name","value":"moveIn"}},{"kind":"Field","name":{"kind":"Name","value":"availabilityDays"}},{"kind":"Field","name":{"kind":"Name","value":"availabilityTimes"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ViewingRequestFieldsFragment, unknown>;
export const StaffViewingRequestFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffViewingRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffViewingRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"unitCount"}},{"kind":"Field","name":{"kind":"Name","value":"pre_viewing_city"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"province"}}]}},{"kind":"Field","name":{"kind":"Name","value":"budget"}},{"kind":"Field","name":{"kind":"Name","value":"bedrooms"}},{"kind":"Field","name":{"kind":"Name","value":"moveIn"}},{"kind":"Field","name":{"kind":"Name","value":"availabilityDays"}},{"kind":"Field","name":{"kind":"Name","value":"availabilityTimes"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"staffNote"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"requester"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignedTo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<StaffViewingRequestFieldsFragment, unknown>;
export const ViewingFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"listingId"}},{"kind":"Field","name":{"kind":"Name","value":"listingTitle"}},{"kind":"Field","name":{"kind":"Name","value":"room"}},{"kind":"Field","name":{"kind":"Name","value":"renter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"openHouseId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"zone"}},{"kind":"Field","name":{"kind":"Name","value":"proposedTimes"}},{"kind":"Field","name":{"kind":"Name","value":"proposedStartsAt"}},{"kind":"Field","name":{"kind":"Name","value":"proposedEndsAt"}},{"kind":"Field","name":{"kind":"Name","value":"proposedBy"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledBy"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"actions"}}]}}]} as unknown as DocumentNode<ViewingFieldsFragment, unknown>;
export const CalendarFeedFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CalendarFeedFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CalendarFeed"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"webcalUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<CalendarFeedFieldsFragment, unknown>;
export const AvailabilityFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AvailabilityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ViewingAvailability"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listingId"}},{"kind":"Field","name":{"kind":"Name","value":"zone"}},{"kind":"Field","name":{"kind":"Name","value":"configured"}},{"kind":"Field","name":{"kind":"Name","value":"windows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weekday"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}}]}},{"kind":"Field","name":{"kind":"Name","value":"slotMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"bufferMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"horizonDays"}},{"kind":"Field","name":{"kind":"Name","value":"minNoticeHours"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"showingType"}},{"kind":"Field","name":{"kind":"Name","value":"meetingLink"}},{"kind":"Field","name":{"kind":"Name","value":"capacityPerSlot"}},{"kind":"Field","name":{"kind":"Name","value":"openHouses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"booked"}}]}}]}}]} as unknown as DocumentNode<AvailabilityFieldsFragment, unknown>;
export const ViewingSlotsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewingSlotsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ViewingSlots"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listingId"}},{"kind":"Field","name":{"kind":"Name","value":"zone"}},{"kind":"Field","name":{"kind":"Name","value":"offered"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"showingType"}},{"kind":"Field","name":{"kind":"Name","value":"slots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"openHouseId"}}]}}]}}]} as unknown as DocumentNode<ViewingSlotsFieldsFragment, unknown>;
export const CurrentUserFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"industry"}},{"kind":"Field","name":{"kind":"Name","value":"occupation"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"budget"}},{"kind":"Field","name":{"kind":"Name","value":"min_budget"}},{"kind":"Field","name":{"kind":"Name","value":"moveIn"}},{"kind":"Field","name":{"kind":"Name","value":"roommate"}},{"kind":"Field","name":{"kind":"Name","value":"credit_score"}},{"kind":"Field","name":{"kind":"Name","value":"householdIncome"}},{"kind":"Field","name":{"kind":"Name","value":"flatmates"}},{"kind":"Field","name":{"kind":"Name","value":"zip_code"}},{"kind":"Field","name":{"kind":"Name","value":"notify"}},{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"isFirstLogin"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"module"}},{"kind":"Field","name":{"kind":"Name","value":"add"}},{"kind":"Field","name":{"kind":"Name","value":"edit"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}},{"kind":"Field","name":{"kind":"Name","value":"view"}}]}}]}}]} as unknown as DocumentNode<CurrentUserFieldsFragment, unknown>;
export const TrendingListingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TrendingListings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trendingListings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingCardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Listing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"isPremium"}},{"kind":"Field","name":{"kind":"Name","value":"propertyType"}},{"kind":"Field","name":{"kind":"Name","value":"postedAt"}},{"kind":"Field","name":{"kind":"Name","value":"contentUpdatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"matchingUnitIds"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"lat"}},{"kind":"Field","name":{"kind":"Name","value":"lng"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pictures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cardUrl"}},{"kind":"Field","name":{"kind":"Name","value":"order"}}]}},{"kind":"Field","name":{"kind":"Name","value":"units"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"bedrooms"}},{"kind":"Field","name":{"kind":"Name","value":"bathrooms"}},{"kind":"Field","name":{"kind":"Name","value":"unitSize"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"contactForPricing"}},{"kind":"Field","name":{"kind":"Name","value":"pictures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cardUrl"}},{"kind":"Field","name":{"kind":"Name","value":"order"}}]}}]}}]}}]} as unknown as DocumentNode<TrendingListingsQuery, TrendingListingsQueryVariables>;
export const FeaturedCityCountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FeaturedCityCounts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"c0"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListingSearchInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"c1"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListingSearchInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"c2"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListingSearchInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"c3"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListingSearchInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"c4"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListingSearchInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"c5"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListingSearchInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"c0"},"name":{"kind":"Name","value":"searchListingsCount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"c0"}}}]},{"kind":"Field","alias":{"kind":"Name","value":"c1"},"name":{"kind":"Name","value":"searchListingsCount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"c1"}}}]},{"kind":"Field","alias":{"kind":"Name","value":"c2"},"name":{"kind":"Name","value":"searchListingsCount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"c2"}}}]},{"kind":"Field","alias":{"kind":"Name","value":"c3"},"name":{"kind":"Name","value":"searchListingsCount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"c3"}}}]},{"kind":"Field","alias":{"kind":"Name","value":"c4"},"name":{"kind":"Name","value":"searchListingsCount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"c4"}}}]},{"kind":"Field","alias":{"kind":"Name","value":"c5"},"name":{"kind":"Name","value":"searchListingsCount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"c5"}}}]}]}}]} as unknown as DocumentNode<FeaturedCityCountsQuery, FeaturedCityCountsQueryVariables>;
export const TestimonialsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Testimonials"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Locale"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"testimonials"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"keyword"}},{"kind":"Field","name":{"kind":"Name","value":"quote"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}}]}}]} as unknown as DocumentNode<TestimonialsQuery, TestimonialsQueryVariables>;
export const AdminDashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminDashboard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"days"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"premium"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requestedListings"}},{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"byType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userType"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"series"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"days"},"value":{"kind":"Variable","name":{"kind":"Name","value":"days"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"newListings"}},{"kind":"Field","name":{"kind":"Name","value":"newUsers"}}]}}]}}]}}]} as unknown as DocumentNode<AdminDashboardQuery, AdminDashboardQueryVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrentUserFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"industry"}},{"kind":"Field","name":{"kind":"Name","value":"occupation"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"budget"}},{"kind":"Field","name":{"kind":"Name","value":"min_budget"}},{"kind":"Field","name":{"kind":"Name","value":"moveIn"}},{"kind":"Field","name":{"kind":"Name","value":"roommate"}},{"kind":"Field","name":{"kind":"Name","value":"credit_score"}},{"kind":"Field","name":{"kind":"Name","value":"householdIncome"}},{"kind":"Field","name":{"kind":"Name","value":"flatmates"}},{"kind":"Field","name":{"kind":"Name","value":"zip_code"}},{"kind":"Field","name":{"kind":"Name","value":"notify"}},{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"isFirstLogin"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"module"}},{"kind":"Field","name":{"kind":"Name","value":"add"}},{"kind":"Field","name":{"kind":"Name","value":"edit"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}},{"kind":"Field","name":{"kind":"Name","value":"view"}}]}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const SignUpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignUp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignUpInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signUp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrentUserFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"industry"}},{"kind":"Field","name":{"kind":"Name","value":"occupation"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"budget"}},{"kind":"Field","name":{"kind":"Name","value":"min_budget"}},{"kind":"Field","name":{"kind":"Name","value":"moveIn"}},{"kind":"Field","name":{"kind":"Name","value":"roommate"}},{"kind":"Field","name":{"kind":"Name","value":"credit_score"}},{"kind":"Field","name":{"kind":"Name","value":"householdIncome"}},{"kind":"Field","name":{"kind":"Name","value":"flatmates"}},{"kind":"Field","name":{"kind":"Name","value":"zip_code"}},{"kind":"Field","name":{"kind":"Name","value":"notify"}},{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"isFirstLogin"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"module"}},{"kind":"Field","name":{"kind":"Name","value":"add"}},{"kind":"Field","name":{"kind":"Name","value":"edit"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}},{"kind":"Field","name":{"kind":"Name","value":"view"}}]}}]}}]} as unknown as DocumentNode<SignUpMutation, SignUpMutationVariables>;
export const RequestPasswordResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}]}]}}]} as unknown as DocumentNode<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const ResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrentUserFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"industry"}},{"kind":"Field","name":{"kind":"Name","value":"occupation"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"budget"}},{"kind":"Field","name":{"kind":"Name","value":"min_budget"}},{"kind":"Field","name":{"kind":"Name","value":"moveIn"}},{"kind":"Field","name":{"kind":"Name","value":"roommate"}},{"kind":"Field","name":{"kind":"Name","value":"credit_score"}},{"kind":"Field","name":{"kind":"Name","value":"householdIncome"}},{"kind":"Field","name":{"kind":"Name","value":"flatmates"}},{"kind":"Field","name":{"kind":"Name","value":"zip_code"}},{"kind":"Field","name":{"kind":"Name","value":"notify"}},{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"isFirstLogin"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"module"}},{"kind":"Field","name":{"kind":"Name","value":"add"}},{"kind":"Field","name":{"kind":"Name","value":"edit"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}},{"kind":"Field","name":{"kind":"Name","value":"view"}}]}}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const ChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currentPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"currentPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currentPassword"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrentUserFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"industry"}},{"kind":"Field","name":{"kind":"Name","value":"occupation"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"budget"}},{"kind":"Field","name":{"kind":"Name","value":"min_budget"}},{"kind":"Field","name":{"kind":"Name","value":"moveIn"}},{"kind":"Field","name":{"kind":"Name","value":"roommate"}},{"kind":"Field","name":{"kind":"Name","value":"credit_score"}},{"kind":"Field","name":{"kind":"Name","value":"householdIncome"}},{"kind":"Field","name":{"kind":"Name","value":"flatmates"}},{"kind":"Field","name":{"kind":"Name","value":"zip_code"}},{"kind":"Field","name":{"kind":"Name","value":"notify"}},{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"isFirstLogin"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"module"}},{"kind":"Field","name":{"kind":"Name","value":"add"}},{"kind":"Field","name":{"kind":"Name","value":"edit"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}},{"kind":"Field","name":{"kind":"Name","value":"view"}}]}}]}}]} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const MyPaymentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyPayments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myPayments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BillingPaymentFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BillingPaymentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"listingId"}},{"kind":"Field","name":{"kind":"Name","value":"listingTitle"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"refundedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<MyPaymentsQuery, MyPaymentsQueryVariables>;
export const StaffPaymentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffPayments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"purpose"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentPurpose"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"purpose"},"value":{"kind":"Variable","name":{"kind":"Name","value":"purpose"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BillingPaymentFields"}},{"kind":"Field","name":{"kind":"Name","value":"payerEmail"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BillingPaymentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"listingId"}},{"kind":"Field","name":{"kind":"Name","value":"listingTitle"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"refundedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<StaffPaymentsQuery, StaffPaymentsQueryVariables>;
export const RefundPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RefundPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refundPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BillingPaymentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BillingPaymentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"listingId"}},{"kind":"Field","name":{"kind":"Name","value":"listingTitle"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"refundedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<RefundPaymentMutation, RefundPaymentMutationVariables>;
export const ReceiptDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Receipt"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"receipt"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"paymentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"refundedAt"}},{"kind":"Field","name":{"kind":"Name","value":"payerName"}},{"kind":"Field","name":{"kind":"Name","value":"payerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"listingTitle"}},{"kind":"Field","name":{"kind":"Name","value":"listingAddress"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subtotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"taxes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"component"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taxCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"cardBrand"}},{"kind":"Field","name":{"kind":"Name","value":"cardLast4"}},{"kind":"Field","name":{"kind":"Name","value":"terms"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"businessAddress"}},{"kind":"Field","name":{"kind":"Name","value":"businessTaxNumber"}}]}}]}}]} as unknown as DocumentNode<ReceiptQuery, ReceiptQueryVariables>;
export const BoostQuoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BoostQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"listingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"boostQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"listingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"listingId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subtotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"taxes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"component"}},{"kind":"Field","name":{"kind":"Name","value":"ratePer"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taxCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"boostDays"},"name":{"kind":"Name","value":"getPremiumType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"StringValue","value":"BOOST_DAYS","block":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<BoostQuoteQuery, BoostQuoteQueryVariables>;
export const BoostListingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BoostListing"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"price"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"boostListing"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}},{"kind":"Argument","name":{"kind":"Name","value":"price"},"value":{"kind":"Variable","name":{"kind":"Name","value":"price"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkoutUrl"}},{"kind":"Field","name":{"kind":"Name","value":"daysLeft"}},{"kind":"Field","name":{"kind":"Name","value":"listing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isPremium"}},{"kind":"Field","name":{"kind":"Name","value":"premiumName"}},{"kind":"Field","name":{"kind":"Name","value":"premiumStart"}},{"kind":"Field","name":{"kind":"Name","value":"premiumEnd"}},{"kind":"Field","name":{"kind":"Name","value":"premiumDaysLeft"}}]}}]}}]}}]} as unknown as DocumentNode<BoostListingMutation, BoostListingMutationVariables>;
export const BoostedListingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BoostedListings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"boostedListing"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BoostedListingFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BoostedListingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BoostedListing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"premiumStart"}},{"kind":"Field","name":{"kind":"Name","value":"premiumEnd"}},{"kind":"Field","name":{"kind":"Name","value":"daysLeft"}},{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"refundedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"listing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"isPremium"}},{"kind":"Field","name":{"kind":"Name","value":"premiumName"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]} as unknown as DocumentNode<BoostedListingsQuery, BoostedListingsQueryVariables>;
export const EndBoostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EndBoost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"premimumListing"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"isPremium"},"value":{"kind":"BooleanValue","value":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isPremium"}},{"kind":"Field","name":{"kind":"Name","value":"premiumEnd"}},{"kind":"Field","name":{"kind":"Name","value":"premiumDaysLeft"}}]}}]}}]} as unknown as DocumentNode<EndBoostMutation, EndBoostMutationVariables>;
export const ExtendBoostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExtendBoost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"days"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"extendBoost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"days"},"value":{"kind":"Variable","name":{"kind":"Name","value":"days"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isPremium"}},{"kind":"Field","name":{"kind":"Name","value":"premiumEnd"}},{"kind":"Field","name":{"kind":"Name","value":"premiumDaysLeft"}}]}}]}}]} as unknown as DocumentNode<ExtendBoostMutation, ExtendBoostMutationVariables>;
export const BoostSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BoostSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"price"},"name":{"kind":"Name","value":"getPremiumType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"StringValue","value":"BOOST_PRICE","block":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"days"},"name":{"kind":"Name","value":"getPremiumType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"StringValue","value":"BOOST_DAYS","block":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<BoostSettingsQuery, BoostSettingsQueryVariables>;
export const UpdatePremiumDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePremium"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"value"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePremium"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"value"},"value":{"kind":"Variable","name":{"kind":"Name","value":"value"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<UpdatePremiumMutation, UpdatePremiumMutationVariables>;
export const RefundBoostPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RefundBoostPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refundPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"refundedAt"}}]}}]}}]} as unknown as DocumentNode<RefundBoostPaymentMutation, RefundBoostPaymentMutationVariables>;
export const MyLeaseRequestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyLeaseRequests"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myLeaseRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeaseRequestFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeaseRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeaseRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"propertyAddress"}},{"kind":"Field","name":{"kind":"Name","value":"landlordName"}},{"kind":"Field","name":{"kind":"Name","value":"tenants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"monthlyRent"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"termMonths"}},{"kind":"Field","name":{"kind":"Name","value":"specialTerms"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"staffNote"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<MyLeaseRequestsQuery, MyLeaseRequestsQueryVariables>;
export const CreateLeaseRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateLeaseRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JSON"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createLeaseRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeaseRequestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeaseRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeaseRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"propertyAddress"}},{"kind":"Field","name":{"kind":"Name","value":"landlordName"}},{"kind":"Field","name":{"kind":"Name","value":"tenants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"monthlyRent"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"termMonths"}},{"kind":"Field","name":{"kind":"Name","value":"specialTerms"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"staffNote"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CreateLeaseRequestMutation, CreateLeaseRequestMutationVariables>;
export const LeaseRequestListingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LeaseRequestListings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchBuildingByLandlord"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"province"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"units"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyPrice"}}]}}]}}]}}]} as unknown as DocumentNode<LeaseRequestListingsQuery, LeaseRequestListingsQueryVariables>;
export const StaffLeaseRequestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffLeaseRequests"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LeaseRequestWhereInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaseRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffLeaseRequestFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"leaseRequestsConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aggregate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffLeaseRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffLeaseRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"propertyAddress"}},{"kind":"Field","name":{"kind":"Name","value":"landlordName"}},{"kind":"Field","name":{"kind":"Name","value":"tenants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"monthlyRent"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"termMonths"}},{"kind":"Field","name":{"kind":"Name","value":"specialTerms"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"staffNote"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"requester"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<StaffLeaseRequestsQuery, StaffLeaseRequestsQueryVariables>;
export const UpdateLeaseRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateLeaseRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LeaseRequestStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"staffNote"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateLeaseRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"staffNote"},"value":{"kind":"Variable","name":{"kind":"Name","value":"staffNote"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffLeaseRequestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffLeaseRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffLeaseRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"propertyAddress"}},{"kind":"Field","name":{"kind":"Name","value":"landlordName"}},{"kind":"Field","name":{"kind":"Name","value":"tenants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"monthlyRent"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"termMonths"}},{"kind":"Field","name":{"kind":"Name","value":"specialTerms"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"staffNote"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"requester"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<UpdateLeaseRequestMutation, UpdateLeaseRequestMutationVariables>;
export const OpenLeaseSigningDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OpenLeaseSigning"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"leaseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"redirectUrl"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"openLeaseSigning"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"leaseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"leaseId"}}},{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"redirectUrl"},"value":{"kind":"Variable","name":{"kind":"Name","value":"redirectUrl"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeaseSigningSessionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeaseSigningSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeaseSigning"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isTurn"}},{"kind":"Field","name":{"kind":"Name","value":"consented"}},{"kind":"Field","name":{"kind":"Name","value":"places"}},{"kind":"Field","name":{"kind":"Name","value":"placesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"viewUrl"}},{"kind":"Field","name":{"kind":"Name","value":"signer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lease"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"terms"}},{"kind":"Field","name":{"kind":"Name","value":"signedCount"}},{"kind":"Field","name":{"kind":"Name","value":"signerCount"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"endedReason"}},{"kind":"Field","name":{"kind":"Name","value":"documentPath"}},{"kind":"Field","name":{"kind":"Name","value":"signedDocumentPath"}},{"kind":"Field","name":{"kind":"Name","value":"signers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"isYou"}},{"kind":"Field","name":{"kind":"Name","value":"signedAt"}}]}}]}}]}}]} as unknown as DocumentNode<OpenLeaseSigningMutation, OpenLeaseSigningMutationVariables>;
export const ConsentToLeaseSigningDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsentToLeaseSigning"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"leaseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consentToLeaseSigning"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"leaseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"leaseId"}}},{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeaseSigningSessionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeaseSigningSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeaseSigning"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isTurn"}},{"kind":"Field","name":{"kind":"Name","value":"consented"}},{"kind":"Field","name":{"kind":"Name","value":"places"}},{"kind":"Field","name":{"kind":"Name","value":"placesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"viewUrl"}},{"kind":"Field","name":{"kind":"Name","value":"signer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lease"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"terms"}},{"kind":"Field","name":{"kind":"Name","value":"signedCount"}},{"kind":"Field","name":{"kind":"Name","value":"signerCount"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"endedReason"}},{"kind":"Field","name":{"kind":"Name","value":"documentPath"}},{"kind":"Field","name":{"kind":"Name","value":"signedDocumentPath"}},{"kind":"Field","name":{"kind":"Name","value":"signers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"isYou"}},{"kind":"Field","name":{"kind":"Name","value":"signedAt"}}]}}]}}]}}]} as unknown as DocumentNode<ConsentToLeaseSigningMutation, ConsentToLeaseSigningMutationVariables>;
export const SaveLeaseSigningProgressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveLeaseSigningProgress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"leaseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"placesDone"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LeaseSigningPlace"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveLeaseSigningProgress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"leaseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"leaseId"}}},{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"placesDone"},"value":{"kind":"Variable","name":{"kind":"Name","value":"placesDone"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeaseSigningSessionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeaseSigningSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeaseSigning"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isTurn"}},{"kind":"Field","name":{"kind":"Name","value":"consented"}},{"kind":"Field","name":{"kind":"Name","value":"places"}},{"kind":"Field","name":{"kind":"Name","value":"placesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"viewUrl"}},{"kind":"Field","name":{"kind":"Name","value":"signer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lease"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"terms"}},{"kind":"Field","name":{"kind":"Name","value":"signedCount"}},{"kind":"Field","name":{"kind":"Name","value":"signerCount"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"endedReason"}},{"kind":"Field","name":{"kind":"Name","value":"documentPath"}},{"kind":"Field","name":{"kind":"Name","value":"signedDocumentPath"}},{"kind":"Field","name":{"kind":"Name","value":"signers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"isYou"}},{"kind":"Field","name":{"kind":"Name","value":"signedAt"}}]}}]}}]}}]} as unknown as DocumentNode<SaveLeaseSigningProgressMutation, SaveLeaseSigningProgressMutationVariables>;
export const SignLeaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignLease"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"leaseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"signature"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LeaseSignatureInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signLease"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"leaseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"leaseId"}}},{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"signature"},"value":{"kind":"Variable","name":{"kind":"Name","value":"signature"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeaseSigningSessionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeaseSigningSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeaseSigning"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isTurn"}},{"kind":"Field","name":{"kind":"Name","value":"consented"}},{"kind":"Field","name":{"kind":"Name","value":"places"}},{"kind":"Field","name":{"kind":"Name","value":"placesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"viewUrl"}},{"kind":"Field","name":{"kind":"Name","value":"signer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lease"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"terms"}},{"kind":"Field","name":{"kind":"Name","value":"signedCount"}},{"kind":"Field","name":{"kind":"Name","value":"signerCount"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"endedReason"}},{"kind":"Field","name":{"kind":"Name","value":"documentPath"}},{"kind":"Field","name":{"kind":"Name","value":"signedDocumentPath"}},{"kind":"Field","name":{"kind":"Name","value":"signers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"isYou"}},{"kind":"Field","name":{"kind":"Name","value":"signedAt"}}]}}]}}]}}]} as unknown as DocumentNode<SignLeaseMutation, SignLeaseMutationVariables>;
export const DeclineLeaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeclineLease"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"leaseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"declineLease"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"leaseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"leaseId"}}},{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeaseSigningSessionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeaseSigningSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeaseSigning"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isTurn"}},{"kind":"Field","name":{"kind":"Name","value":"consented"}},{"kind":"Field","name":{"kind":"Name","value":"places"}},{"kind":"Field","name":{"kind":"Name","value":"placesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"viewUrl"}},{"kind":"Field","name":{"kind":"Name","value":"signer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lease"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"terms"}},{"kind":"Field","name":{"kind":"Name","value":"signedCount"}},{"kind":"Field","name":{"kind":"Name","value":"signerCount"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"endedReason"}},{"kind":"Field","name":{"kind":"Name","value":"documentPath"}},{"kind":"Field","name":{"kind":"Name","value":"signedDocumentPath"}},{"kind":"Field","name":{"kind":"Name","value":"signers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"isYou"}},{"kind":"Field","name":{"kind":"Name","value":"signedAt"}}]}}]}}]}}]} as unknown as DocumentNode<DeclineLeaseMutation, DeclineLeaseMutationVariables>;
export const LeaseListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LeaseList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LeaseWhereInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leases"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"EnumValue","value":"createdAt_DESC"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeaseRowFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeaseSignerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeaseSigner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"viewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"signedAt"}},{"kind":"Field","name":{"kind":"Name","value":"declinedAt"}},{"kind":"Field","name":{"kind":"Name","value":"declineReason"}},{"kind":"Field","name":{"kind":"Name","value":"lastRemindedAt"}},{"kind":"Field","name":{"kind":"Name","value":"isYou"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeaseRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lease"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"terms"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"signedCount"}},{"kind":"Field","name":{"kind":"Name","value":"signerCount"}},{"kind":"Field","name":{"kind":"Name","value":"canManage"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"documentPath"}},{"kind":"Field","name":{"kind":"Name","value":"signedDocumentPath"}},{"kind":"Field","name":{"kind":"Name","value":"sealedSha256"}},{"kind":"Field","name":{"kind":"Name","value":"roomId"}},{"kind":"Field","name":{"kind":"Name","value":"signers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeaseSignerFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextSigners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"isYou"}}]}}]}}]} as unknown as DocumentNode<LeaseListQuery, LeaseListQueryVariables>;
export const LeaseDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LeaseDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lease"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeaseDetailFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeaseSignerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeaseSigner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"viewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"signedAt"}},{"kind":"Field","name":{"kind":"Name","value":"declinedAt"}},{"kind":"Field","name":{"kind":"Name","value":"declineReason"}},{"kind":"Field","name":{"kind":"Name","value":"lastRemindedAt"}},{"kind":"Field","name":{"kind":"Name","value":"isYou"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeaseRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lease"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"terms"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"signedCount"}},{"kind":"Field","name":{"kind":"Name","value":"signerCount"}},{"kind":"Field","name":{"kind":"Name","value":"canManage"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"documentPath"}},{"kind":"Field","name":{"kind":"Name","value":"signedDocumentPath"}},{"kind":"Field","name":{"kind":"Name","value":"sealedSha256"}},{"kind":"Field","name":{"kind":"Name","value":"roomId"}},{"kind":"Field","name":{"kind":"Name","value":"signers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeaseSignerFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextSigners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"isYou"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeaseDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lease"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeaseRowFields"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"listingId"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"endedAt"}},{"kind":"Field","name":{"kind":"Name","value":"endedReason"}},{"kind":"Field","name":{"kind":"Name","value":"documentSha256"}},{"kind":"Field","name":{"kind":"Name","value":"voidClauseFindings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ruleId"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"warningEn"}},{"kind":"Field","name":{"kind":"Name","value":"warningFr"}},{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sourceLabel"}}]}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"signerId"}},{"kind":"Field","name":{"kind":"Name","value":"ip"}},{"kind":"Field","name":{"kind":"Name","value":"userAgent"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}}]}}]}}]} as unknown as DocumentNode<LeaseDetailQuery, LeaseDetailQueryVariables>;
export const SendLeaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendLease"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"leaseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendLease"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"leaseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"leaseId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeaseDetailFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeaseSignerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeaseSigner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"viewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"signedAt"}},{"kind":"Field","name":{"kind":"Name","value":"declinedAt"}},{"kind":"Field","name":{"kind":"Name","value":"declineReason"}},{"kind":"Field","name":{"kind":"Name","value":"lastRemindedAt"}},{"kind":"Field","name":{"kind":"Name","value":"isYou"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeaseRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lease"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"terms"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"signedCount"}},{"kind":"Field","name":{"kind":"Name","value":"signerCount"}},{"kind":"Field","name":{"kind":"Name","value":"canManage"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"documentPath"}},{"kind":"Field","name":{"kind":"Name","value":"signedDocumentPath"}},{"kind":"Field","name":{"kind":"Name","value":"sealedSha256"}},{"kind":"Field","name":{"kind":"Name","value":"roomId"}},{"kind":"Field","name":{"kind":"Name","value":"signers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeaseSignerFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextSigners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"isYou"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeaseDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lease"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeaseRowFields"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"listingId"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"endedAt"}},{"kind":"Field","name":{"kind":"Name","value":"endedReason"}},{"kind":"Field","name":{"kind":"Name","value":"documentSha256"}},{"kind":"Field","name":{"kind":"Name","value":"voidClauseFindings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ruleId"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"warningEn"}},{"kind":"Field","name":{"kind":"Name","value":"warningFr"}},{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sourceLabel"}}]}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"signerId"}},{"kind":"Field","name":{"kind":"Name","value":"ip"}},{"kind":"Field","name":{"kind":"Name","value":"userAgent"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}}]}}]}}]} as unknown as DocumentNode<SendLeaseMutation, SendLeaseMutationVariables>;
export const VoidLeaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VoidLease"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"leaseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"voidLease"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"leaseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"leaseId"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeaseDetailFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeaseSignerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeaseSigner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"viewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"signedAt"}},{"kind":"Field","name":{"kind":"Name","value":"declinedAt"}},{"kind":"Field","name":{"kind":"Name","value":"declineReason"}},{"kind":"Field","name":{"kind":"Name","value":"lastRemindedAt"}},{"kind":"Field","name":{"kind":"Name","value":"isYou"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeaseRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lease"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"terms"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"signedCount"}},{"kind":"Field","name":{"kind":"Name","value":"signerCount"}},{"kind":"Field","name":{"kind":"Name","value":"canManage"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"documentPath"}},{"kind":"Field","name":{"kind":"Name","value":"signedDocumentPath"}},{"kind":"Field","name":{"kind":"Name","value":"sealedSha256"}},{"kind":"Field","name":{"kind":"Name","value":"roomId"}},{"kind":"Field","name":{"kind":"Name","value":"signers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeaseSignerFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextSigners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"isYou"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeaseDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lease"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeaseRowFields"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"listingId"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"endedAt"}},{"kind":"Field","name":{"kind":"Name","value":"endedReason"}},{"kind":"Field","name":{"kind":"Name","value":"documentSha256"}},{"kind":"Field","name":{"kind":"Name","value":"voidClauseFindings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ruleId"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"warningEn"}},{"kind":"Field","name":{"kind":"Name","value":"warningFr"}},{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sourceLabel"}}]}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"signerId"}},{"kind":"Field","name":{"kind":"Name","value":"ip"}},{"kind":"Field","name":{"kind":"Name","value":"userAgent"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}}]}}]}}]} as unknown as DocumentNode<VoidLeaseMutation, VoidLeaseMutationVariables>;
export const RemindLeaseSignersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemindLeaseSigners"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"leaseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"remindLeaseSigners"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"leaseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"leaseId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeaseDetailFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeaseSignerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeaseSigner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"viewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"signedAt"}},{"kind":"Field","name":{"kind":"Name","value":"declinedAt"}},{"kind":"Field","name":{"kind":"Name","value":"declineReason"}},{"kind":"Field","name":{"kind":"Name","value":"lastRemindedAt"}},{"kind":"Field","name":{"kind":"Name","value":"isYou"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeaseRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lease"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"terms"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"signedCount"}},{"kind":"Field","name":{"kind":"Name","value":"signerCount"}},{"kind":"Field","name":{"kind":"Name","value":"canManage"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"documentPath"}},{"kind":"Field","name":{"kind":"Name","value":"signedDocumentPath"}},{"kind":"Field","name":{"kind":"Name","value":"sealedSha256"}},{"kind":"Field","name":{"kind":"Name","value":"roomId"}},{"kind":"Field","name":{"kind":"Name","value":"signers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeaseSignerFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextSigners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"isYou"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeaseDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lease"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeaseRowFields"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"listingId"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"endedAt"}},{"kind":"Field","name":{"kind":"Name","value":"endedReason"}},{"kind":"Field","name":{"kind":"Name","value":"documentSha256"}},{"kind":"Field","name":{"kind":"Name","value":"voidClauseFindings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ruleId"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"warningEn"}},{"kind":"Field","name":{"kind":"Name","value":"warningFr"}},{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sourceLabel"}}]}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"signerId"}},{"kind":"Field","name":{"kind":"Name","value":"ip"}},{"kind":"Field","name":{"kind":"Name","value":"userAgent"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}}]}}]}}]} as unknown as DocumentNode<RemindLeaseSignersMutation, RemindLeaseSignersMutationVariables>;
export const VerifyLeaseDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VerifyLeaseDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sha256"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyLeaseDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sha256"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sha256"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"valid"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"signerNames"}},{"kind":"Field","name":{"kind":"Name","value":"province"}}]}}]}}]} as unknown as DocumentNode<VerifyLeaseDocumentQuery, VerifyLeaseDocumentQueryVariables>;
export const LeasePrepareApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LeasePrepareApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rentalApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}},{"kind":"Field","name":{"kind":"Name","value":"listingId"}},{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyRent"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}}]}}]} as unknown as DocumentNode<LeasePrepareApplicationQuery, LeasePrepareApplicationQueryVariables>;
export const LeasePrepareListingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LeasePrepareListing"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listing"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"province"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"units"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"parkingSpots"}}]}}]}}]}}]} as unknown as DocumentNode<LeasePrepareListingQuery, LeasePrepareListingQueryVariables>;
export const CreateLeaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateLease"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JSON"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"landlordLegalName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"redirectUrl"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createLease"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}},{"kind":"Argument","name":{"kind":"Name","value":"landlordLegalName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"landlordLegalName"}}},{"kind":"Argument","name":{"kind":"Name","value":"redirectUrl"},"value":{"kind":"Variable","name":{"kind":"Name","value":"redirectUrl"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"lease"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeaseDetailFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeaseSignerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeaseSigner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"viewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"signedAt"}},{"kind":"Field","name":{"kind":"Name","value":"declinedAt"}},{"kind":"Field","name":{"kind":"Name","value":"declineReason"}},{"kind":"Field","name":{"kind":"Name","value":"lastRemindedAt"}},{"kind":"Field","name":{"kind":"Name","value":"isYou"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeaseRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lease"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"terms"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"signedCount"}},{"kind":"Field","name":{"kind":"Name","value":"signerCount"}},{"kind":"Field","name":{"kind":"Name","value":"canManage"}},{"kind":"Field","name":{"kind":"Name","value":"viewerRole"}},{"kind":"Field","name":{"kind":"Name","value":"documentPath"}},{"kind":"Field","name":{"kind":"Name","value":"signedDocumentPath"}},{"kind":"Field","name":{"kind":"Name","value":"sealedSha256"}},{"kind":"Field","name":{"kind":"Name","value":"roomId"}},{"kind":"Field","name":{"kind":"Name","value":"signers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeaseSignerFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextSigners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"isYou"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeaseDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Lease"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeaseRowFields"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"listingId"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"endedAt"}},{"kind":"Field","name":{"kind":"Name","value":"endedReason"}},{"kind":"Field","name":{"kind":"Name","value":"documentSha256"}},{"kind":"Field","name":{"kind":"Name","value":"voidClauseFindings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ruleId"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"warningEn"}},{"kind":"Field","name":{"kind":"Name","value":"warningFr"}},{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sourceLabel"}}]}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"signerId"}},{"kind":"Field","name":{"kind":"Name","value":"ip"}},{"kind":"Field","name":{"kind":"Name","value":"userAgent"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}}]}}]}}]} as unknown as DocumentNode<CreateLeaseMutation, CreateLeaseMutationVariables>;
export const LandlordListingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LandlordListings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchBuildingByLandlord"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LandlordListingFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"searchBuildingByLandlordCount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}]}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LandlordListingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Listing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isapproved"}},{"kind":"Field","name":{"kind":"Name","value":"isHidden"}},{"kind":"Field","name":{"kind":"Name","value":"activate"}},{"kind":"Field","name":{"kind":"Name","value":"isPremium"}},{"kind":"Field","name":{"kind":"Name","value":"premiumDaysLeft"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pictures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cardUrl"}},{"kind":"Field","name":{"kind":"Name","value":"order"}}]}},{"kind":"Field","name":{"kind":"Name","value":"units"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"contactForPricing"}}]}}]}}]} as unknown as DocumentNode<LandlordListingsQuery, LandlordListingsQueryVariables>;
export const DeleteBuildingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteBuilding"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteBuilding"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteBuildingMutation, DeleteBuildingMutationVariables>;
export const MarkListingRentedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkListingRented"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MarkListingRentedInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markListingRented"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LandlordListingFields"}},{"kind":"Field","name":{"kind":"Name","value":"rentedPrice"}},{"kind":"Field","name":{"kind":"Name","value":"signedLeaseDate"}},{"kind":"Field","name":{"kind":"Name","value":"disableListing"}},{"kind":"Field","name":{"kind":"Name","value":"tenantNames"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LandlordListingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Listing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isapproved"}},{"kind":"Field","name":{"kind":"Name","value":"isHidden"}},{"kind":"Field","name":{"kind":"Name","value":"activate"}},{"kind":"Field","name":{"kind":"Name","value":"isPremium"}},{"kind":"Field","name":{"kind":"Name","value":"premiumDaysLeft"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pictures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cardUrl"}},{"kind":"Field","name":{"kind":"Name","value":"order"}}]}},{"kind":"Field","name":{"kind":"Name","value":"units"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"contactForPricing"}}]}}]}}]} as unknown as DocumentNode<MarkListingRentedMutation, MarkListingRentedMutationVariables>;
export const RelistListingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RelistListing"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"relistListing"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LandlordListingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LandlordListingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Listing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isapproved"}},{"kind":"Field","name":{"kind":"Name","value":"isHidden"}},{"kind":"Field","name":{"kind":"Name","value":"activate"}},{"kind":"Field","name":{"kind":"Name","value":"isPremium"}},{"kind":"Field","name":{"kind":"Name","value":"premiumDaysLeft"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pictures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cardUrl"}},{"kind":"Field","name":{"kind":"Name","value":"order"}}]}},{"kind":"Field","name":{"kind":"Name","value":"units"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"contactForPricing"}}]}}]}}]} as unknown as DocumentNode<RelistListingMutation, RelistListingMutationVariables>;
export const UnitPageBuildingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UnitPageBuilding"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"unitId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getBuildingByUnit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"unitId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"unitId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isapproved"}},{"kind":"Field","name":{"kind":"Name","value":"isHidden"}},{"kind":"Field","name":{"kind":"Name","value":"propertyType"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"province"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pictures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cardUrl"}},{"kind":"Field","name":{"kind":"Name","value":"detailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"order"}}]}},{"kind":"Field","name":{"kind":"Name","value":"units"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"startDateAvailability"}},{"kind":"Field","name":{"kind":"Name","value":"unitSize"}},{"kind":"Field","name":{"kind":"Name","value":"bedrooms"}},{"kind":"Field","name":{"kind":"Name","value":"bathrooms"}},{"kind":"Field","name":{"kind":"Name","value":"den"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"deposit"}},{"kind":"Field","name":{"kind":"Name","value":"contactForPricing"}},{"kind":"Field","name":{"kind":"Name","value":"leaseTerm"}},{"kind":"Field","name":{"kind":"Name","value":"parking"}},{"kind":"Field","name":{"kind":"Name","value":"parkingSpots"}},{"kind":"Field","name":{"kind":"Name","value":"furnished"}},{"kind":"Field","name":{"kind":"Name","value":"pictures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cardUrl"}},{"kind":"Field","name":{"kind":"Name","value":"detailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"order"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unitAmenities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UnitAmenityFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unitAppliances"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UnitApplianceFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UnitAmenityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UnitAmenities"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ac"}},{"kind":"Field","name":{"kind":"Name","value":"centralHeat"}},{"kind":"Field","name":{"kind":"Name","value":"electricalHeating"}},{"kind":"Field","name":{"kind":"Name","value":"radiatorHeating"}},{"kind":"Field","name":{"kind":"Name","value":"fireplace"}},{"kind":"Field","name":{"kind":"Name","value":"carpet"}},{"kind":"Field","name":{"kind":"Name","value":"ceilingFan"}},{"kind":"Field","name":{"kind":"Name","value":"hardwoodFloor"}},{"kind":"Field","name":{"kind":"Name","value":"walkInCloset"}},{"kind":"Field","name":{"kind":"Name","value":"highCeilings"}},{"kind":"Field","name":{"kind":"Name","value":"bathroomFan"}},{"kind":"Field","name":{"kind":"Name","value":"balcony"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UnitApplianceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UnitAppliances"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fridge"}},{"kind":"Field","name":{"kind":"Name","value":"stove"}},{"kind":"Field","name":{"kind":"Name","value":"rangehood"}},{"kind":"Field","name":{"kind":"Name","value":"dishwasher"}},{"kind":"Field","name":{"kind":"Name","value":"microwave"}},{"kind":"Field","name":{"kind":"Name","value":"inunitwasher"}},{"kind":"Field","name":{"kind":"Name","value":"inunitdryer"}},{"kind":"Field","name":{"kind":"Name","value":"wineFridge"}},{"kind":"Field","name":{"kind":"Name","value":"dehumidifier"}},{"kind":"Field","name":{"kind":"Name","value":"firePlaceElectric"}},{"kind":"Field","name":{"kind":"Name","value":"firePlaceGas"}},{"kind":"Field","name":{"kind":"Name","value":"jacuzzi"}}]}}]} as unknown as DocumentNode<UnitPageBuildingQuery, UnitPageBuildingQueryVariables>;
export const ListingStatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListingStats"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listing"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"saveCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"listingStats"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listingId"}},{"kind":"Field","name":{"kind":"Name","value":"firstDay"}},{"kind":"Field","name":{"kind":"Name","value":"lastDay"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"views"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"impressions"}},{"kind":"Field","name":{"kind":"Name","value":"contactClicks"}},{"kind":"Field","name":{"kind":"Name","value":"conversations"}},{"kind":"Field","name":{"kind":"Name","value":"viewings"}},{"kind":"Field","name":{"kind":"Name","value":"applications"}}]}},{"kind":"Field","name":{"kind":"Name","value":"boost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"running"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"firstDay"}},{"kind":"Field","name":{"kind":"Name","value":"lastDay"}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"figure"}},{"kind":"Field","name":{"kind":"Name","value":"during"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"ratio"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ListingStatsQuery, ListingStatsQueryVariables>;
export const DepositQuoteForPlansDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DepositQuoteForPlans"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"planIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"province"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"depositQuoteForPlans"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"planIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"planIds"}}},{"kind":"Argument","name":{"kind":"Name","value":"province"},"value":{"kind":"Variable","name":{"kind":"Name","value":"province"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DepositQuoteFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DepositQuoteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentQuote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subtotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"taxes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"component"}},{"kind":"Field","name":{"kind":"Name","value":"ratePer"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taxCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"terms"}}]}}]} as unknown as DocumentNode<DepositQuoteForPlansQuery, DepositQuoteForPlansQueryVariables>;
export const DepositQuoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DepositQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"listingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"depositQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"listingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"listingId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DepositQuoteFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DepositQuoteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentQuote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subtotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"taxes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"component"}},{"kind":"Field","name":{"kind":"Name","value":"ratePer"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taxCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"terms"}}]}}]} as unknown as DocumentNode<DepositQuoteQuery, DepositQuoteQueryVariables>;
export const CreateCheckoutSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCheckoutSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"listingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"price"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCheckoutSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"listingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"listingId"}}},{"kind":"Argument","name":{"kind":"Name","value":"price"},"value":{"kind":"Variable","name":{"kind":"Name","value":"price"}}},{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<CreateCheckoutSessionMutation, CreateCheckoutSessionMutationVariables>;
export const ListWithUsPlansDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListWithUsPlans"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PlanWhereInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plans"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"planGroup"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"nameFr"}}]}}]}}]} as unknown as DocumentNode<ListWithUsPlansQuery, ListWithUsPlansQueryVariables>;
export const UpdateUserTypeListWithUsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateUserTypeListWithUs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateUserTypeListWithUsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUserTypeListWithUs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}}]}}]}}]} as unknown as DocumentNode<UpdateUserTypeListWithUsMutation, UpdateUserTypeListWithUsMutationVariables>;
export const CreateListWithUsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateListWithUs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ListWithUsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createListWithUs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"unitIds"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"planIds"}}]}}]}}]} as unknown as DocumentNode<CreateListWithUsMutation, CreateListWithUsMutationVariables>;
export const ListWithUsListingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListWithUsListing"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getSingleBuilding"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WizardListingFields"}},{"kind":"Field","name":{"kind":"Name","value":"planIds"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"advertiseUnit"}},{"kind":"Field","name":{"kind":"Name","value":"existingUrl"}},{"kind":"Field","name":{"kind":"Name","value":"advertiseDuration"}},{"kind":"Field","name":{"kind":"Name","value":"currentlyTenanted"}},{"kind":"Field","name":{"kind":"Name","value":"minimumRentalPrice"}},{"kind":"Field","name":{"kind":"Name","value":"extraInfo"}},{"kind":"Field","name":{"kind":"Name","value":"showingUnit"}},{"kind":"Field","name":{"kind":"Name","value":"customiseLease"}},{"kind":"Field","name":{"kind":"Name","value":"propertyRealtor"}},{"kind":"Field","name":{"kind":"Name","value":"commission"}},{"kind":"Field","name":{"kind":"Name","value":"partnershipStatus"}},{"kind":"Field","name":{"kind":"Name","value":"spousePartner"}},{"kind":"Field","name":{"kind":"Name","value":"lockbox"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LocationTagFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LocationTags"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"students"}},{"kind":"Field","name":{"kind":"Name","value":"closeToTransit"}},{"kind":"Field","name":{"kind":"Name","value":"purposeBuiltRentals"}},{"kind":"Field","name":{"kind":"Name","value":"nightlife"}},{"kind":"Field","name":{"kind":"Name","value":"parksAndWater"}},{"kind":"Field","name":{"kind":"Name","value":"luxuryRentals"}},{"kind":"Field","name":{"kind":"Name","value":"shortTermRentals"}},{"kind":"Field","name":{"kind":"Name","value":"professionallyManaged"}},{"kind":"Field","name":{"kind":"Name","value":"onlinePayments"}},{"kind":"Field","name":{"kind":"Name","value":"onlineApplications"}},{"kind":"Field","name":{"kind":"Name","value":"furnishedRentals"}},{"kind":"Field","name":{"kind":"Name","value":"petFriendly"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UtilityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Utilities"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"electricity"}},{"kind":"Field","name":{"kind":"Name","value":"heating"}},{"kind":"Field","name":{"kind":"Name","value":"airConditioning"}},{"kind":"Field","name":{"kind":"Name","value":"water"}},{"kind":"Field","name":{"kind":"Name","value":"garbageRemoval"}},{"kind":"Field","name":{"kind":"Name","value":"cableTv"}},{"kind":"Field","name":{"kind":"Name","value":"internet"}},{"kind":"Field","name":{"kind":"Name","value":"maintenanceFees"}},{"kind":"Field","name":{"kind":"Name","value":"gas"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BuildingAmenityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BuildingAmenities"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"onSiteLaundry"}},{"kind":"Field","name":{"kind":"Name","value":"yard"}},{"kind":"Field","name":{"kind":"Name","value":"concierge"}},{"kind":"Field","name":{"kind":"Name","value":"elevator"}},{"kind":"Field","name":{"kind":"Name","value":"dryCleaning"}},{"kind":"Field","name":{"kind":"Name","value":"gym"}},{"kind":"Field","name":{"kind":"Name","value":"swimmingPool"}},{"kind":"Field","name":{"kind":"Name","value":"storage"}},{"kind":"Field","name":{"kind":"Name","value":"guestSuites"}},{"kind":"Field","name":{"kind":"Name","value":"beanfieldWifi"}},{"kind":"Field","name":{"kind":"Name","value":"publicWifi"}},{"kind":"Field","name":{"kind":"Name","value":"bbqPermitted"}},{"kind":"Field","name":{"kind":"Name","value":"visitorsParking"}},{"kind":"Field","name":{"kind":"Name","value":"partyRoom"}},{"kind":"Field","name":{"kind":"Name","value":"bikeStorage"}},{"kind":"Field","name":{"kind":"Name","value":"wheelchairAccess"}},{"kind":"Field","name":{"kind":"Name","value":"rooftopDeck"}},{"kind":"Field","name":{"kind":"Name","value":"hotTub"}},{"kind":"Field","name":{"kind":"Name","value":"sauna"}},{"kind":"Field","name":{"kind":"Name","value":"gameRoom"}},{"kind":"Field","name":{"kind":"Name","value":"theatre"}},{"kind":"Field","name":{"kind":"Name","value":"businessCenter"}},{"kind":"Field","name":{"kind":"Name","value":"communalGarden"}},{"kind":"Field","name":{"kind":"Name","value":"petSpa"}},{"kind":"Field","name":{"kind":"Name","value":"mediaRoom"}},{"kind":"Field","name":{"kind":"Name","value":"basketballCourt"}},{"kind":"Field","name":{"kind":"Name","value":"yogaRoom"}},{"kind":"Field","name":{"kind":"Name","value":"tennisCourt"}},{"kind":"Field","name":{"kind":"Name","value":"rooftopTerrace"}},{"kind":"Field","name":{"kind":"Name","value":"coworkingSpace"}},{"kind":"Field","name":{"kind":"Name","value":"conferenceRoom"}},{"kind":"Field","name":{"kind":"Name","value":"patio"}},{"kind":"Field","name":{"kind":"Name","value":"lounge"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PetFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Pets"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cat"}},{"kind":"Field","name":{"kind":"Name","value":"dog"}},{"kind":"Field","name":{"kind":"Name","value":"other"}},{"kind":"Field","name":{"kind":"Name","value":"none"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TenantRequirementFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TenantRequirements"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exceptionalCredit"}},{"kind":"Field","name":{"kind":"Name","value":"payStub"}},{"kind":"Field","name":{"kind":"Name","value":"letterOfEmployment"}},{"kind":"Field","name":{"kind":"Name","value":"photoId"}},{"kind":"Field","name":{"kind":"Name","value":"pastReferences"}},{"kind":"Field","name":{"kind":"Name","value":"noSmoking"}},{"kind":"Field","name":{"kind":"Name","value":"extraDocumentation"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UnitAmenityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UnitAmenities"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ac"}},{"kind":"Field","name":{"kind":"Name","value":"centralHeat"}},{"kind":"Field","name":{"kind":"Name","value":"electricalHeating"}},{"kind":"Field","name":{"kind":"Name","value":"radiatorHeating"}},{"kind":"Field","name":{"kind":"Name","value":"fireplace"}},{"kind":"Field","name":{"kind":"Name","value":"carpet"}},{"kind":"Field","name":{"kind":"Name","value":"ceilingFan"}},{"kind":"Field","name":{"kind":"Name","value":"hardwoodFloor"}},{"kind":"Field","name":{"kind":"Name","value":"walkInCloset"}},{"kind":"Field","name":{"kind":"Name","value":"highCeilings"}},{"kind":"Field","name":{"kind":"Name","value":"bathroomFan"}},{"kind":"Field","name":{"kind":"Name","value":"balcony"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UnitApplianceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UnitAppliances"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fridge"}},{"kind":"Field","name":{"kind":"Name","value":"stove"}},{"kind":"Field","name":{"kind":"Name","value":"rangehood"}},{"kind":"Field","name":{"kind":"Name","value":"dishwasher"}},{"kind":"Field","name":{"kind":"Name","value":"microwave"}},{"kind":"Field","name":{"kind":"Name","value":"inunitwasher"}},{"kind":"Field","name":{"kind":"Name","value":"inunitdryer"}},{"kind":"Field","name":{"kind":"Name","value":"wineFridge"}},{"kind":"Field","name":{"kind":"Name","value":"dehumidifier"}},{"kind":"Field","name":{"kind":"Name","value":"firePlaceElectric"}},{"kind":"Field","name":{"kind":"Name","value":"firePlaceGas"}},{"kind":"Field","name":{"kind":"Name","value":"jacuzzi"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WizardListingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Listing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"isapproved"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"propertyType"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"buildingConstructionYear"}},{"kind":"Field","name":{"kind":"Name","value":"totalUnitsInBuilding"}},{"kind":"Field","name":{"kind":"Name","value":"storiesInBuilding"}},{"kind":"Field","name":{"kind":"Name","value":"basement"}},{"kind":"Field","name":{"kind":"Name","value":"moveInBonuses"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"lat"}},{"kind":"Field","name":{"kind":"Name","value":"lng"}},{"kind":"Field","name":{"kind":"Name","value":"city"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"province"}}]}},{"kind":"Field","name":{"kind":"Name","value":"neighbourHood"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LocationTagFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"utilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UtilityFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"amenities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BuildingAmenityFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PetFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tenantRequirements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TenantRequirementFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pictures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"order"}}]}},{"kind":"Field","name":{"kind":"Name","value":"units"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"den"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"startDateAvailability"}},{"kind":"Field","name":{"kind":"Name","value":"unitSize"}},{"kind":"Field","name":{"kind":"Name","value":"bedrooms"}},{"kind":"Field","name":{"kind":"Name","value":"bathrooms"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"deposit"}},{"kind":"Field","name":{"kind":"Name","value":"contactForPricing"}},{"kind":"Field","name":{"kind":"Name","value":"furnished"}},{"kind":"Field","name":{"kind":"Name","value":"parking"}},{"kind":"Field","name":{"kind":"Name","value":"parkingSpots"}},{"kind":"Field","name":{"kind":"Name","value":"leaseTerm"}},{"kind":"Field","name":{"kind":"Name","value":"storage"}},{"kind":"Field","name":{"kind":"Name","value":"maintenance"}},{"kind":"Field","name":{"kind":"Name","value":"smokeAlarm"}},{"kind":"Field","name":{"kind":"Name","value":"unitAmenities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UnitAmenityFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unitAppliances"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UnitApplianceFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"floorplan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}}]}}]}}]}}]} as unknown as DocumentNode<ListWithUsListingQuery, ListWithUsListingQueryVariables>;
export const SaveListWithUsPhoneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveListWithUsPhone"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]}}]} as unknown as DocumentNode<SaveListWithUsPhoneMutation, SaveListWithUsPhoneMutationVariables>;
export const UpdateListWithUsListingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateListWithUsListing"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ListingWhereInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateListingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateListing"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WizardListingFields"}},{"kind":"Field","name":{"kind":"Name","value":"planIds"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LocationTagFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LocationTags"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"students"}},{"kind":"Field","name":{"kind":"Name","value":"closeToTransit"}},{"kind":"Field","name":{"kind":"Name","value":"purposeBuiltRentals"}},{"kind":"Field","name":{"kind":"Name","value":"nightlife"}},{"kind":"Field","name":{"kind":"Name","value":"parksAndWater"}},{"kind":"Field","name":{"kind":"Name","value":"luxuryRentals"}},{"kind":"Field","name":{"kind":"Name","value":"shortTermRentals"}},{"kind":"Field","name":{"kind":"Name","value":"professionallyManaged"}},{"kind":"Field","name":{"kind":"Name","value":"onlinePayments"}},{"kind":"Field","name":{"kind":"Name","value":"onlineApplications"}},{"kind":"Field","name":{"kind":"Name","value":"furnishedRentals"}},{"kind":"Field","name":{"kind":"Name","value":"petFriendly"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UtilityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Utilities"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"electricity"}},{"kind":"Field","name":{"kind":"Name","value":"heating"}},{"kind":"Field","name":{"kind":"Name","value":"airConditioning"}},{"kind":"Field","name":{"kind":"Name","value":"water"}},{"kind":"Field","name":{"kind":"Name","value":"garbageRemoval"}},{"kind":"Field","name":{"kind":"Name","value":"cableTv"}},{"kind":"Field","name":{"kind":"Name","value":"internet"}},{"kind":"Field","name":{"kind":"Name","value":"maintenanceFees"}},{"kind":"Field","name":{"kind":"Name","value":"gas"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BuildingAmenityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BuildingAmenities"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"onSiteLaundry"}},{"kind":"Field","name":{"kind":"Name","value":"yard"}},{"kind":"Field","name":{"kind":"Name","value":"concierge"}},{"kind":"Field","name":{"kind":"Name","value":"elevator"}},{"kind":"Field","name":{"kind":"Name","value":"dryCleaning"}},{"kind":"Field","name":{"kind":"Name","value":"gym"}},{"kind":"Field","name":{"kind":"Name","value":"swimmingPool"}},{"kind":"Field","name":{"kind":"Name","value":"storage"}},{"kind":"Field","name":{"kind":"Name","value":"guestSuites"}},{"kind":"Field","name":{"kind":"Name","value":"beanfieldWifi"}},{"kind":"Field","name":{"kind":"Name","value":"publicWifi"}},{"kind":"Field","name":{"kind":"Name","value":"bbqPermitted"}},{"kind":"Field","name":{"kind":"Name","value":"visitorsParking"}},{"kind":"Field","name":{"kind":"Name","value":"partyRoom"}},{"kind":"Field","name":{"kind":"Name","value":"bikeStorage"}},{"kind":"Field","name":{"kind":"Name","value":"wheelchairAccess"}},{"kind":"Field","name":{"kind":"Name","value":"rooftopDeck"}},{"kind":"Field","name":{"kind":"Name","value":"hotTub"}},{"kind":"Field","name":{"kind":"Name","value":"sauna"}},{"kind":"Field","name":{"kind":"Name","value":"gameRoom"}},{"kind":"Field","name":{"kind":"Name","value":"theatre"}},{"kind":"Field","name":{"kind":"Name","value":"businessCenter"}},{"kind":"Field","name":{"kind":"Name","value":"communalGarden"}},{"kind":"Field","name":{"kind":"Name","value":"petSpa"}},{"kind":"Field","name":{"kind":"Name","value":"mediaRoom"}},{"kind":"Field","name":{"kind":"Name","value":"basketballCourt"}},{"kind":"Field","name":{"kind":"Name","value":"yogaRoom"}},{"kind":"Field","name":{"kind":"Name","value":"tennisCourt"}},{"kind":"Field","name":{"kind":"Name","value":"rooftopTerrace"}},{"kind":"Field","name":{"kind":"Name","value":"coworkingSpace"}},{"kind":"Field","name":{"kind":"Name","value":"conferenceRoom"}},{"kind":"Field","name":{"kind":"Name","value":"patio"}},{"kind":"Field","name":{"kind":"Name","value":"lounge"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PetFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Pets"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cat"}},{"kind":"Field","name":{"kind":"Name","value":"dog"}},{"kind":"Field","name":{"kind":"Name","value":"other"}},{"kind":"Field","name":{"kind":"Name","value":"none"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TenantRequirementFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TenantRequirements"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exceptionalCredit"}},{"kind":"Field","name":{"kind":"Name","value":"payStub"}},{"kind":"Field","name":{"kind":"Name","value":"letterOfEmployment"}},{"kind":"Field","name":{"kind":"Name","value":"photoId"}},{"kind":"Field","name":{"kind":"Name","value":"pastReferences"}},{"kind":"Field","name":{"kind":"Name","value":"noSmoking"}},{"kind":"Field","name":{"kind":"Name","value":"extraDocumentation"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UnitAmenityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UnitAmenities"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ac"}},{"kind":"Field","name":{"kind":"Name","value":"centralHeat"}},{"kind":"Field","name":{"kind":"Name","value":"electricalHeating"}},{"kind":"Field","name":{"kind":"Name","value":"radiatorHeating"}},{"kind":"Field","name":{"kind":"Name","value":"fireplace"}},{"kind":"Field","name":{"kind":"Name","value":"carpet"}},{"kind":"Field","name":{"kind":"Name","value":"ceilingFan"}},{"kind":"Field","name":{"kind":"Name","value":"hardwoodFloor"}},{"kind":"Field","name":{"kind":"Name","value":"walkInCloset"}},{"kind":"Field","name":{"kind":"Name","value":"highCeilings"}},{"kind":"Field","name":{"kind":"Name","value":"bathroomFan"}},{"kind":"Field","name":{"kind":"Name","value":"balcony"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UnitApplianceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UnitAppliances"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fridge"}},{"kind":"Field","name":{"kind":"Name","value":"stove"}},{"kind":"Field","name":{"kind":"Name","value":"rangehood"}},{"kind":"Field","name":{"kind":"Name","value":"dishwasher"}},{"kind":"Field","name":{"kind":"Name","value":"microwave"}},{"kind":"Field","name":{"kind":"Name","value":"inunitwasher"}},{"kind":"Field","name":{"kind":"Name","value":"inunitdryer"}},{"kind":"Field","name":{"kind":"Name","value":"wineFridge"}},{"kind":"Field","name":{"kind":"Name","value":"dehumidifier"}},{"kind":"Field","name":{"kind":"Name","value":"firePlaceElectric"}},{"kind":"Field","name":{"kind":"Name","value":"firePlaceGas"}},{"kind":"Field","name":{"kind":"Name","value":"jacuzzi"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WizardListingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Listing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"isapproved"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"propertyType"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"buildingConstructionYear"}},{"kind":"Field","name":{"kind":"Name","value":"totalUnitsInBuilding"}},{"kind":"Field","name":{"kind":"Name","value":"storiesInBuilding"}},{"kind":"Field","name":{"kind":"Name","value":"basement"}},{"kind":"Field","name":{"kind":"Name","value":"moveInBonuses"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"lat"}},{"kind":"Field","name":{"kind":"Name","value":"lng"}},{"kind":"Field","name":{"kind":"Name","value":"city"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"province"}}]}},{"kind":"Field","name":{"kind":"Name","value":"neighbourHood"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LocationTagFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"utilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UtilityFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"amenities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BuildingAmenityFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PetFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tenantRequirements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TenantRequirementFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pictures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"order"}}]}},{"kind":"Field","name":{"kind":"Name","value":"units"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"den"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"startDateAvailability"}},{"kind":"Field","name":{"kind":"Name","value":"unitSize"}},{"kind":"Field","name":{"kind":"Name","value":"bedrooms"}},{"kind":"Field","name":{"kind":"Name","value":"bathrooms"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"deposit"}},{"kind":"Field","name":{"kind":"Name","value":"contactForPricing"}},{"kind":"Field","name":{"kind":"Name","value":"furnished"}},{"kind":"Field","name":{"kind":"Name","value":"parking"}},{"kind":"Field","name":{"kind":"Name","value":"parkingSpots"}},{"kind":"Field","name":{"kind":"Name","value":"leaseTerm"}},{"kind":"Field","name":{"kind":"Name","value":"storage"}},{"kind":"Field","name":{"kind":"Name","value":"maintenance"}},{"kind":"Field","name":{"kind":"Name","value":"smokeAlarm"}},{"kind":"Field","name":{"kind":"Name","value":"unitAmenities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UnitAmenityFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unitAppliances"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UnitApplianceFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"floorplan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateListWithUsListingMutation, UpdateListWithUsListingMutationVariables>;
export const InternalMapListingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InternalMapListings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StaffListingState"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"city"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"internalMapListings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}},{"kind":"Argument","name":{"kind":"Name","value":"city"},"value":{"kind":"Variable","name":{"kind":"Name","value":"city"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"lat"}},{"kind":"Field","name":{"kind":"Name","value":"lng"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"city"}}]}}]}}]} as unknown as DocumentNode<InternalMapListingsQuery, InternalMapListingsQueryVariables>;
export const SingleMapBuildingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SingleMapBuilding"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"singleMapBuilding"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"isMap"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"}}]}},{"kind":"Field","name":{"kind":"Name","value":"units"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<SingleMapBuildingQuery, SingleMapBuildingQueryVariables>;
export const AdminListingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminListings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"take"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchBuilding"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}},{"kind":"Argument","name":{"kind":"Name","value":"take"},"value":{"kind":"Variable","name":{"kind":"Name","value":"take"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminListingFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"listingSearchCount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}]}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminListingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Listing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isHidden"}},{"kind":"Field","name":{"kind":"Name","value":"isapproved"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedAt"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"availablityStatus"}},{"kind":"Field","name":{"kind":"Name","value":"isPremium"}},{"kind":"Field","name":{"kind":"Name","value":"premiumName"}},{"kind":"Field","name":{"kind":"Name","value":"premiumEnd"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<AdminListingsQuery, AdminListingsQueryVariables>;
export const AdminListingCountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminListingCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminTotalListing"}},{"kind":"Field","name":{"kind":"Name","value":"adminActiveListingCount"}}]}}]} as unknown as DocumentNode<AdminListingCountsQuery, AdminListingCountsQueryVariables>;
export const PendingListingCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PendingListingCount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestLisitngCount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<PendingListingCountQuery, PendingListingCountQueryVariables>;
export const RequestedListingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RequestedListings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestedListings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminListingFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requestLisitngCount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminListingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Listing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isHidden"}},{"kind":"Field","name":{"kind":"Name","value":"isapproved"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedAt"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"availablityStatus"}},{"kind":"Field","name":{"kind":"Name","value":"isPremium"}},{"kind":"Field","name":{"kind":"Name","value":"premiumName"}},{"kind":"Field","name":{"kind":"Name","value":"premiumEnd"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<RequestedListingsQuery, RequestedListingsQueryVariables>;
export const ActivateListingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActivateListing"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activeListing"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"isHidden"},"value":{"kind":"BooleanValue","value":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminListingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminListingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Listing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isHidden"}},{"kind":"Field","name":{"kind":"Name","value":"isapproved"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedAt"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"availablityStatus"}},{"kind":"Field","name":{"kind":"Name","value":"isPremium"}},{"kind":"Field","name":{"kind":"Name","value":"premiumName"}},{"kind":"Field","name":{"kind":"Name","value":"premiumEnd"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<ActivateListingMutation, ActivateListingMutationVariables>;
export const DeactivateListingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeactivateListing"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UnavailabilityInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deactivateSearchListing"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminListingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminListingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Listing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isHidden"}},{"kind":"Field","name":{"kind":"Name","value":"isapproved"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedAt"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"availablityStatus"}},{"kind":"Field","name":{"kind":"Name","value":"isPremium"}},{"kind":"Field","name":{"kind":"Name","value":"premiumName"}},{"kind":"Field","name":{"kind":"Name","value":"premiumEnd"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<DeactivateListingMutation, DeactivateListingMutationVariables>;
export const ApproveListingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApproveListing"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveListing"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminListingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminListingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Listing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isHidden"}},{"kind":"Field","name":{"kind":"Name","value":"isapproved"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedAt"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"availablityStatus"}},{"kind":"Field","name":{"kind":"Name","value":"isPremium"}},{"kind":"Field","name":{"kind":"Name","value":"premiumName"}},{"kind":"Field","name":{"kind":"Name","value":"premiumEnd"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<ApproveListingMutation, ApproveListingMutationVariables>;
export const RejectListingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RejectListing"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectListing"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminListingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminListingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Listing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isHidden"}},{"kind":"Field","name":{"kind":"Name","value":"isapproved"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedAt"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"availablityStatus"}},{"kind":"Field","name":{"kind":"Name","value":"isPremium"}},{"kind":"Field","name":{"kind":"Name","value":"premiumName"}},{"kind":"Field","name":{"kind":"Name","value":"premiumEnd"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<RejectListingMutation, RejectListingMutationVariables>;
export const ListingAuditTrailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListingAuditTrail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditTrail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"entityType"},"value":{"kind":"EnumValue","value":"LISTING"}},{"kind":"Argument","name":{"kind":"Name","value":"entityId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"actorEmail"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<ListingAuditTrailQuery, ListingAuditTrailQueryVariables>;
export const PlacesAwaitingReviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PlacesAwaitingReview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"placesAwaitingReview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"accepted"}},{"kind":"Field","name":{"kind":"Name","value":"neighbourhoods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"accepted"}}]}}]}}]}}]} as unknown as DocumentNode<PlacesAwaitingReviewQuery, PlacesAwaitingReviewQueryVariables>;
export const AcceptCityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AcceptCity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptCity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"accepted"}}]}}]}}]} as unknown as DocumentNode<AcceptCityMutation, AcceptCityMutationVariables>;
export const AcceptNeighbourhoodDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AcceptNeighbourhood"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptNeighbourhood"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"accepted"}}]}}]}}]} as unknown as DocumentNode<AcceptNeighbourhoodMutation, AcceptNeighbourhoodMutationVariables>;
export const ListingPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListingPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listing"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isapproved"}},{"kind":"Field","name":{"kind":"Name","value":"isPremium"}},{"kind":"Field","name":{"kind":"Name","value":"premiumEnd"}},{"kind":"Field","name":{"kind":"Name","value":"propertyType"}},{"kind":"Field","name":{"kind":"Name","value":"postedAt"}},{"kind":"Field","name":{"kind":"Name","value":"contentUpdatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"moveInBonuses"}},{"kind":"Field","name":{"kind":"Name","value":"buildingConstructionYear"}},{"kind":"Field","name":{"kind":"Name","value":"storiesInBuilding"}},{"kind":"Field","name":{"kind":"Name","value":"totalUnitsInBuilding"}},{"kind":"Field","name":{"kind":"Name","value":"developmentCompany"}},{"kind":"Field","name":{"kind":"Name","value":"basement"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"responseTime"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bucket"}}]}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"lat"}},{"kind":"Field","name":{"kind":"Name","value":"lng"}},{"kind":"Field","name":{"kind":"Name","value":"city"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"province"}}]}},{"kind":"Field","name":{"kind":"Name","value":"neighbourHood"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LocationTagFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pictures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPagePictureFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"amenities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BuildingAmenityFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"utilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UtilityFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PetFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tenantRequirements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TenantRequirementFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"units"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"startDateAvailability"}},{"kind":"Field","name":{"kind":"Name","value":"unitSize"}},{"kind":"Field","name":{"kind":"Name","value":"bedrooms"}},{"kind":"Field","name":{"kind":"Name","value":"bathrooms"}},{"kind":"Field","name":{"kind":"Name","value":"den"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"deposit"}},{"kind":"Field","name":{"kind":"Name","value":"contactForPricing"}},{"kind":"Field","name":{"kind":"Name","value":"leaseTerm"}},{"kind":"Field","name":{"kind":"Name","value":"parking"}},{"kind":"Field","name":{"kind":"Name","value":"parkingSpots"}},{"kind":"Field","name":{"kind":"Name","value":"storage"}},{"kind":"Field","name":{"kind":"Name","value":"maintenance"}},{"kind":"Field","name":{"kind":"Name","value":"smokeAlarm"}},{"kind":"Field","name":{"kind":"Name","value":"furnished"}},{"kind":"Field","name":{"kind":"Name","value":"moveInBonuses"}},{"kind":"Field","name":{"kind":"Name","value":"floorplan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPagePictureFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pictures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingPagePictureFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unitAmenities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UnitAmenityFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unitAppliances"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UnitApplianceFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LocationTagFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LocationTags"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"students"}},{"kind":"Field","name":{"kind":"Name","value":"closeToTransit"}},{"kind":"Field","name":{"kind":"Name","value":"purposeBuiltRentals"}},{"kind":"Field","name":{"kind":"Name","value":"nightlife"}},{"kind":"Field","name":{"kind":"Name","value":"parksAndWater"}},{"kind":"Field","name":{"kind":"Name","value":"luxuryRentals"}},{"kind":"Field","name":{"kind":"Name","value":"shortTermRentals"}},{"kind":"Field","name":{"kind":"Name","value":"professionallyManaged"}},{"kind":"Field","name":{"kind":"Name","value":"onlinePayments"}},{"kind":"Field","name":{"kind":"Name","value":"onlineApplications"}},{"kind":"Field","name":{"kind":"Name","value":"furnishedRentals"}},{"kind":"Field","name":{"kind":"Name","value":"petFriendly"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingPagePictureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Picture"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cardUrl"}},{"kind":"Field","name":{"kind":"Name","value":"detailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"order"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BuildingAmenityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BuildingAmenities"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"onSiteLaundry"}},{"kind":"Field","name":{"kind":"Name","value":"yard"}},{"kind":"Field","name":{"kind":"Name","value":"concierge"}},{"kind":"Field","name":{"kind":"Name","value":"elevator"}},{"kind":"Field","name":{"kind":"Name","value":"dryCleaning"}},{"kind":"Field","name":{"kind":"Name","value":"gym"}},{"kind":"Field","name":{"kind":"Name","value":"swimmingPool"}},{"kind":"Field","name":{"kind":"Name","value":"storage"}},{"kind":"Field","name":{"kind":"Name","value":"guestSuites"}},{"kind":"Field","name":{"kind":"Name","value":"beanfieldWifi"}},{"kind":"Field","name":{"kind":"Name","value":"publicWifi"}},{"kind":"Field","name":{"kind":"Name","value":"bbqPermitted"}},{"kind":"Field","name":{"kind":"Name","value":"visitorsParking"}},{"kind":"Field","name":{"kind":"Name","value":"partyRoom"}},{"kind":"Field","name":{"kind":"Name","value":"bikeStorage"}},{"kind":"Field","name":{"kind":"Name","value":"wheelchairAccess"}},{"kind":"Field","name":{"kind":"Name","value":"rooftopDeck"}},{"kind":"Field","name":{"kind":"Name","value":"hotTub"}},{"kind":"Field","name":{"kind":"Name","value":"sauna"}},{"kind":"Field","name":{"kind":"Name","value":"gameRoom"}},{"kind":"Field","name":{"kind":"Name","value":"theatre"}},{"kind":"Field","name":{"kind":"Name","value":"businessCenter"}},{"kind":"Field","name":{"kind":"Name","value":"communalGarden"}},{"kind":"Field","name":{"kind":"Name","value":"petSpa"}},{"kind":"Field","name":{"kind":"Name","value":"mediaRoom"}},{"kind":"Field","name":{"kind":"Name","value":"basketballCourt"}},{"kind":"Field","name":{"kind":"Name","value":"yogaRoom"}},{"kind":"Field","name":{"kind":"Name","value":"tennisCourt"}},{"kind":"Field","name":{"kind":"Name","value":"rooftopTerrace"}},{"kind":"Field","name":{"kind":"Name","value":"coworkingSpace"}},{"kind":"Field","name":{"kind":"Name","value":"conferenceRoom"}},{"kind":"Field","name":{"kind":"Name","value":"patio"}},{"kind":"Field","name":{"kind":"Name","value":"lounge"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UtilityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Utilities"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"electricity"}},{"kind":"Field","name":{"kind":"Name","value":"heating"}},{"kind":"Field","name":{"kind":"Name","value":"airConditioning"}},{"kind":"Field","name":{"kind":"Name","value":"water"}},{"kind":"Field","name":{"kind":"Name","value":"garbageRemoval"}},{"kind":"Field","name":{"kind":"Name","value":"cableTv"}},{"kind":"Field","name":{"kind":"Name","value":"internet"}},{"kind":"Field","name":{"kind":"Name","value":"maintenanceFees"}},{"kind":"Field","name":{"kind":"Name","value":"gas"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PetFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Pets"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cat"}},{"kind":"Field","name":{"kind":"Name","value":"dog"}},{"kind":"Field","name":{"kind":"Name","value":"other"}},{"kind":"Field","name":{"kind":"Name","value":"none"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TenantRequirementFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TenantRequirements"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exceptionalCredit"}},{"kind":"Field","name":{"kind":"Name","value":"payStub"}},{"kind":"Field","name":{"kind":"Name","value":"letterOfEmployment"}},{"kind":"Field","name":{"kind":"Name","value":"photoId"}},{"kind":"Field","name":{"kind":"Name","value":"pastReferences"}},{"kind":"Field","name":{"kind":"Name","value":"noSmoking"}},{"kind":"Field","name":{"kind":"Name","value":"extraDocumentation"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UnitAmenityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UnitAmenities"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ac"}},{"kind":"Field","name":{"kind":"Name","value":"centralHeat"}},{"kind":"Field","name":{"kind":"Name","value":"electricalHeating"}},{"kind":"Field","name":{"kind":"Name","value":"radiatorHeating"}},{"kind":"Field","name":{"kind":"Name","value":"fireplace"}},{"kind":"Field","name":{"kind":"Name","value":"carpet"}},{"kind":"Field","name":{"kind":"Name","value":"ceilingFan"}},{"kind":"Field","name":{"kind":"Name","value":"hardwoodFloor"}},{"kind":"Field","name":{"kind":"Name","value":"walkInCloset"}},{"kind":"Field","name":{"kind":"Name","value":"highCeilings"}},{"kind":"Field","name":{"kind":"Name","value":"bathroomFan"}},{"kind":"Field","name":{"kind":"Name","value":"balcony"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UnitApplianceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UnitAppliances"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fridge"}},{"kind":"Field","name":{"kind":"Name","value":"stove"}},{"kind":"Field","name":{"kind":"Name","value":"rangehood"}},{"kind":"Field","name":{"kind":"Name","value":"dishwasher"}},{"kind":"Field","name":{"kind":"Name","value":"microwave"}},{"kind":"Field","name":{"kind":"Name","value":"inunitwasher"}},{"kind":"Field","name":{"kind":"Name","value":"inunitdryer"}},{"kind":"Field","name":{"kind":"Name","value":"wineFridge"}},{"kind":"Field","name":{"kind":"Name","value":"dehumidifier"}},{"kind":"Field","name":{"kind":"Name","value":"firePlaceElectric"}},{"kind":"Field","name":{"kind":"Name","value":"firePlaceGas"}},{"kind":"Field","name":{"kind":"Name","value":"jacuzzi"}}]}}]} as unknown as DocumentNode<ListingPageQuery, ListingPageQueryVariables>;
export const SimilarListingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SimilarListings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"similarListings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingCardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Listing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"isPremium"}},{"kind":"Field","name":{"kind":"Name","value":"propertyType"}},{"kind":"Field","name":{"kind":"Name","value":"postedAt"}},{"kind":"Field","name":{"kind":"Name","value":"contentUpdatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"matchingUnitIds"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"lat"}},{"kind":"Field","name":{"kind":"Name","value":"lng"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pictures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cardUrl"}},{"kind":"Field","name":{"kind":"Name","value":"order"}}]}},{"kind":"Field","name":{"kind":"Name","value":"units"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"bedrooms"}},{"kind":"Field","name":{"kind":"Name","value":"bathrooms"}},{"kind":"Field","name":{"kind":"Name","value":"unitSize"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"contactForPricing"}},{"kind":"Field","name":{"kind":"Name","value":"pictures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cardUrl"}},{"kind":"Field","name":{"kind":"Name","value":"order"}}]}}]}}]}}]} as unknown as DocumentNode<SimilarListingsQuery, SimilarListingsQueryVariables>;
export const RecordListingViewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordListingView"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordListingView"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RecordListingViewMutation, RecordListingViewMutationVariables>;
export const RecordListingContactDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordListingContact"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordListingEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"CONTACT_CLICK"}}]}]}}]} as unknown as DocumentNode<RecordListingContactMutation, RecordListingContactMutationVariables>;
export const GetSingleBuildingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetSingleBuilding"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getSingleBuilding"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WizardListingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LocationTagFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LocationTags"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"students"}},{"kind":"Field","name":{"kind":"Name","value":"closeToTransit"}},{"kind":"Field","name":{"kind":"Name","value":"purposeBuiltRentals"}},{"kind":"Field","name":{"kind":"Name","value":"nightlife"}},{"kind":"Field","name":{"kind":"Name","value":"parksAndWater"}},{"kind":"Field","name":{"kind":"Name","value":"luxuryRentals"}},{"kind":"Field","name":{"kind":"Name","value":"shortTermRentals"}},{"kind":"Field","name":{"kind":"Name","value":"professionallyManaged"}},{"kind":"Field","name":{"kind":"Name","value":"onlinePayments"}},{"kind":"Field","name":{"kind":"Name","value":"onlineApplications"}},{"kind":"Field","name":{"kind":"Name","value":"furnishedRentals"}},{"kind":"Field","name":{"kind":"Name","value":"petFriendly"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UtilityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Utilities"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"electricity"}},{"kind":"Field","name":{"kind":"Name","value":"heating"}},{"kind":"Field","name":{"kind":"Name","value":"airConditioning"}},{"kind":"Field","name":{"kind":"Name","value":"water"}},{"kind":"Field","name":{"kind":"Name","value":"garbageRemoval"}},{"kind":"Field","name":{"kind":"Name","value":"cableTv"}},{"kind":"Field","name":{"kind":"Name","value":"internet"}},{"kind":"Field","name":{"kind":"Name","value":"maintenanceFees"}},{"kind":"Field","name":{"kind":"Name","value":"gas"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BuildingAmenityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BuildingAmenities"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"onSiteLaundry"}},{"kind":"Field","name":{"kind":"Name","value":"yard"}},{"kind":"Field","name":{"kind":"Name","value":"concierge"}},{"kind":"Field","name":{"kind":"Name","value":"elevator"}},{"kind":"Field","name":{"kind":"Name","value":"dryCleaning"}},{"kind":"Field","name":{"kind":"Name","value":"gym"}},{"kind":"Field","name":{"kind":"Name","value":"swimmingPool"}},{"kind":"Field","name":{"kind":"Name","value":"storage"}},{"kind":"Field","name":{"kind":"Name","value":"guestSuites"}},{"kind":"Field","name":{"kind":"Name","value":"beanfieldWifi"}},{"kind":"Field","name":{"kind":"Name","value":"publicWifi"}},{"kind":"Field","name":{"kind":"Name","value":"bbqPermitted"}},{"kind":"Field","name":{"kind":"Name","value":"visitorsParking"}},{"kind":"Field","name":{"kind":"Name","value":"partyRoom"}},{"kind":"Field","name":{"kind":"Name","value":"bikeStorage"}},{"kind":"Field","name":{"kind":"Name","value":"wheelchairAccess"}},{"kind":"Field","name":{"kind":"Name","value":"rooftopDeck"}},{"kind":"Field","name":{"kind":"Name","value":"hotTub"}},{"kind":"Field","name":{"kind":"Name","value":"sauna"}},{"kind":"Field","name":{"kind":"Name","value":"gameRoom"}},{"kind":"Field","name":{"kind":"Name","value":"theatre"}},{"kind":"Field","name":{"kind":"Name","value":"businessCenter"}},{"kind":"Field","name":{"kind":"Name","value":"communalGarden"}},{"kind":"Field","name":{"kind":"Name","value":"petSpa"}},{"kind":"Field","name":{"kind":"Name","value":"mediaRoom"}},{"kind":"Field","name":{"kind":"Name","value":"basketballCourt"}},{"kind":"Field","name":{"kind":"Name","value":"yogaRoom"}},{"kind":"Field","name":{"kind":"Name","value":"tennisCourt"}},{"kind":"Field","name":{"kind":"Name","value":"rooftopTerrace"}},{"kind":"Field","name":{"kind":"Name","value":"coworkingSpace"}},{"kind":"Field","name":{"kind":"Name","value":"conferenceRoom"}},{"kind":"Field","name":{"kind":"Name","value":"patio"}},{"kind":"Field","name":{"kind":"Name","value":"lounge"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PetFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Pets"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cat"}},{"kind":"Field","name":{"kind":"Name","value":"dog"}},{"kind":"Field","name":{"kind":"Name","value":"other"}},{"kind":"Field","name":{"kind":"Name","value":"none"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TenantRequirementFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TenantRequirements"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exceptionalCredit"}},{"kind":"Field","name":{"kind":"Name","value":"payStub"}},{"kind":"Field","name":{"kind":"Name","value":"letterOfEmployment"}},{"kind":"Field","name":{"kind":"Name","value":"photoId"}},{"kind":"Field","name":{"kind":"Name","value":"pastReferences"}},{"kind":"Field","name":{"kind":"Name","value":"noSmoking"}},{"kind":"Field","name":{"kind":"Name","value":"extraDocumentation"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UnitAmenityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UnitAmenities"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ac"}},{"kind":"Field","name":{"kind":"Name","value":"centralHeat"}},{"kind":"Field","name":{"kind":"Name","value":"electricalHeating"}},{"kind":"Field","name":{"kind":"Name","value":"radiatorHeating"}},{"kind":"Field","name":{"kind":"Name","value":"fireplace"}},{"kind":"Field","name":{"kind":"Name","value":"carpet"}},{"kind":"Field","name":{"kind":"Name","value":"ceilingFan"}},{"kind":"Field","name":{"kind":"Name","value":"hardwoodFloor"}},{"kind":"Field","name":{"kind":"Name","value":"walkInCloset"}},{"kind":"Field","name":{"kind":"Name","value":"highCeilings"}},{"kind":"Field","name":{"kind":"Name","value":"bathroomFan"}},{"kind":"Field","name":{"kind":"Name","value":"balcony"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UnitApplianceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UnitAppliances"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fridge"}},{"kind":"Field","name":{"kind":"Name","value":"stove"}},{"kind":"Field","name":{"kind":"Name","value":"rangehood"}},{"kind":"Field","name":{"kind":"Name","value":"dishwasher"}},{"kind":"Field","name":{"kind":"Name","value":"microwave"}},{"kind":"Field","name":{"kind":"Name","value":"inunitwasher"}},{"kind":"Field","name":{"kind":"Name","value":"inunitdryer"}},{"kind":"Field","name":{"kind":"Name","value":"wineFridge"}},{"kind":"Field","name":{"kind":"Name","value":"dehumidifier"}},{"kind":"Field","name":{"kind":"Name","value":"firePlaceElectric"}},{"kind":"Field","name":{"kind":"Name","value":"firePlaceGas"}},{"kind":"Field","name":{"kind":"Name","value":"jacuzzi"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WizardListingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Listing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"isapproved"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"propertyType"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"buildingConstructionYear"}},{"kind":"Field","name":{"kind":"Name","value":"totalUnitsInBuilding"}},{"kind":"Field","name":{"kind":"Name","value":"storiesInBuilding"}},{"kind":"Field","name":{"kind":"Name","value":"basement"}},{"kind":"Field","name":{"kind":"Name","value":"moveInBonuses"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"lat"}},{"kind":"Field","name":{"kind":"Name","value":"lng"}},{"kind":"Field","name":{"kind":"Name","value":"city"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"province"}}]}},{"kind":"Field","name":{"kind":"Name","value":"neighbourHood"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LocationTagFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"utilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UtilityFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"amenities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BuildingAmenityFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PetFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tenantRequirements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TenantRequirementFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pictures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"order"}}]}},{"kind":"Field","name":{"kind":"Name","value":"units"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"den"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"startDateAvailability"}},{"kind":"Field","name":{"kind":"Name","value":"unitSize"}},{"kind":"Field","name":{"kind":"Name","value":"bedrooms"}},{"kind":"Field","name":{"kind":"Name","value":"bathrooms"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"deposit"}},{"kind":"Field","name":{"kind":"Name","value":"contactForPricing"}},{"kind":"Field","name":{"kind":"Name","value":"furnished"}},{"kind":"Field","name":{"kind":"Name","value":"parking"}},{"kind":"Field","name":{"kind":"Name","value":"parkingSpots"}},{"kind":"Field","name":{"kind":"Name","value":"leaseTerm"}},{"kind":"Field","name":{"kind":"Name","value":"storage"}},{"kind":"Field","name":{"kind":"Name","value":"maintenance"}},{"kind":"Field","name":{"kind":"Name","value":"smokeAlarm"}},{"kind":"Field","name":{"kind":"Name","value":"unitAmenities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UnitAmenityFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unitAppliances"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UnitApplianceFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"floorplan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}}]}}]}}]}}]} as unknown as DocumentNode<GetSingleBuildingQuery, GetSingleBuildingQueryVariables>;
export const CreateListingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateListing"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateListingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createListing"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"units"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<CreateListingMutation, CreateListingMutationVariables>;
export const CreateUnitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateUnit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"listingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateUnitInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createUnit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"listingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"listingId"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateUnitMutation, CreateUnitMutationVariables>;
export const UpdateListingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateListing"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ListingWhereInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateListingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateListing"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WizardListingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LocationTagFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LocationTags"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"students"}},{"kind":"Field","name":{"kind":"Name","value":"closeToTransit"}},{"kind":"Field","name":{"kind":"Name","value":"purposeBuiltRentals"}},{"kind":"Field","name":{"kind":"Name","value":"nightlife"}},{"kind":"Field","name":{"kind":"Name","value":"parksAndWater"}},{"kind":"Field","name":{"kind":"Name","value":"luxuryRentals"}},{"kind":"Field","name":{"kind":"Name","value":"shortTermRentals"}},{"kind":"Field","name":{"kind":"Name","value":"professionallyManaged"}},{"kind":"Field","name":{"kind":"Name","value":"onlinePayments"}},{"kind":"Field","name":{"kind":"Name","value":"onlineApplications"}},{"kind":"Field","name":{"kind":"Name","value":"furnishedRentals"}},{"kind":"Field","name":{"kind":"Name","value":"petFriendly"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UtilityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Utilities"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"electricity"}},{"kind":"Field","name":{"kind":"Name","value":"heating"}},{"kind":"Field","name":{"kind":"Name","value":"airConditioning"}},{"kind":"Field","name":{"kind":"Name","value":"water"}},{"kind":"Field","name":{"kind":"Name","value":"garbageRemoval"}},{"kind":"Field","name":{"kind":"Name","value":"cableTv"}},{"kind":"Field","name":{"kind":"Name","value":"internet"}},{"kind":"Field","name":{"kind":"Name","value":"maintenanceFees"}},{"kind":"Field","name":{"kind":"Name","value":"gas"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BuildingAmenityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BuildingAmenities"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"onSiteLaundry"}},{"kind":"Field","name":{"kind":"Name","value":"yard"}},{"kind":"Field","name":{"kind":"Name","value":"concierge"}},{"kind":"Field","name":{"kind":"Name","value":"elevator"}},{"kind":"Field","name":{"kind":"Name","value":"dryCleaning"}},{"kind":"Field","name":{"kind":"Name","value":"gym"}},{"kind":"Field","name":{"kind":"Name","value":"swimmingPool"}},{"kind":"Field","name":{"kind":"Name","value":"storage"}},{"kind":"Field","name":{"kind":"Name","value":"guestSuites"}},{"kind":"Field","name":{"kind":"Name","value":"beanfieldWifi"}},{"kind":"Field","name":{"kind":"Name","value":"publicWifi"}},{"kind":"Field","name":{"kind":"Name","value":"bbqPermitted"}},{"kind":"Field","name":{"kind":"Name","value":"visitorsParking"}},{"kind":"Field","name":{"kind":"Name","value":"partyRoom"}},{"kind":"Field","name":{"kind":"Name","value":"bikeStorage"}},{"kind":"Field","name":{"kind":"Name","value":"wheelchairAccess"}},{"kind":"Field","name":{"kind":"Name","value":"rooftopDeck"}},{"kind":"Field","name":{"kind":"Name","value":"hotTub"}},{"kind":"Field","name":{"kind":"Name","value":"sauna"}},{"kind":"Field","name":{"kind":"Name","value":"gameRoom"}},{"kind":"Field","name":{"kind":"Name","value":"theatre"}},{"kind":"Field","name":{"kind":"Name","value":"businessCenter"}},{"kind":"Field","name":{"kind":"Name","value":"communalGarden"}},{"kind":"Field","name":{"kind":"Name","value":"petSpa"}},{"kind":"Field","name":{"kind":"Name","value":"mediaRoom"}},{"kind":"Field","name":{"kind":"Name","value":"basketballCourt"}},{"kind":"Field","name":{"kind":"Name","value":"yogaRoom"}},{"kind":"Field","name":{"kind":"Name","value":"tennisCourt"}},{"kind":"Field","name":{"kind":"Name","value":"rooftopTerrace"}},{"kind":"Field","name":{"kind":"Name","value":"coworkingSpace"}},{"kind":"Field","name":{"kind":"Name","value":"conferenceRoom"}},{"kind":"Field","name":{"kind":"Name","value":"patio"}},{"kind":"Field","name":{"kind":"Name","value":"lounge"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PetFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Pets"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cat"}},{"kind":"Field","name":{"kind":"Name","value":"dog"}},{"kind":"Field","name":{"kind":"Name","value":"other"}},{"kind":"Field","name":{"kind":"Name","value":"none"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TenantRequirementFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TenantRequirements"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exceptionalCredit"}},{"kind":"Field","name":{"kind":"Name","value":"payStub"}},{"kind":"Field","name":{"kind":"Name","value":"letterOfEmployment"}},{"kind":"Field","name":{"kind":"Name","value":"photoId"}},{"kind":"Field","name":{"kind":"Name","value":"pastReferences"}},{"kind":"Field","name":{"kind":"Name","value":"noSmoking"}},{"kind":"Field","name":{"kind":"Name","value":"extraDocumentation"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UnitAmenityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UnitAmenities"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ac"}},{"kind":"Field","name":{"kind":"Name","value":"centralHeat"}},{"kind":"Field","name":{"kind":"Name","value":"electricalHeating"}},{"kind":"Field","name":{"kind":"Name","value":"radiatorHeating"}},{"kind":"Field","name":{"kind":"Name","value":"fireplace"}},{"kind":"Field","name":{"kind":"Name","value":"carpet"}},{"kind":"Field","name":{"kind":"Name","value":"ceilingFan"}},{"kind":"Field","name":{"kind":"Name","value":"hardwoodFloor"}},{"kind":"Field","name":{"kind":"Name","value":"walkInCloset"}},{"kind":"Field","name":{"kind":"Name","value":"highCeilings"}},{"kind":"Field","name":{"kind":"Name","value":"bathroomFan"}},{"kind":"Field","name":{"kind":"Name","value":"balcony"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UnitApplianceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UnitAppliances"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fridge"}},{"kind":"Field","name":{"kind":"Name","value":"stove"}},{"kind":"Field","name":{"kind":"Name","value":"rangehood"}},{"kind":"Field","name":{"kind":"Name","value":"dishwasher"}},{"kind":"Field","name":{"kind":"Name","value":"microwave"}},{"kind":"Field","name":{"kind":"Name","value":"inunitwasher"}},{"kind":"Field","name":{"kind":"Name","value":"inunitdryer"}},{"kind":"Field","name":{"kind":"Name","value":"wineFridge"}},{"kind":"Field","name":{"kind":"Name","value":"dehumidifier"}},{"kind":"Field","name":{"kind":"Name","value":"firePlaceElectric"}},{"kind":"Field","name":{"kind":"Name","value":"firePlaceGas"}},{"kind":"Field","name":{"kind":"Name","value":"jacuzzi"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WizardListingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Listing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"isapproved"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"propertyType"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"buildingConstructionYear"}},{"kind":"Field","name":{"kind":"Name","value":"totalUnitsInBuilding"}},{"kind":"Field","name":{"kind":"Name","value":"storiesInBuilding"}},{"kind":"Field","name":{"kind":"Name","value":"basement"}},{"kind":"Field","name":{"kind":"Name","value":"moveInBonuses"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"lat"}},{"kind":"Field","name":{"kind":"Name","value":"lng"}},{"kind":"Field","name":{"kind":"Name","value":"city"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"province"}}]}},{"kind":"Field","name":{"kind":"Name","value":"neighbourHood"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LocationTagFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"utilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UtilityFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"amenities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BuildingAmenityFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PetFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tenantRequirements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TenantRequirementFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pictures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"order"}}]}},{"kind":"Field","name":{"kind":"Name","value":"units"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"den"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"startDateAvailability"}},{"kind":"Field","name":{"kind":"Name","value":"unitSize"}},{"kind":"Field","name":{"kind":"Name","value":"bedrooms"}},{"kind":"Field","name":{"kind":"Name","value":"bathrooms"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"deposit"}},{"kind":"Field","name":{"kind":"Name","value":"contactForPricing"}},{"kind":"Field","name":{"kind":"Name","value":"furnished"}},{"kind":"Field","name":{"kind":"Name","value":"parking"}},{"kind":"Field","name":{"kind":"Name","value":"parkingSpots"}},{"kind":"Field","name":{"kind":"Name","value":"leaseTerm"}},{"kind":"Field","name":{"kind":"Name","value":"storage"}},{"kind":"Field","name":{"kind":"Name","value":"maintenance"}},{"kind":"Field","name":{"kind":"Name","value":"smokeAlarm"}},{"kind":"Field","name":{"kind":"Name","value":"unitAmenities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UnitAmenityFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unitAppliances"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UnitApplianceFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"floorplan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateListingMutation, UpdateListingMutationVariables>;
export const SearchAddressesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchAddresses"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchAddresses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"lat"}},{"kind":"Field","name":{"kind":"Name","value":"lng"}},{"kind":"Field","name":{"kind":"Name","value":"neighbourhood"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"placeId"}}]}}]}}]} as unknown as DocumentNode<SearchAddressesQuery, SearchAddressesQueryVariables>;
export const WizardCreateCityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WizardCreateCity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCityInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<WizardCreateCityMutation, WizardCreateCityMutationVariables>;
export const WizardCreateNeighbourhoodDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WizardCreateNeighbourhood"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateNeighbourhoodInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createNeighbourhood"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<WizardCreateNeighbourhoodMutation, WizardCreateNeighbourhoodMutationVariables>;
export const DeletePictureDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletePicture"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PictureWhereInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePicture"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}}]}]}}]} as unknown as DocumentNode<DeletePictureMutation, DeletePictureMutationVariables>;
export const PicReorderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PicReorder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pictures"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PictureOrderInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"picReorder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pictures"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pictures"}}}]}]}}]} as unknown as DocumentNode<PicReorderMutation, PicReorderMutationVariables>;
export const GenerateListingDescriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GenerateListingDescription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ListingDescriptionFactsInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generateListingDescription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}},{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}]}]}}]} as unknown as DocumentNode<GenerateListingDescriptionMutation, GenerateListingDescriptionMutationVariables>;
export const ScanImageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ScanImage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"urls"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scanImage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"urls"},"value":{"kind":"Variable","name":{"kind":"Name","value":"urls"}}}]}]}}]} as unknown as DocumentNode<ScanImageMutation, ScanImageMutationVariables>;
export const PlaceAtDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PlaceAt"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lat"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lng"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"placeAt"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lat"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lat"}}},{"kind":"Argument","name":{"kind":"Name","value":"lng"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lng"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"placeId"}}]}}]}}]} as unknown as DocumentNode<PlaceAtQuery, PlaceAtQueryVariables>;
export const PinMapConfigDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PinMapConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mapTileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"mapAttribution"}}]}}]}}]} as unknown as DocumentNode<PinMapConfigQuery, PinMapConfigQueryVariables>;
export const SearchCitiesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchCities"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"province"}}]}}]}}]} as unknown as DocumentNode<SearchCitiesQuery, SearchCitiesQueryVariables>;
export const PopularCitiesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PopularCities"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"neighbourhoods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"featured"}},{"kind":"Field","name":{"kind":"Name","value":"popularity"}}]}}]}}]}}]} as unknown as DocumentNode<PopularCitiesQuery, PopularCitiesQueryVariables>;
export const NotificationSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NotificationSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notificationSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"takesRecipients"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<NotificationSettingsQuery, NotificationSettingsQueryVariables>;
export const UpdateNotificationSettingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateNotificationSetting"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"enabled"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"recipients"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateNotificationSetting"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"enabled"},"value":{"kind":"Variable","name":{"kind":"Name","value":"enabled"}}},{"kind":"Argument","name":{"kind":"Name","value":"recipients"},"value":{"kind":"Variable","name":{"kind":"Name","value":"recipients"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<UpdateNotificationSettingMutation, UpdateNotificationSettingMutationVariables>;
export const EmailOutboxDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EmailOutbox"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OutboxStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailOutbox"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"template"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}}]}}]}}]}}]} as unknown as DocumentNode<EmailOutboxQuery, EmailOutboxQueryVariables>;
export const ResendEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<ResendEmailMutation, ResendEmailMutationVariables>;
export const ContactListingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContactListing"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listing"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"province"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pictures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cardUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"responseTime"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bucket"}}]}}]}}]}}]} as unknown as DocumentNode<ContactListingQuery, ContactListingQueryVariables>;
export const CreateBookingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateBooking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateBookingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createBooking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"room"}}]}}]}}]} as unknown as DocumentNode<CreateBookingMutation, CreateBookingMutationVariables>;
export const RoomOfListingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RoomOfListing"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"listingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roomsPerUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"listingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"listingId"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<RoomOfListingQuery, RoomOfListingQueryVariables>;
export const RoomsPerUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RoomsPerUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RoomFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roomsPerUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}},{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RoomFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Message"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"room"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isRead"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"asTeam"}},{"kind":"Field","name":{"kind":"Name","value":"safetyFlags"}},{"kind":"Field","name":{"kind":"Name","value":"sender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"file"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RoomFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Room"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"booking"}},{"kind":"Field","name":{"kind":"Name","value":"flagged"}},{"kind":"Field","name":{"kind":"Name","value":"blocked"}},{"kind":"Field","name":{"kind":"Name","value":"blockedByViewer"}},{"kind":"Field","name":{"kind":"Name","value":"lastMessageTime"}},{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}},{"kind":"Field","name":{"kind":"Name","value":"listing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"otherParty"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lastMessage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MessageFields"}}]}}]}}]} as unknown as DocumentNode<RoomsPerUserQuery, RoomsPerUserQueryVariables>;
export const MessagesInRoomDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MessagesInRoom"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"roomId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messagesInRoom"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"roomId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"roomId"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MessageFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Message"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"room"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isRead"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"asTeam"}},{"kind":"Field","name":{"kind":"Name","value":"safetyFlags"}},{"kind":"Field","name":{"kind":"Name","value":"sender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"file"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}}]}}]} as unknown as DocumentNode<MessagesInRoomQuery, MessagesInRoomQueryVariables>;
export const RenterBookingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RenterBookings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookingsForUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"room"}}]}}]}}]} as unknown as DocumentNode<RenterBookingsQuery, RenterBookingsQueryVariables>;
export const CreateMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"room"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MessageType"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"url"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"room"},"value":{"kind":"Variable","name":{"kind":"Name","value":"room"}}},{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}},{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}},{"kind":"Argument","name":{"kind":"Name","value":"url"},"value":{"kind":"Variable","name":{"kind":"Name","value":"url"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MessageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Message"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"room"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isRead"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"asTeam"}},{"kind":"Field","name":{"kind":"Name","value":"safetyFlags"}},{"kind":"Field","name":{"kind":"Name","value":"sender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"file"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}}]}}]} as unknown as DocumentNode<CreateMessageMutation, CreateMessageMutationVariables>;
export const MarkRoomReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkRoomRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"roomId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markRoomRead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"roomId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"roomId"}}}]}]}}]} as unknown as DocumentNode<MarkRoomReadMutation, MarkRoomReadMutationVariables>;
export const RoomMessagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"RoomMessages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"roomId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roomMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"roomId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"roomId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MessageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Message"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"room"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isRead"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"asTeam"}},{"kind":"Field","name":{"kind":"Name","value":"safetyFlags"}},{"kind":"Field","name":{"kind":"Name","value":"sender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"file"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}}]}}]} as unknown as DocumentNode<RoomMessagesSubscription, RoomMessagesSubscriptionVariables>;
export const UserRoomsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"UserRooms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userRooms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RoomFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Message"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"room"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isRead"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"asTeam"}},{"kind":"Field","name":{"kind":"Name","value":"safetyFlags"}},{"kind":"Field","name":{"kind":"Name","value":"sender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"file"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RoomFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Room"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"booking"}},{"kind":"Field","name":{"kind":"Name","value":"flagged"}},{"kind":"Field","name":{"kind":"Name","value":"blocked"}},{"kind":"Field","name":{"kind":"Name","value":"blockedByViewer"}},{"kind":"Field","name":{"kind":"Name","value":"lastMessageTime"}},{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}},{"kind":"Field","name":{"kind":"Name","value":"listing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"otherParty"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lastMessage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MessageFields"}}]}}]}}]} as unknown as DocumentNode<UserRoomsSubscription, UserRoomsSubscriptionVariables>;
export const UnreadMessagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UnreadMessages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unreadMessages"}}]}}]} as unknown as DocumentNode<UnreadMessagesQuery, UnreadMessagesQueryVariables>;
export const UnsubscribeMessageEmailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnsubscribeMessageEmails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unsubscribeMessageEmails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}]}]}}]} as unknown as DocumentNode<UnsubscribeMessageEmailsMutation, UnsubscribeMessageEmailsMutationVariables>;
export const ReportConversationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReportConversation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportConversationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportConversation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ReportConversationMutation, ReportConversationMutationVariables>;
export const BlockConversationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BlockConversation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"roomId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"blockConversation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"roomId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"roomId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"blocked"}},{"kind":"Field","name":{"kind":"Name","value":"blockedByViewer"}}]}}]}}]} as unknown as DocumentNode<BlockConversationMutation, BlockConversationMutationVariables>;
export const UnblockConversationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnblockConversation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"roomId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unblockConversation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"roomId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"roomId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"blocked"}},{"kind":"Field","name":{"kind":"Name","value":"blockedByViewer"}}]}}]}}]} as unknown as DocumentNode<UnblockConversationMutation, UnblockConversationMutationVariables>;
export const SavedRepliesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SavedReplies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"savedReplies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode<SavedRepliesQuery, SavedRepliesQueryVariables>;
export const CreateSavedReplyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateSavedReply"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SavedReplyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSavedReply"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode<CreateSavedReplyMutation, CreateSavedReplyMutationVariables>;
export const UpdateSavedReplyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSavedReply"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SavedReplyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSavedReply"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode<UpdateSavedReplyMutation, UpdateSavedReplyMutationVariables>;
export const DeleteSavedReplyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteSavedReply"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSavedReply"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteSavedReplyMutation, DeleteSavedReplyMutationVariables>;
export const AdminInboxRoomsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminInboxRooms"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminInboxFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminInboxRooms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminInboxRoomFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminInboxRoomFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminInboxRoom"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"listing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"renter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lastMessage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"asTeam"}},{"kind":"Field","name":{"kind":"Name","value":"file"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"lastMessageTime"}},{"kind":"Field","name":{"kind":"Name","value":"flagged"}},{"kind":"Field","name":{"kind":"Name","value":"handledAt"}},{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}},{"kind":"Field","name":{"kind":"Name","value":"openReportCount"}},{"kind":"Field","name":{"kind":"Name","value":"blocked"}}]}}]} as unknown as DocumentNode<AdminInboxRoomsQuery, AdminInboxRoomsQueryVariables>;
export const InboxListingTitleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InboxListingTitle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listing"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]} as unknown as DocumentNode<InboxListingTitleQuery, InboxListingTitleQueryVariables>;
export const ConversationReportsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConversationReports"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"roomId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversationReports"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"roomId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"roomId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reporter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]} as unknown as DocumentNode<ConversationReportsQuery, ConversationReportsQueryVariables>;
export const RoomStaffViewsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RoomStaffViews"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"roomId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roomStaffViews"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"roomId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"roomId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"staffId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"viewedAt"}}]}}]}}]} as unknown as DocumentNode<RoomStaffViewsQuery, RoomStaffViewsQueryVariables>;
export const MarkRoomHandledDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkRoomHandled"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"roomId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"handled"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markRoomHandled"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"roomId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"roomId"}}},{"kind":"Argument","name":{"kind":"Name","value":"handled"},"value":{"kind":"Variable","name":{"kind":"Name","value":"handled"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminInboxRoomFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminInboxRoomFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminInboxRoom"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"listing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"renter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lastMessage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"asTeam"}},{"kind":"Field","name":{"kind":"Name","value":"file"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"lastMessageTime"}},{"kind":"Field","name":{"kind":"Name","value":"flagged"}},{"kind":"Field","name":{"kind":"Name","value":"handledAt"}},{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}},{"kind":"Field","name":{"kind":"Name","value":"openReportCount"}},{"kind":"Field","name":{"kind":"Name","value":"blocked"}}]}}]} as unknown as DocumentNode<MarkRoomHandledMutation, MarkRoomHandledMutationVariables>;
export const SubscribeNewsletterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubscribeNewsletter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscribeNewsletter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<SubscribeNewsletterMutation, SubscribeNewsletterMutationVariables>;
export const UnsubscribeNewsletterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnsubscribeNewsletter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unsubscribeNewsletter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}]}]}}]} as unknown as DocumentNode<UnsubscribeNewsletterMutation, UnsubscribeNewsletterMutationVariables>;
export const SandboxCheckoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SandboxCheckout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sandboxCheckout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taxes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"component"}},{"kind":"Field","name":{"kind":"Name","value":"ratePer"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subtotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"cancelUrl"}},{"kind":"Field","name":{"kind":"Name","value":"successUrl"}},{"kind":"Field","name":{"kind":"Name","value":"requiresAuthentication"}}]}}]}}]} as unknown as DocumentNode<SandboxCheckoutQuery, SandboxCheckoutQueryVariables>;
export const SandboxPayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SandboxPay"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"card"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SandboxCardInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sandboxPay"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"card"},"value":{"kind":"Variable","name":{"kind":"Name","value":"card"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrl"}}]}}]}}]} as unknown as DocumentNode<SandboxPayMutation, SandboxPayMutationVariables>;
export const SandboxAuthenticateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SandboxAuthenticate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"approve"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sandboxAuthenticate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"approve"},"value":{"kind":"Variable","name":{"kind":"Name","value":"approve"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrl"}}]}}]}}]} as unknown as DocumentNode<SandboxAuthenticateMutation, SandboxAuthenticateMutationVariables>;
export const SandboxCancelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SandboxCancel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sandboxCancel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrl"}}]}}]}}]} as unknown as DocumentNode<SandboxCancelMutation, SandboxCancelMutationVariables>;
export const ReturnedPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReturnedPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"listingId"}},{"kind":"Field","name":{"kind":"Name","value":"listingTitle"}},{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subtotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"taxes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"component"}},{"kind":"Field","name":{"kind":"Name","value":"ratePer"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taxCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"boostDays"}},{"kind":"Field","name":{"kind":"Name","value":"cardBrand"}},{"kind":"Field","name":{"kind":"Name","value":"cardLast4"}},{"kind":"Field","name":{"kind":"Name","value":"failureMessage"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}}]}}]}}]} as unknown as DocumentNode<ReturnedPaymentQuery, ReturnedPaymentQueryVariables>;
export const BoostedListingEndDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BoostedListingEnd"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getSingleBuilding"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"premiumEnd"}}]}}]}}]} as unknown as DocumentNode<BoostedListingEndQuery, BoostedListingEndQueryVariables>;
export const FeaturesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Features"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"features"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffFeatureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffFeatureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Feature"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"nameFr"}},{"kind":"Field","name":{"kind":"Name","value":"subtitleEn"}},{"kind":"Field","name":{"kind":"Name","value":"subtitleFr"}},{"kind":"Field","name":{"kind":"Name","value":"informationEn"}},{"kind":"Field","name":{"kind":"Name","value":"informationFr"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}}]} as unknown as DocumentNode<FeaturesQuery, FeaturesQueryVariables>;
export const CreateFeatureDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateFeature"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FeatureInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createFeature"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffFeatureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffFeatureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Feature"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"nameFr"}},{"kind":"Field","name":{"kind":"Name","value":"subtitleEn"}},{"kind":"Field","name":{"kind":"Name","value":"subtitleFr"}},{"kind":"Field","name":{"kind":"Name","value":"informationEn"}},{"kind":"Field","name":{"kind":"Name","value":"informationFr"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}}]} as unknown as DocumentNode<CreateFeatureMutation, CreateFeatureMutationVariables>;
export const UpdateFeatureDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateFeature"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FeatureInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateFeature"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffFeatureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffFeatureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Feature"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"nameFr"}},{"kind":"Field","name":{"kind":"Name","value":"subtitleEn"}},{"kind":"Field","name":{"kind":"Name","value":"subtitleFr"}},{"kind":"Field","name":{"kind":"Name","value":"informationEn"}},{"kind":"Field","name":{"kind":"Name","value":"informationFr"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}}]} as unknown as DocumentNode<UpdateFeatureMutation, UpdateFeatureMutationVariables>;
export const DeleteFeatureDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteFeature"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteFeature"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteFeatureMutation, DeleteFeatureMutationVariables>;
export const ReorderFeaturesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReorderFeatures"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reorderFeatures"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}}]}}]} as unknown as DocumentNode<ReorderFeaturesMutation, ReorderFeaturesMutationVariables>;
export const PlansDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Plans"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PlanWhereInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plans"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlanCardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlanCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Plan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"nameFr"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionEn"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionFr"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"planGroup"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"recommended"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"features"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"nameFr"}},{"kind":"Field","name":{"kind":"Name","value":"subtitleEn"}},{"kind":"Field","name":{"kind":"Name","value":"subtitleFr"}},{"kind":"Field","name":{"kind":"Name","value":"informationEn"}},{"kind":"Field","name":{"kind":"Name","value":"informationFr"}}]}}]}}]} as unknown as DocumentNode<PlansQuery, PlansQueryVariables>;
export const PremiumNotificationToAdminFromLandlordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PremiumNotificationToAdminFromLandlord"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ListingWhereInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"planId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"premiumNotificationToAdminFromLandlord"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"planId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"planId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<PremiumNotificationToAdminFromLandlordMutation, PremiumNotificationToAdminFromLandlordMutationVariables>;
export const StaffPlansDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffPlans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plans"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"includeInactive"},"value":{"kind":"BooleanValue","value":true}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffPlanFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlanCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Plan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"nameFr"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionEn"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionFr"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"planGroup"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"recommended"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"features"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"nameFr"}},{"kind":"Field","name":{"kind":"Name","value":"subtitleEn"}},{"kind":"Field","name":{"kind":"Name","value":"subtitleFr"}},{"kind":"Field","name":{"kind":"Name","value":"informationEn"}},{"kind":"Field","name":{"kind":"Name","value":"informationFr"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffPlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Plan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlanCardFields"}},{"kind":"Field","name":{"kind":"Name","value":"depositCents"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"listingCount"}}]}}]} as unknown as DocumentNode<StaffPlansQuery, StaffPlansQueryVariables>;
export const CreatePlanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PlanInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffPlanFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlanCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Plan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"nameFr"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionEn"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionFr"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"planGroup"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"recommended"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"features"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"nameFr"}},{"kind":"Field","name":{"kind":"Name","value":"subtitleEn"}},{"kind":"Field","name":{"kind":"Name","value":"subtitleFr"}},{"kind":"Field","name":{"kind":"Name","value":"informationEn"}},{"kind":"Field","name":{"kind":"Name","value":"informationFr"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffPlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Plan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlanCardFields"}},{"kind":"Field","name":{"kind":"Name","value":"depositCents"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"listingCount"}}]}}]} as unknown as DocumentNode<CreatePlanMutation, CreatePlanMutationVariables>;
export const UpdatePlanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PlanInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffPlanFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlanCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Plan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"nameFr"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionEn"}},{"kind":"Field","name":{"kind":"Name","value":"descriptionFr"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"planGroup"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"recommended"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"features"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"nameFr"}},{"kind":"Field","name":{"kind":"Name","value":"subtitleEn"}},{"kind":"Field","name":{"kind":"Name","value":"subtitleFr"}},{"kind":"Field","name":{"kind":"Name","value":"informationEn"}},{"kind":"Field","name":{"kind":"Name","value":"informationFr"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffPlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Plan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlanCardFields"}},{"kind":"Field","name":{"kind":"Name","value":"depositCents"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"listingCount"}}]}}]} as unknown as DocumentNode<UpdatePlanMutation, UpdatePlanMutationVariables>;
export const DeletePlanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletePlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeletePlanMutation, DeletePlanMutationVariables>;
export const SetPlanActiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetPlanActive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"active"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setPlanActive"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"active"},"value":{"kind":"Variable","name":{"kind":"Name","value":"active"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]} as unknown as DocumentNode<SetPlanActiveMutation, SetPlanActiveMutationVariables>;
export const ReorderPlansDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReorderPlans"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reorderPlans"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}}]}}]} as unknown as DocumentNode<ReorderPlansMutation, ReorderPlansMutationVariables>;
export const PremiumRequestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PremiumRequests"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PremiumRequestStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"premiumRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PremiumRequestFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PremiumRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PremiumRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"premiumName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"handledAt"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}},{"kind":"Field","name":{"kind":"Name","value":"listing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requester"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]}}]} as unknown as DocumentNode<PremiumRequestsQuery, PremiumRequestsQueryVariables>;
export const UpdatePremiumRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePremiumRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PremiumRequestStatus"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePremiumRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PremiumRequestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PremiumRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PremiumRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"premiumName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"handledAt"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}},{"kind":"Field","name":{"kind":"Name","value":"listing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requester"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]}}]} as unknown as DocumentNode<UpdatePremiumRequestMutation, UpdatePremiumRequestMutationVariables>;
export const CreateRentalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateRental"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateRentalInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"creditCheckConsent"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createRental"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}},{"kind":"Argument","name":{"kind":"Name","value":"creditCheckConsent"},"value":{"kind":"Variable","name":{"kind":"Name","value":"creditCheckConsent"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CreateRentalMutation, CreateRentalMutationVariables>;
export const RentalApplicationDraftDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RentalApplicationDraft"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rentalApplicationDraft"}}]}}]} as unknown as DocumentNode<RentalApplicationDraftQuery, RentalApplicationDraftQueryVariables>;
export const SaveRentalApplicationDraftDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveRentalApplicationDraft"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"draft"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JSON"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveRentalApplicationDraft"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"draft"},"value":{"kind":"Variable","name":{"kind":"Name","value":"draft"}}}]}]}}]} as unknown as DocumentNode<SaveRentalApplicationDraftMutation, SaveRentalApplicationDraftMutationVariables>;
export const DeleteRentalApplicationDraftDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteRentalApplicationDraft"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteRentalApplicationDraft"}}]}}]} as unknown as DocumentNode<DeleteRentalApplicationDraftMutation, DeleteRentalApplicationDraftMutationVariables>;
export const RentalApplicationListingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RentalApplicationListing"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listing"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"province"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"units"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"available"}}]}}]}}]}}]} as unknown as DocumentNode<RentalApplicationListingQuery, RentalApplicationListingQueryVariables>;
export const MyRentalPassportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyRentalPassport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myRentalPassport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}},{"kind":"Field","name":{"kind":"Name","value":"listingTitle"}},{"kind":"Field","name":{"kind":"Name","value":"grossIncome"}},{"kind":"Field","name":{"kind":"Name","value":"hasSin"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]} as unknown as DocumentNode<MyRentalPassportQuery, MyRentalPassportQueryVariables>;
export const ReuseRentalApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReuseRentalApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sourceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offer"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JSON"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"creditCheckConsent"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reuseRentalApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sourceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sourceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"offer"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offer"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}},{"kind":"Argument","name":{"kind":"Name","value":"creditCheckConsent"},"value":{"kind":"Variable","name":{"kind":"Name","value":"creditCheckConsent"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ReuseRentalApplicationMutation, ReuseRentalApplicationMutationVariables>;
export const LandlordApplicationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LandlordApplications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"listingId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RentalApplicationStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"landlordRentalApplications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"listingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"listingId"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RentalApplicationSummary"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RentalApplicationShareFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RentalApplicationSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RentalApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"actions"}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}},{"kind":"Field","name":{"kind":"Name","value":"applyingAs"}},{"kind":"Field","name":{"kind":"Name","value":"occupation"}},{"kind":"Field","name":{"kind":"Name","value":"employer"}},{"kind":"Field","name":{"kind":"Name","value":"grossIncome"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyRent"}},{"kind":"Field","name":{"kind":"Name","value":"incomeToRentRatio"}},{"kind":"Field","name":{"kind":"Name","value":"coOccupantCount"}},{"kind":"Field","name":{"kind":"Name","value":"hasPets"}},{"kind":"Field","name":{"kind":"Name","value":"listingId"}},{"kind":"Field","name":{"kind":"Name","value":"listingTitle"}},{"kind":"Field","name":{"kind":"Name","value":"listingAddress"}},{"kind":"Field","name":{"kind":"Name","value":"unitTitle"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"viewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RentalApplicationShareFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RentalApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"share"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"landlordName"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"erasedAt"}},{"kind":"Field","name":{"kind":"Name","value":"openingCount"}},{"kind":"Field","name":{"kind":"Name","value":"openings"}}]}}]}}]} as unknown as DocumentNode<LandlordApplicationsQuery, LandlordApplicationsQueryVariables>;
export const ApplicationListingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApplicationListings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchBuildingByLandlord"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]} as unknown as DocumentNode<ApplicationListingsQuery, ApplicationListingsQueryVariables>;
export const UpdateRentalApplicationStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateRentalApplicationStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"action"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LandlordApplicationAction"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateRentalApplicationStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"action"},"value":{"kind":"Variable","name":{"kind":"Name","value":"action"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RentalApplicationSummary"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RentalApplicationHistoryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RentalApplicationSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RentalApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"actions"}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}},{"kind":"Field","name":{"kind":"Name","value":"applyingAs"}},{"kind":"Field","name":{"kind":"Name","value":"occupation"}},{"kind":"Field","name":{"kind":"Name","value":"employer"}},{"kind":"Field","name":{"kind":"Name","value":"grossIncome"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyRent"}},{"kind":"Field","name":{"kind":"Name","value":"incomeToRentRatio"}},{"kind":"Field","name":{"kind":"Name","value":"coOccupantCount"}},{"kind":"Field","name":{"kind":"Name","value":"hasPets"}},{"kind":"Field","name":{"kind":"Name","value":"listingId"}},{"kind":"Field","name":{"kind":"Name","value":"listingTitle"}},{"kind":"Field","name":{"kind":"Name","value":"listingAddress"}},{"kind":"Field","name":{"kind":"Name","value":"unitTitle"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"viewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RentalApplicationHistoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RentalApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fromStatus"}},{"kind":"Field","name":{"kind":"Name","value":"toStatus"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"by"}}]}}]}}]} as unknown as DocumentNode<UpdateRentalApplicationStatusMutation, UpdateRentalApplicationStatusMutationVariables>;
export const SinForCreditCheckDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SinForCreditCheck"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sinForCreditCheck"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<SinForCreditCheckMutation, SinForCreditCheckMutationVariables>;
export const ListingRoomsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListingRooms"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"listingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roomsPerUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"listingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"listingId"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"otherParty"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ListingRoomsQuery, ListingRoomsQueryVariables>;
export const MyRentalApplicationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyRentalApplications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myRentalApplications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RentalApplicationSummary"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RentalApplicationShareFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RentalApplicationSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RentalApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"actions"}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}},{"kind":"Field","name":{"kind":"Name","value":"applyingAs"}},{"kind":"Field","name":{"kind":"Name","value":"occupation"}},{"kind":"Field","name":{"kind":"Name","value":"employer"}},{"kind":"Field","name":{"kind":"Name","value":"grossIncome"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyRent"}},{"kind":"Field","name":{"kind":"Name","value":"incomeToRentRatio"}},{"kind":"Field","name":{"kind":"Name","value":"coOccupantCount"}},{"kind":"Field","name":{"kind":"Name","value":"hasPets"}},{"kind":"Field","name":{"kind":"Name","value":"listingId"}},{"kind":"Field","name":{"kind":"Name","value":"listingTitle"}},{"kind":"Field","name":{"kind":"Name","value":"listingAddress"}},{"kind":"Field","name":{"kind":"Name","value":"unitTitle"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"viewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RentalApplicationShareFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RentalApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"share"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"landlordName"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"erasedAt"}},{"kind":"Field","name":{"kind":"Name","value":"openingCount"}},{"kind":"Field","name":{"kind":"Name","value":"openings"}}]}}]}}]} as unknown as DocumentNode<MyRentalApplicationsQuery, MyRentalApplicationsQueryVariables>;
export const WithdrawRentalApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WithdrawRentalApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"withdrawRentalApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RentalApplicationSummary"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RentalApplicationShareFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RentalApplicationHistoryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RentalApplicationSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RentalApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"actions"}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}},{"kind":"Field","name":{"kind":"Name","value":"applyingAs"}},{"kind":"Field","name":{"kind":"Name","value":"occupation"}},{"kind":"Field","name":{"kind":"Name","value":"employer"}},{"kind":"Field","name":{"kind":"Name","value":"grossIncome"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyRent"}},{"kind":"Field","name":{"kind":"Name","value":"incomeToRentRatio"}},{"kind":"Field","name":{"kind":"Name","value":"coOccupantCount"}},{"kind":"Field","name":{"kind":"Name","value":"hasPets"}},{"kind":"Field","name":{"kind":"Name","value":"listingId"}},{"kind":"Field","name":{"kind":"Name","value":"listingTitle"}},{"kind":"Field","name":{"kind":"Name","value":"listingAddress"}},{"kind":"Field","name":{"kind":"Name","value":"unitTitle"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"viewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RentalApplicationShareFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RentalApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"share"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"landlordName"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"erasedAt"}},{"kind":"Field","name":{"kind":"Name","value":"openingCount"}},{"kind":"Field","name":{"kind":"Name","value":"openings"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RentalApplicationHistoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RentalApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fromStatus"}},{"kind":"Field","name":{"kind":"Name","value":"toStatus"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"by"}}]}}]}}]} as unknown as DocumentNode<WithdrawRentalApplicationMutation, WithdrawRentalApplicationMutationVariables>;
export const MyApplicationRoomsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyApplicationRooms"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookingsForUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"listing"}},{"kind":"Field","name":{"kind":"Name","value":"room"}}]}}]}}]} as unknown as DocumentNode<MyApplicationRoomsQuery, MyApplicationRoomsQueryVariables>;
export const HasRentalPassportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HasRentalPassport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myRentalPassport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<HasRentalPassportQuery, HasRentalPassportQueryVariables>;
export const RevokeRentalApplicationShareDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeRentalApplicationShare"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeRentalApplicationShare"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RentalApplicationSummary"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RentalApplicationShareFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RentalApplicationHistoryFields"}},{"kind":"Field","name":{"kind":"Name","value":"sin"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RentalApplicationSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RentalApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"actions"}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}},{"kind":"Field","name":{"kind":"Name","value":"applyingAs"}},{"kind":"Field","name":{"kind":"Name","value":"occupation"}},{"kind":"Field","name":{"kind":"Name","value":"employer"}},{"kind":"Field","name":{"kind":"Name","value":"grossIncome"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyRent"}},{"kind":"Field","name":{"kind":"Name","value":"incomeToRentRatio"}},{"kind":"Field","name":{"kind":"Name","value":"coOccupantCount"}},{"kind":"Field","name":{"kind":"Name","value":"hasPets"}},{"kind":"Field","name":{"kind":"Name","value":"listingId"}},{"kind":"Field","name":{"kind":"Name","value":"listingTitle"}},{"kind":"Field","name":{"kind":"Name","value":"listingAddress"}},{"kind":"Field","name":{"kind":"Name","value":"unitTitle"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"viewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RentalApplicationShareFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RentalApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"share"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"landlordName"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"erasedAt"}},{"kind":"Field","name":{"kind":"Name","value":"openingCount"}},{"kind":"Field","name":{"kind":"Name","value":"openings"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RentalApplicationHistoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RentalApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fromStatus"}},{"kind":"Field","name":{"kind":"Name","value":"toStatus"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"by"}}]}}]}}]} as unknown as DocumentNode<RevokeRentalApplicationShareMutation, RevokeRentalApplicationShareMutationVariables>;
export const DeleteMyRentalPassportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteMyRentalPassport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMyRentalPassport"}}]}}]} as unknown as DocumentNode<DeleteMyRentalPassportMutation, DeleteMyRentalPassportMutationVariables>;
export const RentalApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RentalApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rentalApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RentalApplicationSummary"}},{"kind":"Field","name":{"kind":"Name","value":"creditCheckConsent"}},{"kind":"Field","name":{"kind":"Name","value":"sin"}},{"kind":"Field","name":{"kind":"Name","value":"sinRevealedAt"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RentalApplicationShareFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RentalApplicationHistoryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RentalApplicationSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RentalApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"actions"}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}},{"kind":"Field","name":{"kind":"Name","value":"applyingAs"}},{"kind":"Field","name":{"kind":"Name","value":"occupation"}},{"kind":"Field","name":{"kind":"Name","value":"employer"}},{"kind":"Field","name":{"kind":"Name","value":"grossIncome"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyRent"}},{"kind":"Field","name":{"kind":"Name","value":"incomeToRentRatio"}},{"kind":"Field","name":{"kind":"Name","value":"coOccupantCount"}},{"kind":"Field","name":{"kind":"Name","value":"hasPets"}},{"kind":"Field","name":{"kind":"Name","value":"listingId"}},{"kind":"Field","name":{"kind":"Name","value":"listingTitle"}},{"kind":"Field","name":{"kind":"Name","value":"listingAddress"}},{"kind":"Field","name":{"kind":"Name","value":"unitTitle"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"viewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RentalApplicationShareFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RentalApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"share"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"landlordName"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"erasedAt"}},{"kind":"Field","name":{"kind":"Name","value":"openingCount"}},{"kind":"Field","name":{"kind":"Name","value":"openings"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RentalApplicationHistoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RentalApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fromStatus"}},{"kind":"Field","name":{"kind":"Name","value":"toStatus"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"by"}}]}}]}}]} as unknown as DocumentNode<RentalApplicationQuery, RentalApplicationQueryVariables>;
export const StaffRentalApplicationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffRentalApplications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"StaffRentalApplicationFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffRentalApplications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}},{"kind":"Field","name":{"kind":"Name","value":"listingId"}},{"kind":"Field","name":{"kind":"Name","value":"listingTitle"}},{"kind":"Field","name":{"kind":"Name","value":"unitTitle"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"incomeToRentRatio"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]}}]} as unknown as DocumentNode<StaffRentalApplicationsQuery, StaffRentalApplicationsQueryVariables>;
export const StaffRentalApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffRentalApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rentalApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}},{"kind":"Field","name":{"kind":"Name","value":"applyingAs"}},{"kind":"Field","name":{"kind":"Name","value":"listingId"}},{"kind":"Field","name":{"kind":"Name","value":"listingTitle"}},{"kind":"Field","name":{"kind":"Name","value":"listingAddress"}},{"kind":"Field","name":{"kind":"Name","value":"unitTitle"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyRent"}},{"kind":"Field","name":{"kind":"Name","value":"grossIncome"}},{"kind":"Field","name":{"kind":"Name","value":"incomeToRentRatio"}},{"kind":"Field","name":{"kind":"Name","value":"creditCheckConsent"}},{"kind":"Field","name":{"kind":"Name","value":"sin"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"viewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RentalApplicationShareFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RentalApplicationHistoryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RentalApplicationShareFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RentalApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"share"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"landlordName"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"erasedAt"}},{"kind":"Field","name":{"kind":"Name","value":"openingCount"}},{"kind":"Field","name":{"kind":"Name","value":"openings"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RentalApplicationHistoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RentalApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fromStatus"}},{"kind":"Field","name":{"kind":"Name","value":"toStatus"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"by"}}]}}]}}]} as unknown as DocumentNode<StaffRentalApplicationQuery, StaffRentalApplicationQueryVariables>;
export const RentalApplicationStaffViewsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RentalApplicationStaffViews"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rentalApplicationStaffViews"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"staffId"}},{"kind":"Field","name":{"kind":"Name","value":"staffName"}},{"kind":"Field","name":{"kind":"Name","value":"staffEmail"}}]}}]}}]} as unknown as DocumentNode<RentalApplicationStaffViewsQuery, RentalApplicationStaffViewsQueryVariables>;
export const DeleteRentalApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteRentalApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteRentalApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteRentalApplicationMutation, DeleteRentalApplicationMutationVariables>;
export const CreateRentalEnquiryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateRentalEnquiry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RentalEnquiryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createRentalEnquiry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"room"}},{"kind":"Field","name":{"kind":"Name","value":"request"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<CreateRentalEnquiryMutation, CreateRentalEnquiryMutationVariables>;
export const RentalEnquiryCitiesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RentalEnquiryCities"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"province"}}]}}]}}]} as unknown as DocumentNode<RentalEnquiryCitiesQuery, RentalEnquiryCitiesQueryVariables>;
export const RentalEnquiryListingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RentalEnquiryListing"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listing"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"province"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"units"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}}]}}]}}]} as unknown as DocumentNode<RentalEnquiryListingQuery, RentalEnquiryListingQueryVariables>;
export const SavedListingIdsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SavedListingIds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"savedListingIds"}}]}}]} as unknown as DocumentNode<SavedListingIdsQuery, SavedListingIdsQueryVariables>;
export const SaveHomeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveHome"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"listingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveHome"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"listingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"listingId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"listingId"}}]}}]}}]} as unknown as DocumentNode<SaveHomeMutation, SaveHomeMutationVariables>;
export const UnsaveHomeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnsaveHome"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"listingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unsaveHome"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"listingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"listingId"}}}]}]}}]} as unknown as DocumentNode<UnsaveHomeMutation, UnsaveHomeMutationVariables>;
export const SavedHomesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SavedHomes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"savedHomes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"listingId"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"savedAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"savedPrice"}},{"kind":"Field","name":{"kind":"Name","value":"currentPrice"}}]}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"listing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pictures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cardUrl"}},{"kind":"Field","name":{"kind":"Name","value":"order"}}]}},{"kind":"Field","name":{"kind":"Name","value":"units"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pictures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cardUrl"}},{"kind":"Field","name":{"kind":"Name","value":"order"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<SavedHomesQuery, SavedHomesQueryVariables>;
export const UpdateSavedHomeNoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSavedHomeNote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"listingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"note"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSavedHomeNote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"listingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"listingId"}}},{"kind":"Argument","name":{"kind":"Name","value":"note"},"value":{"kind":"Variable","name":{"kind":"Name","value":"note"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]} as unknown as DocumentNode<UpdateSavedHomeNoteMutation, UpdateSavedHomeNoteMutationVariables>;
export const SavedSearchesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SavedSearches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"savedSearches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedSearchFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedSearchFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedSearch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"filters"}},{"kind":"Field","name":{"kind":"Name","value":"searchPath"}},{"kind":"Field","name":{"kind":"Name","value":"alertFrequency"}},{"kind":"Field","name":{"kind":"Name","value":"paused"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<SavedSearchesQuery, SavedSearchesQueryVariables>;
export const SaveSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveSearchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedSearchFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedSearchFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedSearch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"filters"}},{"kind":"Field","name":{"kind":"Name","value":"searchPath"}},{"kind":"Field","name":{"kind":"Name","value":"alertFrequency"}},{"kind":"Field","name":{"kind":"Name","value":"paused"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<SaveSearchMutation, SaveSearchMutationVariables>;
export const RenameSavedSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RenameSavedSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renameSavedSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedSearchFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedSearchFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedSearch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"filters"}},{"kind":"Field","name":{"kind":"Name","value":"searchPath"}},{"kind":"Field","name":{"kind":"Name","value":"alertFrequency"}},{"kind":"Field","name":{"kind":"Name","value":"paused"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<RenameSavedSearchMutation, RenameSavedSearchMutationVariables>;
export const UpdateSavedSearchAlertsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSavedSearchAlerts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"alertFrequency"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AlertFrequency"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paused"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSavedSearchAlerts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"alertFrequency"},"value":{"kind":"Variable","name":{"kind":"Name","value":"alertFrequency"}}},{"kind":"Argument","name":{"kind":"Name","value":"paused"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paused"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedSearchFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedSearchFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedSearch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"filters"}},{"kind":"Field","name":{"kind":"Name","value":"searchPath"}},{"kind":"Field","name":{"kind":"Name","value":"alertFrequency"}},{"kind":"Field","name":{"kind":"Name","value":"paused"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<UpdateSavedSearchAlertsMutation, UpdateSavedSearchAlertsMutationVariables>;
export const DeleteSavedSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteSavedSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSavedSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteSavedSearchMutation, DeleteSavedSearchMutationVariables>;
export const UnsubscribeSavedSearchAlertsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnsubscribeSavedSearchAlerts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unsubscribeSavedSearchAlerts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}]}]}}]} as unknown as DocumentNode<UnsubscribeSavedSearchAlertsMutation, UnsubscribeSavedSearchAlertsMutationVariables>;
export const SearchHistoryUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchHistoryUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"location"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchHistoryUsers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"location"},"value":{"kind":"Variable","name":{"kind":"Name","value":"location"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}},{"kind":"Field","name":{"kind":"Name","value":"searchCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastSearchAt"}}]}}]}}]}}]} as unknown as DocumentNode<SearchHistoryUsersQuery, SearchHistoryUsersQueryVariables>;
export const SearchHistoryOfUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchHistoryOfUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"location"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchHistoryOfUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"location"},"value":{"kind":"Variable","name":{"kind":"Name","value":"location"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"filters"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<SearchHistoryOfUserQuery, SearchHistoryOfUserQueryVariables>;
export const DeleteSearchHistoryEntriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteSearchHistoryEntries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSearchHistoryEntries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}]}}]} as unknown as DocumentNode<DeleteSearchHistoryEntriesMutation, DeleteSearchHistoryEntriesMutationVariables>;
export const SiteMapConfigDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SiteMapConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mapTileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"mapAttribution"}}]}}]}}]} as unknown as DocumentNode<SiteMapConfigQuery, SiteMapConfigQueryVariables>;
export const SearchListingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchListings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListingSearchInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListingSearchOrder"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchListings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}},{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingCardFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"searchListingsCount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}}]}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Listing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"isPremium"}},{"kind":"Field","name":{"kind":"Name","value":"propertyType"}},{"kind":"Field","name":{"kind":"Name","value":"postedAt"}},{"kind":"Field","name":{"kind":"Name","value":"contentUpdatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"matchingUnitIds"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"lat"}},{"kind":"Field","name":{"kind":"Name","value":"lng"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pictures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cardUrl"}},{"kind":"Field","name":{"kind":"Name","value":"order"}}]}},{"kind":"Field","name":{"kind":"Name","value":"units"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"bedrooms"}},{"kind":"Field","name":{"kind":"Name","value":"bathrooms"}},{"kind":"Field","name":{"kind":"Name","value":"unitSize"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"contactForPricing"}},{"kind":"Field","name":{"kind":"Name","value":"pictures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cardUrl"}},{"kind":"Field","name":{"kind":"Name","value":"order"}}]}}]}}]}}]} as unknown as DocumentNode<SearchListingsQuery, SearchListingsQueryVariables>;
export const SearchMapListingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchMapListings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListingSearchInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListingSearchOrder"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchListings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"isPremium"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"lat"}},{"kind":"Field","name":{"kind":"Name","value":"lng"}}]}},{"kind":"Field","name":{"kind":"Name","value":"units"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"contactForPricing"}}]}}]}}]}}]} as unknown as DocumentNode<SearchMapListingsQuery, SearchMapListingsQueryVariables>;
export const SearchCityOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchCityOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"neighbourhoods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<SearchCityOptionsQuery, SearchCityOptionsQueryVariables>;
export const TenantProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TenantProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tenantProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastInitial"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"occupation"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"minBudget"}},{"kind":"Field","name":{"kind":"Name","value":"budget"}},{"kind":"Field","name":{"kind":"Name","value":"moveIn"}},{"kind":"Field","name":{"kind":"Name","value":"bedrooms"}},{"kind":"Field","name":{"kind":"Name","value":"pets"}},{"kind":"Field","name":{"kind":"Name","value":"furnishing"}},{"kind":"Field","name":{"kind":"Name","value":"flatmates"}},{"kind":"Field","name":{"kind":"Name","value":"memberSince"}}]}}]}}]} as unknown as DocumentNode<TenantProfileQuery, TenantProfileQueryVariables>;
export const RoommatesForListingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RoommatesForListing"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roommatesForListing"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastInitial"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"occupation"}},{"kind":"Field","name":{"kind":"Name","value":"minBudget"}},{"kind":"Field","name":{"kind":"Name","value":"budget"}},{"kind":"Field","name":{"kind":"Name","value":"moveIn"}}]}}]}}]} as unknown as DocumentNode<RoommatesForListingQuery, RoommatesForListingQueryVariables>;
export const UpdateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrentUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"industry"}},{"kind":"Field","name":{"kind":"Name","value":"occupation"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"budget"}},{"kind":"Field","name":{"kind":"Name","value":"min_budget"}},{"kind":"Field","name":{"kind":"Name","value":"moveIn"}},{"kind":"Field","name":{"kind":"Name","value":"roommate"}},{"kind":"Field","name":{"kind":"Name","value":"credit_score"}},{"kind":"Field","name":{"kind":"Name","value":"householdIncome"}},{"kind":"Field","name":{"kind":"Name","value":"flatmates"}},{"kind":"Field","name":{"kind":"Name","value":"zip_code"}},{"kind":"Field","name":{"kind":"Name","value":"notify"}},{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"isFirstLogin"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"module"}},{"kind":"Field","name":{"kind":"Name","value":"add"}},{"kind":"Field","name":{"kind":"Name","value":"edit"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}},{"kind":"Field","name":{"kind":"Name","value":"view"}}]}}]}}]} as unknown as DocumentNode<UpdateUserMutation, UpdateUserMutationVariables>;
export const UpdateUserTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateUserType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateUserTypeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUserType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrentUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"industry"}},{"kind":"Field","name":{"kind":"Name","value":"occupation"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"budget"}},{"kind":"Field","name":{"kind":"Name","value":"min_budget"}},{"kind":"Field","name":{"kind":"Name","value":"moveIn"}},{"kind":"Field","name":{"kind":"Name","value":"roommate"}},{"kind":"Field","name":{"kind":"Name","value":"credit_score"}},{"kind":"Field","name":{"kind":"Name","value":"householdIncome"}},{"kind":"Field","name":{"kind":"Name","value":"flatmates"}},{"kind":"Field","name":{"kind":"Name","value":"zip_code"}},{"kind":"Field","name":{"kind":"Name","value":"notify"}},{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"isFirstLogin"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"module"}},{"kind":"Field","name":{"kind":"Name","value":"add"}},{"kind":"Field","name":{"kind":"Name","value":"edit"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}},{"kind":"Field","name":{"kind":"Name","value":"view"}}]}}]}}]} as unknown as DocumentNode<UpdateUserTypeMutation, UpdateUserTypeMutationVariables>;
export const AdminUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userType"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"UserType"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"staffOnly"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}},{"kind":"Argument","name":{"kind":"Name","value":"userType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userType"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"staffOnly"},"value":{"kind":"Variable","name":{"kind":"Name","value":"staffOnly"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminUserFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userCount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userType"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"staffOnly"},"value":{"kind":"Variable","name":{"kind":"Name","value":"staffOnly"}}}]}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}},{"kind":"Field","name":{"kind":"Name","value":"listingCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminUsersQuery, AdminUsersQueryVariables>;
export const ChangeUserTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeUserType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateUserTypeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUserType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}},{"kind":"Field","name":{"kind":"Name","value":"listingCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ChangeUserTypeMutation, ChangeUserTypeMutationVariables>;
export const CreateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}},{"kind":"Field","name":{"kind":"Name","value":"listingCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<CreateUserMutation, CreateUserMutationVariables>;
export const DeleteUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteUserMutation, DeleteUserMutationVariables>;
export const UserAuditTrailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserAuditTrail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditTrail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"entityType"},"value":{"kind":"EnumValue","value":"USER"}},{"kind":"Argument","name":{"kind":"Name","value":"entityId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"actorEmail"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<UserAuditTrailQuery, UserAuditTrailQueryVariables>;
export const UserListingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserListings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminUserFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userListings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userListingCount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}},{"kind":"Field","name":{"kind":"Name","value":"listingCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<UserListingsQuery, UserListingsQueryVariables>;
export const StaffMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminUserFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"permission"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"module"}},{"kind":"Field","name":{"kind":"Name","value":"add"}},{"kind":"Field","name":{"kind":"Name","value":"edit"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}},{"kind":"Field","name":{"kind":"Name","value":"view"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}},{"kind":"Field","name":{"kind":"Name","value":"listingCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<StaffMemberQuery, StaffMemberQueryVariables>;
export const SetPermissionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetPermissions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"permissionData"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PermissionDataInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPermission"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"permissionData"},"value":{"kind":"Variable","name":{"kind":"Name","value":"permissionData"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"module"}},{"kind":"Field","name":{"kind":"Name","value":"add"}},{"kind":"Field","name":{"kind":"Name","value":"edit"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}},{"kind":"Field","name":{"kind":"Name","value":"view"}}]}}]}}]} as unknown as DocumentNode<SetPermissionsMutation, SetPermissionsMutationVariables>;
export const MyViewingRequestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyViewingRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myViewingRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewingRequestFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myViewingPreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pre_viewing_city"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"province"}}]}},{"kind":"Field","name":{"kind":"Name","value":"budget"}},{"kind":"Field","name":{"kind":"Name","value":"moveIn"}},{"kind":"Field","name":{"kind":"Name","value":"availabilityDays"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewingRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ViewingRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pre_viewing_city"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"province"}}]}},{"kind":"Field","name":{"kind":"Name","value":"budget"}},{"kind":"Field","name":{"kind":"Name","value":"bedrooms"}},{"kind":"Field","name":{"kind":"Name","value":"moveIn"}},{"kind":"Field","name":{"kind":"Name","value":"availabilityDays"}},{"kind":"Field","name":{"kind":"Name","value":"availabilityTimes"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<MyViewingRequestsQuery, MyViewingRequestsQueryVariables>;
export const RequestForViewingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestForViewing"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestForViewingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestForViewing"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewingRequestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewingRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ViewingRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pre_viewing_city"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"province"}}]}},{"kind":"Field","name":{"kind":"Name","value":"budget"}},{"kind":"Field","name":{"kind":"Name","value":"bedrooms"}},{"kind":"Field","name":{"kind":"Name","value":"moveIn"}},{"kind":"Field","name":{"kind":"Name","value":"availabilityDays"}},{"kind":"Field","name":{"kind":"Name","value":"availabilityTimes"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<RequestForViewingMutation, RequestForViewingMutationVariables>;
export const ViewingRequestCitiesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ViewingRequestCities"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"province"}}]}}]}}]} as unknown as DocumentNode<ViewingRequestCitiesQuery, ViewingRequestCitiesQueryVariables>;
export const StaffViewingRequestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffViewingRequests"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ViewingRequestFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewingRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffViewingRequestFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffViewingRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffViewingRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"unitCount"}},{"kind":"Field","name":{"kind":"Name","value":"pre_viewing_city"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"province"}}]}},{"kind":"Field","name":{"kind":"Name","value":"budget"}},{"kind":"Field","name":{"kind":"Name","value":"bedrooms"}},{"kind":"Field","name":{"kind":"Name","value":"moveIn"}},{"kind":"Field","name":{"kind":"Name","value":"availabilityDays"}},{"kind":"Field","name":{"kind":"Name","value":"availabilityTimes"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"staffNote"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"requester"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignedTo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<StaffViewingRequestsQuery, StaffViewingRequestsQueryVariables>;
export const ViewingRequestAssigneesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ViewingRequestAssignees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewingRequestAssignees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<ViewingRequestAssigneesQuery, ViewingRequestAssigneesQueryVariables>;
export const UpdateViewingRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateViewingRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateViewingRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateViewingRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffViewingRequestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffViewingRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffViewingRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"unitCount"}},{"kind":"Field","name":{"kind":"Name","value":"pre_viewing_city"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"province"}}]}},{"kind":"Field","name":{"kind":"Name","value":"budget"}},{"kind":"Field","name":{"kind":"Name","value":"bedrooms"}},{"kind":"Field","name":{"kind":"Name","value":"moveIn"}},{"kind":"Field","name":{"kind":"Name","value":"availabilityDays"}},{"kind":"Field","name":{"kind":"Name","value":"availabilityTimes"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"staffNote"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"requester"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignedTo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<UpdateViewingRequestMutation, UpdateViewingRequestMutationVariables>;
export const ViewingActionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ViewingAction"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ViewingActionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewingAction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"listingId"}},{"kind":"Field","name":{"kind":"Name","value":"listingTitle"}},{"kind":"Field","name":{"kind":"Name","value":"room"}},{"kind":"Field","name":{"kind":"Name","value":"renter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"openHouseId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"zone"}},{"kind":"Field","name":{"kind":"Name","value":"proposedTimes"}},{"kind":"Field","name":{"kind":"Name","value":"proposedStartsAt"}},{"kind":"Field","name":{"kind":"Name","value":"proposedEndsAt"}},{"kind":"Field","name":{"kind":"Name","value":"proposedBy"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledBy"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"actions"}}]}}]} as unknown as DocumentNode<ViewingActionMutation, ViewingActionMutationVariables>;
export const MyCalendarFeedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyCalendarFeed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myCalendarFeed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CalendarFeedFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CalendarFeedFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CalendarFeed"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"webcalUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<MyCalendarFeedQuery, MyCalendarFeedQueryVariables>;
export const CreateCalendarFeedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCalendarFeed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCalendarFeed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CalendarFeedFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CalendarFeedFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CalendarFeed"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"webcalUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<CreateCalendarFeedMutation, CreateCalendarFeedMutationVariables>;
export const RevokeCalendarFeedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeCalendarFeed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeCalendarFeed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CalendarFeedFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CalendarFeedFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CalendarFeed"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"webcalUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<RevokeCalendarFeedMutation, RevokeCalendarFeedMutationVariables>;
export const LandlordAgendaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LandlordAgenda"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"landlordViewings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"listingId"}},{"kind":"Field","name":{"kind":"Name","value":"listingTitle"}},{"kind":"Field","name":{"kind":"Name","value":"room"}},{"kind":"Field","name":{"kind":"Name","value":"renter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"openHouseId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"zone"}},{"kind":"Field","name":{"kind":"Name","value":"proposedTimes"}},{"kind":"Field","name":{"kind":"Name","value":"proposedStartsAt"}},{"kind":"Field","name":{"kind":"Name","value":"proposedEndsAt"}},{"kind":"Field","name":{"kind":"Name","value":"proposedBy"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledBy"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"actions"}}]}}]} as unknown as DocumentNode<LandlordAgendaQuery, LandlordAgendaQueryVariables>;
export const AgendaListingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AgendaListings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchBuildingByLandlord"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]} as unknown as DocumentNode<AgendaListingsQuery, AgendaListingsQueryVariables>;
export const ViewingAvailabilityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ViewingAvailability"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"listingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listing"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"listingId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewingAvailability"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"listingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"listingId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AvailabilityFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AvailabilityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ViewingAvailability"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listingId"}},{"kind":"Field","name":{"kind":"Name","value":"zone"}},{"kind":"Field","name":{"kind":"Name","value":"configured"}},{"kind":"Field","name":{"kind":"Name","value":"windows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weekday"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}}]}},{"kind":"Field","name":{"kind":"Name","value":"slotMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"bufferMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"horizonDays"}},{"kind":"Field","name":{"kind":"Name","value":"minNoticeHours"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"showingType"}},{"kind":"Field","name":{"kind":"Name","value":"meetingLink"}},{"kind":"Field","name":{"kind":"Name","value":"capacityPerSlot"}},{"kind":"Field","name":{"kind":"Name","value":"openHouses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"booked"}}]}}]}}]} as unknown as DocumentNode<ViewingAvailabilityQuery, ViewingAvailabilityQueryVariables>;
export const SetViewingAvailabilityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetViewingAvailability"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"listingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ViewingAvailabilityInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setViewingAvailability"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"listingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"listingId"}}},{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AvailabilityFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AvailabilityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ViewingAvailability"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listingId"}},{"kind":"Field","name":{"kind":"Name","value":"zone"}},{"kind":"Field","name":{"kind":"Name","value":"configured"}},{"kind":"Field","name":{"kind":"Name","value":"windows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weekday"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}}]}},{"kind":"Field","name":{"kind":"Name","value":"slotMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"bufferMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"horizonDays"}},{"kind":"Field","name":{"kind":"Name","value":"minNoticeHours"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"showingType"}},{"kind":"Field","name":{"kind":"Name","value":"meetingLink"}},{"kind":"Field","name":{"kind":"Name","value":"capacityPerSlot"}},{"kind":"Field","name":{"kind":"Name","value":"openHouses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"booked"}}]}}]}}]} as unknown as DocumentNode<SetViewingAvailabilityMutation, SetViewingAvailabilityMutationVariables>;
export const AddOpenHouseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddOpenHouse"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"listingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OpenHouseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addOpenHouse"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"listingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"listingId"}}},{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AvailabilityFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AvailabilityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ViewingAvailability"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listingId"}},{"kind":"Field","name":{"kind":"Name","value":"zone"}},{"kind":"Field","name":{"kind":"Name","value":"configured"}},{"kind":"Field","name":{"kind":"Name","value":"windows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weekday"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}}]}},{"kind":"Field","name":{"kind":"Name","value":"slotMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"bufferMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"horizonDays"}},{"kind":"Field","name":{"kind":"Name","value":"minNoticeHours"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"showingType"}},{"kind":"Field","name":{"kind":"Name","value":"meetingLink"}},{"kind":"Field","name":{"kind":"Name","value":"capacityPerSlot"}},{"kind":"Field","name":{"kind":"Name","value":"openHouses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"booked"}}]}}]}}]} as unknown as DocumentNode<AddOpenHouseMutation, AddOpenHouseMutationVariables>;
export const RemoveOpenHouseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveOpenHouse"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeOpenHouse"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AvailabilityFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AvailabilityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ViewingAvailability"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listingId"}},{"kind":"Field","name":{"kind":"Name","value":"zone"}},{"kind":"Field","name":{"kind":"Name","value":"configured"}},{"kind":"Field","name":{"kind":"Name","value":"windows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weekday"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}}]}},{"kind":"Field","name":{"kind":"Name","value":"slotMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"bufferMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"horizonDays"}},{"kind":"Field","name":{"kind":"Name","value":"minNoticeHours"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"showingType"}},{"kind":"Field","name":{"kind":"Name","value":"meetingLink"}},{"kind":"Field","name":{"kind":"Name","value":"capacityPerSlot"}},{"kind":"Field","name":{"kind":"Name","value":"openHouses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"booked"}}]}}]}}]} as unknown as DocumentNode<RemoveOpenHouseMutation, RemoveOpenHouseMutationVariables>;
export const StaffViewingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffViewings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"StaffViewingFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffViewings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewingFields"}},{"kind":"Field","name":{"kind":"Name","value":"assignedTo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"listingId"}},{"kind":"Field","name":{"kind":"Name","value":"listingTitle"}},{"kind":"Field","name":{"kind":"Name","value":"room"}},{"kind":"Field","name":{"kind":"Name","value":"renter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"openHouseId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"zone"}},{"kind":"Field","name":{"kind":"Name","value":"proposedTimes"}},{"kind":"Field","name":{"kind":"Name","value":"proposedStartsAt"}},{"kind":"Field","name":{"kind":"Name","value":"proposedEndsAt"}},{"kind":"Field","name":{"kind":"Name","value":"proposedBy"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledBy"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"actions"}}]}}]} as unknown as DocumentNode<StaffViewingsQuery, StaffViewingsQueryVariables>;
export const StaffViewingAssigneesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffViewingAssignees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewingRequestAssignees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<StaffViewingAssigneesQuery, StaffViewingAssigneesQueryVariables>;
export const AssignViewingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AssignViewing"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"viewing"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"staff"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignViewing"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"viewing"},"value":{"kind":"Variable","name":{"kind":"Name","value":"viewing"}}},{"kind":"Argument","name":{"kind":"Name","value":"staff"},"value":{"kind":"Variable","name":{"kind":"Name","value":"staff"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"assignedTo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]} as unknown as DocumentNode<AssignViewingMutation, AssignViewingMutationVariables>;
export const ViewingSlotsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ViewingSlots"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"listingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewingSlots"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"listingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"listingId"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewingSlotsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewingSlotsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ViewingSlots"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listingId"}},{"kind":"Field","name":{"kind":"Name","value":"zone"}},{"kind":"Field","name":{"kind":"Name","value":"offered"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"showingType"}},{"kind":"Field","name":{"kind":"Name","value":"slots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"openHouseId"}}]}}]}}]} as unknown as DocumentNode<ViewingSlotsQuery, ViewingSlotsQueryVariables>;
export const ViewingFormDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ViewingForm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"listingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listing"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"listingId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"province"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewingSlots"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"listingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"listingId"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewingSlotsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewingSlotsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ViewingSlots"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"listingId"}},{"kind":"Field","name":{"kind":"Name","value":"zone"}},{"kind":"Field","name":{"kind":"Name","value":"offered"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"showingType"}},{"kind":"Field","name":{"kind":"Name","value":"slots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"openHouseId"}}]}}]}}]} as unknown as DocumentNode<ViewingFormQuery, ViewingFormQueryVariables>;
export const BookViewingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BookViewing"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BookViewingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookViewing"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"listingId"}},{"kind":"Field","name":{"kind":"Name","value":"listingTitle"}},{"kind":"Field","name":{"kind":"Name","value":"room"}},{"kind":"Field","name":{"kind":"Name","value":"renter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"openHouseId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"zone"}},{"kind":"Field","name":{"kind":"Name","value":"proposedTimes"}},{"kind":"Field","name":{"kind":"Name","value":"proposedStartsAt"}},{"kind":"Field","name":{"kind":"Name","value":"proposedEndsAt"}},{"kind":"Field","name":{"kind":"Name","value":"proposedBy"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledBy"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"actions"}}]}}]} as unknown as DocumentNode<BookViewingMutation, BookViewingMutationVariables>;
export const MyViewingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyViewings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"when"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ViewingsWhen"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myViewings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"when"},"value":{"kind":"Variable","name":{"kind":"Name","value":"when"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"listingId"}},{"kind":"Field","name":{"kind":"Name","value":"listingTitle"}},{"kind":"Field","name":{"kind":"Name","value":"room"}},{"kind":"Field","name":{"kind":"Name","value":"renter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"openHouseId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"zone"}},{"kind":"Field","name":{"kind":"Name","value":"proposedTimes"}},{"kind":"Field","name":{"kind":"Name","value":"proposedStartsAt"}},{"kind":"Field","name":{"kind":"Name","value":"proposedEndsAt"}},{"kind":"Field","name":{"kind":"Name","value":"proposedBy"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledBy"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"actions"}}]}}]} as unknown as DocumentNode<MyViewingsQuery, MyViewingsQueryVariables>;
export const FetchCurrentUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FetchCurrentUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fetchCurrentUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrentUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"industry"}},{"kind":"Field","name":{"kind":"Name","value":"occupation"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"budget"}},{"kind":"Field","name":{"kind":"Name","value":"min_budget"}},{"kind":"Field","name":{"kind":"Name","value":"moveIn"}},{"kind":"Field","name":{"kind":"Name","value":"roommate"}},{"kind":"Field","name":{"kind":"Name","value":"credit_score"}},{"kind":"Field","name":{"kind":"Name","value":"householdIncome"}},{"kind":"Field","name":{"kind":"Name","value":"flatmates"}},{"kind":"Field","name":{"kind":"Name","value":"zip_code"}},{"kind":"Field","name":{"kind":"Name","value":"notify"}},{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"isFirstLogin"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"module"}},{"kind":"Field","name":{"kind":"Name","value":"add"}},{"kind":"Field","name":{"kind":"Name","value":"edit"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}},{"kind":"Field","name":{"kind":"Name","value":"view"}}]}}]}}]} as unknown as DocumentNode<FetchCurrentUserQuery, FetchCurrentUserQueryVariables>;
export const CurrentUserUpdatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"CurrentUserUpdated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentUserUpdated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrentUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"industry"}},{"kind":"Field","name":{"kind":"Name","value":"occupation"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"budget"}},{"kind":"Field","name":{"kind":"Name","value":"min_budget"}},{"kind":"Field","name":{"kind":"Name","value":"moveIn"}},{"kind":"Field","name":{"kind":"Name","value":"roommate"}},{"kind":"Field","name":{"kind":"Name","value":"credit_score"}},{"kind":"Field","name":{"kind":"Name","value":"householdIncome"}},{"kind":"Field","name":{"kind":"Name","value":"flatmates"}},{"kind":"Field","name":{"kind":"Name","value":"zip_code"}},{"kind":"Field","name":{"kind":"Name","value":"notify"}},{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"isFirstLogin"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"module"}},{"kind":"Field","name":{"kind":"Name","value":"add"}},{"kind":"Field","name":{"kind":"Name","value":"edit"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}},{"kind":"Field","name":{"kind":"Name","value":"view"}}]}}]}}]} as unknown as DocumentNode<CurrentUserUpdatedSubscription, CurrentUserUpdatedSubscriptionVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const MultipleFileUploadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MultipleFileUpload"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"files"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pathType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FilePathType"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"multipleFileUpload"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"files"},"value":{"kind":"Variable","name":{"kind":"Name","value":"files"}}},{"kind":"Argument","name":{"kind":"Name","value":"pathType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pathType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"pathType"}}]}}]}}]} as unknown as DocumentNode<MultipleFileUploadMutation, MultipleFileUploadMutationVariables>;
export const UploadImageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadImage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pathType"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ThumbnailPathType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadImage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}},{"kind":"Argument","name":{"kind":"Name","value":"pathType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pathType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}}]} as unknown as DocumentNode<UploadImageMutation, UploadImageMutationVariables>;