import { lazy } from 'react';
import { withApollo } from '../../lib/apollo/load-apollo';
import type { FeatureRoutes } from '../../lib/routing/feature-routes';
import type { PlanOffersComponent } from '../../features/listings/wizard/components/PlanStep';

/*
 * The pages that show more than one feature. Features do not import each other: a page that
 * needs another feature's component takes it as a prop, and its route, here, passes it in.
 */
/** The privacy policy with the data-rights feature's retention schedule under its current version. */
const privacyPage = async () => {
  const [{ LegalPage }, { RetentionSchedule }] = await Promise.all([
    import('../../features/legal/components/LegalPage'),
    import('../../features/data-rights/components/RetentionSchedule'),
  ]);
  return { Component: () => <LegalPage kind="PRIVACY" current={<RetentionSchedule />} /> };
};

/** The staff verification queue with the admin feature's risk signals of the posters' listings. */
const verificationQueuePage = async () => {
  const [{ VerificationQueuePage }, { RiskSignalList }] = await Promise.all([
    import('../../features/verification/components/VerificationQueuePage'),
    import('../../features/admin/risk/RiskSignals'),
  ]);
  return { Component: () => <VerificationQueuePage RiskSignalList={RiskSignalList} /> };
};

export const compositions: FeatureRoutes = {
  public: [
    { path: 'privacy', lazy: privacyPage },
    // The spec's other address of the privacy policy: the same page, its canonical /privacy.
    { path: 'privacy-policy', lazy: privacyPage },
    {
      // /search with the saved-searches feature's save dialog, whose code loads on the first click
      // of 'Save this search': the page's first paint carries none of it.
      path: 'search',
      lazy: async () => {
        const { SearchPage } = await import('../../features/search/components/SearchPage');
        const SaveSearchDialog = lazy(() =>
          import('../../features/saved-searches/components/save-search-dialog-loader').then((m) =>
            m.loadSaveSearchDialog(),
          ),
        );
        return { Component: () => <SearchPage SaveSearch={SaveSearchDialog} /> };
      },
    },
    {
      // The public listing form (spec/03 §2.1): the plans feature's plan screen at step 6, the
      // payments feature's amounts at steps 8 and 9, and the auth feature's forms for 'Login or
      // Sign Up' at submit.
      path: 'list-with-us',
      lazy: async () => {
        const [ListWithUsPage, { PlanChooser }, { QuoteSummary }, { LoginForm }, { SignUpForm }] =
          await Promise.all([
            withApollo(
              import('../../features/listings/list-with-us/components/ListWithUsPage').then(
                (m) => m.ListWithUsPage,
              ),
            ),
            import('../../features/plans/components/PlanChooser'),
            import('../../features/payments/components/QuoteSummary'),
            import('../../features/auth/components/LoginForm'),
            import('../../features/auth/components/SignUpForm'),
          ]);
        return {
          Component: () => (
            <ListWithUsPage
              PlanChooser={PlanChooser}
              QuoteSummary={QuoteSummary}
              LoginForm={LoginForm}
              SignUpForm={SignUpForm}
            />
          ),
        };
      },
    },
    {
      // The sign-up modal opens over the home page, so closing it leaves the visitor somewhere useful.
      path: 'signup-modal',
      lazy: async () => {
        const [{ HomePage }, SignUpDialog] = await Promise.all([
          import('../pages/home/HomePage'),
          withApollo(import('../../features/auth/components/SignUpDialog').then((m) => m.SignUpDialog)),
        ]);
        return {
          Component: () => (
            <>
              <HomePage />
              <SignUpDialog />
            </>
          ),
        };
      },
    },
    {
      // The listing page shows the search feature's cards and map, the tenants feature's roommates,
      // the viewings feature's 'Book a viewing' box and the saved-homes feature's heart.
      path: 'listing/:id',
      lazy: async () => {
        const [
          { ListingPage },
          { ListingCard },
          { LazyListingsMap },
          { RoommatesSection },
          { LazyViewingSlotsBox },
          { ListingPageHeart },
        ] = await Promise.all([
          import('../../features/listings/page/components/ListingPage'),
          import('../../features/search/components/ListingCard'),
          import('../../features/search/components/map/LazyListingsMap'),
          import('../../features/tenants/components/RoommatesSection'),
          import('../../features/viewings/renter/components/LazyViewingSlotsBox'),
          import('../../features/saved-homes/components/HeartButton'),
        ]);
        return {
          Component: () => (
            <ListingPage
              ListingCard={ListingCard}
              ListingsMap={LazyListingsMap}
              Roommates={RoommatesSection}
              BookViewing={LazyViewingSlotsBox}
              SaveButton={ListingPageHeart}
            />
          ),
        };
      },
    },
    {
      // A poster's public profile (issue 25) lists their homes with the search feature's cards.
      path: 'landlord/:id',
      lazy: async () => {
        const [{ PosterProfilePage }, { ListingCard }] = await Promise.all([
          import('../../features/listings/poster/components/PosterProfilePage'),
          import('../../features/search/components/ListingCard'),
        ]);
        return { Component: () => <PosterProfilePage ListingCard={ListingCard} /> };
      },
    },
  ],
  signedIn: [
    {
      // 'Your data' (issue 25): the privacy feature's download, then the data-rights feature's
      // consents, staff views and account deletion, which offers the auth feature's 'Sign in
      // again' to an account without a password whose sign-in is too old to confirm it. Linked
      // from /profile and from the e-mail saying an export is ready.
      path: 'profile/your-data',
      lazy: async () => {
        const [
          { YourDataPage },
          { ConsentsSection },
          { StaffViewsSection },
          { DeleteAccountSection },
          { SignInAgainButton },
        ] = await Promise.all([
          import('../../features/privacy/components/YourDataPage'),
          import('../../features/data-rights/components/ConsentsSection'),
          import('../../features/data-rights/components/StaffViewsSection'),
          import('../../features/data-rights/components/DeleteAccountSection'),
          import('../../features/auth/components/SignInAgainButton'),
        ]);
        const DeleteAccount = () => <DeleteAccountSection SignInAgain={SignInAgainButton} />;
        const sections = [ConsentsSection, StaffViewsSection, DeleteAccount];
        return { Component: () => <YourDataPage sections={sections} /> };
      },
    },
    {
      // Landlords' own listings, with the Add/Update Property dialog opened by `?property=`; its
      // plan page (step 6) shows the plans feature's offers. Both check the role themselves:
      // other users see that they have no access. The listing form's notice shows on return.
      path: 'building',
      lazy: async () => {
        const [
          { BuildingPage },
          { PropertyDialogHost },
          { PlanStepOffers },
          { ListWithUsReturnNotice },
          { BoostAction },
          { StepBoost },
        ] = await Promise.all([
          import('../../features/listings/landlord/components/BuildingPage'),
          import('../../features/listings/wizard/components/PropertyDialogHost'),
          import('../../features/plans/components/PlanStepOffers'),
          import('../../features/listings/list-with-us/components/ListWithUsReturnNotice'),
          import('../../features/boosts/components/BoostAction'),
          import('../../features/boosts/components/StepBoost'),
        ]);
        // Step 6 offers Boost with the boosts feature's flow; made once, so it keeps its identity.
        const PlanOffers: PlanOffersComponent = (props) => (
          <PlanStepOffers {...props} StepBoost={StepBoost} />
        );
        return {
          Component: () => (
            <>
              <BuildingPage BoostAction={BoostAction} />
              <PropertyDialogHost PlanOffers={PlanOffers} />
              <ListWithUsReturnNotice />
            </>
          ),
        };
      },
    },
  ],
  staff: [
    {
      // The staff dashboard with the help-center feature's statistics strip.
      path: 'dashboards',
      lazy: async () => {
        const [{ DashboardPage }, { HelpCenterStrip }] = await Promise.all([
          import('../../features/admin/components/DashboardPage'),
          import('../../features/help-center/analytics/HelpCenterStrip'),
        ]);
        return { Component: () => <DashboardPage HelpCenterStrip={HelpCenterStrip} /> };
      },
    },
    {
      // The review queue shows each listing's risk signals with the admin feature's component,
      // which other staff queues share.
      path: 'requestedListing',
      lazy: async () => {
        const [{ RequestedListingsPage }, { RiskSignals }] = await Promise.all([
          import('../../features/listings/moderation/components/RequestedListingsPage'),
          import('../../features/admin/risk/RiskSignals'),
        ]);
        return { Component: () => <RequestedListingsPage RiskSignals={RiskSignals} /> };
      },
    },
    // The verification queue (issue 25) is a tab of both back-office pages it belongs to.
    { path: 'users/verification', lazy: verificationQueuePage },
    { path: 'requestedListing/verification', lazy: verificationQueuePage },
    {
      // The map tracker draws its listings with the search feature's lazy map.
      path: 'internal-properties',
      lazy: async () => {
        const [{ MapTrackerPage }, { LazyListingsMap }] = await Promise.all([
          import('../../features/listings/map/components/MapTrackerPage'),
          import('../../features/search/components/map/LazyListingsMap'),
        ]);
        return { Component: () => <MapTrackerPage ListingsMap={LazyListingsMap} /> };
      },
    },
    // The staff inbox with the contact feature's /contact-us messages as its second tab;
    // /adminInbox/{id}/listing is the same page for one listing's conversations.
    { path: 'adminInbox', lazy: adminInboxPage },
    { path: 'adminInbox/:id/listing', lazy: adminInboxPage },
  ],
};

async function adminInboxPage() {
  const [{ InboxPage }, { ContactMessagesPanel }] = await Promise.all([
    import('../../features/messaging/inbox/components/InboxPage'),
    import('../../features/contact/components/ContactMessagesPanel'),
  ]);
  return { Component: () => <InboxPage ContactMessages={ContactMessagesPanel} /> };
}
