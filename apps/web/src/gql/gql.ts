/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query TrendingListings($first: Int) {\n    trendingListings(first: $first) {\n      ...ListingCardFields\n    }\n  }\n": typeof types.TrendingListingsDocument,
    "\n  query FeaturedCityCounts(\n    $c0: ListingSearchInput\n    $c1: ListingSearchInput\n    $c2: ListingSearchInput\n    $c3: ListingSearchInput\n    $c4: ListingSearchInput\n    $c5: ListingSearchInput\n  ) {\n    c0: searchListingsCount(where: $c0)\n    c1: searchListingsCount(where: $c1)\n    c2: searchListingsCount(where: $c2)\n    c3: searchListingsCount(where: $c3)\n    c4: searchListingsCount(where: $c4)\n    c5: searchListingsCount(where: $c5)\n  }\n": typeof types.FeaturedCityCountsDocument,
    "\n  query Testimonials($locale: Locale!) {\n    testimonials(locale: $locale) {\n      id\n      fullName\n      keyword\n      quote\n      imageUrl\n    }\n  }\n": typeof types.TestimonialsDocument,
    "\n  query AdminDashboard($days: Int) {\n    adminDashboard {\n      listings {\n        pending\n        active\n        hidden\n        premium\n        total\n      }\n      requestedListings\n      users {\n        byType {\n          userType\n          count\n        }\n        total\n      }\n      series(days: $days) {\n        day\n        newListings\n        newUsers\n      }\n    }\n  }\n": typeof types.AdminDashboardDocument,
    "\n  query ContentDashboard {\n    contentDashboard {\n      postsPublished\n      postsDraft\n      postsScheduled\n      blogViewsThisWeek\n      topPostsThisWeek {\n        id\n        title\n        slug\n        views\n      }\n      trendingArticlesPublished\n      estateScoopArticlesPublished\n      rentalLawsToReview\n    }\n  }\n": typeof types.ContentDashboardDocument,
    "\n  fragment RiskSignalFields on RiskSignal {\n    code\n    severity\n    accountAgeDays\n    rent\n    median\n    sampleSize\n    percentBelow\n    bedrooms\n    areaName\n    pictureCount\n    accountCount\n    contactKinds\n    words\n    listingCount\n    windowHours\n  }\n": typeof types.RiskSignalFieldsFragmentDoc,
    "\n  fragment StaffArticleFields on AdminArticle {\n    id\n    title\n    subtitle\n    description\n    articleUrl\n    articleType\n    imageUrl\n    status\n    note\n    locale\n    tags {\n      id\n      name\n    }\n    linkHealth\n    linkStatus\n    linkCheckedAt\n    updatedAt\n  }\n": typeof types.StaffArticleFieldsFragmentDoc,
    "\n  query StaffArticles($where: ArticleWhereInput, $skip: Int, $take: Int) {\n    articles(where: $where, skip: $skip, take: $take) {\n      ...StaffArticleFields\n    }\n    articleCount(where: $where)\n  }\n": typeof types.StaffArticlesDocument,
    "\n  query ArticleTags {\n    articleTags {\n      id\n      name\n    }\n  }\n": typeof types.ArticleTagsDocument,
    "\n  mutation CreateArticle($data: ArticleInput!) {\n    createArticle(data: $data) {\n      ...StaffArticleFields\n    }\n  }\n": typeof types.CreateArticleDocument,
    "\n  mutation UpdateArticle($id: ID!, $data: ArticleInput!) {\n    updateArticle(id: $id, data: $data) {\n      ...StaffArticleFields\n    }\n  }\n": typeof types.UpdateArticleDocument,
    "\n  mutation DeleteArticle($id: ID!) {\n    deleteArticle(id: $id)\n  }\n": typeof types.DeleteArticleDocument,
    "\n  fragment StaffTestimonialFields on Testimonial {\n    id\n    fullName\n    keyword\n    quote\n    imageUrl\n    locale\n    isPublished\n    createdAt\n  }\n": typeof types.StaffTestimonialFieldsFragmentDoc,
    "\n  query StaffTestimonials($skip: Int, $take: Int) {\n    adminTestimonials(skip: $skip, take: $take) {\n      ...StaffTestimonialFields\n    }\n    adminTestimonialCount\n  }\n": typeof types.StaffTestimonialsDocument,
    "\n  mutation CreateTestimonial($data: TestimonialInput!) {\n    createTestimonial(data: $data) {\n      ...StaffTestimonialFields\n    }\n  }\n": typeof types.CreateTestimonialDocument,
    "\n  mutation UpdateTestimonial($id: ID!, $data: TestimonialInput!) {\n    updateTestimonial(id: $id, data: $data) {\n      ...StaffTestimonialFields\n    }\n  }\n": typeof types.UpdateTestimonialDocument,
    "\n  mutation SetTestimonialPublished($id: ID!, $isPublished: Boolean!) {\n    setTestimonialPublished(id: $id, isPublished: $isPublished) {\n      id\n      isPublished\n    }\n  }\n": typeof types.SetTestimonialPublishedDocument,
    "\n  mutation DeleteTestimonial($id: ID!) {\n    deleteTestimonial(id: $id)\n  }\n": typeof types.DeleteTestimonialDocument,
    "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n      user {\n        ...CurrentUserFields\n      }\n      twoFactorChallenge\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation SignUp($data: SignUpInput!) {\n    signUp(data: $data) {\n      confirmationSentTo\n    }\n  }\n": typeof types.SignUpDocument,
    "\n  mutation ConfirmSignUp($token: String!) {\n    confirmSignUp(token: $token) {\n      token\n      user {\n        ...CurrentUserFields\n      }\n    }\n  }\n": typeof types.ConfirmSignUpDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password) {\n      token\n      user {\n        ...CurrentUserFields\n      }\n      twoFactorChallenge\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation ChangePassword($currentPassword: String!, $password: String!) {\n    changePassword(currentPassword: $currentPassword, password: $password) {\n      token\n      user {\n        ...CurrentUserFields\n      }\n    }\n  }\n": typeof types.ChangePasswordDocument,
    "\n  query HostedLogin {\n    hostedLogin {\n      providerName\n      loginUrl\n    }\n  }\n": typeof types.HostedLoginDocument,
    "\n  mutation Authenticate($idToken: String!) {\n    authenticate(idToken: $idToken) {\n      token\n      user {\n        ...CurrentUserFields\n      }\n      twoFactorChallenge\n    }\n  }\n": typeof types.AuthenticateDocument,
    "\n  mutation CompleteTwoFactorLogin($challenge: String!, $code: String!) {\n    completeTwoFactorLogin(challenge: $challenge, code: $code) {\n      token\n      user {\n        ...CurrentUserFields\n      }\n    }\n  }\n": typeof types.CompleteTwoFactorLoginDocument,
    "\n  query TwoFactorStatus {\n    twoFactorStatus {\n      enabled\n      required\n      recoveryCodesLeft\n    }\n  }\n": typeof types.TwoFactorStatusDocument,
    "\n  mutation StartTwoFactorSetup {\n    startTwoFactorSetup {\n      secret\n      otpauthUri\n    }\n  }\n": typeof types.StartTwoFactorSetupDocument,
    "\n  mutation ConfirmTwoFactorSetup($code: String!) {\n    confirmTwoFactorSetup(code: $code)\n  }\n": typeof types.ConfirmTwoFactorSetupDocument,
    "\n  mutation DisableTwoFactor($password: String, $code: String!) {\n    disableTwoFactor(password: $password, code: $code)\n  }\n": typeof types.DisableTwoFactorDocument,
    "\n  mutation RegenerateRecoveryCodes($code: String!) {\n    regenerateRecoveryCodes(code: $code)\n  }\n": typeof types.RegenerateRecoveryCodesDocument,
    "\n  fragment BillingPaymentFields on Payment {\n    id\n    purpose\n    status\n    listingId\n    listingTitle\n    totalCents\n    paidAt\n    refundedAt\n    createdAt\n  }\n": typeof types.BillingPaymentFieldsFragmentDoc,
    "\n  query MyPayments($first: Int, $skip: Int) {\n    myPayments(first: $first, skip: $skip) {\n      count\n      items {\n        ...BillingPaymentFields\n      }\n    }\n  }\n": typeof types.MyPaymentsDocument,
    "\n  query StaffPayments($first: Int, $skip: Int, $status: PaymentStatus, $purpose: PaymentPurpose) {\n    payments(first: $first, skip: $skip, status: $status, purpose: $purpose) {\n      count\n      items {\n        ...BillingPaymentFields\n        payerEmail\n      }\n    }\n  }\n": typeof types.StaffPaymentsDocument,
    "\n  mutation RefundPayment($id: ID!) {\n    refundPayment(id: $id) {\n      ...BillingPaymentFields\n    }\n  }\n": typeof types.RefundPaymentDocument,
    "\n  query Receipt($paymentId: ID!, $locale: Locale) {\n    receipt(paymentId: $paymentId, locale: $locale) {\n      paymentId\n      number\n      locale\n      purpose\n      paidAt\n      refundedAt\n      payerName\n      payerEmail\n      listingTitle\n      listingAddress\n      lines {\n        kind\n        name\n        amountCents\n      }\n      subtotalCents\n      taxes {\n        component\n        label\n        amountCents\n      }\n      taxCents\n      totalCents\n      currency\n      cardBrand\n      cardLast4\n      terms\n      businessName\n      businessAddress\n      businessTaxNumber\n    }\n  }\n": typeof types.ReceiptDocument,
    "\n  fragment BlogCardFields on Blog {\n    id\n    title\n    slug\n    description\n    thumbnailUrl\n    publishedAt\n    avgReadingTime\n    locale\n    tags {\n      id\n      name\n    }\n  }\n": typeof types.BlogCardFieldsFragmentDoc,
    "\n  query PublicBlogs($search: String, $tag: String, $locale: Locale, $skip: Int, $take: Int) {\n    publicBlogs(search: $search, tag: $tag, locale: $locale, skip: $skip, take: $take) {\n      ...BlogCardFields\n    }\n    publicBlogCount(search: $search, tag: $tag, locale: $locale)\n    tags(orderBy: MOST_USED, usedOnly: true, locale: $locale, first: 20) {\n      id\n      name\n    }\n  }\n": typeof types.PublicBlogsDocument,
    "\n  query BlogPost($id: ID!) {\n    blog(id: $id) {\n      ...BlogCardFields\n      bodyHtml\n      isPublished\n      updatedAt\n      author {\n        id\n        name\n        bio\n        avatarUrl\n      }\n      related(take: 3) {\n        ...BlogCardFields\n      }\n    }\n  }\n": typeof types.BlogPostDocument,
    "\n  mutation RecordBlogView($id: ID!) {\n    recordBlogView(id: $id)\n  }\n": typeof types.RecordBlogViewDocument,
    "\n  mutation ClickTag($id: ID!) {\n    clickTag(id: $id)\n  }\n": typeof types.ClickTagDocument,
    "\n  fragment StaffBlogRowFields on Blog {\n    id\n    title\n    slug\n    status\n    isPublished\n    publishAt\n    locale\n    seen\n    avgReadingTime\n    updatedAt\n    author {\n      id\n      name\n    }\n    tags {\n      id\n      name\n    }\n  }\n": typeof types.StaffBlogRowFieldsFragmentDoc,
    "\n  query StaffBlogs($where: BlogWhereInput, $orderBy: BlogOrder, $skip: Int, $take: Int) {\n    blogs(where: $where, orderBy: $orderBy, skip: $skip, take: $take) {\n      ...StaffBlogRowFields\n    }\n    blogCount(where: $where)\n  }\n": typeof types.StaffBlogsDocument,
    "\n  query StaffBlog($id: ID!) {\n    blog(id: $id) {\n      ...StaffBlogRowFields\n      description\n      bodyJson\n      thumbnailUrl\n    }\n  }\n": typeof types.StaffBlogDocument,
    "\n  fragment BlogAuthorFields on BlogAuthor {\n    id\n    name\n    bio\n    avatarUrl\n    postCount\n  }\n": typeof types.BlogAuthorFieldsFragmentDoc,
    "\n  query BlogAuthors {\n    blogAuthors {\n      ...BlogAuthorFields\n    }\n  }\n": typeof types.BlogAuthorsDocument,
    "\n  query BlogTagNames {\n    tags(orderBy: MOST_USED, first: 100) {\n      id\n      name\n      mostUsed\n    }\n  }\n": typeof types.BlogTagNamesDocument,
    "\n  mutation CreateBlog($data: BlogInput!) {\n    createBlog(data: $data) {\n      ...StaffBlogRowFields\n    }\n  }\n": typeof types.CreateBlogDocument,
    "\n  mutation UpdateBlog($id: ID!, $data: BlogInput!) {\n    updateBlog(id: $id, data: $data) {\n      ...StaffBlogRowFields\n    }\n  }\n": typeof types.UpdateBlogDocument,
    "\n  mutation PublishBlog($id: ID!, $isPublished: Boolean!) {\n    publishBlog(id: $id, isPublished: $isPublished) {\n      ...StaffBlogRowFields\n    }\n  }\n": typeof types.PublishBlogDocument,
    "\n  mutation DeleteBlog($id: ID!) {\n    deleteBlog(id: $id)\n  }\n": typeof types.DeleteBlogDocument,
    "\n  mutation CreateBlogAuthor($data: BlogAuthorInput!) {\n    createBlogAuthor(data: $data) {\n      ...BlogAuthorFields\n    }\n  }\n": typeof types.CreateBlogAuthorDocument,
    "\n  mutation UpdateBlogAuthor($id: ID!, $data: BlogAuthorInput!) {\n    updateBlogAuthor(id: $id, data: $data) {\n      ...BlogAuthorFields\n    }\n  }\n": typeof types.UpdateBlogAuthorDocument,
    "\n  mutation DeleteBlogAuthor($id: ID!) {\n    deleteBlogAuthor(id: $id)\n  }\n": typeof types.DeleteBlogAuthorDocument,
    "\n  query BoostQuote($listingId: ID!) {\n    boostQuote(listingId: $listingId) {\n      lines {\n        kind\n        name\n        amountCents\n      }\n      subtotalCents\n      taxes {\n        component\n        ratePer\n        amountCents\n      }\n      taxCents\n      totalCents\n    }\n    boostDays: getPremiumType(where: { name: \"BOOST_DAYS\" }) {\n      name\n      value\n    }\n  }\n": typeof types.BoostQuoteDocument,
    "\n  mutation BoostListing($id: ID!, $idempotencyKey: String!, $price: Int!) {\n    boostListing(id: $id, idempotencyKey: $idempotencyKey, price: $price) {\n      checkoutUrl\n      daysLeft\n      listing {\n        id\n        isPremium\n        premiumName\n        premiumStart\n        premiumEnd\n        premiumDaysLeft\n      }\n    }\n  }\n": typeof types.BoostListingDocument,
    "\n  fragment BoostedListingFields on BoostedListing {\n    premiumStart\n    premiumEnd\n    daysLeft\n    payment {\n      id\n      status\n      totalCents\n      refundedAt\n    }\n    listing {\n      id\n      title\n      isPremium\n      premiumName\n      location {\n        id\n        address\n      }\n      user {\n        id\n        firstName\n        lastName\n        email\n      }\n    }\n  }\n": typeof types.BoostedListingFieldsFragmentDoc,
    "\n  query BoostedListings($first: Int, $skip: Int) {\n    boostedListing(first: $first, skip: $skip) {\n      count\n      items {\n        ...BoostedListingFields\n      }\n    }\n  }\n": typeof types.BoostedListingsDocument,
    "\n  mutation EndBoost($id: ID!) {\n    premimumListing(id: $id, isPremium: false) {\n      id\n      isPremium\n      premiumEnd\n      premiumDaysLeft\n    }\n  }\n": typeof types.EndBoostDocument,
    "\n  mutation ExtendBoost($id: ID!, $days: Int!) {\n    extendBoost(id: $id, days: $days) {\n      id\n      isPremium\n      premiumEnd\n      premiumDaysLeft\n    }\n  }\n": typeof types.ExtendBoostDocument,
    "\n  query BoostSettings {\n    price: getPremiumType(where: { name: \"BOOST_PRICE\" }) {\n      name\n      value\n    }\n    days: getPremiumType(where: { name: \"BOOST_DAYS\" }) {\n      name\n      value\n    }\n  }\n": typeof types.BoostSettingsDocument,
    "\n  mutation UpdatePremium($name: String!, $value: String!) {\n    updatePremium(where: { name: $name }, data: { value: $value }) {\n      name\n      value\n    }\n  }\n": typeof types.UpdatePremiumDocument,
    "\n  mutation RefundBoostPayment($id: ID!) {\n    refundPayment(id: $id) {\n      id\n      status\n      totalCents\n      refundedAt\n    }\n  }\n": typeof types.RefundBoostPaymentDocument,
    "\n  mutation SendContactMessage($data: JSON!) {\n    sendContactMessage(data: $data)\n  }\n": typeof types.SendContactMessageDocument,
    "\n  fragment ContactMessageFields on ContactMessage {\n    id\n    name\n    email\n    topic\n    message\n    context\n    locale\n    createdAt\n    handledAt\n    replyCount\n  }\n": typeof types.ContactMessageFieldsFragmentDoc,
    "\n  query ContactMessages($first: Int, $skip: Int) {\n    contactMessages(first: $first, skip: $skip) {\n      count\n      unhandledCount\n      items {\n        ...ContactMessageFields\n      }\n    }\n  }\n": typeof types.ContactMessagesDocument,
    "\n  query ContactMessage($id: ID!) {\n    contactMessage(id: $id) {\n      ...ContactMessageFields\n      replies {\n        id\n        body\n        createdAt\n        author {\n          id\n          firstName\n          lastName\n          email\n        }\n      }\n    }\n  }\n": typeof types.ContactMessageDocument,
    "\n  mutation ReplyToContactMessage($id: ID!, $body: String!) {\n    replyToContactMessage(id: $id, body: $body) {\n      ...ContactMessageFields\n      replies {\n        id\n        body\n        createdAt\n        author {\n          id\n          firstName\n          lastName\n          email\n        }\n      }\n    }\n  }\n": typeof types.ReplyToContactMessageDocument,
    "\n  mutation MarkContactMessageHandled($id: ID!, $handled: Boolean!) {\n    markContactMessageHandled(id: $id, handled: $handled) {\n      ...ContactMessageFields\n    }\n  }\n": typeof types.MarkContactMessageHandledDocument,
    "\n  query MyConsents {\n    myConsents {\n      kind\n      applicationId\n      listingTitle\n      givenAt\n      state\n      withdrawnAt\n      usedAt\n    }\n  }\n": typeof types.MyConsentsDocument,
    "\n  mutation WithdrawConsent($kind: ConsentKind!, $applicationId: ID) {\n    withdrawConsent(kind: $kind, applicationId: $applicationId) {\n      kind\n      applicationId\n      state\n      withdrawnAt\n    }\n  }\n": typeof types.WithdrawConsentDocument,
    "\n  query MyStaffViews($first: Int, $skip: Int) {\n    myStaffViews(first: $first, skip: $skip) {\n      count\n      items {\n        at\n        subject\n        staffName\n        staffRole\n        listingTitle\n        documentName\n      }\n    }\n  }\n": typeof types.MyStaffViewsDocument,
    "\n  query MyAccountDeletion {\n    myAccountDeletion {\n      requestedAt\n      dueAt\n    }\n  }\n": typeof types.MyAccountDeletionDocument,
    "\n  mutation RequestAccountDeletion($password: String) {\n    requestAccountDeletion(password: $password) {\n      requestedAt\n      dueAt\n    }\n  }\n": typeof types.RequestAccountDeletionDocument,
    "\n  mutation CancelMyAccountDeletion {\n    cancelMyAccountDeletion\n  }\n": typeof types.CancelMyAccountDeletionDocument,
    "\n  mutation CancelAccountDeletion($token: String!) {\n    cancelAccountDeletion(token: $token)\n  }\n": typeof types.CancelAccountDeletionDocument,
    "\n  query RetentionSchedule {\n    retentionSchedule {\n      item\n      days\n    }\n  }\n": typeof types.RetentionScheduleDocument,
    "\n  query HelpCenterFeedback($articleId: ID, $helpful: Boolean, $skip: Int, $take: Int) {\n    helpCenterFeedback(articleId: $articleId, helpful: $helpful, skip: $skip, take: $take) {\n      id\n      helpful\n      comment\n      locale\n      createdAt\n      article {\n        id\n        title\n      }\n    }\n    helpCenterFeedbackCount(articleId: $articleId, helpful: $helpful)\n  }\n": typeof types.HelpCenterFeedbackDocument,
    "\n  query HelpFeedbackArticles($search: String, $take: Int) {\n    helpCenters(where: { search: $search }, take: $take, sortField: TITLE, sortOrder: ASC) {\n      id\n      title\n      locale\n    }\n  }\n": typeof types.HelpFeedbackArticlesDocument,
    "\n  query HelpFeedbackArticle($id: ID!) {\n    singleHelpCenter(where: { id: $id }) {\n      id\n      title\n      locale\n    }\n  }\n": typeof types.HelpFeedbackArticleDocument,
    "\n  fragment HelpCenterFigures on HelpCenterAnalytic {\n    totalCount\n    totalPublished\n    totalPerDayPublished {\n      day\n      count\n    }\n    totalSeen\n    totalAvgSeen\n    totalReadingAvg\n  }\n": typeof types.HelpCenterFiguresFragmentDoc,
    "\n  query HelpCenterFigures($from: String!, $to: String!) {\n    helpCenterAnalytic(from: $from, to: $to) {\n      ...HelpCenterFigures\n    }\n  }\n": typeof types.HelpCenterFiguresDocument,
    "\n  query HelpCenterAnalytic($from: String!, $to: String!) {\n    helpCenterAnalytic(from: $from, to: $to) {\n      ...HelpCenterFigures\n      viewsPerDay {\n        day\n        count\n      }\n      readingAvgPerDay {\n        day\n        count\n      }\n      helpfulness {\n        article {\n          id\n          title\n          locale\n        }\n        yes\n        no\n        rate\n      }\n      missedSearches {\n        query\n        locale\n        count\n      }\n      stale {\n        id\n        title\n        locale\n        updatedAt\n      }\n    }\n  }\n": typeof types.HelpCenterAnalyticDocument,
    "\n  fragment HelpArticleLinkFields on HelpArticle {\n    id\n    title\n    description\n    readingMinutes\n    isPublished\n  }\n": typeof types.HelpArticleLinkFieldsFragmentDoc,
    "\n  fragment HelpCollectionFields on HelpCollection {\n    id\n    titleEn\n    titleFr\n    descriptionEn\n    descriptionFr\n    icon\n    audience\n  }\n": typeof types.HelpCollectionFieldsFragmentDoc,
    "\n  query HelpCenterHome($audience: HelpAudience, $locale: Locale!) {\n    helpCollections(audience: $audience, locale: $locale) {\n      ...HelpCollectionFields\n      # Counted here rather than with articleCount, which counts drafts for signed-in staff.\n      articles(locale: $locale) {\n        id\n        isPublished\n      }\n    }\n    popularHelpCenters(locale: $locale, audience: $audience) {\n      ...HelpArticleLinkFields\n    }\n  }\n": typeof types.HelpCenterHomeDocument,
    "\n  query SearchHelpCenter(\n    $query: String!\n    $locale: Locale!\n    $province: String\n    $usertype: HelpAudience\n    $take: Int\n  ) {\n    searchHelpCenter(query: $query, locale: $locale, province: $province, usertype: $usertype, take: $take) {\n      total\n      hits {\n        excerpt\n        highlights {\n          start\n          length\n        }\n        article {\n          id\n          title\n          category {\n            id\n            titleEn\n            titleFr\n          }\n        }\n      }\n    }\n  }\n": typeof types.SearchHelpCenterDocument,
    "\n  query HelpCollectionPage($id: ID!, $locale: Locale!) {\n    helpCollection(id: $id) {\n      ...HelpCollectionFields\n      articles(locale: $locale) {\n        ...HelpArticleLinkFields\n      }\n    }\n  }\n": typeof types.HelpCollectionPageDocument,
    "\n  query HelpArticlePage($id: ID!) {\n    singleHelpCenter(where: { id: $id }) {\n      id\n      title\n      description\n      bodyHtml\n      thumbnailUrl\n      locale\n      readingMinutes\n      publishedAt\n      updatedAt\n      category {\n        id\n        titleEn\n        titleFr\n      }\n      translation {\n        id\n        title\n        locale\n      }\n      related {\n        ...HelpArticleLinkFields\n      }\n    }\n  }\n": typeof types.HelpArticlePageDocument,
    "\n  query HelpCenterByKey($key: String!, $locale: Locale!) {\n    helpCenterByKey(key: $key, locale: $locale) {\n      id\n    }\n  }\n": typeof types.HelpCenterByKeyDocument,
    "\n  mutation RecordHelpCenterView($id: ID!) {\n    recordHelpCenterView(id: $id)\n  }\n": typeof types.RecordHelpCenterViewDocument,
    "\n  mutation RecordHelpCenterReading($id: ID!, $seconds: Int!) {\n    recordHelpCenterReading(id: $id, seconds: $seconds)\n  }\n": typeof types.RecordHelpCenterReadingDocument,
    "\n  mutation AnswerHelpCenter($id: ID!, $helpful: Boolean!, $comment: String) {\n    answerHelpCenter(id: $id, helpful: $helpful, comment: $comment)\n  }\n": typeof types.AnswerHelpCenterDocument,
    "\n  fragment StaffHelpArticleRowFields on HelpArticle {\n    id\n    title\n    locale\n    order\n    isPublished\n    seen\n    helpfulYes\n    helpfulNo\n    updatedAt\n  }\n": typeof types.StaffHelpArticleRowFieldsFragmentDoc,
    "\n  query StaffHelpCollectionArticles($id: ID!, $where: HelpCenterWhere!, $take: Int!) {\n    helpCollection(id: $id) {\n      id\n      titleEn\n      titleFr\n      articleCount\n    }\n    helpCenters(where: $where, take: $take, sortField: ORDER, sortOrder: ASC) {\n      ...StaffHelpArticleRowFields\n    }\n  }\n": typeof types.StaffHelpCollectionArticlesDocument,
    "\n  fragment StaffHelpArticleFields on HelpArticle {\n    id\n    title\n    description\n    bodyJson\n    thumbnailUrl\n    categoryId\n    province\n    userType\n    locale\n    helpKey\n    isPublished\n    updatedAt\n    translation {\n      id\n      title\n      locale\n    }\n  }\n": typeof types.StaffHelpArticleFieldsFragmentDoc,
    "\n  query StaffHelpArticle($id: ID!) {\n    singleHelpCenter(where: { id: $id }) {\n      ...StaffHelpArticleFields\n    }\n  }\n": typeof types.StaffHelpArticleDocument,
    "\n  query StaffHelpEditorChoices($otherLocale: Locale!, $take: Int!) {\n    adminHelpCollections {\n      id\n      titleEn\n      titleFr\n    }\n    helpCenters(where: { locale: $otherLocale }, take: $take, sortField: TITLE, sortOrder: ASC) {\n      id\n      title\n      translation {\n        id\n      }\n    }\n  }\n": typeof types.StaffHelpEditorChoicesDocument,
    "\n  mutation CreateHelpArticle($data: HelpArticleInput!) {\n    createHelpCenter(data: $data) {\n      ...StaffHelpArticleFields\n    }\n  }\n": typeof types.CreateHelpArticleDocument,
    "\n  mutation UpdateHelpArticle($id: ID!, $data: HelpArticleInput!) {\n    updateHelpCenter(id: $id, data: $data) {\n      ...StaffHelpArticleFields\n    }\n  }\n": typeof types.UpdateHelpArticleDocument,
    "\n  mutation PublishHelpArticle($id: ID!, $isPublished: Boolean!) {\n    publishHelpCenter(id: $id, isPublished: $isPublished) {\n      id\n      isPublished\n      updatedAt\n    }\n  }\n": typeof types.PublishHelpArticleDocument,
    "\n  mutation DeleteHelpArticle($id: ID!) {\n    deleteHelpCenter(id: $id)\n  }\n": typeof types.DeleteHelpArticleDocument,
    "\n  mutation DeleteHelpThumbnail($url: String!) {\n    deleteHelpCenterThumbnail(url: $url)\n  }\n": typeof types.DeleteHelpThumbnailDocument,
    "\n  fragment StaffHelpCollectionFields on HelpCollection {\n    id\n    title\n    titleEn\n    titleFr\n    descriptionEn\n    descriptionFr\n    icon\n    thumbnailUrl\n    audience\n    position\n    articleCount\n    updatedAt\n  }\n": typeof types.StaffHelpCollectionFieldsFragmentDoc,
    "\n  query StaffHelpCollections {\n    adminHelpCollections {\n      ...StaffHelpCollectionFields\n    }\n  }\n": typeof types.StaffHelpCollectionsDocument,
    "\n  mutation CreateHelpCollection($data: HelpCollectionInput!) {\n    createHelpCollection(data: $data) {\n      ...StaffHelpCollectionFields\n    }\n  }\n": typeof types.CreateHelpCollectionDocument,
    "\n  mutation UpdateHelpCollection($id: ID!, $data: HelpCollectionInput!) {\n    updateHelpCollection(id: $id, data: $data) {\n      ...StaffHelpCollectionFields\n    }\n  }\n": typeof types.UpdateHelpCollectionDocument,
    "\n  mutation DeleteHelpCollection($id: ID!, $moveTo: ID) {\n    deleteHelpCollection(id: $id, moveTo: $moveTo)\n  }\n": typeof types.DeleteHelpCollectionDocument,
    "\n  mutation ReorderHelpContent($kind: HelpReorderKind!, $collectionId: ID, $ids: [ID!]!) {\n    reorderContent(kind: $kind, collectionId: $collectionId, ids: $ids)\n  }\n": typeof types.ReorderHelpContentDocument,
    "\n  query KnowledgeCenter($locale: Locale, $province: String) {\n    knowledgeCenter(locale: $locale, province: $province) {\n      province\n      posts {\n        id\n        title\n        slug\n        description\n        thumbnailUrl\n        avgReadingTime\n        publishedAt\n      }\n      trending {\n        ...HubArticleFields\n      }\n      estateScoop {\n        ...HubArticleFields\n      }\n      rentalLaws {\n        id\n        title\n        description\n        audience\n        province\n      }\n    }\n  }\n": typeof types.KnowledgeCenterDocument,
    "\n  fragment HubArticleFields on KnowledgeCenterArticle {\n    id\n    title\n    subtitle\n    description\n    articleUrl\n    imageUrl\n  }\n": typeof types.HubArticleFieldsFragmentDoc,
    "\n  query SearchContent($query: String!, $locale: Locale, $take: Int) {\n    searchContent(query: $query, locale: $locale, take: $take) {\n      kind\n      id\n      title\n      excerpt\n      highlights {\n        start\n        length\n      }\n      url\n      date\n    }\n    searchContentCount(query: $query, locale: $locale)\n  }\n": typeof types.SearchContentDocument,
    "\n  query LiveFeed($first: Int, $locale: Locale) {\n    trendingListings(first: $first, orderBy: NEWEST) {\n      id\n      title\n      postedAt\n      location {\n        id\n        address\n      }\n      pictures {\n        id\n        cardUrl\n        order\n      }\n      units {\n        id\n        bedrooms\n        monthlyPrice\n        contactForPricing\n      }\n    }\n    knowledgeCenter(locale: $locale) {\n      posts {\n        id\n        title\n        slug\n        description\n        thumbnailUrl\n        publishedAt\n      }\n    }\n  }\n": typeof types.LiveFeedDocument,
    "\n  fragment LeaseRequestFields on LeaseRequest {\n    id\n    province\n    propertyAddress\n    landlordName\n    tenants {\n      name\n      email\n    }\n    monthlyRent\n    startDate\n    termMonths\n    specialTerms\n    status\n    staffNote\n    createdAt\n    updatedAt\n  }\n": typeof types.LeaseRequestFieldsFragmentDoc,
    "\n  query MyLeaseRequests($first: Int, $skip: Int) {\n    myLeaseRequests(first: $first, skip: $skip) {\n      count\n      items {\n        ...LeaseRequestFields\n      }\n    }\n  }\n": typeof types.MyLeaseRequestsDocument,
    "\n  mutation CreateLeaseRequest($data: JSON!) {\n    createLeaseRequest(data: $data) {\n      ...LeaseRequestFields\n    }\n  }\n": typeof types.CreateLeaseRequestDocument,
    "\n  query LeaseRequestListings {\n    searchBuildingByLandlord(first: 100) {\n      id\n      title\n      location {\n        id\n        address\n        city {\n          id\n          province\n        }\n      }\n      units {\n        id\n        monthlyPrice\n      }\n    }\n  }\n": typeof types.LeaseRequestListingsDocument,
    "\n  fragment StaffLeaseRequestFields on StaffLeaseRequest {\n    id\n    province\n    propertyAddress\n    landlordName\n    tenants {\n      name\n      email\n    }\n    monthlyRent\n    startDate\n    termMonths\n    specialTerms\n    contactEmail\n    contactPhone\n    status\n    staffNote\n    createdAt\n    updatedAt\n    requester {\n      id\n      firstName\n      lastName\n      email\n    }\n  }\n": typeof types.StaffLeaseRequestFieldsFragmentDoc,
    "\n  query StaffLeaseRequests($where: LeaseRequestWhereInput, $first: Int, $skip: Int) {\n    leaseRequests(where: $where, first: $first, skip: $skip) {\n      ...StaffLeaseRequestFields\n    }\n    leaseRequestsConnection(where: $where) {\n      aggregate {\n        count\n      }\n    }\n  }\n": typeof types.StaffLeaseRequestsDocument,
    "\n  mutation UpdateLeaseRequest($id: ID!, $status: LeaseRequestStatus, $staffNote: String) {\n    updateLeaseRequest(id: $id, status: $status, staffNote: $staffNote) {\n      ...StaffLeaseRequestFields\n    }\n  }\n": typeof types.UpdateLeaseRequestDocument,
    "\n  fragment LeaseSigningSessionFields on LeaseSigning {\n    isTurn\n    consented\n    places\n    placesLeft\n    viewUrl\n    signer {\n      id\n      role\n      name\n      status\n      locale\n    }\n    lease {\n      id\n      status\n      subject\n      province\n      language\n      terms\n      signedCount\n      signerCount\n      expiresAt\n      endedReason\n      documentPath\n      signedDocumentPath\n      signers {\n        id\n        role\n        name\n        status\n        order\n        isYou\n        signedAt\n      }\n    }\n  }\n": typeof types.LeaseSigningSessionFieldsFragmentDoc,
    "\n  mutation OpenLeaseSigning($leaseId: ID!, $token: String, $redirectUrl: String) {\n    openLeaseSigning(leaseId: $leaseId, token: $token, redirectUrl: $redirectUrl) {\n      ...LeaseSigningSessionFields\n    }\n  }\n": typeof types.OpenLeaseSigningDocument,
    "\n  mutation ConsentToLeaseSigning($leaseId: ID!, $token: String) {\n    consentToLeaseSigning(leaseId: $leaseId, token: $token) {\n      ...LeaseSigningSessionFields\n    }\n  }\n": typeof types.ConsentToLeaseSigningDocument,
    "\n  mutation SaveLeaseSigningProgress($leaseId: ID!, $token: String, $placesDone: [LeaseSigningPlace!]!) {\n    saveLeaseSigningProgress(leaseId: $leaseId, token: $token, placesDone: $placesDone) {\n      ...LeaseSigningSessionFields\n    }\n  }\n": typeof types.SaveLeaseSigningProgressDocument,
    "\n  mutation SignLease($leaseId: ID!, $token: String, $signature: LeaseSignatureInput!) {\n    signLease(leaseId: $leaseId, token: $token, signature: $signature) {\n      ...LeaseSigningSessionFields\n    }\n  }\n": typeof types.SignLeaseDocument,
    "\n  mutation DeclineLease($leaseId: ID!, $token: String, $reason: String!) {\n    declineLease(leaseId: $leaseId, token: $token, reason: $reason) {\n      ...LeaseSigningSessionFields\n    }\n  }\n": typeof types.DeclineLeaseDocument,
    "\n  fragment LeaseSignerFields on LeaseSigner {\n    id\n    role\n    name\n    email\n    order\n    status\n    locale\n    viewedAt\n    signedAt\n    declinedAt\n    declineReason\n    lastRemindedAt\n    isYou\n  }\n": typeof types.LeaseSignerFieldsFragmentDoc,
    "\n  fragment LeaseRowFields on Lease {\n    id\n    status\n    province\n    language\n    subject\n    terms\n    createdAt\n    sentAt\n    completedAt\n    expiresAt\n    signedCount\n    signerCount\n    canManage\n    viewerRole\n    documentPath\n    signedDocumentPath\n    sealedSha256\n    roomId\n    signers {\n      ...LeaseSignerFields\n    }\n    nextSigners {\n      id\n      name\n      role\n      isYou\n    }\n  }\n": typeof types.LeaseRowFieldsFragmentDoc,
    "\n  fragment LeaseDetailFields on Lease {\n    ...LeaseRowFields\n    message\n    listingId\n    applicationId\n    endedAt\n    endedReason\n    documentSha256\n    voidClauseFindings {\n      ruleId\n      excerpt\n      warningEn\n      warningFr\n      sourceUrl\n      sourceLabel\n    }\n    events {\n      id\n      kind\n      at\n      actor\n      signerId\n      ip\n      userAgent\n      detail\n    }\n  }\n": typeof types.LeaseDetailFieldsFragmentDoc,
    "\n  query LeaseList($where: LeaseWhereInput, $first: Int, $skip: Int) {\n    leases(where: $where, first: $first, skip: $skip, orderBy: createdAt_DESC) {\n      count\n      items {\n        ...LeaseRowFields\n      }\n    }\n  }\n": typeof types.LeaseListDocument,
    "\n  query LeaseDetail($id: ID!) {\n    lease(id: $id) {\n      ...LeaseDetailFields\n    }\n  }\n": typeof types.LeaseDetailDocument,
    "\n  mutation SendLease($leaseId: ID!) {\n    sendLease(leaseId: $leaseId) {\n      ...LeaseDetailFields\n    }\n  }\n": typeof types.SendLeaseDocument,
    "\n  mutation VoidLease($leaseId: ID!, $reason: String!) {\n    voidLease(leaseId: $leaseId, reason: $reason) {\n      ...LeaseDetailFields\n    }\n  }\n": typeof types.VoidLeaseDocument,
    "\n  mutation RemindLeaseSigners($leaseId: ID!) {\n    remindLeaseSigners(leaseId: $leaseId) {\n      ...LeaseDetailFields\n    }\n  }\n": typeof types.RemindLeaseSignersDocument,
    "\n  query VerifyLeaseDocument($sha256: String!) {\n    verifyLeaseDocument(sha256: $sha256) {\n      valid\n      completedAt\n      signerNames\n      province\n    }\n  }\n": typeof types.VerifyLeaseDocumentDocument,
    "\n  query LeasePrepareApplication($id: ID!) {\n    rentalApplication(id: $id) {\n      id\n      status\n      applicantName\n      listingId\n      unitId\n      monthlyRent\n      details\n    }\n  }\n": typeof types.LeasePrepareApplicationDocument,
    "\n  query LeasePrepareListing($id: ID!) {\n    listing(id: $id) {\n      id\n      location {\n        id\n        address\n        city {\n          id\n          name\n          province\n        }\n      }\n      units {\n        id\n        number\n        monthlyPrice\n        parkingSpots\n      }\n    }\n  }\n": typeof types.LeasePrepareListingDocument,
    "\n  mutation CreateLease($data: JSON!, $landlordLegalName: String!, $redirectUrl: String) {\n    createLease(data: $data, landlordLegalName: $landlordLegalName, redirectUrl: $redirectUrl) {\n      id\n      status\n      lease {\n        ...LeaseDetailFields\n      }\n    }\n  }\n": typeof types.CreateLeaseDocument,
    "\n  fragment AdminLegalDocumentFields on LegalDocument {\n    id\n    kind\n    version\n    effectiveOn\n    publishedAt\n    updatedAt\n    summaryEn\n    summaryFr\n    bodyJsonEn\n    bodyJsonFr\n    bodyHtml\n    headings {\n      id\n      text\n      level\n    }\n  }\n": typeof types.AdminLegalDocumentFieldsFragmentDoc,
    "\n  query AdminLegalDocuments {\n    adminLegalDocuments {\n      ...AdminLegalDocumentFields\n    }\n  }\n": typeof types.AdminLegalDocumentsDocument,
    "\n  mutation CreateLegalDraft($kind: LegalKind!) {\n    createLegalDraft(kind: $kind) {\n      ...AdminLegalDocumentFields\n    }\n  }\n": typeof types.CreateLegalDraftDocument,
    "\n  mutation UpdateLegalDraft($id: ID!, $data: LegalDraftInput!) {\n    updateLegalDraft(id: $id, data: $data) {\n      ...AdminLegalDocumentFields\n    }\n  }\n": typeof types.UpdateLegalDraftDocument,
    "\n  mutation PublishLegalDocument($id: ID!) {\n    publishLegalDocument(id: $id) {\n      ...AdminLegalDocumentFields\n    }\n  }\n": typeof types.PublishLegalDocumentDocument,
    "\n  mutation DeleteLegalDraft($id: ID!) {\n    deleteLegalDraft(id: $id)\n  }\n": typeof types.DeleteLegalDraftDocument,
    "\n  query LegalPage($kind: LegalKind!, $version: Int, $locale: Locale!) {\n    legalDocument(kind: $kind, version: $version) {\n      id\n      kind\n      version\n      effectiveOn\n      publishedAt\n      bodyHtml(locale: $locale)\n      headings(locale: $locale) {\n        id\n        text\n        level\n      }\n    }\n    legalDocumentVersions(kind: $kind) {\n      id\n      version\n      effectiveOn\n      publishedAt\n    }\n  }\n": typeof types.LegalPageDocument,
    "\n  mutation AcceptTerms($documentId: ID!) {\n    acceptTerms(documentId: $documentId)\n  }\n": typeof types.AcceptTermsDocument,
    "\n  fragment BuildingAmenityFields on BuildingAmenities {\n    onSiteLaundry\n    yard\n    concierge\n    elevator\n    dryCleaning\n    gym\n    swimmingPool\n    storage\n    guestSuites\n    beanfieldWifi\n    publicWifi\n    bbqPermitted\n    visitorsParking\n    partyRoom\n    bikeStorage\n    wheelchairAccess\n    rooftopDeck\n    hotTub\n    sauna\n    gameRoom\n    theatre\n    businessCenter\n    communalGarden\n    petSpa\n    mediaRoom\n    basketballCourt\n    yogaRoom\n    tennisCourt\n    rooftopTerrace\n    coworkingSpace\n    conferenceRoom\n    patio\n    lounge\n  }\n": typeof types.BuildingAmenityFieldsFragmentDoc,
    "\n  fragment UnitAmenityFields on UnitAmenities {\n    ac\n    centralHeat\n    electricalHeating\n    radiatorHeating\n    fireplace\n    carpet\n    ceilingFan\n    hardwoodFloor\n    walkInCloset\n    highCeilings\n    bathroomFan\n    balcony\n  }\n": typeof types.UnitAmenityFieldsFragmentDoc,
    "\n  fragment UnitApplianceFields on UnitAppliances {\n    fridge\n    stove\n    rangehood\n    dishwasher\n    microwave\n    inunitwasher\n    inunitdryer\n    wineFridge\n    dehumidifier\n    firePlaceElectric\n    firePlaceGas\n    jacuzzi\n  }\n": typeof types.UnitApplianceFieldsFragmentDoc,
    "\n  fragment LocationTagFields on LocationTags {\n    students\n    closeToTransit\n    purposeBuiltRentals\n    nightlife\n    parksAndWater\n    luxuryRentals\n    shortTermRentals\n    professionallyManaged\n    onlinePayments\n    onlineApplications\n    furnishedRentals\n    petFriendly\n  }\n": typeof types.LocationTagFieldsFragmentDoc,
    "\n  fragment UtilityFields on Utilities {\n    electricity\n    heating\n    airConditioning\n    water\n    garbageRemoval\n    cableTv\n    internet\n    maintenanceFees\n    gas\n  }\n": typeof types.UtilityFieldsFragmentDoc,
    "\n  fragment PetFields on Pets {\n    cat\n    dog\n    other\n    none\n  }\n": typeof types.PetFieldsFragmentDoc,
    "\n  fragment TenantRequirementFields on TenantRequirements {\n    exceptionalCredit\n    payStub\n    letterOfEmployment\n    photoId\n    pastReferences\n    noSmoking\n    extraDocumentation\n  }\n": typeof types.TenantRequirementFieldsFragmentDoc,
    "\n  mutation AnswerAvailabilityCheck($token: String!, $answer: AvailabilityAnswer!) {\n    answerAvailabilityCheck(token: $token, answer: $answer) {\n      answer\n      listingId\n      title\n      availabilityConfirmedAt\n    }\n  }\n": typeof types.AnswerAvailabilityCheckDocument,
    "\n  fragment LandlordListingFields on Listing {\n    id\n    title\n    status\n    isapproved\n    isHidden\n    activate\n    isPremium\n    premiumDaysLeft\n    createdAt\n    updatedAt\n    availabilityConfirmedAt\n    unpublishedReason\n    location {\n      id\n      address\n    }\n    pictures {\n      id\n      cardUrl\n      order\n    }\n    units {\n      id\n      title\n      monthlyPrice\n      contactForPricing\n    }\n  }\n": typeof types.LandlordListingFieldsFragmentDoc,
    "\n  query LandlordListings($search: String, $first: Int, $skip: Int) {\n    searchBuildingByLandlord(search: $search, first: $first, skip: $skip) {\n      ...LandlordListingFields\n    }\n    searchBuildingByLandlordCount(search: $search)\n  }\n": typeof types.LandlordListingsDocument,
    "\n  mutation DeleteBuilding($id: ID!) {\n    deleteBuilding(id: $id)\n  }\n": typeof types.DeleteBuildingDocument,
    "\n  mutation MarkListingRented($id: ID!, $data: MarkListingRentedInput!) {\n    markListingRented(where: { id: $id }, data: $data) {\n      ...LandlordListingFields\n      rentedPrice\n      signedLeaseDate\n      disableListing\n      tenantNames\n    }\n  }\n": typeof types.MarkListingRentedDocument,
    "\n  mutation RelistListing($id: ID!) {\n    relistListing(where: { id: $id }) {\n      ...LandlordListingFields\n    }\n  }\n": typeof types.RelistListingDocument,
    "\n  mutation ConfirmListingAvailability($id: ID!) {\n    confirmListingAvailability(where: { id: $id }) {\n      ...LandlordListingFields\n    }\n  }\n": typeof types.ConfirmListingAvailabilityDocument,
    "\n  query UnitPageBuilding($unitId: ID!) {\n    getBuildingByUnit(unitId: $unitId) {\n      id\n      title\n      status\n      isapproved\n      isHidden\n      propertyType\n      description\n      user {\n        id\n      }\n      location {\n        id\n        address\n        city {\n          id\n          name\n          province\n        }\n      }\n      pictures {\n        id\n        cardUrl\n        detailUrl\n        filename\n        order\n      }\n      units {\n        id\n        title\n        number\n        available\n        startDateAvailability\n        unitSize\n        bedrooms\n        bathrooms\n        den\n        monthlyPrice\n        deposit\n        contactForPricing\n        leaseTerm\n        parking\n        parkingSpots\n        furnished\n        pictures {\n          id\n          cardUrl\n          detailUrl\n          filename\n          order\n        }\n        unitAmenities {\n          ...UnitAmenityFields\n        }\n        unitAppliances {\n          ...UnitApplianceFields\n        }\n      }\n    }\n  }\n": typeof types.UnitPageBuildingDocument,
    "\n  query ListingStats($id: ID!) {\n    listing(id: $id) {\n      id\n      saveCount\n    }\n    listingStats(id: $id) {\n      listingId\n      firstDay\n      lastDay\n      days {\n        day\n        views\n      }\n      totals {\n        views\n        impressions\n        contactClicks\n        conversations\n        viewings\n        applications\n      }\n      boost {\n        running\n        days\n        firstDay\n        lastDay\n        figures {\n          figure\n          during\n          before\n          ratio\n        }\n      }\n    }\n  }\n": typeof types.ListingStatsDocument,
    "\n  query DepositQuoteForPlans($planIds: [Int!]!, $province: String!) {\n    depositQuoteForPlans(planIds: $planIds, province: $province) {\n      ...DepositQuoteFields\n    }\n  }\n": typeof types.DepositQuoteForPlansDocument,
    "\n  query DepositQuote($listingId: ID!) {\n    depositQuote(listingId: $listingId) {\n      ...DepositQuoteFields\n    }\n  }\n": typeof types.DepositQuoteDocument,
    "\n  fragment DepositQuoteFields on PaymentQuote {\n    lines {\n      kind\n      name\n      amountCents\n    }\n    subtotalCents\n    taxes {\n      component\n      ratePer\n      amountCents\n    }\n    taxCents\n    totalCents\n    province\n    terms\n  }\n": typeof types.DepositQuoteFieldsFragmentDoc,
    "\n  mutation CreateCheckoutSession($listingId: ID!, $price: Int!, $email: String, $idempotencyKey: String!) {\n    createCheckoutSession(\n      listingId: $listingId\n      price: $price\n      email: $email\n      idempotencyKey: $idempotencyKey\n    ) {\n      paymentId\n      url\n    }\n  }\n": typeof types.CreateCheckoutSessionDocument,
    "\n  query ListWithUsPlans($where: PlanWhereInput) {\n    plans(where: $where) {\n      id\n      planGroup\n      priceCents\n      unit\n      position\n      kind\n      nameEn\n      nameFr\n    }\n  }\n": typeof types.ListWithUsPlansDocument,
    "\n  mutation UpdateUserTypeListWithUs($data: UpdateUserTypeListWithUsInput!) {\n    updateUserTypeListWithUs(data: $data) {\n      id\n      userType\n    }\n  }\n": typeof types.UpdateUserTypeListWithUsDocument,
    "\n  mutation CreateListWithUs($data: ListWithUsInput!) {\n    createListWithUs(data: $data) {\n      id\n      unitIds\n      paymentStatus\n      planIds\n    }\n  }\n": typeof types.CreateListWithUsDocument,
    "\n  query ListWithUsListing($id: ID!) {\n    getSingleBuilding(id: $id) {\n      ...WizardListingFields\n      planIds\n      paymentStatus\n      advertiseUnit\n      existingUrl\n      advertiseDuration\n      currentlyTenanted\n      minimumRentalPrice\n      extraInfo\n      showingUnit\n      customiseLease\n      propertyRealtor\n      commission\n      partnershipStatus\n      spousePartner\n      lockbox\n    }\n  }\n": typeof types.ListWithUsListingDocument,
    "\n  mutation SaveListWithUsPhone($data: UpdateUserInput!) {\n    updateUser(data: $data) {\n      id\n      phone\n    }\n  }\n": typeof types.SaveListWithUsPhoneDocument,
    "\n  mutation UpdateListWithUsListing($where: ListingWhereInput!, $data: UpdateListingInput!) {\n    updateListing(where: $where, data: $data) {\n      ...WizardListingFields\n      planIds\n    }\n  }\n": typeof types.UpdateListWithUsListingDocument,
    "\n  query InternalMapListings($state: [StaffListingState!], $city: String) {\n    internalMapListings(state: $state, city: $city) {\n      id\n      title\n      lat\n      lng\n      state\n      city\n    }\n  }\n": typeof types.InternalMapListingsDocument,
    "\n  query SingleMapBuilding($id: ID!) {\n    singleMapBuilding(id: $id, isMap: true) {\n      id\n      title\n      createdAt\n      user {\n        id\n        firstName\n        lastName\n        email\n      }\n      location {\n        address\n      }\n      units {\n        id\n      }\n    }\n  }\n": typeof types.SingleMapBuildingDocument,
    "\n  fragment AdminListingFields on Listing {\n    id\n    title\n    status\n    isHidden\n    isapproved\n    rejectedAt\n    rejectionReason\n    availablityStatus\n    isPremium\n    premiumName\n    premiumEnd\n    createdAt\n    updatedAt\n    location {\n      id\n      address\n    }\n    user {\n      id\n      firstName\n      lastName\n      email\n    }\n  }\n": typeof types.AdminListingFieldsFragmentDoc,
    "\n  query AdminListings($search: String, $skip: Int, $take: Int) {\n    searchBuilding(search: $search, skip: $skip, take: $take) {\n      ...AdminListingFields\n    }\n    listingSearchCount(search: $search)\n  }\n": typeof types.AdminListingsDocument,
    "\n  query AdminListingCounts {\n    adminTotalListing\n    adminActiveListingCount\n  }\n": typeof types.AdminListingCountsDocument,
    "\n  query PendingListingCount {\n    requestLisitngCount {\n      count\n    }\n  }\n": typeof types.PendingListingCountDocument,
    "\n  query RequestedListings($first: Int, $skip: Int) {\n    requestedListings(first: $first, skip: $skip) {\n      ...AdminListingFields\n      riskSignals {\n        ...RiskSignalFields\n      }\n    }\n    requestLisitngCount {\n      count\n    }\n  }\n": typeof types.RequestedListingsDocument,
    "\n  mutation ActivateListing($id: ID!) {\n    activeListing(where: { id: $id }, data: { isHidden: false }) {\n      ...AdminListingFields\n    }\n  }\n": typeof types.ActivateListingDocument,
    "\n  mutation DeactivateListing($id: ID!, $data: UnavailabilityInput!) {\n    deactivateSearchListing(where: { id: $id }, data: $data) {\n      ...AdminListingFields\n    }\n  }\n": typeof types.DeactivateListingDocument,
    "\n  mutation ApproveListing($id: ID!) {\n    approveListing(where: { id: $id }) {\n      ...AdminListingFields\n    }\n  }\n": typeof types.ApproveListingDocument,
    "\n  mutation RejectListing($id: ID!, $reason: String!) {\n    rejectListing(where: { id: $id }, reason: $reason) {\n      ...AdminListingFields\n    }\n  }\n": typeof types.RejectListingDocument,
    "\n  query ListingAuditTrail($id: ID!) {\n    auditTrail(entityType: LISTING, entityId: $id) {\n      id\n      action\n      actorEmail\n      before\n      after\n      createdAt\n    }\n  }\n": typeof types.ListingAuditTrailDocument,
    "\n  query PlacesAwaitingReview {\n    placesAwaitingReview {\n      id\n      name\n      province\n      accepted\n      neighbourhoods {\n        id\n        name\n        accepted\n      }\n    }\n  }\n": typeof types.PlacesAwaitingReviewDocument,
    "\n  mutation AcceptCity($id: ID!) {\n    acceptCity(id: $id) {\n      id\n      accepted\n    }\n  }\n": typeof types.AcceptCityDocument,
    "\n  mutation AcceptNeighbourhood($id: ID!) {\n    acceptNeighbourhood(id: $id) {\n      id\n      accepted\n    }\n  }\n": typeof types.AcceptNeighbourhoodDocument,
    "\n  fragment ListingPagePictureFields on Picture {\n    id\n    cardUrl\n    detailUrl\n    url\n    mimeType\n    width\n    height\n    order\n  }\n": typeof types.ListingPagePictureFieldsFragmentDoc,
    "\n  query ListingPage($id: ID!) {\n    listing(id: $id) {\n      id\n      title\n      status\n      isapproved\n      isHidden\n      activate\n      isPremium\n      premiumEnd\n      propertyType\n      postedAt\n      contentUpdatedAt\n      availabilityConfirmedAt\n      role\n      description\n      moveInBonuses\n      buildingConstructionYear\n      storiesInBuilding\n      totalUnitsInBuilding\n      developmentCompany\n      basement\n      user {\n        id\n        firstName\n      }\n      responseTime {\n        bucket\n      }\n      ownerVerification {\n        role\n        verifiedAt\n      }\n      hiddenUntilVerified\n      location {\n        id\n        address\n        lat\n        lng\n        city {\n          id\n          name\n          province\n        }\n        neighbourHood {\n          id\n          name\n        }\n        tags {\n          ...LocationTagFields\n        }\n      }\n      pictures {\n        ...ListingPagePictureFields\n      }\n      amenities {\n        ...BuildingAmenityFields\n      }\n      utilities {\n        ...UtilityFields\n      }\n      pets {\n        ...PetFields\n      }\n      tenantRequirements {\n        ...TenantRequirementFields\n      }\n      units {\n        id\n        title\n        number\n        available\n        startDateAvailability\n        unitSize\n        bedrooms\n        bathrooms\n        den\n        monthlyPrice\n        deposit\n        contactForPricing\n        leaseTerm\n        parking\n        parkingSpots\n        storage\n        maintenance\n        smokeAlarm\n        furnished\n        moveInBonuses\n        floorplan {\n          ...ListingPagePictureFields\n        }\n        pictures {\n          ...ListingPagePictureFields\n        }\n        unitAmenities {\n          ...UnitAmenityFields\n        }\n        unitAppliances {\n          ...UnitApplianceFields\n        }\n      }\n    }\n  }\n": typeof types.ListingPageDocument,
    "\n  query SimilarListings($id: ID!) {\n    similarListings(id: $id) {\n      ...ListingCardFields\n    }\n  }\n": typeof types.SimilarListingsDocument,
    "\n  mutation RecordListingView($id: ID!) {\n    recordListingView(id: $id)\n  }\n": typeof types.RecordListingViewDocument,
    "\n  mutation RecordListingContact($id: ID!) {\n    recordListingEvent(id: $id, kind: CONTACT_CLICK)\n  }\n": typeof types.RecordListingContactDocument,
    "\n  query PosterProfile($id: ID!, $first: Int!, $skip: Int!) {\n    posterProfile(userId: $id) {\n      id\n      firstName\n      roles\n      memberSince\n      listingCount\n      verification {\n        role\n        verifiedAt\n      }\n      listings(first: $first, skip: $skip) {\n        ...ListingCardFields\n      }\n    }\n  }\n": typeof types.PosterProfileDocument,
    "\n  fragment WizardListingFields on Listing {\n    id\n    title\n    isapproved\n    description\n    propertyType\n    role\n    region\n    buildingConstructionYear\n    totalUnitsInBuilding\n    storiesInBuilding\n    basement\n    moveInBonuses\n    user {\n      id\n    }\n    location {\n      address\n      lat\n      lng\n      city {\n        id\n        name\n        province\n      }\n      neighbourHood {\n        id\n        name\n      }\n      tags {\n        ...LocationTagFields\n      }\n    }\n    utilities {\n      ...UtilityFields\n    }\n    amenities {\n      ...BuildingAmenityFields\n    }\n    pets {\n      ...PetFields\n    }\n    tenantRequirements {\n      ...TenantRequirementFields\n    }\n    pictures {\n      id\n      fileId\n      url\n      filename\n      order\n    }\n    units {\n      id\n      title\n      number\n      den\n      available\n      startDateAvailability\n      unitSize\n      bedrooms\n      bathrooms\n      monthlyPrice\n      deposit\n      contactForPricing\n      furnished\n      parking\n      parkingSpots\n      leaseTerm\n      storage\n      maintenance\n      smokeAlarm\n      unitAmenities {\n        ...UnitAmenityFields\n      }\n      unitAppliances {\n        ...UnitApplianceFields\n      }\n      floorplan {\n        id\n        fileId\n        url\n        filename\n        mimeType\n      }\n    }\n  }\n": typeof types.WizardListingFieldsFragmentDoc,
    "\n  query GetSingleBuilding($id: ID!) {\n    getSingleBuilding(id: $id) {\n      ...WizardListingFields\n    }\n  }\n": typeof types.GetSingleBuildingDocument,
    "\n  mutation CreateListing($data: CreateListingInput!) {\n    createListing(data: $data) {\n      id\n      units {\n        id\n      }\n    }\n  }\n": typeof types.CreateListingDocument,
    "\n  mutation CreateUnit($listingId: ID!, $data: CreateUnitInput!) {\n    createUnit(where: { listingId: $listingId }, data: $data) {\n      id\n    }\n  }\n": typeof types.CreateUnitDocument,
    "\n  mutation UpdateListing($where: ListingWhereInput!, $data: UpdateListingInput!) {\n    updateListing(where: $where, data: $data) {\n      ...WizardListingFields\n    }\n  }\n": typeof types.UpdateListingDocument,
    "\n  query SearchAddresses($text: String!, $first: Int) {\n    searchAddresses(text: $text, first: $first) {\n      address\n      label\n      city\n      region\n      lat\n      lng\n      neighbourhood\n      postalCode\n      placeId\n    }\n  }\n": typeof types.SearchAddressesDocument,
    "\n  mutation WizardCreateCity($data: CreateCityInput!) {\n    createCity(data: $data) {\n      id\n    }\n  }\n": typeof types.WizardCreateCityDocument,
    "\n  mutation WizardCreateNeighbourhood($data: CreateNeighbourhoodInput!) {\n    createNeighbourhood(data: $data) {\n      id\n    }\n  }\n": typeof types.WizardCreateNeighbourhoodDocument,
    "\n  mutation DeletePicture($where: PictureWhereInput!) {\n    deletePicture(where: $where)\n  }\n": typeof types.DeletePictureDocument,
    "\n  mutation PicReorder($pictures: [PictureOrderInput!]!) {\n    picReorder(pictures: $pictures)\n  }\n": typeof types.PicReorderDocument,
    "\n  mutation GenerateListingDescription($data: ListingDescriptionFactsInput!, $locale: Locale) {\n    generateListingDescription(data: $data, locale: $locale)\n  }\n": typeof types.GenerateListingDescriptionDocument,
    "\n  mutation ScanImage($urls: [String!]!) {\n    scanImage(urls: $urls)\n  }\n": typeof types.ScanImageDocument,
    "\n  query PlaceAt($lat: Float!, $lng: Float!) {\n    placeAt(lat: $lat, lng: $lng) {\n      label\n      city\n      region\n      placeId\n    }\n  }\n": typeof types.PlaceAtDocument,
    "\n  query PinMapConfig {\n    siteConfig {\n      mapTileUrl\n      mapAttribution\n    }\n  }\n": typeof types.PinMapConfigDocument,
    "\n  query SearchCities($search: String, $first: Int) {\n    cities(search: $search, first: $first) {\n      id\n      name\n      province\n    }\n  }\n": typeof types.SearchCitiesDocument,
    "\n  query PopularCities($first: Int) {\n    cities(first: $first) {\n      id\n      name\n      province\n      neighbourhoods {\n        id\n        name\n        featured\n        popularity\n      }\n    }\n  }\n": typeof types.PopularCitiesDocument,
    "\n  query NotificationSettings {\n    notificationSettings {\n      kind\n      enabled\n      takesRecipients\n      recipients\n      updatedAt\n    }\n  }\n": typeof types.NotificationSettingsDocument,
    "\n  mutation UpdateNotificationSetting($kind: NotificationKind!, $enabled: Boolean!, $recipients: [String!]!) {\n    updateNotificationSetting(kind: $kind, enabled: $enabled, recipients: $recipients) {\n      kind\n      enabled\n      recipients\n      updatedAt\n    }\n  }\n": typeof types.UpdateNotificationSettingDocument,
    "\n  query EmailOutbox($status: OutboxStatus, $first: Int, $skip: Int) {\n    emailOutbox(status: $status, first: $first, skip: $skip) {\n      count\n      items {\n        id\n        to\n        subject\n        template\n        status\n        attempts\n        lastError\n        createdAt\n        sentAt\n      }\n    }\n  }\n": typeof types.EmailOutboxDocument,
    "\n  mutation ResendEmail($id: ID!) {\n    resendEmail(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.ResendEmailDocument,
    "\n  query ContactListing($id: ID!) {\n    listing(id: $id) {\n      id\n      title\n      user {\n        id\n        firstName\n      }\n      location {\n        id\n        address\n        city {\n          id\n          name\n          province\n        }\n      }\n      pictures {\n        id\n        cardUrl\n      }\n      responseTime {\n        bucket\n      }\n    }\n  }\n": typeof types.ContactListingDocument,
    "\n  mutation CreateBooking($data: CreateBookingInput!) {\n    createBooking(data: $data) {\n      id\n      room\n    }\n  }\n": typeof types.CreateBookingDocument,
    "\n  query RoomOfListing($listingId: ID!) {\n    roomsPerUser(first: 1, where: { listingId: $listingId }) {\n      items {\n        id\n      }\n    }\n  }\n": typeof types.RoomOfListingDocument,
    "\n  fragment MessageFields on Message {\n    id\n    room\n    type\n    text\n    createdAt\n    isRead\n    clientId\n    asTeam\n    safetyFlags\n    sender {\n      id\n      firstName\n      lastName\n      avatarUrl\n    }\n    file {\n      id\n      url\n      filename\n      mimeType\n      size\n    }\n  }\n": typeof types.MessageFieldsFragmentDoc,
    "\n  fragment RoomFields on Room {\n    id\n    booking\n    flagged\n    blocked\n    blockedByViewer\n    lastMessageTime\n    unreadCount\n    listing {\n      id\n      title\n      coverUrl\n    }\n    otherParty {\n      id\n      firstName\n      lastName\n      avatarUrl\n    }\n    lastMessage {\n      ...MessageFields\n    }\n  }\n": typeof types.RoomFieldsFragmentDoc,
    "\n  query RoomsPerUser($first: Int, $skip: Int, $where: RoomFilter) {\n    roomsPerUser(first: $first, skip: $skip, where: $where) {\n      count\n      items {\n        ...RoomFields\n      }\n    }\n  }\n": typeof types.RoomsPerUserDocument,
    "\n  query MessagesInRoom($roomId: ID!, $before: String, $first: Int) {\n    messagesInRoom(roomId: $roomId, before: $before, first: $first) {\n      nextCursor\n      items {\n        ...MessageFields\n      }\n    }\n  }\n": typeof types.MessagesInRoomDocument,
    "\n  query RenterBookings($userId: ID!) {\n    bookingsForUser(userId: $userId) {\n      id\n      room\n    }\n  }\n": typeof types.RenterBookingsDocument,
    "\n  mutation CreateMessage($room: ID!, $text: String, $type: MessageType, $url: ID, $clientId: ID) {\n    createMessage(room: $room, text: $text, type: $type, url: $url, clientId: $clientId) {\n      ...MessageFields\n    }\n  }\n": typeof types.CreateMessageDocument,
    "\n  mutation MarkRoomRead($roomId: ID!) {\n    markRoomRead(roomId: $roomId)\n  }\n": typeof types.MarkRoomReadDocument,
    "\n  subscription RoomMessages($roomId: ID!) {\n    roomMessages(roomId: $roomId) {\n      ...MessageFields\n    }\n  }\n": typeof types.RoomMessagesDocument,
    "\n  subscription UserRooms {\n    userRooms {\n      ...RoomFields\n    }\n  }\n": typeof types.UserRoomsDocument,
    "\n  query UnreadMessages {\n    unreadMessages\n  }\n": typeof types.UnreadMessagesDocument,
    "\n  mutation UnsubscribeMessageEmails($token: String!) {\n    unsubscribeMessageEmails(token: $token)\n  }\n": typeof types.UnsubscribeMessageEmailsDocument,
    "\n  mutation ReportConversation($data: ReportConversationInput!) {\n    reportConversation(data: $data) {\n      id\n    }\n  }\n": typeof types.ReportConversationDocument,
    "\n  mutation BlockConversation($roomId: ID!) {\n    blockConversation(roomId: $roomId) {\n      id\n      blocked\n      blockedByViewer\n    }\n  }\n": typeof types.BlockConversationDocument,
    "\n  mutation UnblockConversation($roomId: ID!) {\n    unblockConversation(roomId: $roomId) {\n      id\n      blocked\n      blockedByViewer\n    }\n  }\n": typeof types.UnblockConversationDocument,
    "\n  query SavedReplies {\n    savedReplies {\n      id\n      title\n      text\n    }\n  }\n": typeof types.SavedRepliesDocument,
    "\n  mutation CreateSavedReply($data: SavedReplyInput!) {\n    createSavedReply(data: $data) {\n      id\n      title\n      text\n    }\n  }\n": typeof types.CreateSavedReplyDocument,
    "\n  mutation UpdateSavedReply($id: ID!, $data: SavedReplyInput!) {\n    updateSavedReply(id: $id, data: $data) {\n      id\n      title\n      text\n    }\n  }\n": typeof types.UpdateSavedReplyDocument,
    "\n  mutation DeleteSavedReply($id: ID!) {\n    deleteSavedReply(id: $id)\n  }\n": typeof types.DeleteSavedReplyDocument,
    "\n  fragment AdminInboxRoomFields on AdminInboxRoom {\n    id\n    listing {\n      id\n      title\n    }\n    renter {\n      id\n      firstName\n      lastName\n      email\n    }\n    owner {\n      id\n      firstName\n      lastName\n      email\n    }\n    lastMessage {\n      id\n      text\n      asTeam\n      file {\n        id\n        filename\n      }\n    }\n    lastMessageTime\n    flagged\n    handledAt\n    unreadCount\n    openReportCount\n    blocked\n  }\n": typeof types.AdminInboxRoomFieldsFragmentDoc,
    "\n  query AdminInboxRooms($where: AdminInboxFilter, $first: Int, $skip: Int) {\n    adminInboxRooms(where: $where, first: $first, skip: $skip) {\n      count\n      items {\n        ...AdminInboxRoomFields\n      }\n    }\n  }\n": typeof types.AdminInboxRoomsDocument,
    "\n  query InboxListingTitle($id: ID!) {\n    listing(id: $id) {\n      id\n      title\n    }\n  }\n": typeof types.InboxListingTitleDocument,
    "\n  query ConversationReports($roomId: ID!) {\n    conversationReports(roomId: $roomId) {\n      id\n      reason\n      text\n      createdAt\n      resolvedAt\n      reporter {\n        id\n        firstName\n        lastName\n        email\n      }\n    }\n  }\n": typeof types.ConversationReportsDocument,
    "\n  query RoomStaffViews($roomId: ID!) {\n    roomStaffViews(roomId: $roomId) {\n      id\n      staffId\n      email\n      firstName\n      lastName\n      viewedAt\n    }\n  }\n": typeof types.RoomStaffViewsDocument,
    "\n  mutation MarkRoomHandled($roomId: ID!, $handled: Boolean!) {\n    markRoomHandled(roomId: $roomId, handled: $handled) {\n      ...AdminInboxRoomFields\n    }\n  }\n": typeof types.MarkRoomHandledDocument,
    "\n  mutation SubscribeNewsletter($email: String!) {\n    subscribeNewsletter(email: $email) {\n      status\n    }\n  }\n": typeof types.SubscribeNewsletterDocument,
    "\n  mutation UnsubscribeNewsletter($token: String!) {\n    unsubscribeNewsletter(token: $token)\n  }\n": typeof types.UnsubscribeNewsletterDocument,
    "\n  mutation ConfirmNewsletter($token: String!) {\n    confirmNewsletter(token: $token)\n  }\n": typeof types.ConfirmNewsletterDocument,
    "\n  query SandboxCheckout($id: ID!) {\n    sandboxCheckout(id: $id) {\n      id\n      paymentId\n      status\n      lines {\n        kind\n        name\n        amountCents\n      }\n      taxes {\n        component\n        ratePer\n        amountCents\n      }\n      subtotalCents\n      totalCents\n      currency\n      email\n      cancelUrl\n      successUrl\n      requiresAuthentication\n    }\n  }\n": typeof types.SandboxCheckoutDocument,
    "\n  mutation SandboxPay($id: ID!, $card: SandboxCardInput!) {\n    sandboxPay(id: $id, card: $card) {\n      outcome\n      code\n      message\n      redirectUrl\n    }\n  }\n": typeof types.SandboxPayDocument,
    "\n  mutation SandboxAuthenticate($id: ID!, $approve: Boolean!) {\n    sandboxAuthenticate(id: $id, approve: $approve) {\n      outcome\n      code\n      message\n      redirectUrl\n    }\n  }\n": typeof types.SandboxAuthenticateDocument,
    "\n  mutation SandboxCancel($id: ID!) {\n    sandboxCancel(id: $id) {\n      outcome\n      redirectUrl\n    }\n  }\n": typeof types.SandboxCancelDocument,
    "\n  query ReturnedPayment($id: ID!) {\n    payment(id: $id) {\n      id\n      purpose\n      status\n      listingId\n      listingTitle\n      planId\n      lines {\n        kind\n        name\n        amountCents\n      }\n      subtotalCents\n      taxes {\n        component\n        ratePer\n        amountCents\n      }\n      taxCents\n      totalCents\n      currency\n      boostDays\n      cardBrand\n      cardLast4\n      failureMessage\n      paidAt\n    }\n  }\n": typeof types.ReturnedPaymentDocument,
    "\n  query BoostedListingEnd($id: ID!) {\n    getSingleBuilding(id: $id) {\n      id\n      premiumEnd\n    }\n  }\n": typeof types.BoostedListingEndDocument,
    "\n  fragment StaffFeatureFields on Feature {\n    id\n    nameEn\n    nameFr\n    subtitleEn\n    subtitleFr\n    informationEn\n    informationFr\n    position\n  }\n": typeof types.StaffFeatureFieldsFragmentDoc,
    "\n  query Features {\n    features {\n      ...StaffFeatureFields\n    }\n  }\n": typeof types.FeaturesDocument,
    "\n  mutation CreateFeature($data: FeatureInput!) {\n    createFeature(data: $data) {\n      ...StaffFeatureFields\n    }\n  }\n": typeof types.CreateFeatureDocument,
    "\n  mutation UpdateFeature($id: ID!, $data: FeatureInput!) {\n    updateFeature(id: $id, data: $data) {\n      ...StaffFeatureFields\n    }\n  }\n": typeof types.UpdateFeatureDocument,
    "\n  mutation DeleteFeature($id: ID!) {\n    deleteFeature(id: $id)\n  }\n": typeof types.DeleteFeatureDocument,
    "\n  mutation ReorderFeatures($ids: [ID!]!) {\n    reorderFeatures(ids: $ids) {\n      id\n      position\n    }\n  }\n": typeof types.ReorderFeaturesDocument,
    "\n  fragment PlanCardFields on Plan {\n    id\n    nameEn\n    nameFr\n    descriptionEn\n    descriptionFr\n    price\n    priceCents\n    unit\n    planGroup\n    kind\n    status\n    recommended\n    position\n    features {\n      id\n      nameEn\n      nameFr\n      subtitleEn\n      subtitleFr\n      informationEn\n      informationFr\n    }\n  }\n": typeof types.PlanCardFieldsFragmentDoc,
    "\n  query Plans($where: PlanWhereInput) {\n    plans(where: $where) {\n      ...PlanCardFields\n    }\n  }\n": typeof types.PlansDocument,
    "\n  mutation PremiumNotificationToAdminFromLandlord($where: ListingWhereInput!, $planId: Int!) {\n    premiumNotificationToAdminFromLandlord(where: $where, planId: $planId) {\n      id\n      status\n    }\n  }\n": typeof types.PremiumNotificationToAdminFromLandlordDocument,
    "\n  fragment StaffPlanFields on Plan {\n    ...PlanCardFields\n    depositCents\n    active\n    listingCount\n  }\n": typeof types.StaffPlanFieldsFragmentDoc,
    "\n  query StaffPlans {\n    plans(where: { includeInactive: true }) {\n      ...StaffPlanFields\n    }\n  }\n": typeof types.StaffPlansDocument,
    "\n  mutation CreatePlan($data: PlanInput!) {\n    createPlan(data: $data) {\n      ...StaffPlanFields\n    }\n  }\n": typeof types.CreatePlanDocument,
    "\n  mutation UpdatePlan($id: Int!, $data: PlanInput!) {\n    updatePlan(id: $id, data: $data) {\n      ...StaffPlanFields\n    }\n  }\n": typeof types.UpdatePlanDocument,
    "\n  mutation DeletePlan($id: Int!) {\n    deletePlan(id: $id)\n  }\n": typeof types.DeletePlanDocument,
    "\n  mutation SetPlanActive($id: Int!, $active: Boolean!) {\n    setPlanActive(id: $id, active: $active) {\n      id\n      active\n    }\n  }\n": typeof types.SetPlanActiveDocument,
    "\n  mutation ReorderPlans($ids: [Int!]!) {\n    reorderPlans(ids: $ids) {\n      id\n      position\n    }\n  }\n": typeof types.ReorderPlansDocument,
    "\n  fragment PremiumRequestFields on PremiumRequest {\n    id\n    premiumName\n    address\n    planId\n    status\n    createdAt\n    handledAt\n    overdue\n    listing {\n      id\n      title\n    }\n    requester {\n      id\n      firstName\n      lastName\n      email\n      phone\n    }\n  }\n": typeof types.PremiumRequestFieldsFragmentDoc,
    "\n  query PremiumRequests($status: PremiumRequestStatus, $first: Int, $skip: Int) {\n    premiumRequests(status: $status, first: $first, skip: $skip) {\n      items {\n        ...PremiumRequestFields\n      }\n      count\n    }\n  }\n": typeof types.PremiumRequestsDocument,
    "\n  mutation UpdatePremiumRequest($id: ID!, $status: PremiumRequestStatus!) {\n    updatePremiumRequest(id: $id, status: $status) {\n      ...PremiumRequestFields\n    }\n  }\n": typeof types.UpdatePremiumRequestDocument,
    "\n  query MyDataExport {\n    myDataExport {\n      id\n      state\n      requestedAt\n      readyAt\n      expiresAt\n      fileId\n    }\n  }\n": typeof types.MyDataExportDocument,
    "\n  mutation RequestDataExport {\n    requestDataExport {\n      id\n      state\n      requestedAt\n      readyAt\n      expiresAt\n      fileId\n    }\n  }\n": typeof types.RequestDataExportDocument,
    "\n  query PrivacyRequests($first: Int, $skip: Int) {\n    privacyRequests(first: $first, skip: $skip) {\n      count\n      items {\n        id\n        kind\n        status\n        requestedAt\n        dueAt\n        user {\n          id\n          email\n          name\n        }\n      }\n    }\n  }\n": typeof types.PrivacyRequestsDocument,
    "\n  mutation RetryDataExport($id: ID!) {\n    retryDataExport(id: $id) {\n      id\n      state\n    }\n  }\n": typeof types.RetryDataExportDocument,
    "\n  mutation CreateRental($data: CreateRentalInput!, $clientId: ID, $creditCheckConsent: Boolean) {\n    createRental(data: $data, clientId: $clientId, creditCheckConsent: $creditCheckConsent) {\n      error\n      message\n    }\n  }\n": typeof types.CreateRentalDocument,
    "\n  query RentalApplicationDraft {\n    rentalApplicationDraft\n  }\n": typeof types.RentalApplicationDraftDocument,
    "\n  mutation SaveRentalApplicationDraft($draft: JSON!) {\n    saveRentalApplicationDraft(draft: $draft)\n  }\n": typeof types.SaveRentalApplicationDraftDocument,
    "\n  mutation DeleteRentalApplicationDraft {\n    deleteRentalApplicationDraft\n  }\n": typeof types.DeleteRentalApplicationDraftDocument,
    "\n  query RentalApplicationListing($id: ID!) {\n    listing(id: $id) {\n      id\n      location {\n        id\n        address\n        city {\n          id\n          name\n          province\n        }\n      }\n      units {\n        id\n        title\n        number\n        available\n      }\n    }\n  }\n": typeof types.RentalApplicationListingDocument,
    "\n  query MyRentalPassport {\n    myRentalPassport {\n      id\n      submittedAt\n      applicantName\n      listingTitle\n      grossIncome\n      hasSin\n      details\n      documents {\n        key\n        count\n      }\n    }\n  }\n": typeof types.MyRentalPassportDocument,
    "\n  mutation ReuseRentalApplication(\n    $sourceId: ID!\n    $offer: JSON!\n    $clientId: ID\n    $creditCheckConsent: Boolean\n  ) {\n    reuseRentalApplication(\n      sourceId: $sourceId\n      offer: $offer\n      clientId: $clientId\n      creditCheckConsent: $creditCheckConsent\n    ) {\n      error\n      message\n    }\n  }\n": typeof types.ReuseRentalApplicationDocument,
    "\n  query LandlordApplications($listingId: ID, $status: RentalApplicationStatus, $first: Int, $skip: Int) {\n    landlordRentalApplications(listingId: $listingId, status: $status, first: $first, skip: $skip) {\n      count\n      items {\n        ...RentalApplicationSummary\n        ...RentalApplicationShareFields\n      }\n    }\n  }\n": typeof types.LandlordApplicationsDocument,
    "\n  query ApplicationListings {\n    searchBuildingByLandlord(first: 100) {\n      id\n      title\n    }\n  }\n": typeof types.ApplicationListingsDocument,
    "\n  mutation UpdateRentalApplicationStatus($id: ID!, $action: LandlordApplicationAction!) {\n    updateRentalApplicationStatus(id: $id, action: $action) {\n      ...RentalApplicationSummary\n      ...RentalApplicationHistoryFields\n    }\n  }\n": typeof types.UpdateRentalApplicationStatusDocument,
    "\n  mutation SinForCreditCheck($id: ID!) {\n    sinForCreditCheck(id: $id)\n  }\n": typeof types.SinForCreditCheckDocument,
    "\n  query ListingRooms($listingId: ID!) {\n    roomsPerUser(first: 100, where: { listingId: $listingId }) {\n      items {\n        id\n        otherParty {\n          id\n          firstName\n          lastName\n        }\n      }\n    }\n  }\n": typeof types.ListingRoomsDocument,
    "\n  query MyRentalApplications($first: Int, $skip: Int) {\n    myRentalApplications(first: $first, skip: $skip) {\n      count\n      items {\n        ...RentalApplicationSummary\n        ...RentalApplicationShareFields\n      }\n    }\n  }\n": typeof types.MyRentalApplicationsDocument,
    "\n  mutation WithdrawRentalApplication($id: ID!) {\n    withdrawRentalApplication(id: $id) {\n      ...RentalApplicationSummary\n      ...RentalApplicationShareFields\n      ...RentalApplicationHistoryFields\n    }\n  }\n": typeof types.WithdrawRentalApplicationDocument,
    "\n  query MyApplicationRooms($userId: ID!) {\n    bookingsForUser(userId: $userId) {\n      id\n      listing\n      room\n    }\n  }\n": typeof types.MyApplicationRoomsDocument,
    "\n  query HasRentalPassport {\n    myRentalPassport {\n      id\n    }\n  }\n": typeof types.HasRentalPassportDocument,
    "\n  mutation RevokeRentalApplicationShare($id: ID!) {\n    revokeRentalApplicationShare(id: $id) {\n      ...RentalApplicationSummary\n      ...RentalApplicationShareFields\n      ...RentalApplicationHistoryFields\n      sin\n      details\n    }\n  }\n": typeof types.RevokeRentalApplicationShareDocument,
    "\n  mutation DeleteMyRentalPassport {\n    deleteMyRentalPassport\n  }\n": typeof types.DeleteMyRentalPassportDocument,
    "\n  fragment RentalApplicationSummary on RentalApplication {\n    id\n    status\n    actions\n    applicantName\n    applyingAs\n    occupation\n    employer\n    grossIncome\n    monthlyRent\n    incomeToRentRatio\n    coOccupantCount\n    hasPets\n    listingId\n    listingTitle\n    listingAddress\n    unitTitle\n    submittedAt\n    expiresAt\n    viewedAt\n    decidedAt\n    documents {\n      key\n      count\n    }\n  }\n": typeof types.RentalApplicationSummaryFragmentDoc,
    "\n  query RentalApplication($id: ID!) {\n    rentalApplication(id: $id) {\n      ...RentalApplicationSummary\n      creditCheckConsent\n      sin\n      sinRevealedAt\n      details\n      ...RentalApplicationShareFields\n      ...RentalApplicationHistoryFields\n    }\n  }\n": typeof types.RentalApplicationDocument,
    "\n  fragment RentalApplicationShareFields on RentalApplication {\n    share {\n      state\n      landlordName\n      expiresAt\n      revokedAt\n      erasedAt\n      openingCount\n      openings\n    }\n  }\n": typeof types.RentalApplicationShareFieldsFragmentDoc,
    "\n  fragment RentalApplicationHistoryFields on RentalApplication {\n    history {\n      fromStatus\n      toStatus\n      at\n      by\n    }\n  }\n": typeof types.RentalApplicationHistoryFieldsFragmentDoc,
    "\n  query StaffRentalApplications($where: StaffRentalApplicationFilter, $first: Int, $skip: Int) {\n    staffRentalApplications(where: $where, first: $first, skip: $skip) {\n      count\n      items {\n        id\n        applicantName\n        listingId\n        listingTitle\n        unitTitle\n        status\n        incomeToRentRatio\n        submittedAt\n        documents {\n          key\n          count\n        }\n      }\n    }\n  }\n": typeof types.StaffRentalApplicationsDocument,
    "\n  query StaffRentalApplication($id: ID!) {\n    rentalApplication(id: $id) {\n      id\n      status\n      applicantName\n      applyingAs\n      listingId\n      listingTitle\n      listingAddress\n      unitTitle\n      monthlyRent\n      grossIncome\n      incomeToRentRatio\n      creditCheckConsent\n      sin\n      submittedAt\n      viewedAt\n      decidedAt\n      expiresAt\n      details\n      documents {\n        key\n        count\n      }\n      ...RentalApplicationShareFields\n      ...RentalApplicationHistoryFields\n    }\n  }\n": typeof types.StaffRentalApplicationDocument,
    "\n  query RentalApplicationStaffViews($id: ID!) {\n    rentalApplicationStaffViews(id: $id) {\n      at\n      staffId\n      staffName\n      staffEmail\n    }\n  }\n": typeof types.RentalApplicationStaffViewsDocument,
    "\n  mutation DeleteRentalApplication($id: ID!) {\n    deleteRentalApplication(id: $id)\n  }\n": typeof types.DeleteRentalApplicationDocument,
    "\n  mutation CreateRentalEnquiry($data: RentalEnquiryInput!) {\n    createRentalEnquiry(data: $data) {\n      room\n      request {\n        id\n        status\n      }\n    }\n  }\n": typeof types.CreateRentalEnquiryDocument,
    "\n  query RentalEnquiryCities($search: String, $first: Int) {\n    cities(search: $search, first: $first) {\n      id\n      name\n      province\n    }\n  }\n": typeof types.RentalEnquiryCitiesDocument,
    "\n  query RentalEnquiryListing($id: ID!) {\n    listing(id: $id) {\n      id\n      title\n      user {\n        id\n        firstName\n      }\n      location {\n        id\n        address\n        city {\n          id\n          name\n          province\n        }\n      }\n      units {\n        id\n        title\n        number\n      }\n    }\n  }\n": typeof types.RentalEnquiryListingDocument,
    "\n  query PublicRentalLaws($province: String!, $audience: RentalLawReader!, $locale: Locale) {\n    publicRentalLaws(province: $province, audience: $audience, locale: $locale) {\n      id\n      title\n      description\n      topic\n      audience\n      bodyHtml\n      sourceUrl\n      sourceTitle\n      lastReviewedOn\n    }\n  }\n": typeof types.PublicRentalLawsDocument,
    "\n  mutation RecordRentalLawView($id: ID!) {\n    recordRentalLawView(id: $id)\n  }\n": typeof types.RecordRentalLawViewDocument,
    "\n  mutation OpenRentalLawSource($id: ID!) {\n    openRentalLawSource(id: $id)\n  }\n": typeof types.OpenRentalLawSourceDocument,
    "\n  fragment StaffRentalLawFields on RentalLaw {\n    id\n    title\n    description\n    province\n    audience\n    topic\n    locale\n    sourceUrl\n    sourceTitle\n    lastReviewedOn\n    position\n    isPublished\n    needsReview\n    seen\n    count\n    updatedAt\n  }\n": typeof types.StaffRentalLawFieldsFragmentDoc,
    "\n  query StaffRentalLaws($where: RentalLawWhereInput, $skip: Int, $take: Int) {\n    rentalLaws(where: $where, skip: $skip, take: $take) {\n      ...StaffRentalLawFields\n    }\n    rentalLawCount(where: $where)\n    rentalLawsNeedingReview\n  }\n": typeof types.StaffRentalLawsDocument,
    "\n  query StaffRentalLaw($id: ID!) {\n    rentalLaw(id: $id) {\n      ...StaffRentalLawFields\n      bodyJson\n    }\n  }\n": typeof types.StaffRentalLawDocument,
    "\n  mutation CreateRentalLaw($data: RentalLawInput!) {\n    createRentalLaw(data: $data) {\n      ...StaffRentalLawFields\n      bodyJson\n    }\n  }\n": typeof types.CreateRentalLawDocument,
    "\n  mutation UpdateRentalLaw($id: ID!, $data: RentalLawInput!) {\n    updateRentalLaw(id: $id, data: $data) {\n      ...StaffRentalLawFields\n      bodyJson\n    }\n  }\n": typeof types.UpdateRentalLawDocument,
    "\n  mutation SetRentalLawPublished($id: ID!, $published: Boolean!) {\n    setRentalLawPublished(id: $id, published: $published) {\n      ...StaffRentalLawFields\n    }\n  }\n": typeof types.SetRentalLawPublishedDocument,
    "\n  mutation MarkRentalLawReviewed($id: ID!) {\n    markRentalLawReviewed(id: $id) {\n      ...StaffRentalLawFields\n    }\n  }\n": typeof types.MarkRentalLawReviewedDocument,
    "\n  mutation DeleteRentalLaw($id: ID!) {\n    deleteRentalLaw(id: $id)\n  }\n": typeof types.DeleteRentalLawDocument,
    "\n  query SavedListingIds {\n    savedListingIds\n  }\n": typeof types.SavedListingIdsDocument,
    "\n  mutation SaveHome($listingId: ID!) {\n    saveHome(listingId: $listingId) {\n      id\n      listingId\n    }\n  }\n": typeof types.SaveHomeDocument,
    "\n  mutation UnsaveHome($listingId: ID!) {\n    unsaveHome(listingId: $listingId)\n  }\n": typeof types.UnsaveHomeDocument,
    "\n  query SavedHomes($first: Int, $skip: Int) {\n    savedHomes(first: $first, skip: $skip) {\n      count\n      items {\n        id\n        listingId\n        note\n        savedAt\n        status {\n          kind\n          savedPrice\n          currentPrice\n        }\n        title\n        listing {\n          id\n          title\n          location {\n            id\n            address\n          }\n          pictures {\n            id\n            cardUrl\n            order\n          }\n          units {\n            id\n            pictures {\n              id\n              cardUrl\n              order\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.SavedHomesDocument,
    "\n  mutation UpdateSavedHomeNote($listingId: ID!, $note: String!) {\n    updateSavedHomeNote(listingId: $listingId, note: $note) {\n      id\n      note\n    }\n  }\n": typeof types.UpdateSavedHomeNoteDocument,
    "\n  fragment SavedSearchFields on SavedSearch {\n    id\n    name\n    filters\n    searchPath\n    alertFrequency\n    paused\n    createdAt\n  }\n": typeof types.SavedSearchFieldsFragmentDoc,
    "\n  query SavedSearches {\n    savedSearches {\n      ...SavedSearchFields\n    }\n  }\n": typeof types.SavedSearchesDocument,
    "\n  mutation SaveSearch($data: SaveSearchInput!) {\n    saveSearch(data: $data) {\n      ...SavedSearchFields\n    }\n  }\n": typeof types.SaveSearchDocument,
    "\n  mutation RenameSavedSearch($id: ID!, $name: String!) {\n    renameSavedSearch(id: $id, name: $name) {\n      ...SavedSearchFields\n    }\n  }\n": typeof types.RenameSavedSearchDocument,
    "\n  mutation UpdateSavedSearchAlerts($id: ID!, $alertFrequency: AlertFrequency!, $paused: Boolean!) {\n    updateSavedSearchAlerts(id: $id, alertFrequency: $alertFrequency, paused: $paused) {\n      ...SavedSearchFields\n    }\n  }\n": typeof types.UpdateSavedSearchAlertsDocument,
    "\n  mutation DeleteSavedSearch($id: ID!) {\n    deleteSavedSearch(id: $id)\n  }\n": typeof types.DeleteSavedSearchDocument,
    "\n  mutation UnsubscribeSavedSearchAlerts($token: String!) {\n    unsubscribeSavedSearchAlerts(token: $token)\n  }\n": typeof types.UnsubscribeSavedSearchAlertsDocument,
    "\n  query SearchHistoryUsers(\n    $search: String\n    $location: String\n    $from: String\n    $to: String\n    $first: Int\n    $skip: Int\n  ) {\n    searchHistoryUsers(\n      search: $search\n      location: $location\n      from: $from\n      to: $to\n      first: $first\n      skip: $skip\n    ) {\n      count\n      items {\n        userId\n        firstName\n        lastName\n        email\n        userType\n        searchCount\n        lastSearchAt\n      }\n    }\n  }\n": typeof types.SearchHistoryUsersDocument,
    "\n  query SearchHistoryOfUser(\n    $userId: ID!\n    $location: String\n    $from: String\n    $to: String\n    $first: Int\n    $skip: Int\n  ) {\n    searchHistoryOfUser(\n      userId: $userId\n      location: $location\n      from: $from\n      to: $to\n      first: $first\n      skip: $skip\n    ) {\n      count\n      items {\n        id\n        location\n        filters\n        createdAt\n      }\n    }\n  }\n": typeof types.SearchHistoryOfUserDocument,
    "\n  mutation DeleteSearchHistoryEntries($ids: [ID!]!) {\n    deleteSearchHistoryEntries(ids: $ids)\n  }\n": typeof types.DeleteSearchHistoryEntriesDocument,
    "\n  fragment ListingCardFields on Listing {\n    id\n    title\n    isPremium\n    ownerVerification {\n      checked\n    }\n    propertyType\n    postedAt\n    contentUpdatedAt\n    availabilityConfirmedAt\n    matchingUnitIds\n    location {\n      id\n      address\n      lat\n      lng\n    }\n    pictures {\n      id\n      cardUrl\n      order\n    }\n    units {\n      id\n      available\n      bedrooms\n      bathrooms\n      unitSize\n      monthlyPrice\n      contactForPricing\n      pictures {\n        id\n        cardUrl\n        order\n      }\n    }\n  }\n": typeof types.ListingCardFieldsFragmentDoc,
    "\n  query SiteMapConfig {\n    siteConfig {\n      mapTileUrl\n      mapAttribution\n    }\n  }\n": typeof types.SiteMapConfigDocument,
    "\n  query SearchListings(\n    $where: ListingSearchInput\n    $orderBy: ListingSearchOrder\n    $first: Int\n    $skip: Int\n    $userId: ID\n  ) {\n    searchListings(where: $where, orderBy: $orderBy, first: $first, skip: $skip, userId: $userId) {\n      ...ListingCardFields\n    }\n    searchListingsCount(where: $where)\n  }\n": typeof types.SearchListingsDocument,
    "\n  query SearchMapListings($where: ListingSearchInput, $orderBy: ListingSearchOrder, $first: Int) {\n    searchListings(where: $where, orderBy: $orderBy, first: $first) {\n      id\n      title\n      isPremium\n      location {\n        id\n        address\n        lat\n        lng\n      }\n      units {\n        id\n        available\n        monthlyPrice\n        contactForPricing\n      }\n    }\n  }\n": typeof types.SearchMapListingsDocument,
    "\n  query SearchCityOptions($search: String, $first: Int) {\n    cities(search: $search, first: $first) {\n      id\n      name\n      province\n      neighbourhoods {\n        id\n        name\n      }\n    }\n  }\n": typeof types.SearchCityOptionsDocument,
    "\n  fragment SiteFormFieldFields on SiteFormField {\n    key\n    type\n    labelEn\n    labelFr\n    helpEn\n    helpFr\n    required\n    options {\n      value\n      labelEn\n      labelFr\n    }\n  }\n": typeof types.SiteFormFieldFieldsFragmentDoc,
    "\n  query PublicSiteForm($slug: String, $path: String) {\n    publicSiteForm(slug: $slug, path: $path) {\n      id\n      slug\n      routePath\n      titleEn\n      titleFr\n      promptEn\n      promptFr\n      thankYouEn\n      thankYouFr\n      showContactLine\n      fields {\n        ...SiteFormFieldFields\n      }\n    }\n  }\n": typeof types.PublicSiteFormDocument,
    "\n  mutation SubmitSiteForm($slug: String!, $answers: JSON!, $website: String) {\n    submitSiteForm(slug: $slug, answers: $answers, website: $website)\n  }\n": typeof types.SubmitSiteFormDocument,
    "\n  fragment SiteFormFields on SiteForm {\n    id\n    slug\n    routePath\n    titleEn\n    titleFr\n    promptEn\n    promptFr\n    thankYouEn\n    thankYouFr\n    notifyEmail\n    showContactLine\n    isPublished\n    submissionCount\n    updatedAt\n    fields {\n      ...SiteFormFieldFields\n    }\n  }\n": typeof types.SiteFormFieldsFragmentDoc,
    "\n  query SiteForms {\n    siteForms {\n      ...SiteFormFields\n    }\n  }\n": typeof types.SiteFormsDocument,
    "\n  mutation CreateSiteForm($data: JSON!) {\n    createSiteForm(data: $data) {\n      ...SiteFormFields\n    }\n  }\n": typeof types.CreateSiteFormDocument,
    "\n  mutation UpdateSiteForm($id: ID!, $data: JSON!) {\n    updateSiteForm(id: $id, data: $data) {\n      ...SiteFormFields\n    }\n  }\n": typeof types.UpdateSiteFormDocument,
    "\n  mutation DeleteSiteForm($id: ID!) {\n    deleteSiteForm(id: $id)\n  }\n": typeof types.DeleteSiteFormDocument,
    "\n  query SiteFormSubmissions($formId: ID!, $first: Int, $skip: Int) {\n    siteFormSubmissions(formId: $formId, first: $first, skip: $skip) {\n      count\n      items {\n        id\n        answers\n        locale\n        createdAt\n      }\n    }\n  }\n": typeof types.SiteFormSubmissionsDocument,
    "\n  mutation DeleteSiteFormSubmission($id: ID!) {\n    deleteSiteFormSubmission(id: $id)\n  }\n": typeof types.DeleteSiteFormSubmissionDocument,
    "\n  query TenantProfile($id: ID!) {\n    tenantProfile(id: $id) {\n      id\n      firstName\n      lastInitial\n      avatarUrl\n      city\n      occupation\n      bio\n      minBudget\n      budget\n      moveIn\n      bedrooms\n      pets\n      furnishing\n      flatmates\n      memberSince\n    }\n  }\n": typeof types.TenantProfileDocument,
    "\n  query RoommatesForListing($id: ID!) {\n    roommatesForListing(id: $id) {\n      id\n      firstName\n      lastInitial\n      avatarUrl\n      occupation\n      minBudget\n      budget\n      moveIn\n    }\n  }\n": typeof types.RoommatesForListingDocument,
    "\n  mutation UpdateUser($data: UpdateUserInput!) {\n    updateUser(data: $data) {\n      ...CurrentUserFields\n    }\n  }\n": typeof types.UpdateUserDocument,
    "\n  mutation UpdateUserType($data: UpdateUserTypeInput!) {\n    updateUserType(data: $data) {\n      ...CurrentUserFields\n    }\n  }\n": typeof types.UpdateUserTypeDocument,
    "\n  fragment AdminUserFields on User {\n    id\n    email\n    firstName\n    lastName\n    userType\n    listingCount\n    createdAt\n  }\n": typeof types.AdminUserFieldsFragmentDoc,
    "\n  query AdminUsers($first: Int, $skip: Int, $userType: UserType, $search: String, $staffOnly: Boolean) {\n    users(first: $first, skip: $skip, userType: $userType, search: $search, staffOnly: $staffOnly) {\n      ...AdminUserFields\n    }\n    userCount(userType: $userType, search: $search, staffOnly: $staffOnly)\n  }\n": typeof types.AdminUsersDocument,
    "\n  mutation ChangeUserType($data: UpdateUserTypeInput!) {\n    updateUserType(data: $data) {\n      ...AdminUserFields\n    }\n  }\n": typeof types.ChangeUserTypeDocument,
    "\n  mutation CreateUser($data: CreateUserInput!) {\n    createUser(data: $data) {\n      ...AdminUserFields\n    }\n  }\n": typeof types.CreateUserDocument,
    "\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id)\n  }\n": typeof types.DeleteUserDocument,
    "\n  query UserAuditTrail($id: ID!) {\n    auditTrail(entityType: USER, entityId: $id) {\n      id\n      action\n      actorEmail\n      before\n      after\n      createdAt\n    }\n  }\n": typeof types.UserAuditTrailDocument,
    "\n  query UserListings($id: ID!, $first: Int, $skip: Int) {\n    user(id: $id) {\n      ...AdminUserFields\n    }\n    userListings(userId: $id, first: $first, skip: $skip) {\n      id\n      title\n      status\n      createdAt\n    }\n    userListingCount(userId: $id)\n  }\n": typeof types.UserListingsDocument,
    "\n  query StaffMember($id: ID!) {\n    user(id: $id) {\n      ...AdminUserFields\n    }\n    permission(userId: $id) {\n      module\n      add\n      edit\n      delete\n      view\n    }\n  }\n": typeof types.StaffMemberDocument,
    "\n  mutation SetPermissions($userId: ID!, $permissionData: [PermissionDataInput!]!) {\n    createPermission(userId: $userId, permissionData: $permissionData) {\n      module\n      add\n      edit\n      delete\n      view\n    }\n  }\n": typeof types.SetPermissionsDocument,
    "\n  fragment VerificationRequestFields on VerificationRequest {\n    id\n    role\n    state\n    registrationNumber\n    submittedAt\n    decidedAt\n    decisionReason\n    decidedByEmail\n    documentsDeletedAt\n    documents {\n      kind\n      fileId\n      url\n      filename\n      mimeType\n    }\n    documentViews {\n      kind\n      viewedAt\n      viewerEmail\n      viewerName\n      byStaff\n    }\n  }\n": typeof types.VerificationRequestFieldsFragmentDoc,
    "\n  query MyVerification {\n    myVerification {\n      status\n      graceEndsAt\n      hiddenListings\n      documentRetentionDays\n      request {\n        ...VerificationRequestFields\n      }\n    }\n  }\n": typeof types.MyVerificationDocument,
    "\n  mutation SubmitVerification($data: SubmitVerificationInput!) {\n    submitVerification(data: $data) {\n      ...VerificationRequestFields\n    }\n  }\n": typeof types.SubmitVerificationDocument,
    "\n  query VerificationQueue($state: VerificationRequestState, $first: Int, $skip: Int) {\n    verificationRequests(state: $state, first: $first, skip: $skip) {\n      id\n      role\n      state\n      submittedAt\n      decidedAt\n      poster {\n        id\n        email\n        firstName\n        lastName\n      }\n    }\n    verificationRequestCount(state: $state)\n  }\n": typeof types.VerificationQueueDocument,
    "\n  query VerificationRequestDetail($id: ID!) {\n    verificationRequest(id: $id) {\n      ...VerificationRequestFields\n      poster {\n        id\n        email\n        firstName\n        lastName\n        legalName\n        phone\n        createdAt\n      }\n      posterListings {\n        id\n        title\n        role\n        address\n        isHidden\n        riskSignals {\n          ...RiskSignalFields\n        }\n      }\n    }\n  }\n": typeof types.VerificationRequestDetailDocument,
    "\n  mutation DecideVerification($data: DecideVerificationInput!) {\n    decideVerification(data: $data) {\n      ...VerificationRequestFields\n    }\n  }\n": typeof types.DecideVerificationDocument,
    "\n  fragment ViewingRequestFields on ViewingRequest {\n    id\n    pre_viewing_city {\n      city\n      province\n    }\n    budget\n    bedrooms\n    moveIn\n    availabilityDays\n    availabilityTimes\n    message\n    status\n    createdAt\n  }\n": typeof types.ViewingRequestFieldsFragmentDoc,
    "\n  query MyViewingRequests {\n    myViewingRequests {\n      ...ViewingRequestFields\n    }\n    myViewingPreferences {\n      pre_viewing_city {\n        city\n        province\n      }\n      budget\n      moveIn\n      availabilityDays\n    }\n  }\n": typeof types.MyViewingRequestsDocument,
    "\n  mutation RequestForViewing($data: RequestForViewingInput!) {\n    requestForViewing(data: $data) {\n      ...ViewingRequestFields\n    }\n  }\n": typeof types.RequestForViewingDocument,
    "\n  query ViewingRequestCities($search: String, $first: Int) {\n    cities(search: $search, first: $first) {\n      id\n      name\n      province\n    }\n  }\n": typeof types.ViewingRequestCitiesDocument,
    "\n  fragment StaffViewingRequestFields on StaffViewingRequest {\n    id\n    kind\n    contactPhone\n    unitCount\n    pre_viewing_city {\n      city\n      province\n    }\n    budget\n    bedrooms\n    moveIn\n    availabilityDays\n    availabilityTimes\n    message\n    status\n    staffNote\n    createdAt\n    updatedAt\n    requester {\n      id\n      firstName\n      lastName\n      email\n      phone\n    }\n    assignedTo {\n      id\n      firstName\n      lastName\n      email\n    }\n  }\n": typeof types.StaffViewingRequestFieldsFragmentDoc,
    "\n  query StaffViewingRequests($where: ViewingRequestFilter, $first: Int, $skip: Int) {\n    viewingRequests(where: $where, first: $first, skip: $skip) {\n      count\n      items {\n        ...StaffViewingRequestFields\n      }\n    }\n  }\n": typeof types.StaffViewingRequestsDocument,
    "\n  query ViewingRequestAssignees {\n    viewingRequestAssignees {\n      id\n      firstName\n      lastName\n      email\n    }\n  }\n": typeof types.ViewingRequestAssigneesDocument,
    "\n  mutation UpdateViewingRequest($id: ID!, $data: UpdateViewingRequestInput!) {\n    updateViewingRequest(id: $id, data: $data) {\n      ...StaffViewingRequestFields\n    }\n  }\n": typeof types.UpdateViewingRequestDocument,
    "\n  fragment ViewingFields on Viewing {\n    id\n    listingId\n    listingTitle\n    room\n    renter {\n      id\n      firstName\n      lastName\n    }\n    kind\n    openHouseId\n    status\n    startsAt\n    endsAt\n    zone\n    proposedTimes\n    proposedStartsAt\n    proposedEndsAt\n    proposedBy\n    cancelReason\n    cancelledBy\n    confirmedAt\n    createdAt\n    actions\n  }\n": typeof types.ViewingFieldsFragmentDoc,
    "\n  mutation ViewingAction($data: ViewingActionInput!) {\n    viewingAction(data: $data) {\n      ...ViewingFields\n    }\n  }\n": typeof types.ViewingActionDocument,
    "\n  fragment CalendarFeedFields on CalendarFeed {\n    url\n    webcalUrl\n    createdAt\n  }\n": typeof types.CalendarFeedFieldsFragmentDoc,
    "\n  query MyCalendarFeed {\n    myCalendarFeed {\n      ...CalendarFeedFields\n    }\n  }\n": typeof types.MyCalendarFeedDocument,
    "\n  mutation CreateCalendarFeed {\n    createCalendarFeed {\n      ...CalendarFeedFields\n    }\n  }\n": typeof types.CreateCalendarFeedDocument,
    "\n  mutation RevokeCalendarFeed {\n    revokeCalendarFeed {\n      ...CalendarFeedFields\n    }\n  }\n": typeof types.RevokeCalendarFeedDocument,
    "\n  query LandlordAgenda($from: String!, $to: String!) {\n    landlordViewings(from: $from, to: $to) {\n      ...ViewingFields\n    }\n  }\n": typeof types.LandlordAgendaDocument,
    "\n  query AgendaListings {\n    searchBuildingByLandlord(first: 100) {\n      id\n      title\n    }\n  }\n": typeof types.AgendaListingsDocument,
    "\n  fragment AvailabilityFields on ViewingAvailability {\n    listingId\n    zone\n    configured\n    windows {\n      weekday\n      start\n      end\n    }\n    slotMinutes\n    bufferMinutes\n    horizonDays\n    minNoticeHours\n    mode\n    showingType\n    meetingLink\n    capacityPerSlot\n    openHouses {\n      id\n      startsAt\n      endsAt\n      capacity\n      booked\n    }\n  }\n": typeof types.AvailabilityFieldsFragmentDoc,
    "\n  query ViewingAvailability($listingId: ID!) {\n    listing(id: $listingId) {\n      id\n      title\n    }\n    viewingAvailability(listingId: $listingId) {\n      ...AvailabilityFields\n    }\n  }\n": typeof types.ViewingAvailabilityDocument,
    "\n  mutation SetViewingAvailability($listingId: ID!, $data: ViewingAvailabilityInput!) {\n    setViewingAvailability(listingId: $listingId, data: $data) {\n      ...AvailabilityFields\n    }\n  }\n": typeof types.SetViewingAvailabilityDocument,
    "\n  mutation AddOpenHouse($listingId: ID!, $data: OpenHouseInput!) {\n    addOpenHouse(listingId: $listingId, data: $data) {\n      ...AvailabilityFields\n    }\n  }\n": typeof types.AddOpenHouseDocument,
    "\n  mutation RemoveOpenHouse($id: ID!) {\n    removeOpenHouse(id: $id) {\n      ...AvailabilityFields\n    }\n  }\n": typeof types.RemoveOpenHouseDocument,
    "\n  query StaffViewings($where: StaffViewingFilter, $first: Int, $skip: Int) {\n    staffViewings(where: $where, first: $first, skip: $skip) {\n      count\n      items {\n        ...ViewingFields\n        assignedTo {\n          id\n          firstName\n          lastName\n          email\n        }\n      }\n    }\n  }\n": typeof types.StaffViewingsDocument,
    "\n  query StaffViewingAssignees {\n    viewingRequestAssignees {\n      id\n      firstName\n      lastName\n      email\n    }\n  }\n": typeof types.StaffViewingAssigneesDocument,
    "\n  mutation AssignViewing($viewing: ID!, $staff: ID) {\n    assignViewing(viewing: $viewing, staff: $staff) {\n      id\n      assignedTo {\n        id\n        firstName\n        lastName\n        email\n      }\n    }\n  }\n": typeof types.AssignViewingDocument,
    "\n  fragment ViewingSlotsFields on ViewingSlots {\n    listingId\n    zone\n    offered\n    mode\n    showingType\n    slots {\n      kind\n      startsAt\n      endsAt\n      capacity\n      remaining\n      openHouseId\n    }\n  }\n": typeof types.ViewingSlotsFieldsFragmentDoc,
    "\n  query ViewingSlots($listingId: ID!, $from: String!, $to: String!) {\n    viewingSlots(listingId: $listingId, from: $from, to: $to) {\n      ...ViewingSlotsFields\n    }\n  }\n": typeof types.ViewingSlotsDocument,
    "\n  query ViewingForm($listingId: ID!, $from: String!, $to: String!) {\n    listing(id: $listingId) {\n      id\n      title\n      location {\n        id\n        address\n        city {\n          id\n          name\n          province\n        }\n      }\n    }\n    viewingSlots(listingId: $listingId, from: $from, to: $to) {\n      ...ViewingSlotsFields\n    }\n  }\n": typeof types.ViewingFormDocument,
    "\n  mutation BookViewing($data: BookViewingInput!) {\n    bookViewing(data: $data) {\n      ...ViewingFields\n    }\n  }\n": typeof types.BookViewingDocument,
    "\n  query MyViewings($when: ViewingsWhen!) {\n    myViewings(when: $when) {\n      ...ViewingFields\n    }\n  }\n": typeof types.MyViewingsDocument,
    "\n  fragment CurrentUserFields on User {\n    id\n    email\n    firstName\n    lastName\n    legalName\n    phone\n    userType\n    avatarUrl\n    city\n    industry\n    occupation\n    bio\n    gender\n    locale\n    budget\n    min_budget\n    moveIn\n    roommate\n    credit_score\n    householdIncome\n    flatmates\n    zip_code\n    notify\n    verified\n    isFirstLogin\n    twoFactorEnabled\n    hasPassword\n    termsToAccept {\n      id\n      version\n      summary\n    }\n    permissions {\n      module\n      add\n      edit\n      delete\n      view\n    }\n  }\n": typeof types.CurrentUserFieldsFragmentDoc,
    "\n  query FetchCurrentUser {\n    fetchCurrentUser {\n      ...CurrentUserFields\n    }\n  }\n": typeof types.FetchCurrentUserDocument,
    "\n  subscription CurrentUserUpdated {\n    currentUserUpdated {\n      ...CurrentUserFields\n    }\n  }\n": typeof types.CurrentUserUpdatedDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  mutation MultipleFileUpload($files: [Upload!]!, $pathType: FilePathType!) {\n    multipleFileUpload(files: $files, pathType: $pathType) {\n      id\n      filename\n      url\n      mimeType\n      size\n      pathType\n    }\n  }\n": typeof types.MultipleFileUploadDocument,
    "\n  mutation UploadImage($file: Upload!, $pathType: ThumbnailPathType) {\n    uploadImage(file: $file, pathType: $pathType) {\n      id\n      thumbnailUrl\n      width\n      height\n    }\n  }\n": typeof types.UploadImageDocument,
};
const documents: Documents = {
    "\n  query TrendingListings($first: Int) {\n    trendingListings(first: $first) {\n      ...ListingCardFields\n    }\n  }\n": types.TrendingListingsDocument,
    "\n  query FeaturedCityCounts(\n    $c0: ListingSearchInput\n    $c1: ListingSearchInput\n    $c2: ListingSearchInput\n    $c3: ListingSearchInput\n    $c4: ListingSearchInput\n    $c5: ListingSearchInput\n  ) {\n    c0: searchListingsCount(where: $c0)\n    c1: searchListingsCount(where: $c1)\n    c2: searchListingsCount(where: $c2)\n    c3: searchListingsCount(where: $c3)\n    c4: searchListingsCount(where: $c4)\n    c5: searchListingsCount(where: $c5)\n  }\n": types.FeaturedCityCountsDocument,
    "\n  query Testimonials($locale: Locale!) {\n    testimonials(locale: $locale) {\n      id\n      fullName\n      keyword\n      quote\n      imageUrl\n    }\n  }\n": types.TestimonialsDocument,
    "\n  query AdminDashboard($days: Int) {\n    adminDashboard {\n      listings {\n        pending\n        active\n        hidden\n        premium\n        total\n      }\n      requestedListings\n      users {\n        byType {\n          userType\n          count\n        }\n        total\n      }\n      series(days: $days) {\n        day\n        newListings\n        newUsers\n      }\n    }\n  }\n": types.AdminDashboardDocument,
    "\n  query ContentDashboard {\n    contentDashboard {\n      postsPublished\n      postsDraft\n      postsScheduled\n      blogViewsThisWeek\n      topPostsThisWeek {\n        id\n        title\n        slug\n        views\n      }\n      trendingArticlesPublished\n      estateScoopArticlesPublished\n      rentalLawsToReview\n    }\n  }\n": types.ContentDashboardDocument,
    "\n  fragment RiskSignalFields on RiskSignal {\n    code\n    severity\n    accountAgeDays\n    rent\n    median\n    sampleSize\n    percentBelow\n    bedrooms\n    areaName\n    pictureCount\n    accountCount\n    contactKinds\n    words\n    listingCount\n    windowHours\n  }\n": types.RiskSignalFieldsFragmentDoc,
    "\n  fragment StaffArticleFields on AdminArticle {\n    id\n    title\n    subtitle\n    description\n    articleUrl\n    articleType\n    imageUrl\n    status\n    note\n    locale\n    tags {\n      id\n      name\n    }\n    linkHealth\n    linkStatus\n    linkCheckedAt\n    updatedAt\n  }\n": types.StaffArticleFieldsFragmentDoc,
    "\n  query StaffArticles($where: ArticleWhereInput, $skip: Int, $take: Int) {\n    articles(where: $where, skip: $skip, take: $take) {\n      ...StaffArticleFields\n    }\n    articleCount(where: $where)\n  }\n": types.StaffArticlesDocument,
    "\n  query ArticleTags {\n    articleTags {\n      id\n      name\n    }\n  }\n": types.ArticleTagsDocument,
    "\n  mutation CreateArticle($data: ArticleInput!) {\n    createArticle(data: $data) {\n      ...StaffArticleFields\n    }\n  }\n": types.CreateArticleDocument,
    "\n  mutation UpdateArticle($id: ID!, $data: ArticleInput!) {\n    updateArticle(id: $id, data: $data) {\n      ...StaffArticleFields\n    }\n  }\n": types.UpdateArticleDocument,
    "\n  mutation DeleteArticle($id: ID!) {\n    deleteArticle(id: $id)\n  }\n": types.DeleteArticleDocument,
    "\n  fragment StaffTestimonialFields on Testimonial {\n    id\n    fullName\n    keyword\n    quote\n    imageUrl\n    locale\n    isPublished\n    createdAt\n  }\n": types.StaffTestimonialFieldsFragmentDoc,
    "\n  query StaffTestimonials($skip: Int, $take: Int) {\n    adminTestimonials(skip: $skip, take: $take) {\n      ...StaffTestimonialFields\n    }\n    adminTestimonialCount\n  }\n": types.StaffTestimonialsDocument,
    "\n  mutation CreateTestimonial($data: TestimonialInput!) {\n    createTestimonial(data: $data) {\n      ...StaffTestimonialFields\n    }\n  }\n": types.CreateTestimonialDocument,
    "\n  mutation UpdateTestimonial($id: ID!, $data: TestimonialInput!) {\n    updateTestimonial(id: $id, data: $data) {\n      ...StaffTestimonialFields\n    }\n  }\n": types.UpdateTestimonialDocument,
    "\n  mutation SetTestimonialPublished($id: ID!, $isPublished: Boolean!) {\n    setTestimonialPublished(id: $id, isPublished: $isPublished) {\n      id\n      isPublished\n    }\n  }\n": types.SetTestimonialPublishedDocument,
    "\n  mutation DeleteTestimonial($id: ID!) {\n    deleteTestimonial(id: $id)\n  }\n": types.DeleteTestimonialDocument,
    "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n      user {\n        ...CurrentUserFields\n      }\n      twoFactorChallenge\n    }\n  }\n": types.LoginDocument,
    "\n  mutation SignUp($data: SignUpInput!) {\n    signUp(data: $data) {\n      confirmationSentTo\n    }\n  }\n": types.SignUpDocument,
    "\n  mutation ConfirmSignUp($token: String!) {\n    confirmSignUp(token: $token) {\n      token\n      user {\n        ...CurrentUserFields\n      }\n    }\n  }\n": types.ConfirmSignUpDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password) {\n      token\n      user {\n        ...CurrentUserFields\n      }\n      twoFactorChallenge\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  mutation ChangePassword($currentPassword: String!, $password: String!) {\n    changePassword(currentPassword: $currentPassword, password: $password) {\n      token\n      user {\n        ...CurrentUserFields\n      }\n    }\n  }\n": types.ChangePasswordDocument,
    "\n  query HostedLogin {\n    hostedLogin {\n      providerName\n      loginUrl\n    }\n  }\n": types.HostedLoginDocument,
    "\n  mutation Authenticate($idToken: String!) {\n    authenticate(idToken: $idToken) {\n      token\n      user {\n        ...CurrentUserFields\n      }\n      twoFactorChallenge\n    }\n  }\n": types.AuthenticateDocument,
    "\n  mutation CompleteTwoFactorLogin($challenge: String!, $code: String!) {\n    completeTwoFactorLogin(challenge: $challenge, code: $code) {\n      token\n      user {\n        ...CurrentUserFields\n      }\n    }\n  }\n": types.CompleteTwoFactorLoginDocument,
    "\n  query TwoFactorStatus {\n    twoFactorStatus {\n      enabled\n      required\n      recoveryCodesLeft\n    }\n  }\n": types.TwoFactorStatusDocument,
    "\n  mutation StartTwoFactorSetup {\n    startTwoFactorSetup {\n      secret\n      otpauthUri\n    }\n  }\n": types.StartTwoFactorSetupDocument,
    "\n  mutation ConfirmTwoFactorSetup($code: String!) {\n    confirmTwoFactorSetup(code: $code)\n  }\n": types.ConfirmTwoFactorSetupDocument,
    "\n  mutation DisableTwoFactor($password: String, $code: String!) {\n    disableTwoFactor(password: $password, code: $code)\n  }\n": types.DisableTwoFactorDocument,
    "\n  mutation RegenerateRecoveryCodes($code: String!) {\n    regenerateRecoveryCodes(code: $code)\n  }\n": types.RegenerateRecoveryCodesDocument,
    "\n  fragment BillingPaymentFields on Payment {\n    id\n    purpose\n    status\n    listingId\n    listingTitle\n    totalCents\n    paidAt\n    refundedAt\n    createdAt\n  }\n": types.BillingPaymentFieldsFragmentDoc,
    "\n  query MyPayments($first: Int, $skip: Int) {\n    myPayments(first: $first, skip: $skip) {\n      count\n      items {\n        ...BillingPaymentFields\n      }\n    }\n  }\n": types.MyPaymentsDocument,
    "\n  query StaffPayments($first: Int, $skip: Int, $status: PaymentStatus, $purpose: PaymentPurpose) {\n    payments(first: $first, skip: $skip, status: $status, purpose: $purpose) {\n      count\n      items {\n        ...BillingPaymentFields\n        payerEmail\n      }\n    }\n  }\n": types.StaffPaymentsDocument,
    "\n  mutation RefundPayment($id: ID!) {\n    refundPayment(id: $id) {\n      ...BillingPaymentFields\n    }\n  }\n": types.RefundPaymentDocument,
    "\n  query Receipt($paymentId: ID!, $locale: Locale) {\n    receipt(paymentId: $paymentId, locale: $locale) {\n      paymentId\n      number\n      locale\n      purpose\n      paidAt\n      refundedAt\n      payerName\n      payerEmail\n      listingTitle\n      listingAddress\n      lines {\n        kind\n        name\n        amountCents\n      }\n      subtotalCents\n      taxes {\n        component\n        label\n        amountCents\n      }\n      taxCents\n      totalCents\n      currency\n      cardBrand\n      cardLast4\n      terms\n      businessName\n      businessAddress\n      businessTaxNumber\n    }\n  }\n": types.ReceiptDocument,
    "\n  fragment BlogCardFields on Blog {\n    id\n    title\n    slug\n    description\n    thumbnailUrl\n    publishedAt\n    avgReadingTime\n    locale\n    tags {\n      id\n      name\n    }\n  }\n": types.BlogCardFieldsFragmentDoc,
    "\n  query PublicBlogs($search: String, $tag: String, $locale: Locale, $skip: Int, $take: Int) {\n    publicBlogs(search: $search, tag: $tag, locale: $locale, skip: $skip, take: $take) {\n      ...BlogCardFields\n    }\n    publicBlogCount(search: $search, tag: $tag, locale: $locale)\n    tags(orderBy: MOST_USED, usedOnly: true, locale: $locale, first: 20) {\n      id\n      name\n    }\n  }\n": types.PublicBlogsDocument,
    "\n  query BlogPost($id: ID!) {\n    blog(id: $id) {\n      ...BlogCardFields\n      bodyHtml\n      isPublished\n      updatedAt\n      author {\n        id\n        name\n        bio\n        avatarUrl\n      }\n      related(take: 3) {\n        ...BlogCardFields\n      }\n    }\n  }\n": types.BlogPostDocument,
    "\n  mutation RecordBlogView($id: ID!) {\n    recordBlogView(id: $id)\n  }\n": types.RecordBlogViewDocument,
    "\n  mutation ClickTag($id: ID!) {\n    clickTag(id: $id)\n  }\n": types.ClickTagDocument,
    "\n  fragment StaffBlogRowFields on Blog {\n    id\n    title\n    slug\n    status\n    isPublished\n    publishAt\n    locale\n    seen\n    avgReadingTime\n    updatedAt\n    author {\n      id\n      name\n    }\n    tags {\n      id\n      name\n    }\n  }\n": types.StaffBlogRowFieldsFragmentDoc,
    "\n  query StaffBlogs($where: BlogWhereInput, $orderBy: BlogOrder, $skip: Int, $take: Int) {\n    blogs(where: $where, orderBy: $orderBy, skip: $skip, take: $take) {\n      ...StaffBlogRowFields\n    }\n    blogCount(where: $where)\n  }\n": types.StaffBlogsDocument,
    "\n  query StaffBlog($id: ID!) {\n    blog(id: $id) {\n      ...StaffBlogRowFields\n      description\n      bodyJson\n      thumbnailUrl\n    }\n  }\n": types.StaffBlogDocument,
    "\n  fragment BlogAuthorFields on BlogAuthor {\n    id\n    name\n    bio\n    avatarUrl\n    postCount\n  }\n": types.BlogAuthorFieldsFragmentDoc,
    "\n  query BlogAuthors {\n    blogAuthors {\n      ...BlogAuthorFields\n    }\n  }\n": types.BlogAuthorsDocument,
    "\n  query BlogTagNames {\n    tags(orderBy: MOST_USED, first: 100) {\n      id\n      name\n      mostUsed\n    }\n  }\n": types.BlogTagNamesDocument,
    "\n  mutation CreateBlog($data: BlogInput!) {\n    createBlog(data: $data) {\n      ...StaffBlogRowFields\n    }\n  }\n": types.CreateBlogDocument,
    "\n  mutation UpdateBlog($id: ID!, $data: BlogInput!) {\n    updateBlog(id: $id, data: $data) {\n      ...StaffBlogRowFields\n    }\n  }\n": types.UpdateBlogDocument,
    "\n  mutation PublishBlog($id: ID!, $isPublished: Boolean!) {\n    publishBlog(id: $id, isPublished: $isPublished) {\n      ...StaffBlogRowFields\n    }\n  }\n": types.PublishBlogDocument,
    "\n  mutation DeleteBlog($id: ID!) {\n    deleteBlog(id: $id)\n  }\n": types.DeleteBlogDocument,
    "\n  mutation CreateBlogAuthor($data: BlogAuthorInput!) {\n    createBlogAuthor(data: $data) {\n      ...BlogAuthorFields\n    }\n  }\n": types.CreateBlogAuthorDocument,
    "\n  mutation UpdateBlogAuthor($id: ID!, $data: BlogAuthorInput!) {\n    updateBlogAuthor(id: $id, data: $data) {\n      ...BlogAuthorFields\n    }\n  }\n": types.UpdateBlogAuthorDocument,
    "\n  mutation DeleteBlogAuthor($id: ID!) {\n    deleteBlogAuthor(id: $id)\n  }\n": types.DeleteBlogAuthorDocument,
    "\n  query BoostQuote($listingId: ID!) {\n    boostQuote(listingId: $listingId) {\n      lines {\n        kind\n        name\n        amountCents\n      }\n      subtotalCents\n      taxes {\n        component\n        ratePer\n        amountCents\n      }\n      taxCents\n      totalCents\n    }\n    boostDays: getPremiumType(where: { name: \"BOOST_DAYS\" }) {\n      name\n      value\n    }\n  }\n": types.BoostQuoteDocument,
    "\n  mutation BoostListing($id: ID!, $idempotencyKey: String!, $price: Int!) {\n    boostListing(id: $id, idempotencyKey: $idempotencyKey, price: $price) {\n      checkoutUrl\n      daysLeft\n      listing {\n        id\n        isPremium\n        premiumName\n        premiumStart\n        premiumEnd\n        premiumDaysLeft\n      }\n    }\n  }\n": types.BoostListingDocument,
    "\n  fragment BoostedListingFields on BoostedListing {\n    premiumStart\n    premiumEnd\n    daysLeft\n    payment {\n      id\n      status\n      totalCents\n      refundedAt\n    }\n    listing {\n      id\n      title\n      isPremium\n      premiumName\n      location {\n        id\n        address\n      }\n      user {\n        id\n        firstName\n        lastName\n        email\n      }\n    }\n  }\n": types.BoostedListingFieldsFragmentDoc,
    "\n  query BoostedListings($first: Int, $skip: Int) {\n    boostedListing(first: $first, skip: $skip) {\n      count\n      items {\n        ...BoostedListingFields\n      }\n    }\n  }\n": types.BoostedListingsDocument,
    "\n  mutation EndBoost($id: ID!) {\n    premimumListing(id: $id, isPremium: false) {\n      id\n      isPremium\n      premiumEnd\n      premiumDaysLeft\n    }\n  }\n": types.EndBoostDocument,
    "\n  mutation ExtendBoost($id: ID!, $days: Int!) {\n    extendBoost(id: $id, days: $days) {\n      id\n      isPremium\n      premiumEnd\n      premiumDaysLeft\n    }\n  }\n": types.ExtendBoostDocument,
    "\n  query BoostSettings {\n    price: getPremiumType(where: { name: \"BOOST_PRICE\" }) {\n      name\n      value\n    }\n    days: getPremiumType(where: { name: \"BOOST_DAYS\" }) {\n      name\n      value\n    }\n  }\n": types.BoostSettingsDocument,
    "\n  mutation UpdatePremium($name: String!, $value: String!) {\n    updatePremium(where: { name: $name }, data: { value: $value }) {\n      name\n      value\n    }\n  }\n": types.UpdatePremiumDocument,
    "\n  mutation RefundBoostPayment($id: ID!) {\n    refundPayment(id: $id) {\n      id\n      status\n      totalCents\n      refundedAt\n    }\n  }\n": types.RefundBoostPaymentDocument,
    "\n  mutation SendContactMessage($data: JSON!) {\n    sendContactMessage(data: $data)\n  }\n": types.SendContactMessageDocument,
    "\n  fragment ContactMessageFields on ContactMessage {\n    id\n    name\n    email\n    topic\n    message\n    context\n    locale\n    createdAt\n    handledAt\n    replyCount\n  }\n": types.ContactMessageFieldsFragmentDoc,
    "\n  query ContactMessages($first: Int, $skip: Int) {\n    contactMessages(first: $first, skip: $skip) {\n      count\n      unhandledCount\n      items {\n        ...ContactMessageFields\n      }\n    }\n  }\n": types.ContactMessagesDocument,
    "\n  query ContactMessage($id: ID!) {\n    contactMessage(id: $id) {\n      ...ContactMessageFields\n      replies {\n        id\n        body\n        createdAt\n        author {\n          id\n          firstName\n          lastName\n          email\n        }\n      }\n    }\n  }\n": types.ContactMessageDocument,
    "\n  mutation ReplyToContactMessage($id: ID!, $body: String!) {\n    replyToContactMessage(id: $id, body: $body) {\n      ...ContactMessageFields\n      replies {\n        id\n        body\n        createdAt\n        author {\n          id\n          firstName\n          lastName\n          email\n        }\n      }\n    }\n  }\n": types.ReplyToContactMessageDocument,
    "\n  mutation MarkContactMessageHandled($id: ID!, $handled: Boolean!) {\n    markContactMessageHandled(id: $id, handled: $handled) {\n      ...ContactMessageFields\n    }\n  }\n": types.MarkContactMessageHandledDocument,
    "\n  query MyConsents {\n    myConsents {\n      kind\n      applicationId\n      listingTitle\n      givenAt\n      state\n      withdrawnAt\n      usedAt\n    }\n  }\n": types.MyConsentsDocument,
    "\n  mutation WithdrawConsent($kind: ConsentKind!, $applicationId: ID) {\n    withdrawConsent(kind: $kind, applicationId: $applicationId) {\n      kind\n      applicationId\n      state\n      withdrawnAt\n    }\n  }\n": types.WithdrawConsentDocument,
    "\n  query MyStaffViews($first: Int, $skip: Int) {\n    myStaffViews(first: $first, skip: $skip) {\n      count\n      items {\n        at\n        subject\n        staffName\n        staffRole\n        listingTitle\n        documentName\n      }\n    }\n  }\n": types.MyStaffViewsDocument,
    "\n  query MyAccountDeletion {\n    myAccountDeletion {\n      requestedAt\n      dueAt\n    }\n  }\n": types.MyAccountDeletionDocument,
    "\n  mutation RequestAccountDeletion($password: String) {\n    requestAccountDeletion(password: $password) {\n      requestedAt\n      dueAt\n    }\n  }\n": types.RequestAccountDeletionDocument,
    "\n  mutation CancelMyAccountDeletion {\n    cancelMyAccountDeletion\n  }\n": types.CancelMyAccountDeletionDocument,
    "\n  mutation CancelAccountDeletion($token: String!) {\n    cancelAccountDeletion(token: $token)\n  }\n": types.CancelAccountDeletionDocument,
    "\n  query RetentionSchedule {\n    retentionSchedule {\n      item\n      days\n    }\n  }\n": types.RetentionScheduleDocument,
    "\n  query HelpCenterFeedback($articleId: ID, $helpful: Boolean, $skip: Int, $take: Int) {\n    helpCenterFeedback(articleId: $articleId, helpful: $helpful, skip: $skip, take: $take) {\n      id\n      helpful\n      comment\n      locale\n      createdAt\n      article {\n        id\n        title\n      }\n    }\n    helpCenterFeedbackCount(articleId: $articleId, helpful: $helpful)\n  }\n": types.HelpCenterFeedbackDocument,
    "\n  query HelpFeedbackArticles($search: String, $take: Int) {\n    helpCenters(where: { search: $search }, take: $take, sortField: TITLE, sortOrder: ASC) {\n      id\n      title\n      locale\n    }\n  }\n": types.HelpFeedbackArticlesDocument,
    "\n  query HelpFeedbackArticle($id: ID!) {\n    singleHelpCenter(where: { id: $id }) {\n      id\n      title\n      locale\n    }\n  }\n": types.HelpFeedbackArticleDocument,
    "\n  fragment HelpCenterFigures on HelpCenterAnalytic {\n    totalCount\n    totalPublished\n    totalPerDayPublished {\n      day\n      count\n    }\n    totalSeen\n    totalAvgSeen\n    totalReadingAvg\n  }\n": types.HelpCenterFiguresFragmentDoc,
    "\n  query HelpCenterFigures($from: String!, $to: String!) {\n    helpCenterAnalytic(from: $from, to: $to) {\n      ...HelpCenterFigures\n    }\n  }\n": types.HelpCenterFiguresDocument,
    "\n  query HelpCenterAnalytic($from: String!, $to: String!) {\n    helpCenterAnalytic(from: $from, to: $to) {\n      ...HelpCenterFigures\n      viewsPerDay {\n        day\n        count\n      }\n      readingAvgPerDay {\n        day\n        count\n      }\n      helpfulness {\n        article {\n          id\n          title\n          locale\n        }\n        yes\n        no\n        rate\n      }\n      missedSearches {\n        query\n        locale\n        count\n      }\n      stale {\n        id\n        title\n        locale\n        updatedAt\n      }\n    }\n  }\n": types.HelpCenterAnalyticDocument,
    "\n  fragment HelpArticleLinkFields on HelpArticle {\n    id\n    title\n    description\n    readingMinutes\n    isPublished\n  }\n": types.HelpArticleLinkFieldsFragmentDoc,
    "\n  fragment HelpCollectionFields on HelpCollection {\n    id\n    titleEn\n    titleFr\n    descriptionEn\n    descriptionFr\n    icon\n    audience\n  }\n": types.HelpCollectionFieldsFragmentDoc,
    "\n  query HelpCenterHome($audience: HelpAudience, $locale: Locale!) {\n    helpCollections(audience: $audience, locale: $locale) {\n      ...HelpCollectionFields\n      # Counted here rather than with articleCount, which counts drafts for signed-in staff.\n      articles(locale: $locale) {\n        id\n        isPublished\n      }\n    }\n    popularHelpCenters(locale: $locale, audience: $audience) {\n      ...HelpArticleLinkFields\n    }\n  }\n": types.HelpCenterHomeDocument,
    "\n  query SearchHelpCenter(\n    $query: String!\n    $locale: Locale!\n    $province: String\n    $usertype: HelpAudience\n    $take: Int\n  ) {\n    searchHelpCenter(query: $query, locale: $locale, province: $province, usertype: $usertype, take: $take) {\n      total\n      hits {\n        excerpt\n        highlights {\n          start\n          length\n        }\n        article {\n          id\n          title\n          category {\n            id\n            titleEn\n            titleFr\n          }\n        }\n      }\n    }\n  }\n": types.SearchHelpCenterDocument,
    "\n  query HelpCollectionPage($id: ID!, $locale: Locale!) {\n    helpCollection(id: $id) {\n      ...HelpCollectionFields\n      articles(locale: $locale) {\n        ...HelpArticleLinkFields\n      }\n    }\n  }\n": types.HelpCollectionPageDocument,
    "\n  query HelpArticlePage($id: ID!) {\n    singleHelpCenter(where: { id: $id }) {\n      id\n      title\n      description\n      bodyHtml\n      thumbnailUrl\n      locale\n      readingMinutes\n      publishedAt\n      updatedAt\n      category {\n        id\n        titleEn\n        titleFr\n      }\n      translation {\n        id\n        title\n        locale\n      }\n      related {\n        ...HelpArticleLinkFields\n      }\n    }\n  }\n": types.HelpArticlePageDocument,
    "\n  query HelpCenterByKey($key: String!, $locale: Locale!) {\n    helpCenterByKey(key: $key, locale: $locale) {\n      id\n    }\n  }\n": types.HelpCenterByKeyDocument,
    "\n  mutation RecordHelpCenterView($id: ID!) {\n    recordHelpCenterView(id: $id)\n  }\n": types.RecordHelpCenterViewDocument,
    "\n  mutation RecordHelpCenterReading($id: ID!, $seconds: Int!) {\n    recordHelpCenterReading(id: $id, seconds: $seconds)\n  }\n": types.RecordHelpCenterReadingDocument,
    "\n  mutation AnswerHelpCenter($id: ID!, $helpful: Boolean!, $comment: String) {\n    answerHelpCenter(id: $id, helpful: $helpful, comment: $comment)\n  }\n": types.AnswerHelpCenterDocument,
    "\n  fragment StaffHelpArticleRowFields on HelpArticle {\n    id\n    title\n    locale\n    order\n    isPublished\n    seen\n    helpfulYes\n    helpfulNo\n    updatedAt\n  }\n": types.StaffHelpArticleRowFieldsFragmentDoc,
    "\n  query StaffHelpCollectionArticles($id: ID!, $where: HelpCenterWhere!, $take: Int!) {\n    helpCollection(id: $id) {\n      id\n      titleEn\n      titleFr\n      articleCount\n    }\n    helpCenters(where: $where, take: $take, sortField: ORDER, sortOrder: ASC) {\n      ...StaffHelpArticleRowFields\n    }\n  }\n": types.StaffHelpCollectionArticlesDocument,
    "\n  fragment StaffHelpArticleFields on HelpArticle {\n    id\n    title\n    description\n    bodyJson\n    thumbnailUrl\n    categoryId\n    province\n    userType\n    locale\n    helpKey\n    isPublished\n    updatedAt\n    translation {\n      id\n      title\n      locale\n    }\n  }\n": types.StaffHelpArticleFieldsFragmentDoc,
    "\n  query StaffHelpArticle($id: ID!) {\n    singleHelpCenter(where: { id: $id }) {\n      ...StaffHelpArticleFields\n    }\n  }\n": types.StaffHelpArticleDocument,
    "\n  query StaffHelpEditorChoices($otherLocale: Locale!, $take: Int!) {\n    adminHelpCollections {\n      id\n      titleEn\n      titleFr\n    }\n    helpCenters(where: { locale: $otherLocale }, take: $take, sortField: TITLE, sortOrder: ASC) {\n      id\n      title\n      translation {\n        id\n      }\n    }\n  }\n": types.StaffHelpEditorChoicesDocument,
    "\n  mutation CreateHelpArticle($data: HelpArticleInput!) {\n    createHelpCenter(data: $data) {\n      ...StaffHelpArticleFields\n    }\n  }\n": types.CreateHelpArticleDocument,
    "\n  mutation UpdateHelpArticle($id: ID!, $data: HelpArticleInput!) {\n    updateHelpCenter(id: $id, data: $data) {\n      ...StaffHelpArticleFields\n    }\n  }\n": types.UpdateHelpArticleDocument,
    "\n  mutation PublishHelpArticle($id: ID!, $isPublished: Boolean!) {\n    publishHelpCenter(id: $id, isPublished: $isPublished) {\n      id\n      isPublished\n      updatedAt\n    }\n  }\n": types.PublishHelpArticleDocument,
    "\n  mutation DeleteHelpArticle($id: ID!) {\n    deleteHelpCenter(id: $id)\n  }\n": types.DeleteHelpArticleDocument,
    "\n  mutation DeleteHelpThumbnail($url: String!) {\n    deleteHelpCenterThumbnail(url: $url)\n  }\n": types.DeleteHelpThumbnailDocument,
    "\n  fragment StaffHelpCollectionFields on HelpCollection {\n    id\n    title\n    titleEn\n    titleFr\n    descriptionEn\n    descriptionFr\n    icon\n    thumbnailUrl\n    audience\n    position\n    articleCount\n    updatedAt\n  }\n": types.StaffHelpCollectionFieldsFragmentDoc,
    "\n  query StaffHelpCollections {\n    adminHelpCollections {\n      ...StaffHelpCollectionFields\n    }\n  }\n": types.StaffHelpCollectionsDocument,
    "\n  mutation CreateHelpCollection($data: HelpCollectionInput!) {\n    createHelpCollection(data: $data) {\n      ...StaffHelpCollectionFields\n    }\n  }\n": types.CreateHelpCollectionDocument,
    "\n  mutation UpdateHelpCollection($id: ID!, $data: HelpCollectionInput!) {\n    updateHelpCollection(id: $id, data: $data) {\n      ...StaffHelpCollectionFields\n    }\n  }\n": types.UpdateHelpCollectionDocument,
    "\n  mutation DeleteHelpCollection($id: ID!, $moveTo: ID) {\n    deleteHelpCollection(id: $id, moveTo: $moveTo)\n  }\n": types.DeleteHelpCollectionDocument,
    "\n  mutation ReorderHelpContent($kind: HelpReorderKind!, $collectionId: ID, $ids: [ID!]!) {\n    reorderContent(kind: $kind, collectionId: $collectionId, ids: $ids)\n  }\n": types.ReorderHelpContentDocument,
    "\n  query KnowledgeCenter($locale: Locale, $province: String) {\n    knowledgeCenter(locale: $locale, province: $province) {\n      province\n      posts {\n        id\n        title\n        slug\n        description\n        thumbnailUrl\n        avgReadingTime\n        publishedAt\n      }\n      trending {\n        ...HubArticleFields\n      }\n      estateScoop {\n        ...HubArticleFields\n      }\n      rentalLaws {\n        id\n        title\n        description\n        audience\n        province\n      }\n    }\n  }\n": types.KnowledgeCenterDocument,
    "\n  fragment HubArticleFields on KnowledgeCenterArticle {\n    id\n    title\n    subtitle\n    description\n    articleUrl\n    imageUrl\n  }\n": types.HubArticleFieldsFragmentDoc,
    "\n  query SearchContent($query: String!, $locale: Locale, $take: Int) {\n    searchContent(query: $query, locale: $locale, take: $take) {\n      kind\n      id\n      title\n      excerpt\n      highlights {\n        start\n        length\n      }\n      url\n      date\n    }\n    searchContentCount(query: $query, locale: $locale)\n  }\n": types.SearchContentDocument,
    "\n  query LiveFeed($first: Int, $locale: Locale) {\n    trendingListings(first: $first, orderBy: NEWEST) {\n      id\n      title\n      postedAt\n      location {\n        id\n        address\n      }\n      pictures {\n        id\n        cardUrl\n        order\n      }\n      units {\n        id\n        bedrooms\n        monthlyPrice\n        contactForPricing\n      }\n    }\n    knowledgeCenter(locale: $locale) {\n      posts {\n        id\n        title\n        slug\n        description\n        thumbnailUrl\n        publishedAt\n      }\n    }\n  }\n": types.LiveFeedDocument,
    "\n  fragment LeaseRequestFields on LeaseRequest {\n    id\n    province\n    propertyAddress\n    landlordName\n    tenants {\n      name\n      email\n    }\n    monthlyRent\n    startDate\n    termMonths\n    specialTerms\n    status\n    staffNote\n    createdAt\n    updatedAt\n  }\n": types.LeaseRequestFieldsFragmentDoc,
    "\n  query MyLeaseRequests($first: Int, $skip: Int) {\n    myLeaseRequests(first: $first, skip: $skip) {\n      count\n      items {\n        ...LeaseRequestFields\n      }\n    }\n  }\n": types.MyLeaseRequestsDocument,
    "\n  mutation CreateLeaseRequest($data: JSON!) {\n    createLeaseRequest(data: $data) {\n      ...LeaseRequestFields\n    }\n  }\n": types.CreateLeaseRequestDocument,
    "\n  query LeaseRequestListings {\n    searchBuildingByLandlord(first: 100) {\n      id\n      title\n      location {\n        id\n        address\n        city {\n          id\n          province\n        }\n      }\n      units {\n        id\n        monthlyPrice\n      }\n    }\n  }\n": types.LeaseRequestListingsDocument,
    "\n  fragment StaffLeaseRequestFields on StaffLeaseRequest {\n    id\n    province\n    propertyAddress\n    landlordName\n    tenants {\n      name\n      email\n    }\n    monthlyRent\n    startDate\n    termMonths\n    specialTerms\n    contactEmail\n    contactPhone\n    status\n    staffNote\n    createdAt\n    updatedAt\n    requester {\n      id\n      firstName\n      lastName\n      email\n    }\n  }\n": types.StaffLeaseRequestFieldsFragmentDoc,
    "\n  query StaffLeaseRequests($where: LeaseRequestWhereInput, $first: Int, $skip: Int) {\n    leaseRequests(where: $where, first: $first, skip: $skip) {\n      ...StaffLeaseRequestFields\n    }\n    leaseRequestsConnection(where: $where) {\n      aggregate {\n        count\n      }\n    }\n  }\n": types.StaffLeaseRequestsDocument,
    "\n  mutation UpdateLeaseRequest($id: ID!, $status: LeaseRequestStatus, $staffNote: String) {\n    updateLeaseRequest(id: $id, status: $status, staffNote: $staffNote) {\n      ...StaffLeaseRequestFields\n    }\n  }\n": types.UpdateLeaseRequestDocument,
    "\n  fragment LeaseSigningSessionFields on LeaseSigning {\n    isTurn\n    consented\n    places\n    placesLeft\n    viewUrl\n    signer {\n      id\n      role\n      name\n      status\n      locale\n    }\n    lease {\n      id\n      status\n      subject\n      province\n      language\n      terms\n      signedCount\n      signerCount\n      expiresAt\n      endedReason\n      documentPath\n      signedDocumentPath\n      signers {\n        id\n        role\n        name\n        status\n        order\n        isYou\n        signedAt\n      }\n    }\n  }\n": types.LeaseSigningSessionFieldsFragmentDoc,
    "\n  mutation OpenLeaseSigning($leaseId: ID!, $token: String, $redirectUrl: String) {\n    openLeaseSigning(leaseId: $leaseId, token: $token, redirectUrl: $redirectUrl) {\n      ...LeaseSigningSessionFields\n    }\n  }\n": types.OpenLeaseSigningDocument,
    "\n  mutation ConsentToLeaseSigning($leaseId: ID!, $token: String) {\n    consentToLeaseSigning(leaseId: $leaseId, token: $token) {\n      ...LeaseSigningSessionFields\n    }\n  }\n": types.ConsentToLeaseSigningDocument,
    "\n  mutation SaveLeaseSigningProgress($leaseId: ID!, $token: String, $placesDone: [LeaseSigningPlace!]!) {\n    saveLeaseSigningProgress(leaseId: $leaseId, token: $token, placesDone: $placesDone) {\n      ...LeaseSigningSessionFields\n    }\n  }\n": types.SaveLeaseSigningProgressDocument,
    "\n  mutation SignLease($leaseId: ID!, $token: String, $signature: LeaseSignatureInput!) {\n    signLease(leaseId: $leaseId, token: $token, signature: $signature) {\n      ...LeaseSigningSessionFields\n    }\n  }\n": types.SignLeaseDocument,
    "\n  mutation DeclineLease($leaseId: ID!, $token: String, $reason: String!) {\n    declineLease(leaseId: $leaseId, token: $token, reason: $reason) {\n      ...LeaseSigningSessionFields\n    }\n  }\n": types.DeclineLeaseDocument,
    "\n  fragment LeaseSignerFields on LeaseSigner {\n    id\n    role\n    name\n    email\n    order\n    status\n    locale\n    viewedAt\n    signedAt\n    declinedAt\n    declineReason\n    lastRemindedAt\n    isYou\n  }\n": types.LeaseSignerFieldsFragmentDoc,
    "\n  fragment LeaseRowFields on Lease {\n    id\n    status\n    province\n    language\n    subject\n    terms\n    createdAt\n    sentAt\n    completedAt\n    expiresAt\n    signedCount\n    signerCount\n    canManage\n    viewerRole\n    documentPath\n    signedDocumentPath\n    sealedSha256\n    roomId\n    signers {\n      ...LeaseSignerFields\n    }\n    nextSigners {\n      id\n      name\n      role\n      isYou\n    }\n  }\n": types.LeaseRowFieldsFragmentDoc,
    "\n  fragment LeaseDetailFields on Lease {\n    ...LeaseRowFields\n    message\n    listingId\n    applicationId\n    endedAt\n    endedReason\n    documentSha256\n    voidClauseFindings {\n      ruleId\n      excerpt\n      warningEn\n      warningFr\n      sourceUrl\n      sourceLabel\n    }\n    events {\n      id\n      kind\n      at\n      actor\n      signerId\n      ip\n      userAgent\n      detail\n    }\n  }\n": types.LeaseDetailFieldsFragmentDoc,
    "\n  query LeaseList($where: LeaseWhereInput, $first: Int, $skip: Int) {\n    leases(where: $where, first: $first, skip: $skip, orderBy: createdAt_DESC) {\n      count\n      items {\n        ...LeaseRowFields\n      }\n    }\n  }\n": types.LeaseListDocument,
    "\n  query LeaseDetail($id: ID!) {\n    lease(id: $id) {\n      ...LeaseDetailFields\n    }\n  }\n": types.LeaseDetailDocument,
    "\n  mutation SendLease($leaseId: ID!) {\n    sendLease(leaseId: $leaseId) {\n      ...LeaseDetailFields\n    }\n  }\n": types.SendLeaseDocument,
    "\n  mutation VoidLease($leaseId: ID!, $reason: String!) {\n    voidLease(leaseId: $leaseId, reason: $reason) {\n      ...LeaseDetailFields\n    }\n  }\n": types.VoidLeaseDocument,
    "\n  mutation RemindLeaseSigners($leaseId: ID!) {\n    remindLeaseSigners(leaseId: $leaseId) {\n      ...LeaseDetailFields\n    }\n  }\n": types.RemindLeaseSignersDocument,
    "\n  query VerifyLeaseDocument($sha256: String!) {\n    verifyLeaseDocument(sha256: $sha256) {\n      valid\n      completedAt\n      signerNames\n      province\n    }\n  }\n": types.VerifyLeaseDocumentDocument,
    "\n  query LeasePrepareApplication($id: ID!) {\n    rentalApplication(id: $id) {\n      id\n      status\n      applicantName\n      listingId\n      unitId\n      monthlyRent\n      details\n    }\n  }\n": types.LeasePrepareApplicationDocument,
    "\n  query LeasePrepareListing($id: ID!) {\n    listing(id: $id) {\n      id\n      location {\n        id\n        address\n        city {\n          id\n          name\n          province\n        }\n      }\n      units {\n        id\n        number\n        monthlyPrice\n        parkingSpots\n      }\n    }\n  }\n": types.LeasePrepareListingDocument,
    "\n  mutation CreateLease($data: JSON!, $landlordLegalName: String!, $redirectUrl: String) {\n    createLease(data: $data, landlordLegalName: $landlordLegalName, redirectUrl: $redirectUrl) {\n      id\n      status\n      lease {\n        ...LeaseDetailFields\n      }\n    }\n  }\n": types.CreateLeaseDocument,
    "\n  fragment AdminLegalDocumentFields on LegalDocument {\n    id\n    kind\n    version\n    effectiveOn\n    publishedAt\n    updatedAt\n    summaryEn\n    summaryFr\n    bodyJsonEn\n    bodyJsonFr\n    bodyHtml\n    headings {\n      id\n      text\n      level\n    }\n  }\n": types.AdminLegalDocumentFieldsFragmentDoc,
    "\n  query AdminLegalDocuments {\n    adminLegalDocuments {\n      ...AdminLegalDocumentFields\n    }\n  }\n": types.AdminLegalDocumentsDocument,
    "\n  mutation CreateLegalDraft($kind: LegalKind!) {\n    createLegalDraft(kind: $kind) {\n      ...AdminLegalDocumentFields\n    }\n  }\n": types.CreateLegalDraftDocument,
    "\n  mutation UpdateLegalDraft($id: ID!, $data: LegalDraftInput!) {\n    updateLegalDraft(id: $id, data: $data) {\n      ...AdminLegalDocumentFields\n    }\n  }\n": types.UpdateLegalDraftDocument,
    "\n  mutation PublishLegalDocument($id: ID!) {\n    publishLegalDocument(id: $id) {\n      ...AdminLegalDocumentFields\n    }\n  }\n": types.PublishLegalDocumentDocument,
    "\n  mutation DeleteLegalDraft($id: ID!) {\n    deleteLegalDraft(id: $id)\n  }\n": types.DeleteLegalDraftDocument,
    "\n  query LegalPage($kind: LegalKind!, $version: Int, $locale: Locale!) {\n    legalDocument(kind: $kind, version: $version) {\n      id\n      kind\n      version\n      effectiveOn\n      publishedAt\n      bodyHtml(locale: $locale)\n      headings(locale: $locale) {\n        id\n        text\n        level\n      }\n    }\n    legalDocumentVersions(kind: $kind) {\n      id\n      version\n      effectiveOn\n      publishedAt\n    }\n  }\n": types.LegalPageDocument,
    "\n  mutation AcceptTerms($documentId: ID!) {\n    acceptTerms(documentId: $documentId)\n  }\n": types.AcceptTermsDocument,
    "\n  fragment BuildingAmenityFields on BuildingAmenities {\n    onSiteLaundry\n    yard\n    concierge\n    elevator\n    dryCleaning\n    gym\n    swimmingPool\n    storage\n    guestSuites\n    beanfieldWifi\n    publicWifi\n    bbqPermitted\n    visitorsParking\n    partyRoom\n    bikeStorage\n    wheelchairAccess\n    rooftopDeck\n    hotTub\n    sauna\n    gameRoom\n    theatre\n    businessCenter\n    communalGarden\n    petSpa\n    mediaRoom\n    basketballCourt\n    yogaRoom\n    tennisCourt\n    rooftopTerrace\n    coworkingSpace\n    conferenceRoom\n    patio\n    lounge\n  }\n": types.BuildingAmenityFieldsFragmentDoc,
    "\n  fragment UnitAmenityFields on UnitAmenities {\n    ac\n    centralHeat\n    electricalHeating\n    radiatorHeating\n    fireplace\n    carpet\n    ceilingFan\n    hardwoodFloor\n    walkInCloset\n    highCeilings\n    bathroomFan\n    balcony\n  }\n": types.UnitAmenityFieldsFragmentDoc,
    "\n  fragment UnitApplianceFields on UnitAppliances {\n    fridge\n    stove\n    rangehood\n    dishwasher\n    microwave\n    inunitwasher\n    inunitdryer\n    wineFridge\n    dehumidifier\n    firePlaceElectric\n    firePlaceGas\n    jacuzzi\n  }\n": types.UnitApplianceFieldsFragmentDoc,
    "\n  fragment LocationTagFields on LocationTags {\n    students\n    closeToTransit\n    purposeBuiltRentals\n    nightlife\n    parksAndWater\n    luxuryRentals\n    shortTermRentals\n    professionallyManaged\n    onlinePayments\n    onlineApplications\n    furnishedRentals\n    petFriendly\n  }\n": types.LocationTagFieldsFragmentDoc,
    "\n  fragment UtilityFields on Utilities {\n    electricity\n    heating\n    airConditioning\n    water\n    garbageRemoval\n    cableTv\n    internet\n    maintenanceFees\n    gas\n  }\n": types.UtilityFieldsFragmentDoc,
    "\n  fragment PetFields on Pets {\n    cat\n    dog\n    other\n    none\n  }\n": types.PetFieldsFragmentDoc,
    "\n  fragment TenantRequirementFields on TenantRequirements {\n    exceptionalCredit\n    payStub\n    letterOfEmployment\n    photoId\n    pastReferences\n    noSmoking\n    extraDocumentation\n  }\n": types.TenantRequirementFieldsFragmentDoc,
    "\n  mutation AnswerAvailabilityCheck($token: String!, $answer: AvailabilityAnswer!) {\n    answerAvailabilityCheck(token: $token, answer: $answer) {\n      answer\n      listingId\n      title\n      availabilityConfirmedAt\n    }\n  }\n": types.AnswerAvailabilityCheckDocument,
    "\n  fragment LandlordListingFields on Listing {\n    id\n    title\n    status\n    isapproved\n    isHidden\n    activate\n    isPremium\n    premiumDaysLeft\n    createdAt\n    updatedAt\n    availabilityConfirmedAt\n    unpublishedReason\n    location {\n      id\n      address\n    }\n    pictures {\n      id\n      cardUrl\n      order\n    }\n    units {\n      id\n      title\n      monthlyPrice\n      contactForPricing\n    }\n  }\n": types.LandlordListingFieldsFragmentDoc,
    "\n  query LandlordListings($search: String, $first: Int, $skip: Int) {\n    searchBuildingByLandlord(search: $search, first: $first, skip: $skip) {\n      ...LandlordListingFields\n    }\n    searchBuildingByLandlordCount(search: $search)\n  }\n": types.LandlordListingsDocument,
    "\n  mutation DeleteBuilding($id: ID!) {\n    deleteBuilding(id: $id)\n  }\n": types.DeleteBuildingDocument,
    "\n  mutation MarkListingRented($id: ID!, $data: MarkListingRentedInput!) {\n    markListingRented(where: { id: $id }, data: $data) {\n      ...LandlordListingFields\n      rentedPrice\n      signedLeaseDate\n      disableListing\n      tenantNames\n    }\n  }\n": types.MarkListingRentedDocument,
    "\n  mutation RelistListing($id: ID!) {\n    relistListing(where: { id: $id }) {\n      ...LandlordListingFields\n    }\n  }\n": types.RelistListingDocument,
    "\n  mutation ConfirmListingAvailability($id: ID!) {\n    confirmListingAvailability(where: { id: $id }) {\n      ...LandlordListingFields\n    }\n  }\n": types.ConfirmListingAvailabilityDocument,
    "\n  query UnitPageBuilding($unitId: ID!) {\n    getBuildingByUnit(unitId: $unitId) {\n      id\n      title\n      status\n      isapproved\n      isHidden\n      propertyType\n      description\n      user {\n        id\n      }\n      location {\n        id\n        address\n        city {\n          id\n          name\n          province\n        }\n      }\n      pictures {\n        id\n        cardUrl\n        detailUrl\n        filename\n        order\n      }\n      units {\n        id\n        title\n        number\n        available\n        startDateAvailability\n        unitSize\n        bedrooms\n        bathrooms\n        den\n        monthlyPrice\n        deposit\n        contactForPricing\n        leaseTerm\n        parking\n        parkingSpots\n        furnished\n        pictures {\n          id\n          cardUrl\n          detailUrl\n          filename\n          order\n        }\n        unitAmenities {\n          ...UnitAmenityFields\n        }\n        unitAppliances {\n          ...UnitApplianceFields\n        }\n      }\n    }\n  }\n": types.UnitPageBuildingDocument,
    "\n  query ListingStats($id: ID!) {\n    listing(id: $id) {\n      id\n      saveCount\n    }\n    listingStats(id: $id) {\n      listingId\n      firstDay\n      lastDay\n      days {\n        day\n        views\n      }\n      totals {\n        views\n        impressions\n        contactClicks\n        conversations\n        viewings\n        applications\n      }\n      boost {\n        running\n        days\n        firstDay\n        lastDay\n        figures {\n          figure\n          during\n          before\n          ratio\n        }\n      }\n    }\n  }\n": types.ListingStatsDocument,
    "\n  query DepositQuoteForPlans($planIds: [Int!]!, $province: String!) {\n    depositQuoteForPlans(planIds: $planIds, province: $province) {\n      ...DepositQuoteFields\n    }\n  }\n": types.DepositQuoteForPlansDocument,
    "\n  query DepositQuote($listingId: ID!) {\n    depositQuote(listingId: $listingId) {\n      ...DepositQuoteFields\n    }\n  }\n": types.DepositQuoteDocument,
    "\n  fragment DepositQuoteFields on PaymentQuote {\n    lines {\n      kind\n      name\n      amountCents\n    }\n    subtotalCents\n    taxes {\n      component\n      ratePer\n      amountCents\n    }\n    taxCents\n    totalCents\n    province\n    terms\n  }\n": types.DepositQuoteFieldsFragmentDoc,
    "\n  mutation CreateCheckoutSession($listingId: ID!, $price: Int!, $email: String, $idempotencyKey: String!) {\n    createCheckoutSession(\n      listingId: $listingId\n      price: $price\n      email: $email\n      idempotencyKey: $idempotencyKey\n    ) {\n      paymentId\n      url\n    }\n  }\n": types.CreateCheckoutSessionDocument,
    "\n  query ListWithUsPlans($where: PlanWhereInput) {\n    plans(where: $where) {\n      id\n      planGroup\n      priceCents\n      unit\n      position\n      kind\n      nameEn\n      nameFr\n    }\n  }\n": types.ListWithUsPlansDocument,
    "\n  mutation UpdateUserTypeListWithUs($data: UpdateUserTypeListWithUsInput!) {\n    updateUserTypeListWithUs(data: $data) {\n      id\n      userType\n    }\n  }\n": types.UpdateUserTypeListWithUsDocument,
    "\n  mutation CreateListWithUs($data: ListWithUsInput!) {\n    createListWithUs(data: $data) {\n      id\n      unitIds\n      paymentStatus\n      planIds\n    }\n  }\n": types.CreateListWithUsDocument,
    "\n  query ListWithUsListing($id: ID!) {\n    getSingleBuilding(id: $id) {\n      ...WizardListingFields\n      planIds\n      paymentStatus\n      advertiseUnit\n      existingUrl\n      advertiseDuration\n      currentlyTenanted\n      minimumRentalPrice\n      extraInfo\n      showingUnit\n      customiseLease\n      propertyRealtor\n      commission\n      partnershipStatus\n      spousePartner\n      lockbox\n    }\n  }\n": types.ListWithUsListingDocument,
    "\n  mutation SaveListWithUsPhone($data: UpdateUserInput!) {\n    updateUser(data: $data) {\n      id\n      phone\n    }\n  }\n": types.SaveListWithUsPhoneDocument,
    "\n  mutation UpdateListWithUsListing($where: ListingWhereInput!, $data: UpdateListingInput!) {\n    updateListing(where: $where, data: $data) {\n      ...WizardListingFields\n      planIds\n    }\n  }\n": types.UpdateListWithUsListingDocument,
    "\n  query InternalMapListings($state: [StaffListingState!], $city: String) {\n    internalMapListings(state: $state, city: $city) {\n      id\n      title\n      lat\n      lng\n      state\n      city\n    }\n  }\n": types.InternalMapListingsDocument,
    "\n  query SingleMapBuilding($id: ID!) {\n    singleMapBuilding(id: $id, isMap: true) {\n      id\n      title\n      createdAt\n      user {\n        id\n        firstName\n        lastName\n        email\n      }\n      location {\n        address\n      }\n      units {\n        id\n      }\n    }\n  }\n": types.SingleMapBuildingDocument,
    "\n  fragment AdminListingFields on Listing {\n    id\n    title\n    status\n    isHidden\n    isapproved\n    rejectedAt\n    rejectionReason\n    availablityStatus\n    isPremium\n    premiumName\n    premiumEnd\n    createdAt\n    updatedAt\n    location {\n      id\n      address\n    }\n    user {\n      id\n      firstName\n      lastName\n      email\n    }\n  }\n": types.AdminListingFieldsFragmentDoc,
    "\n  query AdminListings($search: String, $skip: Int, $take: Int) {\n    searchBuilding(search: $search, skip: $skip, take: $take) {\n      ...AdminListingFields\n    }\n    listingSearchCount(search: $search)\n  }\n": types.AdminListingsDocument,
    "\n  query AdminListingCounts {\n    adminTotalListing\n    adminActiveListingCount\n  }\n": types.AdminListingCountsDocument,
    "\n  query PendingListingCount {\n    requestLisitngCount {\n      count\n    }\n  }\n": types.PendingListingCountDocument,
    "\n  query RequestedListings($first: Int, $skip: Int) {\n    requestedListings(first: $first, skip: $skip) {\n      ...AdminListingFields\n      riskSignals {\n        ...RiskSignalFields\n      }\n    }\n    requestLisitngCount {\n      count\n    }\n  }\n": types.RequestedListingsDocument,
    "\n  mutation ActivateListing($id: ID!) {\n    activeListing(where: { id: $id }, data: { isHidden: false }) {\n      ...AdminListingFields\n    }\n  }\n": types.ActivateListingDocument,
    "\n  mutation DeactivateListing($id: ID!, $data: UnavailabilityInput!) {\n    deactivateSearchListing(where: { id: $id }, data: $data) {\n      ...AdminListingFields\n    }\n  }\n": types.DeactivateListingDocument,
    "\n  mutation ApproveListing($id: ID!) {\n    approveListing(where: { id: $id }) {\n      ...AdminListingFields\n    }\n  }\n": types.ApproveListingDocument,
    "\n  mutation RejectListing($id: ID!, $reason: String!) {\n    rejectListing(where: { id: $id }, reason: $reason) {\n      ...AdminListingFields\n    }\n  }\n": types.RejectListingDocument,
    "\n  query ListingAuditTrail($id: ID!) {\n    auditTrail(entityType: LISTING, entityId: $id) {\n      id\n      action\n      actorEmail\n      before\n      after\n      createdAt\n    }\n  }\n": types.ListingAuditTrailDocument,
    "\n  query PlacesAwaitingReview {\n    placesAwaitingReview {\n      id\n      name\n      province\n      accepted\n      neighbourhoods {\n        id\n        name\n        accepted\n      }\n    }\n  }\n": types.PlacesAwaitingReviewDocument,
    "\n  mutation AcceptCity($id: ID!) {\n    acceptCity(id: $id) {\n      id\n      accepted\n    }\n  }\n": types.AcceptCityDocument,
    "\n  mutation AcceptNeighbourhood($id: ID!) {\n    acceptNeighbourhood(id: $id) {\n      id\n      accepted\n    }\n  }\n": types.AcceptNeighbourhoodDocument,
    "\n  fragment ListingPagePictureFields on Picture {\n    id\n    cardUrl\n    detailUrl\n    url\n    mimeType\n    width\n    height\n    order\n  }\n": types.ListingPagePictureFieldsFragmentDoc,
    "\n  query ListingPage($id: ID!) {\n    listing(id: $id) {\n      id\n      title\n      status\n      isapproved\n      isHidden\n      activate\n      isPremium\n      premiumEnd\n      propertyType\n      postedAt\n      contentUpdatedAt\n      availabilityConfirmedAt\n      role\n      description\n      moveInBonuses\n      buildingConstructionYear\n      storiesInBuilding\n      totalUnitsInBuilding\n      developmentCompany\n      basement\n      user {\n        id\n        firstName\n      }\n      responseTime {\n        bucket\n      }\n      ownerVerification {\n        role\n        verifiedAt\n      }\n      hiddenUntilVerified\n      location {\n        id\n        address\n        lat\n        lng\n        city {\n          id\n          name\n          province\n        }\n        neighbourHood {\n          id\n          name\n        }\n        tags {\n          ...LocationTagFields\n        }\n      }\n      pictures {\n        ...ListingPagePictureFields\n      }\n      amenities {\n        ...BuildingAmenityFields\n      }\n      utilities {\n        ...UtilityFields\n      }\n      pets {\n        ...PetFields\n      }\n      tenantRequirements {\n        ...TenantRequirementFields\n      }\n      units {\n        id\n        title\n        number\n        available\n        startDateAvailability\n        unitSize\n        bedrooms\n        bathrooms\n        den\n        monthlyPrice\n        deposit\n        contactForPricing\n        leaseTerm\n        parking\n        parkingSpots\n        storage\n        maintenance\n        smokeAlarm\n        furnished\n        moveInBonuses\n        floorplan {\n          ...ListingPagePictureFields\n        }\n        pictures {\n          ...ListingPagePictureFields\n        }\n        unitAmenities {\n          ...UnitAmenityFields\n        }\n        unitAppliances {\n          ...UnitApplianceFields\n        }\n      }\n    }\n  }\n": types.ListingPageDocument,
    "\n  query SimilarListings($id: ID!) {\n    similarListings(id: $id) {\n      ...ListingCardFields\n    }\n  }\n": types.SimilarListingsDocument,
    "\n  mutation RecordListingView($id: ID!) {\n    recordListingView(id: $id)\n  }\n": types.RecordListingViewDocument,
    "\n  mutation RecordListingContact($id: ID!) {\n    recordListingEvent(id: $id, kind: CONTACT_CLICK)\n  }\n": types.RecordListingContactDocument,
    "\n  query PosterProfile($id: ID!, $first: Int!, $skip: Int!) {\n    posterProfile(userId: $id) {\n      id\n      firstName\n      roles\n      memberSince\n      listingCount\n      verification {\n        role\n        verifiedAt\n      }\n      listings(first: $first, skip: $skip) {\n        ...ListingCardFields\n      }\n    }\n  }\n": types.PosterProfileDocument,
    "\n  fragment WizardListingFields on Listing {\n    id\n    title\n    isapproved\n    description\n    propertyType\n    role\n    region\n    buildingConstructionYear\n    totalUnitsInBuilding\n    storiesInBuilding\n    basement\n    moveInBonuses\n    user {\n      id\n    }\n    location {\n      address\n      lat\n      lng\n      city {\n        id\n        name\n        province\n      }\n      neighbourHood {\n        id\n        name\n      }\n      tags {\n        ...LocationTagFields\n      }\n    }\n    utilities {\n      ...UtilityFields\n    }\n    amenities {\n      ...BuildingAmenityFields\n    }\n    pets {\n      ...PetFields\n    }\n    tenantRequirements {\n      ...TenantRequirementFields\n    }\n    pictures {\n      id\n      fileId\n      url\n      filename\n      order\n    }\n    units {\n      id\n      title\n      number\n      den\n      available\n      startDateAvailability\n      unitSize\n      bedrooms\n      bathrooms\n      monthlyPrice\n      deposit\n      contactForPricing\n      furnished\n      parking\n      parkingSpots\n      leaseTerm\n      storage\n      maintenance\n      smokeAlarm\n      unitAmenities {\n        ...UnitAmenityFields\n      }\n      unitAppliances {\n        ...UnitApplianceFields\n      }\n      floorplan {\n        id\n        fileId\n        url\n        filename\n        mimeType\n      }\n    }\n  }\n": types.WizardListingFieldsFragmentDoc,
    "\n  query GetSingleBuilding($id: ID!) {\n    getSingleBuilding(id: $id) {\n      ...WizardListingFields\n    }\n  }\n": types.GetSingleBuildingDocument,
    "\n  mutation CreateListing($data: CreateListingInput!) {\n    createListing(data: $data) {\n      id\n      units {\n        id\n      }\n    }\n  }\n": types.CreateListingDocument,
    "\n  mutation CreateUnit($listingId: ID!, $data: CreateUnitInput!) {\n    createUnit(where: { listingId: $listingId }, data: $data) {\n      id\n    }\n  }\n": types.CreateUnitDocument,
    "\n  mutation UpdateListing($where: ListingWhereInput!, $data: UpdateListingInput!) {\n    updateListing(where: $where, data: $data) {\n      ...WizardListingFields\n    }\n  }\n": types.UpdateListingDocument,
    "\n  query SearchAddresses($text: String!, $first: Int) {\n    searchAddresses(text: $text, first: $first) {\n      address\n      label\n      city\n      region\n      lat\n      lng\n      neighbourhood\n      postalCode\n      placeId\n    }\n  }\n": types.SearchAddressesDocument,
    "\n  mutation WizardCreateCity($data: CreateCityInput!) {\n    createCity(data: $data) {\n      id\n    }\n  }\n": types.WizardCreateCityDocument,
    "\n  mutation WizardCreateNeighbourhood($data: CreateNeighbourhoodInput!) {\n    createNeighbourhood(data: $data) {\n      id\n    }\n  }\n": types.WizardCreateNeighbourhoodDocument,
    "\n  mutation DeletePicture($where: PictureWhereInput!) {\n    deletePicture(where: $where)\n  }\n": types.DeletePictureDocument,
    "\n  mutation PicReorder($pictures: [PictureOrderInput!]!) {\n    picReorder(pictures: $pictures)\n  }\n": types.PicReorderDocument,
    "\n  mutation GenerateListingDescription($data: ListingDescriptionFactsInput!, $locale: Locale) {\n    generateListingDescription(data: $data, locale: $locale)\n  }\n": types.GenerateListingDescriptionDocument,
    "\n  mutation ScanImage($urls: [String!]!) {\n    scanImage(urls: $urls)\n  }\n": types.ScanImageDocument,
    "\n  query PlaceAt($lat: Float!, $lng: Float!) {\n    placeAt(lat: $lat, lng: $lng) {\n      label\n      city\n      region\n      placeId\n    }\n  }\n": types.PlaceAtDocument,
    "\n  query PinMapConfig {\n    siteConfig {\n      mapTileUrl\n      mapAttribution\n    }\n  }\n": types.PinMapConfigDocument,
    "\n  query SearchCities($search: String, $first: Int) {\n    cities(search: $search, first: $first) {\n      id\n      name\n      province\n    }\n  }\n": types.SearchCitiesDocument,
    "\n  query PopularCities($first: Int) {\n    cities(first: $first) {\n      id\n      name\n      province\n      neighbourhoods {\n        id\n        name\n        featured\n        popularity\n      }\n    }\n  }\n": types.PopularCitiesDocument,
    "\n  query NotificationSettings {\n    notificationSettings {\n      kind\n      enabled\n      takesRecipients\n      recipients\n      updatedAt\n    }\n  }\n": types.NotificationSettingsDocument,
    "\n  mutation UpdateNotificationSetting($kind: NotificationKind!, $enabled: Boolean!, $recipients: [String!]!) {\n    updateNotificationSetting(kind: $kind, enabled: $enabled, recipients: $recipients) {\n      kind\n      enabled\n      recipients\n      updatedAt\n    }\n  }\n": types.UpdateNotificationSettingDocument,
    "\n  query EmailOutbox($status: OutboxStatus, $first: Int, $skip: Int) {\n    emailOutbox(status: $status, first: $first, skip: $skip) {\n      count\n      items {\n        id\n        to\n        subject\n        template\n        status\n        attempts\n        lastError\n        createdAt\n        sentAt\n      }\n    }\n  }\n": types.EmailOutboxDocument,
    "\n  mutation ResendEmail($id: ID!) {\n    resendEmail(id: $id) {\n      id\n      status\n    }\n  }\n": types.ResendEmailDocument,
    "\n  query ContactListing($id: ID!) {\n    listing(id: $id) {\n      id\n      title\n      user {\n        id\n        firstName\n      }\n      location {\n        id\n        address\n        city {\n          id\n          name\n          province\n        }\n      }\n      pictures {\n        id\n        cardUrl\n      }\n      responseTime {\n        bucket\n      }\n    }\n  }\n": types.ContactListingDocument,
    "\n  mutation CreateBooking($data: CreateBookingInput!) {\n    createBooking(data: $data) {\n      id\n      room\n    }\n  }\n": types.CreateBookingDocument,
    "\n  query RoomOfListing($listingId: ID!) {\n    roomsPerUser(first: 1, where: { listingId: $listingId }) {\n      items {\n        id\n      }\n    }\n  }\n": types.RoomOfListingDocument,
    "\n  fragment MessageFields on Message {\n    id\n    room\n    type\n    text\n    createdAt\n    isRead\n    clientId\n    asTeam\n    safetyFlags\n    sender {\n      id\n      firstName\n      lastName\n      avatarUrl\n    }\n    file {\n      id\n      url\n      filename\n      mimeType\n      size\n    }\n  }\n": types.MessageFieldsFragmentDoc,
    "\n  fragment RoomFields on Room {\n    id\n    booking\n    flagged\n    blocked\n    blockedByViewer\n    lastMessageTime\n    unreadCount\n    listing {\n      id\n      title\n      coverUrl\n    }\n    otherParty {\n      id\n      firstName\n      lastName\n      avatarUrl\n    }\n    lastMessage {\n      ...MessageFields\n    }\n  }\n": types.RoomFieldsFragmentDoc,
    "\n  query RoomsPerUser($first: Int, $skip: Int, $where: RoomFilter) {\n    roomsPerUser(first: $first, skip: $skip, where: $where) {\n      count\n      items {\n        ...RoomFields\n      }\n    }\n  }\n": types.RoomsPerUserDocument,
    "\n  query MessagesInRoom($roomId: ID!, $before: String, $first: Int) {\n    messagesInRoom(roomId: $roomId, before: $before, first: $first) {\n      nextCursor\n      items {\n        ...MessageFields\n      }\n    }\n  }\n": types.MessagesInRoomDocument,
    "\n  query RenterBookings($userId: ID!) {\n    bookingsForUser(userId: $userId) {\n      id\n      room\n    }\n  }\n": types.RenterBookingsDocument,
    "\n  mutation CreateMessage($room: ID!, $text: String, $type: MessageType, $url: ID, $clientId: ID) {\n    createMessage(room: $room, text: $text, type: $type, url: $url, clientId: $clientId) {\n      ...MessageFields\n    }\n  }\n": types.CreateMessageDocument,
    "\n  mutation MarkRoomRead($roomId: ID!) {\n    markRoomRead(roomId: $roomId)\n  }\n": types.MarkRoomReadDocument,
    "\n  subscription RoomMessages($roomId: ID!) {\n    roomMessages(roomId: $roomId) {\n      ...MessageFields\n    }\n  }\n": types.RoomMessagesDocument,
    "\n  subscription UserRooms {\n    userRooms {\n      ...RoomFields\n    }\n  }\n": types.UserRoomsDocument,
    "\n  query UnreadMessages {\n    unreadMessages\n  }\n": types.UnreadMessagesDocument,
    "\n  mutation UnsubscribeMessageEmails($token: String!) {\n    unsubscribeMessageEmails(token: $token)\n  }\n": types.UnsubscribeMessageEmailsDocument,
    "\n  mutation ReportConversation($data: ReportConversationInput!) {\n    reportConversation(data: $data) {\n      id\n    }\n  }\n": types.ReportConversationDocument,
    "\n  mutation BlockConversation($roomId: ID!) {\n    blockConversation(roomId: $roomId) {\n      id\n      blocked\n      blockedByViewer\n    }\n  }\n": types.BlockConversationDocument,
    "\n  mutation UnblockConversation($roomId: ID!) {\n    unblockConversation(roomId: $roomId) {\n      id\n      blocked\n      blockedByViewer\n    }\n  }\n": types.UnblockConversationDocument,
    "\n  query SavedReplies {\n    savedReplies {\n      id\n      title\n      text\n    }\n  }\n": types.SavedRepliesDocument,
    "\n  mutation CreateSavedReply($data: SavedReplyInput!) {\n    createSavedReply(data: $data) {\n      id\n      title\n      text\n    }\n  }\n": types.CreateSavedReplyDocument,
    "\n  mutation UpdateSavedReply($id: ID!, $data: SavedReplyInput!) {\n    updateSavedReply(id: $id, data: $data) {\n      id\n      title\n      text\n    }\n  }\n": types.UpdateSavedReplyDocument,
    "\n  mutation DeleteSavedReply($id: ID!) {\n    deleteSavedReply(id: $id)\n  }\n": types.DeleteSavedReplyDocument,
    "\n  fragment AdminInboxRoomFields on AdminInboxRoom {\n    id\n    listing {\n      id\n      title\n    }\n    renter {\n      id\n      firstName\n      lastName\n      email\n    }\n    owner {\n      id\n      firstName\n      lastName\n      email\n    }\n    lastMessage {\n      id\n      text\n      asTeam\n      file {\n        id\n        filename\n      }\n    }\n    lastMessageTime\n    flagged\n    handledAt\n    unreadCount\n    openReportCount\n    blocked\n  }\n": types.AdminInboxRoomFieldsFragmentDoc,
    "\n  query AdminInboxRooms($where: AdminInboxFilter, $first: Int, $skip: Int) {\n    adminInboxRooms(where: $where, first: $first, skip: $skip) {\n      count\n      items {\n        ...AdminInboxRoomFields\n      }\n    }\n  }\n": types.AdminInboxRoomsDocument,
    "\n  query InboxListingTitle($id: ID!) {\n    listing(id: $id) {\n      id\n      title\n    }\n  }\n": types.InboxListingTitleDocument,
    "\n  query ConversationReports($roomId: ID!) {\n    conversationReports(roomId: $roomId) {\n      id\n      reason\n      text\n      createdAt\n      resolvedAt\n      reporter {\n        id\n        firstName\n        lastName\n        email\n      }\n    }\n  }\n": types.ConversationReportsDocument,
    "\n  query RoomStaffViews($roomId: ID!) {\n    roomStaffViews(roomId: $roomId) {\n      id\n      staffId\n      email\n      firstName\n      lastName\n      viewedAt\n    }\n  }\n": types.RoomStaffViewsDocument,
    "\n  mutation MarkRoomHandled($roomId: ID!, $handled: Boolean!) {\n    markRoomHandled(roomId: $roomId, handled: $handled) {\n      ...AdminInboxRoomFields\n    }\n  }\n": types.MarkRoomHandledDocument,
    "\n  mutation SubscribeNewsletter($email: String!) {\n    subscribeNewsletter(email: $email) {\n      status\n    }\n  }\n": types.SubscribeNewsletterDocument,
    "\n  mutation UnsubscribeNewsletter($token: String!) {\n    unsubscribeNewsletter(token: $token)\n  }\n": types.UnsubscribeNewsletterDocument,
    "\n  mutation ConfirmNewsletter($token: String!) {\n    confirmNewsletter(token: $token)\n  }\n": types.ConfirmNewsletterDocument,
    "\n  query SandboxCheckout($id: ID!) {\n    sandboxCheckout(id: $id) {\n      id\n      paymentId\n      status\n      lines {\n        kind\n        name\n        amountCents\n      }\n      taxes {\n        component\n        ratePer\n        amountCents\n      }\n      subtotalCents\n      totalCents\n      currency\n      email\n      cancelUrl\n      successUrl\n      requiresAuthentication\n    }\n  }\n": types.SandboxCheckoutDocument,
    "\n  mutation SandboxPay($id: ID!, $card: SandboxCardInput!) {\n    sandboxPay(id: $id, card: $card) {\n      outcome\n      code\n      message\n      redirectUrl\n    }\n  }\n": types.SandboxPayDocument,
    "\n  mutation SandboxAuthenticate($id: ID!, $approve: Boolean!) {\n    sandboxAuthenticate(id: $id, approve: $approve) {\n      outcome\n      code\n      message\n      redirectUrl\n    }\n  }\n": types.SandboxAuthenticateDocument,
    "\n  mutation SandboxCancel($id: ID!) {\n    sandboxCancel(id: $id) {\n      outcome\n      redirectUrl\n    }\n  }\n": types.SandboxCancelDocument,
    "\n  query ReturnedPayment($id: ID!) {\n    payment(id: $id) {\n      id\n      purpose\n      status\n      listingId\n      listingTitle\n      planId\n      lines {\n        kind\n        name\n        amountCents\n      }\n      subtotalCents\n      taxes {\n        component\n        ratePer\n        amountCents\n      }\n      taxCents\n      totalCents\n      currency\n      boostDays\n      cardBrand\n      cardLast4\n      failureMessage\n      paidAt\n    }\n  }\n": types.ReturnedPaymentDocument,
    "\n  query BoostedListingEnd($id: ID!) {\n    getSingleBuilding(id: $id) {\n      id\n      premiumEnd\n    }\n  }\n": types.BoostedListingEndDocument,
    "\n  fragment StaffFeatureFields on Feature {\n    id\n    nameEn\n    nameFr\n    subtitleEn\n    subtitleFr\n    informationEn\n    informationFr\n    position\n  }\n": types.StaffFeatureFieldsFragmentDoc,
    "\n  query Features {\n    features {\n      ...StaffFeatureFields\n    }\n  }\n": types.FeaturesDocument,
    "\n  mutation CreateFeature($data: FeatureInput!) {\n    createFeature(data: $data) {\n      ...StaffFeatureFields\n    }\n  }\n": types.CreateFeatureDocument,
    "\n  mutation UpdateFeature($id: ID!, $data: FeatureInput!) {\n    updateFeature(id: $id, data: $data) {\n      ...StaffFeatureFields\n    }\n  }\n": types.UpdateFeatureDocument,
    "\n  mutation DeleteFeature($id: ID!) {\n    deleteFeature(id: $id)\n  }\n": types.DeleteFeatureDocument,
    "\n  mutation ReorderFeatures($ids: [ID!]!) {\n    reorderFeatures(ids: $ids) {\n      id\n      position\n    }\n  }\n": types.ReorderFeaturesDocument,
    "\n  fragment PlanCardFields on Plan {\n    id\n    nameEn\n    nameFr\n    descriptionEn\n    descriptionFr\n    price\n    priceCents\n    unit\n    planGroup\n    kind\n    status\n    recommended\n    position\n    features {\n      id\n      nameEn\n      nameFr\n      subtitleEn\n      subtitleFr\n      informationEn\n      informationFr\n    }\n  }\n": types.PlanCardFieldsFragmentDoc,
    "\n  query Plans($where: PlanWhereInput) {\n    plans(where: $where) {\n      ...PlanCardFields\n    }\n  }\n": types.PlansDocument,
    "\n  mutation PremiumNotificationToAdminFromLandlord($where: ListingWhereInput!, $planId: Int!) {\n    premiumNotificationToAdminFromLandlord(where: $where, planId: $planId) {\n      id\n      status\n    }\n  }\n": types.PremiumNotificationToAdminFromLandlordDocument,
    "\n  fragment StaffPlanFields on Plan {\n    ...PlanCardFields\n    depositCents\n    active\n    listingCount\n  }\n": types.StaffPlanFieldsFragmentDoc,
    "\n  query StaffPlans {\n    plans(where: { includeInactive: true }) {\n      ...StaffPlanFields\n    }\n  }\n": types.StaffPlansDocument,
    "\n  mutation CreatePlan($data: PlanInput!) {\n    createPlan(data: $data) {\n      ...StaffPlanFields\n    }\n  }\n": types.CreatePlanDocument,
    "\n  mutation UpdatePlan($id: Int!, $data: PlanInput!) {\n    updatePlan(id: $id, data: $data) {\n      ...StaffPlanFields\n    }\n  }\n": types.UpdatePlanDocument,
    "\n  mutation DeletePlan($id: Int!) {\n    deletePlan(id: $id)\n  }\n": types.DeletePlanDocument,
    "\n  mutation SetPlanActive($id: Int!, $active: Boolean!) {\n    setPlanActive(id: $id, active: $active) {\n      id\n      active\n    }\n  }\n": types.SetPlanActiveDocument,
    "\n  mutation ReorderPlans($ids: [Int!]!) {\n    reorderPlans(ids: $ids) {\n      id\n      position\n    }\n  }\n": types.ReorderPlansDocument,
    "\n  fragment PremiumRequestFields on PremiumRequest {\n    id\n    premiumName\n    address\n    planId\n    status\n    createdAt\n    handledAt\n    overdue\n    listing {\n      id\n      title\n    }\n    requester {\n      id\n      firstName\n      lastName\n      email\n      phone\n    }\n  }\n": types.PremiumRequestFieldsFragmentDoc,
    "\n  query PremiumRequests($status: PremiumRequestStatus, $first: Int, $skip: Int) {\n    premiumRequests(status: $status, first: $first, skip: $skip) {\n      items {\n        ...PremiumRequestFields\n      }\n      count\n    }\n  }\n": types.PremiumRequestsDocument,
    "\n  mutation UpdatePremiumRequest($id: ID!, $status: PremiumRequestStatus!) {\n    updatePremiumRequest(id: $id, status: $status) {\n      ...PremiumRequestFields\n    }\n  }\n": types.UpdatePremiumRequestDocument,
    "\n  query MyDataExport {\n    myDataExport {\n      id\n      state\n      requestedAt\n      readyAt\n      expiresAt\n      fileId\n    }\n  }\n": types.MyDataExportDocument,
    "\n  mutation RequestDataExport {\n    requestDataExport {\n      id\n      state\n      requestedAt\n      readyAt\n      expiresAt\n      fileId\n    }\n  }\n": types.RequestDataExportDocument,
    "\n  query PrivacyRequests($first: Int, $skip: Int) {\n    privacyRequests(first: $first, skip: $skip) {\n      count\n      items {\n        id\n        kind\n        status\n        requestedAt\n        dueAt\n        user {\n          id\n          email\n          name\n        }\n      }\n    }\n  }\n": types.PrivacyRequestsDocument,
    "\n  mutation RetryDataExport($id: ID!) {\n    retryDataExport(id: $id) {\n      id\n      state\n    }\n  }\n": types.RetryDataExportDocument,
    "\n  mutation CreateRental($data: CreateRentalInput!, $clientId: ID, $creditCheckConsent: Boolean) {\n    createRental(data: $data, clientId: $clientId, creditCheckConsent: $creditCheckConsent) {\n      error\n      message\n    }\n  }\n": types.CreateRentalDocument,
    "\n  query RentalApplicationDraft {\n    rentalApplicationDraft\n  }\n": types.RentalApplicationDraftDocument,
    "\n  mutation SaveRentalApplicationDraft($draft: JSON!) {\n    saveRentalApplicationDraft(draft: $draft)\n  }\n": types.SaveRentalApplicationDraftDocument,
    "\n  mutation DeleteRentalApplicationDraft {\n    deleteRentalApplicationDraft\n  }\n": types.DeleteRentalApplicationDraftDocument,
    "\n  query RentalApplicationListing($id: ID!) {\n    listing(id: $id) {\n      id\n      location {\n        id\n        address\n        city {\n          id\n          name\n          province\n        }\n      }\n      units {\n        id\n        title\n        number\n        available\n      }\n    }\n  }\n": types.RentalApplicationListingDocument,
    "\n  query MyRentalPassport {\n    myRentalPassport {\n      id\n      submittedAt\n      applicantName\n      listingTitle\n      grossIncome\n      hasSin\n      details\n      documents {\n        key\n        count\n      }\n    }\n  }\n": types.MyRentalPassportDocument,
    "\n  mutation ReuseRentalApplication(\n    $sourceId: ID!\n    $offer: JSON!\n    $clientId: ID\n    $creditCheckConsent: Boolean\n  ) {\n    reuseRentalApplication(\n      sourceId: $sourceId\n      offer: $offer\n      clientId: $clientId\n      creditCheckConsent: $creditCheckConsent\n    ) {\n      error\n      message\n    }\n  }\n": types.ReuseRentalApplicationDocument,
    "\n  query LandlordApplications($listingId: ID, $status: RentalApplicationStatus, $first: Int, $skip: Int) {\n    landlordRentalApplications(listingId: $listingId, status: $status, first: $first, skip: $skip) {\n      count\n      items {\n        ...RentalApplicationSummary\n        ...RentalApplicationShareFields\n      }\n    }\n  }\n": types.LandlordApplicationsDocument,
    "\n  query ApplicationListings {\n    searchBuildingByLandlord(first: 100) {\n      id\n      title\n    }\n  }\n": types.ApplicationListingsDocument,
    "\n  mutation UpdateRentalApplicationStatus($id: ID!, $action: LandlordApplicationAction!) {\n    updateRentalApplicationStatus(id: $id, action: $action) {\n      ...RentalApplicationSummary\n      ...RentalApplicationHistoryFields\n    }\n  }\n": types.UpdateRentalApplicationStatusDocument,
    "\n  mutation SinForCreditCheck($id: ID!) {\n    sinForCreditCheck(id: $id)\n  }\n": types.SinForCreditCheckDocument,
    "\n  query ListingRooms($listingId: ID!) {\n    roomsPerUser(first: 100, where: { listingId: $listingId }) {\n      items {\n        id\n        otherParty {\n          id\n          firstName\n          lastName\n        }\n      }\n    }\n  }\n": types.ListingRoomsDocument,
    "\n  query MyRentalApplications($first: Int, $skip: Int) {\n    myRentalApplications(first: $first, skip: $skip) {\n      count\n      items {\n        ...RentalApplicationSummary\n        ...RentalApplicationShareFields\n      }\n    }\n  }\n": types.MyRentalApplicationsDocument,
    "\n  mutation WithdrawRentalApplication($id: ID!) {\n    withdrawRentalApplication(id: $id) {\n      ...RentalApplicationSummary\n      ...RentalApplicationShareFields\n      ...RentalApplicationHistoryFields\n    }\n  }\n": types.WithdrawRentalApplicationDocument,
    "\n  query MyApplicationRooms($userId: ID!) {\n    bookingsForUser(userId: $userId) {\n      id\n      listing\n      room\n    }\n  }\n": types.MyApplicationRoomsDocument,
    "\n  query HasRentalPassport {\n    myRentalPassport {\n      id\n    }\n  }\n": types.HasRentalPassportDocument,
    "\n  mutation RevokeRentalApplicationShare($id: ID!) {\n    revokeRentalApplicationShare(id: $id) {\n      ...RentalApplicationSummary\n      ...RentalApplicationShareFields\n      ...RentalApplicationHistoryFields\n      sin\n      details\n    }\n  }\n": types.RevokeRentalApplicationShareDocument,
    "\n  mutation DeleteMyRentalPassport {\n    deleteMyRentalPassport\n  }\n": types.DeleteMyRentalPassportDocument,
    "\n  fragment RentalApplicationSummary on RentalApplication {\n    id\n    status\n    actions\n    applicantName\n    applyingAs\n    occupation\n    employer\n    grossIncome\n    monthlyRent\n    incomeToRentRatio\n    coOccupantCount\n    hasPets\n    listingId\n    listingTitle\n    listingAddress\n    unitTitle\n    submittedAt\n    expiresAt\n    viewedAt\n    decidedAt\n    documents {\n      key\n      count\n    }\n  }\n": types.RentalApplicationSummaryFragmentDoc,
    "\n  query RentalApplication($id: ID!) {\n    rentalApplication(id: $id) {\n      ...RentalApplicationSummary\n      creditCheckConsent\n      sin\n      sinRevealedAt\n      details\n      ...RentalApplicationShareFields\n      ...RentalApplicationHistoryFields\n    }\n  }\n": types.RentalApplicationDocument,
    "\n  fragment RentalApplicationShareFields on RentalApplication {\n    share {\n      state\n      landlordName\n      expiresAt\n      revokedAt\n      erasedAt\n      openingCount\n      openings\n    }\n  }\n": types.RentalApplicationShareFieldsFragmentDoc,
    "\n  fragment RentalApplicationHistoryFields on RentalApplication {\n    history {\n      fromStatus\n      toStatus\n      at\n      by\n    }\n  }\n": types.RentalApplicationHistoryFieldsFragmentDoc,
    "\n  query StaffRentalApplications($where: StaffRentalApplicationFilter, $first: Int, $skip: Int) {\n    staffRentalApplications(where: $where, first: $first, skip: $skip) {\n      count\n      items {\n        id\n        applicantName\n        listingId\n        listingTitle\n        unitTitle\n        status\n        incomeToRentRatio\n        submittedAt\n        documents {\n          key\n          count\n        }\n      }\n    }\n  }\n": types.StaffRentalApplicationsDocument,
    "\n  query StaffRentalApplication($id: ID!) {\n    rentalApplication(id: $id) {\n      id\n      status\n      applicantName\n      applyingAs\n      listingId\n      listingTitle\n      listingAddress\n      unitTitle\n      monthlyRent\n      grossIncome\n      incomeToRentRatio\n      creditCheckConsent\n      sin\n      submittedAt\n      viewedAt\n      decidedAt\n      expiresAt\n      details\n      documents {\n        key\n        count\n      }\n      ...RentalApplicationShareFields\n      ...RentalApplicationHistoryFields\n    }\n  }\n": types.StaffRentalApplicationDocument,
    "\n  query RentalApplicationStaffViews($id: ID!) {\n    rentalApplicationStaffViews(id: $id) {\n      at\n      staffId\n      staffName\n      staffEmail\n    }\n  }\n": types.RentalApplicationStaffViewsDocument,
    "\n  mutation DeleteRentalApplication($id: ID!) {\n    deleteRentalApplication(id: $id)\n  }\n": types.DeleteRentalApplicationDocument,
    "\n  mutation CreateRentalEnquiry($data: RentalEnquiryInput!) {\n    createRentalEnquiry(data: $data) {\n      room\n      request {\n        id\n        status\n      }\n    }\n  }\n": types.CreateRentalEnquiryDocument,
    "\n  query RentalEnquiryCities($search: String, $first: Int) {\n    cities(search: $search, first: $first) {\n      id\n      name\n      province\n    }\n  }\n": types.RentalEnquiryCitiesDocument,
    "\n  query RentalEnquiryListing($id: ID!) {\n    listing(id: $id) {\n      id\n      title\n      user {\n        id\n        firstName\n      }\n      location {\n        id\n        address\n        city {\n          id\n          name\n          province\n        }\n      }\n      units {\n        id\n        title\n        number\n      }\n    }\n  }\n": types.RentalEnquiryListingDocument,
    "\n  query PublicRentalLaws($province: String!, $audience: RentalLawReader!, $locale: Locale) {\n    publicRentalLaws(province: $province, audience: $audience, locale: $locale) {\n      id\n      title\n      description\n      topic\n      audience\n      bodyHtml\n      sourceUrl\n      sourceTitle\n      lastReviewedOn\n    }\n  }\n": types.PublicRentalLawsDocument,
    "\n  mutation RecordRentalLawView($id: ID!) {\n    recordRentalLawView(id: $id)\n  }\n": types.RecordRentalLawViewDocument,
    "\n  mutation OpenRentalLawSource($id: ID!) {\n    openRentalLawSource(id: $id)\n  }\n": types.OpenRentalLawSourceDocument,
    "\n  fragment StaffRentalLawFields on RentalLaw {\n    id\n    title\n    description\n    province\n    audience\n    topic\n    locale\n    sourceUrl\n    sourceTitle\n    lastReviewedOn\n    position\n    isPublished\n    needsReview\n    seen\n    count\n    updatedAt\n  }\n": types.StaffRentalLawFieldsFragmentDoc,
    "\n  query StaffRentalLaws($where: RentalLawWhereInput, $skip: Int, $take: Int) {\n    rentalLaws(where: $where, skip: $skip, take: $take) {\n      ...StaffRentalLawFields\n    }\n    rentalLawCount(where: $where)\n    rentalLawsNeedingReview\n  }\n": types.StaffRentalLawsDocument,
    "\n  query StaffRentalLaw($id: ID!) {\n    rentalLaw(id: $id) {\n      ...StaffRentalLawFields\n      bodyJson\n    }\n  }\n": types.StaffRentalLawDocument,
    "\n  mutation CreateRentalLaw($data: RentalLawInput!) {\n    createRentalLaw(data: $data) {\n      ...StaffRentalLawFields\n      bodyJson\n    }\n  }\n": types.CreateRentalLawDocument,
    "\n  mutation UpdateRentalLaw($id: ID!, $data: RentalLawInput!) {\n    updateRentalLaw(id: $id, data: $data) {\n      ...StaffRentalLawFields\n      bodyJson\n    }\n  }\n": types.UpdateRentalLawDocument,
    "\n  mutation SetRentalLawPublished($id: ID!, $published: Boolean!) {\n    setRentalLawPublished(id: $id, published: $published) {\n      ...StaffRentalLawFields\n    }\n  }\n": types.SetRentalLawPublishedDocument,
    "\n  mutation MarkRentalLawReviewed($id: ID!) {\n    markRentalLawReviewed(id: $id) {\n      ...StaffRentalLawFields\n    }\n  }\n": types.MarkRentalLawReviewedDocument,
    "\n  mutation DeleteRentalLaw($id: ID!) {\n    deleteRentalLaw(id: $id)\n  }\n": types.DeleteRentalLawDocument,
    "\n  query SavedListingIds {\n    savedListingIds\n  }\n": types.SavedListingIdsDocument,
    "\n  mutation SaveHome($listingId: ID!) {\n    saveHome(listingId: $listingId) {\n      id\n      listingId\n    }\n  }\n": types.SaveHomeDocument,
    "\n  mutation UnsaveHome($listingId: ID!) {\n    unsaveHome(listingId: $listingId)\n  }\n": types.UnsaveHomeDocument,
    "\n  query SavedHomes($first: Int, $skip: Int) {\n    savedHomes(first: $first, skip: $skip) {\n      count\n      items {\n        id\n        listingId\n        note\n        savedAt\n        status {\n          kind\n          savedPrice\n          currentPrice\n        }\n        title\n        listing {\n          id\n          title\n          location {\n            id\n            address\n          }\n          pictures {\n            id\n            cardUrl\n            order\n          }\n          units {\n            id\n            pictures {\n              id\n              cardUrl\n              order\n            }\n          }\n        }\n      }\n    }\n  }\n": types.SavedHomesDocument,
    "\n  mutation UpdateSavedHomeNote($listingId: ID!, $note: String!) {\n    updateSavedHomeNote(listingId: $listingId, note: $note) {\n      id\n      note\n    }\n  }\n": types.UpdateSavedHomeNoteDocument,
    "\n  fragment SavedSearchFields on SavedSearch {\n    id\n    name\n    filters\n    searchPath\n    alertFrequency\n    paused\n    createdAt\n  }\n": types.SavedSearchFieldsFragmentDoc,
    "\n  query SavedSearches {\n    savedSearches {\n      ...SavedSearchFields\n    }\n  }\n": types.SavedSearchesDocument,
    "\n  mutation SaveSearch($data: SaveSearchInput!) {\n    saveSearch(data: $data) {\n      ...SavedSearchFields\n    }\n  }\n": types.SaveSearchDocument,
    "\n  mutation RenameSavedSearch($id: ID!, $name: String!) {\n    renameSavedSearch(id: $id, name: $name) {\n      ...SavedSearchFields\n    }\n  }\n": types.RenameSavedSearchDocument,
    "\n  mutation UpdateSavedSearchAlerts($id: ID!, $alertFrequency: AlertFrequency!, $paused: Boolean!) {\n    updateSavedSearchAlerts(id: $id, alertFrequency: $alertFrequency, paused: $paused) {\n      ...SavedSearchFields\n    }\n  }\n": types.UpdateSavedSearchAlertsDocument,
    "\n  mutation DeleteSavedSearch($id: ID!) {\n    deleteSavedSearch(id: $id)\n  }\n": types.DeleteSavedSearchDocument,
    "\n  mutation UnsubscribeSavedSearchAlerts($token: String!) {\n    unsubscribeSavedSearchAlerts(token: $token)\n  }\n": types.UnsubscribeSavedSearchAlertsDocument,
    "\n  query SearchHistoryUsers(\n    $search: String\n    $location: String\n    $from: String\n    $to: String\n    $first: Int\n    $skip: Int\n  ) {\n    searchHistoryUsers(\n      search: $search\n      location: $location\n      from: $from\n      to: $to\n      first: $first\n      skip: $skip\n    ) {\n      count\n      items {\n        userId\n        firstName\n        lastName\n        email\n        userType\n        searchCount\n        lastSearchAt\n      }\n    }\n  }\n": types.SearchHistoryUsersDocument,
    "\n  query SearchHistoryOfUser(\n    $userId: ID!\n    $location: String\n    $from: String\n    $to: String\n    $first: Int\n    $skip: Int\n  ) {\n    searchHistoryOfUser(\n      userId: $userId\n      location: $location\n      from: $from\n      to: $to\n      first: $first\n      skip: $skip\n    ) {\n      count\n      items {\n        id\n        location\n        filters\n        createdAt\n      }\n    }\n  }\n": types.SearchHistoryOfUserDocument,
    "\n  mutation DeleteSearchHistoryEntries($ids: [ID!]!) {\n    deleteSearchHistoryEntries(ids: $ids)\n  }\n": types.DeleteSearchHistoryEntriesDocument,
    "\n  fragment ListingCardFields on Listing {\n    id\n    title\n    isPremium\n    ownerVerification {\n      checked\n    }\n    propertyType\n    postedAt\n    contentUpdatedAt\n    availabilityConfirmedAt\n    matchingUnitIds\n    location {\n      id\n      address\n      lat\n      lng\n    }\n    pictures {\n      id\n      cardUrl\n      order\n    }\n    units {\n      id\n      available\n      bedrooms\n      bathrooms\n      unitSize\n      monthlyPrice\n      contactForPricing\n      pictures {\n        id\n        cardUrl\n        order\n      }\n    }\n  }\n": types.ListingCardFieldsFragmentDoc,
    "\n  query SiteMapConfig {\n    siteConfig {\n      mapTileUrl\n      mapAttribution\n    }\n  }\n": types.SiteMapConfigDocument,
    "\n  query SearchListings(\n    $where: ListingSearchInput\n    $orderBy: ListingSearchOrder\n    $first: Int\n    $skip: Int\n    $userId: ID\n  ) {\n    searchListings(where: $where, orderBy: $orderBy, first: $first, skip: $skip, userId: $userId) {\n      ...ListingCardFields\n    }\n    searchListingsCount(where: $where)\n  }\n": types.SearchListingsDocument,
    "\n  query SearchMapListings($where: ListingSearchInput, $orderBy: ListingSearchOrder, $first: Int) {\n    searchListings(where: $where, orderBy: $orderBy, first: $first) {\n      id\n      title\n      isPremium\n      location {\n        id\n        address\n        lat\n        lng\n      }\n      units {\n        id\n        available\n        monthlyPrice\n        contactForPricing\n      }\n    }\n  }\n": types.SearchMapListingsDocument,
    "\n  query SearchCityOptions($search: String, $first: Int) {\n    cities(search: $search, first: $first) {\n      id\n      name\n      province\n      neighbourhoods {\n        id\n        name\n      }\n    }\n  }\n": types.SearchCityOptionsDocument,
    "\n  fragment SiteFormFieldFields on SiteFormField {\n    key\n    type\n    labelEn\n    labelFr\n    helpEn\n    helpFr\n    required\n    options {\n      value\n      labelEn\n      labelFr\n    }\n  }\n": types.SiteFormFieldFieldsFragmentDoc,
    "\n  query PublicSiteForm($slug: String, $path: String) {\n    publicSiteForm(slug: $slug, path: $path) {\n      id\n      slug\n      routePath\n      titleEn\n      titleFr\n      promptEn\n      promptFr\n      thankYouEn\n      thankYouFr\n      showContactLine\n      fields {\n        ...SiteFormFieldFields\n      }\n    }\n  }\n": types.PublicSiteFormDocument,
    "\n  mutation SubmitSiteForm($slug: String!, $answers: JSON!, $website: String) {\n    submitSiteForm(slug: $slug, answers: $answers, website: $website)\n  }\n": types.SubmitSiteFormDocument,
    "\n  fragment SiteFormFields on SiteForm {\n    id\n    slug\n    routePath\n    titleEn\n    titleFr\n    promptEn\n    promptFr\n    thankYouEn\n    thankYouFr\n    notifyEmail\n    showContactLine\n    isPublished\n    submissionCount\n    updatedAt\n    fields {\n      ...SiteFormFieldFields\n    }\n  }\n": types.SiteFormFieldsFragmentDoc,
    "\n  query SiteForms {\n    siteForms {\n      ...SiteFormFields\n    }\n  }\n": types.SiteFormsDocument,
    "\n  mutation CreateSiteForm($data: JSON!) {\n    createSiteForm(data: $data) {\n      ...SiteFormFields\n    }\n  }\n": types.CreateSiteFormDocument,
    "\n  mutation UpdateSiteForm($id: ID!, $data: JSON!) {\n    updateSiteForm(id: $id, data: $data) {\n      ...SiteFormFields\n    }\n  }\n": types.UpdateSiteFormDocument,
    "\n  mutation DeleteSiteForm($id: ID!) {\n    deleteSiteForm(id: $id)\n  }\n": types.DeleteSiteFormDocument,
    "\n  query SiteFormSubmissions($formId: ID!, $first: Int, $skip: Int) {\n    siteFormSubmissions(formId: $formId, first: $first, skip: $skip) {\n      count\n      items {\n        id\n        answers\n        locale\n        createdAt\n      }\n    }\n  }\n": types.SiteFormSubmissionsDocument,
    "\n  mutation DeleteSiteFormSubmission($id: ID!) {\n    deleteSiteFormSubmission(id: $id)\n  }\n": types.DeleteSiteFormSubmissionDocument,
    "\n  query TenantProfile($id: ID!) {\n    tenantProfile(id: $id) {\n      id\n      firstName\n      lastInitial\n      avatarUrl\n      city\n      occupation\n      bio\n      minBudget\n      budget\n      moveIn\n      bedrooms\n      pets\n      furnishing\n      flatmates\n      memberSince\n    }\n  }\n": types.TenantProfileDocument,
    "\n  query RoommatesForListing($id: ID!) {\n    roommatesForListing(id: $id) {\n      id\n      firstName\n      lastInitial\n      avatarUrl\n      occupation\n      minBudget\n      budget\n      moveIn\n    }\n  }\n": types.RoommatesForListingDocument,
    "\n  mutation UpdateUser($data: UpdateUserInput!) {\n    updateUser(data: $data) {\n      ...CurrentUserFields\n    }\n  }\n": types.UpdateUserDocument,
    "\n  mutation UpdateUserType($data: UpdateUserTypeInput!) {\n    updateUserType(data: $data) {\n      ...CurrentUserFields\n    }\n  }\n": types.UpdateUserTypeDocument,
    "\n  fragment AdminUserFields on User {\n    id\n    email\n    firstName\n    lastName\n    userType\n    listingCount\n    createdAt\n  }\n": types.AdminUserFieldsFragmentDoc,
    "\n  query AdminUsers($first: Int, $skip: Int, $userType: UserType, $search: String, $staffOnly: Boolean) {\n    users(first: $first, skip: $skip, userType: $userType, search: $search, staffOnly: $staffOnly) {\n      ...AdminUserFields\n    }\n    userCount(userType: $userType, search: $search, staffOnly: $staffOnly)\n  }\n": types.AdminUsersDocument,
    "\n  mutation ChangeUserType($data: UpdateUserTypeInput!) {\n    updateUserType(data: $data) {\n      ...AdminUserFields\n    }\n  }\n": types.ChangeUserTypeDocument,
    "\n  mutation CreateUser($data: CreateUserInput!) {\n    createUser(data: $data) {\n      ...AdminUserFields\n    }\n  }\n": types.CreateUserDocument,
    "\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id)\n  }\n": types.DeleteUserDocument,
    "\n  query UserAuditTrail($id: ID!) {\n    auditTrail(entityType: USER, entityId: $id) {\n      id\n      action\n      actorEmail\n      before\n      after\n      createdAt\n    }\n  }\n": types.UserAuditTrailDocument,
    "\n  query UserListings($id: ID!, $first: Int, $skip: Int) {\n    user(id: $id) {\n      ...AdminUserFields\n    }\n    userListings(userId: $id, first: $first, skip: $skip) {\n      id\n      title\n      status\n      createdAt\n    }\n    userListingCount(userId: $id)\n  }\n": types.UserListingsDocument,
    "\n  query StaffMember($id: ID!) {\n    user(id: $id) {\n      ...AdminUserFields\n    }\n    permission(userId: $id) {\n      module\n      add\n      edit\n      delete\n      view\n    }\n  }\n": types.StaffMemberDocument,
    "\n  mutation SetPermissions($userId: ID!, $permissionData: [PermissionDataInput!]!) {\n    createPermission(userId: $userId, permissionData: $permissionData) {\n      module\n      add\n      edit\n      delete\n      view\n    }\n  }\n": types.SetPermissionsDocument,
    "\n  fragment VerificationRequestFields on VerificationRequest {\n    id\n    role\n    state\n    registrationNumber\n    submittedAt\n    decidedAt\n    decisionReason\n    decidedByEmail\n    documentsDeletedAt\n    documents {\n      kind\n      fileId\n      url\n      filename\n      mimeType\n    }\n    documentViews {\n      kind\n      viewedAt\n      viewerEmail\n      viewerName\n      byStaff\n    }\n  }\n": types.VerificationRequestFieldsFragmentDoc,
    "\n  query MyVerification {\n    myVerification {\n      status\n      graceEndsAt\n      hiddenListings\n      documentRetentionDays\n      request {\n        ...VerificationRequestFields\n      }\n    }\n  }\n": types.MyVerificationDocument,
    "\n  mutation SubmitVerification($data: SubmitVerificationInput!) {\n    submitVerification(data: $data) {\n      ...VerificationRequestFields\n    }\n  }\n": types.SubmitVerificationDocument,
    "\n  query VerificationQueue($state: VerificationRequestState, $first: Int, $skip: Int) {\n    verificationRequests(state: $state, first: $first, skip: $skip) {\n      id\n      role\n      state\n      submittedAt\n      decidedAt\n      poster {\n        id\n        email\n        firstName\n        lastName\n      }\n    }\n    verificationRequestCount(state: $state)\n  }\n": types.VerificationQueueDocument,
    "\n  query VerificationRequestDetail($id: ID!) {\n    verificationRequest(id: $id) {\n      ...VerificationRequestFields\n      poster {\n        id\n        email\n        firstName\n        lastName\n        legalName\n        phone\n        createdAt\n      }\n      posterListings {\n        id\n        title\n        role\n        address\n        isHidden\n        riskSignals {\n          ...RiskSignalFields\n        }\n      }\n    }\n  }\n": types.VerificationRequestDetailDocument,
    "\n  mutation DecideVerification($data: DecideVerificationInput!) {\n    decideVerification(data: $data) {\n      ...VerificationRequestFields\n    }\n  }\n": types.DecideVerificationDocument,
    "\n  fragment ViewingRequestFields on ViewingRequest {\n    id\n    pre_viewing_city {\n      city\n      province\n    }\n    budget\n    bedrooms\n    moveIn\n    availabilityDays\n    availabilityTimes\n    message\n    status\n    createdAt\n  }\n": types.ViewingRequestFieldsFragmentDoc,
    "\n  query MyViewingRequests {\n    myViewingRequests {\n      ...ViewingRequestFields\n    }\n    myViewingPreferences {\n      pre_viewing_city {\n        city\n        province\n      }\n      budget\n      moveIn\n      availabilityDays\n    }\n  }\n": types.MyViewingRequestsDocument,
    "\n  mutation RequestForViewing($data: RequestForViewingInput!) {\n    requestForViewing(data: $data) {\n      ...ViewingRequestFields\n    }\n  }\n": types.RequestForViewingDocument,
    "\n  query ViewingRequestCities($search: String, $first: Int) {\n    cities(search: $search, first: $first) {\n      id\n      name\n      province\n    }\n  }\n": types.ViewingRequestCitiesDocument,
    "\n  fragment StaffViewingRequestFields on StaffViewingRequest {\n    id\n    kind\n    contactPhone\n    unitCount\n    pre_viewing_city {\n      city\n      province\n    }\n    budget\n    bedrooms\n    moveIn\n    availabilityDays\n    availabilityTimes\n    message\n    status\n    staffNote\n    createdAt\n    updatedAt\n    requester {\n      id\n      firstName\n      lastName\n      email\n      phone\n    }\n    assignedTo {\n      id\n      firstName\n      lastName\n      email\n    }\n  }\n": types.StaffViewingRequestFieldsFragmentDoc,
    "\n  query StaffViewingRequests($where: ViewingRequestFilter, $first: Int, $skip: Int) {\n    viewingRequests(where: $where, first: $first, skip: $skip) {\n      count\n      items {\n        ...StaffViewingRequestFields\n      }\n    }\n  }\n": types.StaffViewingRequestsDocument,
    "\n  query ViewingRequestAssignees {\n    viewingRequestAssignees {\n      id\n      firstName\n      lastName\n      email\n    }\n  }\n": types.ViewingRequestAssigneesDocument,
    "\n  mutation UpdateViewingRequest($id: ID!, $data: UpdateViewingRequestInput!) {\n    updateViewingRequest(id: $id, data: $data) {\n      ...StaffViewingRequestFields\n    }\n  }\n": types.UpdateViewingRequestDocument,
    "\n  fragment ViewingFields on Viewing {\n    id\n    listingId\n    listingTitle\n    room\n    renter {\n      id\n      firstName\n      lastName\n    }\n    kind\n    openHouseId\n    status\n    startsAt\n    endsAt\n    zone\n    proposedTimes\n    proposedStartsAt\n    proposedEndsAt\n    proposedBy\n    cancelReason\n    cancelledBy\n    confirmedAt\n    createdAt\n    actions\n  }\n": types.ViewingFieldsFragmentDoc,
    "\n  mutation ViewingAction($data: ViewingActionInput!) {\n    viewingAction(data: $data) {\n      ...ViewingFields\n    }\n  }\n": types.ViewingActionDocument,
    "\n  fragment CalendarFeedFields on CalendarFeed {\n    url\n    webcalUrl\n    createdAt\n  }\n": types.CalendarFeedFieldsFragmentDoc,
    "\n  query MyCalendarFeed {\n    myCalendarFeed {\n      ...CalendarFeedFields\n    }\n  }\n": types.MyCalendarFeedDocument,
    "\n  mutation CreateCalendarFeed {\n    createCalendarFeed {\n      ...CalendarFeedFields\n    }\n  }\n": types.CreateCalendarFeedDocument,
    "\n  mutation RevokeCalendarFeed {\n    revokeCalendarFeed {\n      ...CalendarFeedFields\n    }\n  }\n": types.RevokeCalendarFeedDocument,
    "\n  query LandlordAgenda($from: String!, $to: String!) {\n    landlordViewings(from: $from, to: $to) {\n      ...ViewingFields\n    }\n  }\n": types.LandlordAgendaDocument,
    "\n  query AgendaListings {\n    searchBuildingByLandlord(first: 100) {\n      id\n      title\n    }\n  }\n": types.AgendaListingsDocument,
    "\n  fragment AvailabilityFields on ViewingAvailability {\n    listingId\n    zone\n    configured\n    windows {\n      weekday\n      start\n      end\n    }\n    slotMinutes\n    bufferMinutes\n    horizonDays\n    minNoticeHours\n    mode\n    showingType\n    meetingLink\n    capacityPerSlot\n    openHouses {\n      id\n      startsAt\n      endsAt\n      capacity\n      booked\n    }\n  }\n": types.AvailabilityFieldsFragmentDoc,
    "\n  query ViewingAvailability($listingId: ID!) {\n    listing(id: $listingId) {\n      id\n      title\n    }\n    viewingAvailability(listingId: $listingId) {\n      ...AvailabilityFields\n    }\n  }\n": types.ViewingAvailabilityDocument,
    "\n  mutation SetViewingAvailability($listingId: ID!, $data: ViewingAvailabilityInput!) {\n    setViewingAvailability(listingId: $listingId, data: $data) {\n      ...AvailabilityFields\n    }\n  }\n": types.SetViewingAvailabilityDocument,
    "\n  mutation AddOpenHouse($listingId: ID!, $data: OpenHouseInput!) {\n    addOpenHouse(listingId: $listingId, data: $data) {\n      ...AvailabilityFields\n    }\n  }\n": types.AddOpenHouseDocument,
    "\n  mutation RemoveOpenHouse($id: ID!) {\n    removeOpenHouse(id: $id) {\n      ...AvailabilityFields\n    }\n  }\n": types.RemoveOpenHouseDocument,
    "\n  query StaffViewings($where: StaffViewingFilter, $first: Int, $skip: Int) {\n    staffViewings(where: $where, first: $first, skip: $skip) {\n      count\n      items {\n        ...ViewingFields\n        assignedTo {\n          id\n          firstName\n          lastName\n          email\n        }\n      }\n    }\n  }\n": types.StaffViewingsDocument,
    "\n  query StaffViewingAssignees {\n    viewingRequestAssignees {\n      id\n      firstName\n      lastName\n      email\n    }\n  }\n": types.StaffViewingAssigneesDocument,
    "\n  mutation AssignViewing($viewing: ID!, $staff: ID) {\n    assignViewing(viewing: $viewing, staff: $staff) {\n      id\n      assignedTo {\n        id\n        firstName\n        lastName\n        email\n      }\n    }\n  }\n": types.AssignViewingDocument,
    "\n  fragment ViewingSlotsFields on ViewingSlots {\n    listingId\n    zone\n    offered\n    mode\n    showingType\n    slots {\n      kind\n      startsAt\n      endsAt\n      capacity\n      remaining\n      openHouseId\n    }\n  }\n": types.ViewingSlotsFieldsFragmentDoc,
    "\n  query ViewingSlots($listingId: ID!, $from: String!, $to: String!) {\n    viewingSlots(listingId: $listingId, from: $from, to: $to) {\n      ...ViewingSlotsFields\n    }\n  }\n": types.ViewingSlotsDocument,
    "\n  query ViewingForm($listingId: ID!, $from: String!, $to: String!) {\n    listing(id: $listingId) {\n      id\n      title\n      location {\n        id\n        address\n        city {\n          id\n          name\n          province\n        }\n      }\n    }\n    viewingSlots(listingId: $listingId, from: $from, to: $to) {\n      ...ViewingSlotsFields\n    }\n  }\n": types.ViewingFormDocument,
    "\n  mutation BookViewing($data: BookViewingInput!) {\n    bookViewing(data: $data) {\n      ...ViewingFields\n    }\n  }\n": types.BookViewingDocument,
    "\n  query MyViewings($when: ViewingsWhen!) {\n    myViewings(when: $when) {\n      ...ViewingFields\n    }\n  }\n": types.MyViewingsDocument,
    "\n  fragment CurrentUserFields on User {\n    id\n    email\n    firstName\n    lastName\n    legalName\n    phone\n    userType\n    avatarUrl\n    city\n    industry\n    occupation\n    bio\n    gender\n    locale\n    budget\n    min_budget\n    moveIn\n    roommate\n    credit_score\n    householdIncome\n    flatmates\n    zip_code\n    notify\n    verified\n    isFirstLogin\n    twoFactorEnabled\n    hasPassword\n    termsToAccept {\n      id\n      version\n      summary\n    }\n    permissions {\n      module\n      add\n      edit\n      delete\n      view\n    }\n  }\n": types.CurrentUserFieldsFragmentDoc,
    "\n  query FetchCurrentUser {\n    fetchCurrentUser {\n      ...CurrentUserFields\n    }\n  }\n": types.FetchCurrentUserDocument,
    "\n  subscription CurrentUserUpdated {\n    currentUserUpdated {\n      ...CurrentUserFields\n    }\n  }\n": types.CurrentUserUpdatedDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  mutation MultipleFileUpload($files: [Upload!]!, $pathType: FilePathType!) {\n    multipleFileUpload(files: $files, pathType: $pathType) {\n      id\n      filename\n      url\n      mimeType\n      size\n      pathType\n    }\n  }\n": types.MultipleFileUploadDocument,
    "\n  mutation UploadImage($file: Upload!, $pathType: ThumbnailPathType) {\n    uploadImage(file: $file, pathType: $pathType) {\n      id\n      thumbnailUrl\n      width\n      height\n    }\n  }\n": types.UploadImageDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrendingListings($first: Int) {\n    trendingListings(first: $first) {\n      ...ListingCardFields\n    }\n  }\n"): (typeof documents)["\n  query TrendingListings($first: Int) {\n    trendingListings(first: $first) {\n      ...ListingCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeaturedCityCounts(\n    $c0: ListingSearchInput\n    $c1: ListingSearchInput\n    $c2: ListingSearchInput\n    $c3: ListingSearchInput\n    $c4: ListingSearchInput\n    $c5: ListingSearchInput\n  ) {\n    c0: searchListingsCount(where: $c0)\n    c1: searchListingsCount(where: $c1)\n    c2: searchListingsCount(where: $c2)\n    c3: searchListingsCount(where: $c3)\n    c4: searchListingsCount(where: $c4)\n    c5: searchListingsCount(where: $c5)\n  }\n"): (typeof documents)["\n  query FeaturedCityCounts(\n    $c0: ListingSearchInput\n    $c1: ListingSearchInput\n    $c2: ListingSearchInput\n    $c3: ListingSearchInput\n    $c4: ListingSearchInput\n    $c5: ListingSearchInput\n  ) {\n    c0: searchListingsCount(where: $c0)\n    c1: searchListingsCount(where: $c1)\n    c2: searchListingsCount(where: $c2)\n    c3: searchListingsCount(where: $c3)\n    c4: searchListingsCount(where: $c4)\n    c5: searchListingsCount(where: $c5)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Testimonials($locale: Locale!) {\n    testimonials(locale: $locale) {\n      id\n      fullName\n      keyword\n      quote\n      imageUrl\n    }\n  }\n"): (typeof documents)["\n  query Testimonials($locale: Locale!) {\n    testimonials(locale: $locale) {\n      id\n      fullName\n      keyword\n      quote\n      imageUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminDashboard($days: Int) {\n    adminDashboard {\n      listings {\n        pending\n        active\n        hidden\n        premium\n        total\n      }\n      requestedListings\n      users {\n        byType {\n          userType\n          count\n        }\n        total\n      }\n      series(days: $days) {\n        day\n        newListings\n        newUsers\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminDashboard($days: Int) {\n    adminDashboard {\n      listings {\n        pending\n        active\n        hidden\n        premium\n        total\n      }\n      requestedListings\n      users {\n        byType {\n          userType\n          count\n        }\n        total\n      }\n      series(days: $days) {\n        day\n        newListings\n        newUsers\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContentDashboard {\n    contentDashboard {\n      postsPublished\n      postsDraft\n      postsScheduled\n      blogViewsThisWeek\n      topPostsThisWeek {\n        id\n        title\n        slug\n        views\n      }\n      trendingArticlesPublished\n      estateScoopArticlesPublished\n      rentalLawsToReview\n    }\n  }\n"): (typeof documents)["\n  query ContentDashboard {\n    contentDashboard {\n      postsPublished\n      postsDraft\n      postsScheduled\n      blogViewsThisWeek\n      topPostsThisWeek {\n        id\n        title\n        slug\n        views\n      }\n      trendingArticlesPublished\n      estateScoopArticlesPublished\n      rentalLawsToReview\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RiskSignalFields on RiskSignal {\n    code\n    severity\n    accountAgeDays\n    rent\n    median\n    sampleSize\n    percentBelow\n    bedrooms\n    areaName\n    pictureCount\n    accountCount\n    contactKinds\n    words\n    listingCount\n    windowHours\n  }\n"): (typeof documents)["\n  fragment RiskSignalFields on RiskSignal {\n    code\n    severity\n    accountAgeDays\n    rent\n    median\n    sampleSize\n    percentBelow\n    bedrooms\n    areaName\n    pictureCount\n    accountCount\n    contactKinds\n    words\n    listingCount\n    windowHours\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffArticleFields on AdminArticle {\n    id\n    title\n    subtitle\n    description\n    articleUrl\n    articleType\n    imageUrl\n    status\n    note\n    locale\n    tags {\n      id\n      name\n    }\n    linkHealth\n    linkStatus\n    linkCheckedAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment StaffArticleFields on AdminArticle {\n    id\n    title\n    subtitle\n    description\n    articleUrl\n    articleType\n    imageUrl\n    status\n    note\n    locale\n    tags {\n      id\n      name\n    }\n    linkHealth\n    linkStatus\n    linkCheckedAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffArticles($where: ArticleWhereInput, $skip: Int, $take: Int) {\n    articles(where: $where, skip: $skip, take: $take) {\n      ...StaffArticleFields\n    }\n    articleCount(where: $where)\n  }\n"): (typeof documents)["\n  query StaffArticles($where: ArticleWhereInput, $skip: Int, $take: Int) {\n    articles(where: $where, skip: $skip, take: $take) {\n      ...StaffArticleFields\n    }\n    articleCount(where: $where)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ArticleTags {\n    articleTags {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query ArticleTags {\n    articleTags {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateArticle($data: ArticleInput!) {\n    createArticle(data: $data) {\n      ...StaffArticleFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateArticle($data: ArticleInput!) {\n    createArticle(data: $data) {\n      ...StaffArticleFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateArticle($id: ID!, $data: ArticleInput!) {\n    updateArticle(id: $id, data: $data) {\n      ...StaffArticleFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateArticle($id: ID!, $data: ArticleInput!) {\n    updateArticle(id: $id, data: $data) {\n      ...StaffArticleFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteArticle($id: ID!) {\n    deleteArticle(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteArticle($id: ID!) {\n    deleteArticle(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffTestimonialFields on Testimonial {\n    id\n    fullName\n    keyword\n    quote\n    imageUrl\n    locale\n    isPublished\n    createdAt\n  }\n"): (typeof documents)["\n  fragment StaffTestimonialFields on Testimonial {\n    id\n    fullName\n    keyword\n    quote\n    imageUrl\n    locale\n    isPublished\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffTestimonials($skip: Int, $take: Int) {\n    adminTestimonials(skip: $skip, take: $take) {\n      ...StaffTestimonialFields\n    }\n    adminTestimonialCount\n  }\n"): (typeof documents)["\n  query StaffTestimonials($skip: Int, $take: Int) {\n    adminTestimonials(skip: $skip, take: $take) {\n      ...StaffTestimonialFields\n    }\n    adminTestimonialCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTestimonial($data: TestimonialInput!) {\n    createTestimonial(data: $data) {\n      ...StaffTestimonialFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTestimonial($data: TestimonialInput!) {\n    createTestimonial(data: $data) {\n      ...StaffTestimonialFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTestimonial($id: ID!, $data: TestimonialInput!) {\n    updateTestimonial(id: $id, data: $data) {\n      ...StaffTestimonialFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateTestimonial($id: ID!, $data: TestimonialInput!) {\n    updateTestimonial(id: $id, data: $data) {\n      ...StaffTestimonialFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetTestimonialPublished($id: ID!, $isPublished: Boolean!) {\n    setTestimonialPublished(id: $id, isPublished: $isPublished) {\n      id\n      isPublished\n    }\n  }\n"): (typeof documents)["\n  mutation SetTestimonialPublished($id: ID!, $isPublished: Boolean!) {\n    setTestimonialPublished(id: $id, isPublished: $isPublished) {\n      id\n      isPublished\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTestimonial($id: ID!) {\n    deleteTestimonial(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteTestimonial($id: ID!) {\n    deleteTestimonial(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n      user {\n        ...CurrentUserFields\n      }\n      twoFactorChallenge\n    }\n  }\n"): (typeof documents)["\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n      user {\n        ...CurrentUserFields\n      }\n      twoFactorChallenge\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignUp($data: SignUpInput!) {\n    signUp(data: $data) {\n      confirmationSentTo\n    }\n  }\n"): (typeof documents)["\n  mutation SignUp($data: SignUpInput!) {\n    signUp(data: $data) {\n      confirmationSentTo\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmSignUp($token: String!) {\n    confirmSignUp(token: $token) {\n      token\n      user {\n        ...CurrentUserFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmSignUp($token: String!) {\n    confirmSignUp(token: $token) {\n      token\n      user {\n        ...CurrentUserFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password) {\n      token\n      user {\n        ...CurrentUserFields\n      }\n      twoFactorChallenge\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password) {\n      token\n      user {\n        ...CurrentUserFields\n      }\n      twoFactorChallenge\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($currentPassword: String!, $password: String!) {\n    changePassword(currentPassword: $currentPassword, password: $password) {\n      token\n      user {\n        ...CurrentUserFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePassword($currentPassword: String!, $password: String!) {\n    changePassword(currentPassword: $currentPassword, password: $password) {\n      token\n      user {\n        ...CurrentUserFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HostedLogin {\n    hostedLogin {\n      providerName\n      loginUrl\n    }\n  }\n"): (typeof documents)["\n  query HostedLogin {\n    hostedLogin {\n      providerName\n      loginUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Authenticate($idToken: String!) {\n    authenticate(idToken: $idToken) {\n      token\n      user {\n        ...CurrentUserFields\n      }\n      twoFactorChallenge\n    }\n  }\n"): (typeof documents)["\n  mutation Authenticate($idToken: String!) {\n    authenticate(idToken: $idToken) {\n      token\n      user {\n        ...CurrentUserFields\n      }\n      twoFactorChallenge\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteTwoFactorLogin($challenge: String!, $code: String!) {\n    completeTwoFactorLogin(challenge: $challenge, code: $code) {\n      token\n      user {\n        ...CurrentUserFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CompleteTwoFactorLogin($challenge: String!, $code: String!) {\n    completeTwoFactorLogin(challenge: $challenge, code: $code) {\n      token\n      user {\n        ...CurrentUserFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TwoFactorStatus {\n    twoFactorStatus {\n      enabled\n      required\n      recoveryCodesLeft\n    }\n  }\n"): (typeof documents)["\n  query TwoFactorStatus {\n    twoFactorStatus {\n      enabled\n      required\n      recoveryCodesLeft\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartTwoFactorSetup {\n    startTwoFactorSetup {\n      secret\n      otpauthUri\n    }\n  }\n"): (typeof documents)["\n  mutation StartTwoFactorSetup {\n    startTwoFactorSetup {\n      secret\n      otpauthUri\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmTwoFactorSetup($code: String!) {\n    confirmTwoFactorSetup(code: $code)\n  }\n"): (typeof documents)["\n  mutation ConfirmTwoFactorSetup($code: String!) {\n    confirmTwoFactorSetup(code: $code)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DisableTwoFactor($password: String, $code: String!) {\n    disableTwoFactor(password: $password, code: $code)\n  }\n"): (typeof documents)["\n  mutation DisableTwoFactor($password: String, $code: String!) {\n    disableTwoFactor(password: $password, code: $code)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegenerateRecoveryCodes($code: String!) {\n    regenerateRecoveryCodes(code: $code)\n  }\n"): (typeof documents)["\n  mutation RegenerateRecoveryCodes($code: String!) {\n    regenerateRecoveryCodes(code: $code)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BillingPaymentFields on Payment {\n    id\n    purpose\n    status\n    listingId\n    listingTitle\n    totalCents\n    paidAt\n    refundedAt\n    createdAt\n  }\n"): (typeof documents)["\n  fragment BillingPaymentFields on Payment {\n    id\n    purpose\n    status\n    listingId\n    listingTitle\n    totalCents\n    paidAt\n    refundedAt\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyPayments($first: Int, $skip: Int) {\n    myPayments(first: $first, skip: $skip) {\n      count\n      items {\n        ...BillingPaymentFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyPayments($first: Int, $skip: Int) {\n    myPayments(first: $first, skip: $skip) {\n      count\n      items {\n        ...BillingPaymentFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffPayments($first: Int, $skip: Int, $status: PaymentStatus, $purpose: PaymentPurpose) {\n    payments(first: $first, skip: $skip, status: $status, purpose: $purpose) {\n      count\n      items {\n        ...BillingPaymentFields\n        payerEmail\n      }\n    }\n  }\n"): (typeof documents)["\n  query StaffPayments($first: Int, $skip: Int, $status: PaymentStatus, $purpose: PaymentPurpose) {\n    payments(first: $first, skip: $skip, status: $status, purpose: $purpose) {\n      count\n      items {\n        ...BillingPaymentFields\n        payerEmail\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefundPayment($id: ID!) {\n    refundPayment(id: $id) {\n      ...BillingPaymentFields\n    }\n  }\n"): (typeof documents)["\n  mutation RefundPayment($id: ID!) {\n    refundPayment(id: $id) {\n      ...BillingPaymentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Receipt($paymentId: ID!, $locale: Locale) {\n    receipt(paymentId: $paymentId, locale: $locale) {\n      paymentId\n      number\n      locale\n      purpose\n      paidAt\n      refundedAt\n      payerName\n      payerEmail\n      listingTitle\n      listingAddress\n      lines {\n        kind\n        name\n        amountCents\n      }\n      subtotalCents\n      taxes {\n        component\n        label\n        amountCents\n      }\n      taxCents\n      totalCents\n      currency\n      cardBrand\n      cardLast4\n      terms\n      businessName\n      businessAddress\n      businessTaxNumber\n    }\n  }\n"): (typeof documents)["\n  query Receipt($paymentId: ID!, $locale: Locale) {\n    receipt(paymentId: $paymentId, locale: $locale) {\n      paymentId\n      number\n      locale\n      purpose\n      paidAt\n      refundedAt\n      payerName\n      payerEmail\n      listingTitle\n      listingAddress\n      lines {\n        kind\n        name\n        amountCents\n      }\n      subtotalCents\n      taxes {\n        component\n        label\n        amountCents\n      }\n      taxCents\n      totalCents\n      currency\n      cardBrand\n      cardLast4\n      terms\n      businessName\n      businessAddress\n      businessTaxNumber\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BlogCardFields on Blog {\n    id\n    title\n    slug\n    description\n    thumbnailUrl\n    publishedAt\n    avgReadingTime\n    locale\n    tags {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment BlogCardFields on Blog {\n    id\n    title\n    slug\n    description\n    thumbnailUrl\n    publishedAt\n    avgReadingTime\n    locale\n    tags {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicBlogs($search: String, $tag: String, $locale: Locale, $skip: Int, $take: Int) {\n    publicBlogs(search: $search, tag: $tag, locale: $locale, skip: $skip, take: $take) {\n      ...BlogCardFields\n    }\n    publicBlogCount(search: $search, tag: $tag, locale: $locale)\n    tags(orderBy: MOST_USED, usedOnly: true, locale: $locale, first: 20) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query PublicBlogs($search: String, $tag: String, $locale: Locale, $skip: Int, $take: Int) {\n    publicBlogs(search: $search, tag: $tag, locale: $locale, skip: $skip, take: $take) {\n      ...BlogCardFields\n    }\n    publicBlogCount(search: $search, tag: $tag, locale: $locale)\n    tags(orderBy: MOST_USED, usedOnly: true, locale: $locale, first: 20) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlogPost($id: ID!) {\n    blog(id: $id) {\n      ...BlogCardFields\n      bodyHtml\n      isPublished\n      updatedAt\n      author {\n        id\n        name\n        bio\n        avatarUrl\n      }\n      related(take: 3) {\n        ...BlogCardFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query BlogPost($id: ID!) {\n    blog(id: $id) {\n      ...BlogCardFields\n      bodyHtml\n      isPublished\n      updatedAt\n      author {\n        id\n        name\n        bio\n        avatarUrl\n      }\n      related(take: 3) {\n        ...BlogCardFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordBlogView($id: ID!) {\n    recordBlogView(id: $id)\n  }\n"): (typeof documents)["\n  mutation RecordBlogView($id: ID!) {\n    recordBlogView(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClickTag($id: ID!) {\n    clickTag(id: $id)\n  }\n"): (typeof documents)["\n  mutation ClickTag($id: ID!) {\n    clickTag(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffBlogRowFields on Blog {\n    id\n    title\n    slug\n    status\n    isPublished\n    publishAt\n    locale\n    seen\n    avgReadingTime\n    updatedAt\n    author {\n      id\n      name\n    }\n    tags {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment StaffBlogRowFields on Blog {\n    id\n    title\n    slug\n    status\n    isPublished\n    publishAt\n    locale\n    seen\n    avgReadingTime\n    updatedAt\n    author {\n      id\n      name\n    }\n    tags {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffBlogs($where: BlogWhereInput, $orderBy: BlogOrder, $skip: Int, $take: Int) {\n    blogs(where: $where, orderBy: $orderBy, skip: $skip, take: $take) {\n      ...StaffBlogRowFields\n    }\n    blogCount(where: $where)\n  }\n"): (typeof documents)["\n  query StaffBlogs($where: BlogWhereInput, $orderBy: BlogOrder, $skip: Int, $take: Int) {\n    blogs(where: $where, orderBy: $orderBy, skip: $skip, take: $take) {\n      ...StaffBlogRowFields\n    }\n    blogCount(where: $where)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffBlog($id: ID!) {\n    blog(id: $id) {\n      ...StaffBlogRowFields\n      description\n      bodyJson\n      thumbnailUrl\n    }\n  }\n"): (typeof documents)["\n  query StaffBlog($id: ID!) {\n    blog(id: $id) {\n      ...StaffBlogRowFields\n      description\n      bodyJson\n      thumbnailUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BlogAuthorFields on BlogAuthor {\n    id\n    name\n    bio\n    avatarUrl\n    postCount\n  }\n"): (typeof documents)["\n  fragment BlogAuthorFields on BlogAuthor {\n    id\n    name\n    bio\n    avatarUrl\n    postCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlogAuthors {\n    blogAuthors {\n      ...BlogAuthorFields\n    }\n  }\n"): (typeof documents)["\n  query BlogAuthors {\n    blogAuthors {\n      ...BlogAuthorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlogTagNames {\n    tags(orderBy: MOST_USED, first: 100) {\n      id\n      name\n      mostUsed\n    }\n  }\n"): (typeof documents)["\n  query BlogTagNames {\n    tags(orderBy: MOST_USED, first: 100) {\n      id\n      name\n      mostUsed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateBlog($data: BlogInput!) {\n    createBlog(data: $data) {\n      ...StaffBlogRowFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateBlog($data: BlogInput!) {\n    createBlog(data: $data) {\n      ...StaffBlogRowFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateBlog($id: ID!, $data: BlogInput!) {\n    updateBlog(id: $id, data: $data) {\n      ...StaffBlogRowFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateBlog($id: ID!, $data: BlogInput!) {\n    updateBlog(id: $id, data: $data) {\n      ...StaffBlogRowFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublishBlog($id: ID!, $isPublished: Boolean!) {\n    publishBlog(id: $id, isPublished: $isPublished) {\n      ...StaffBlogRowFields\n    }\n  }\n"): (typeof documents)["\n  mutation PublishBlog($id: ID!, $isPublished: Boolean!) {\n    publishBlog(id: $id, isPublished: $isPublished) {\n      ...StaffBlogRowFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteBlog($id: ID!) {\n    deleteBlog(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteBlog($id: ID!) {\n    deleteBlog(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateBlogAuthor($data: BlogAuthorInput!) {\n    createBlogAuthor(data: $data) {\n      ...BlogAuthorFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateBlogAuthor($data: BlogAuthorInput!) {\n    createBlogAuthor(data: $data) {\n      ...BlogAuthorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateBlogAuthor($id: ID!, $data: BlogAuthorInput!) {\n    updateBlogAuthor(id: $id, data: $data) {\n      ...BlogAuthorFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateBlogAuthor($id: ID!, $data: BlogAuthorInput!) {\n    updateBlogAuthor(id: $id, data: $data) {\n      ...BlogAuthorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteBlogAuthor($id: ID!) {\n    deleteBlogAuthor(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteBlogAuthor($id: ID!) {\n    deleteBlogAuthor(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BoostQuote($listingId: ID!) {\n    boostQuote(listingId: $listingId) {\n      lines {\n        kind\n        name\n        amountCents\n      }\n      subtotalCents\n      taxes {\n        component\n        ratePer\n        amountCents\n      }\n      taxCents\n      totalCents\n    }\n    boostDays: getPremiumType(where: { name: \"BOOST_DAYS\" }) {\n      name\n      value\n    }\n  }\n"): (typeof documents)["\n  query BoostQuote($listingId: ID!) {\n    boostQuote(listingId: $listingId) {\n      lines {\n        kind\n        name\n        amountCents\n      }\n      subtotalCents\n      taxes {\n        component\n        ratePer\n        amountCents\n      }\n      taxCents\n      totalCents\n    }\n    boostDays: getPremiumType(where: { name: \"BOOST_DAYS\" }) {\n      name\n      value\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BoostListing($id: ID!, $idempotencyKey: String!, $price: Int!) {\n    boostListing(id: $id, idempotencyKey: $idempotencyKey, price: $price) {\n      checkoutUrl\n      daysLeft\n      listing {\n        id\n        isPremium\n        premiumName\n        premiumStart\n        premiumEnd\n        premiumDaysLeft\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation BoostListing($id: ID!, $idempotencyKey: String!, $price: Int!) {\n    boostListing(id: $id, idempotencyKey: $idempotencyKey, price: $price) {\n      checkoutUrl\n      daysLeft\n      listing {\n        id\n        isPremium\n        premiumName\n        premiumStart\n        premiumEnd\n        premiumDaysLeft\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BoostedListingFields on BoostedListing {\n    premiumStart\n    premiumEnd\n    daysLeft\n    payment {\n      id\n      status\n      totalCents\n      refundedAt\n    }\n    listing {\n      id\n      title\n      isPremium\n      premiumName\n      location {\n        id\n        address\n      }\n      user {\n        id\n        firstName\n        lastName\n        email\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment BoostedListingFields on BoostedListing {\n    premiumStart\n    premiumEnd\n    daysLeft\n    payment {\n      id\n      status\n      totalCents\n      refundedAt\n    }\n    listing {\n      id\n      title\n      isPremium\n      premiumName\n      location {\n        id\n        address\n      }\n      user {\n        id\n        firstName\n        lastName\n        email\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BoostedListings($first: Int, $skip: Int) {\n    boostedListing(first: $first, skip: $skip) {\n      count\n      items {\n        ...BoostedListingFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query BoostedListings($first: Int, $skip: Int) {\n    boostedListing(first: $first, skip: $skip) {\n      count\n      items {\n        ...BoostedListingFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndBoost($id: ID!) {\n    premimumListing(id: $id, isPremium: false) {\n      id\n      isPremium\n      premiumEnd\n      premiumDaysLeft\n    }\n  }\n"): (typeof documents)["\n  mutation EndBoost($id: ID!) {\n    premimumListing(id: $id, isPremium: false) {\n      id\n      isPremium\n      premiumEnd\n      premiumDaysLeft\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExtendBoost($id: ID!, $days: Int!) {\n    extendBoost(id: $id, days: $days) {\n      id\n      isPremium\n      premiumEnd\n      premiumDaysLeft\n    }\n  }\n"): (typeof documents)["\n  mutation ExtendBoost($id: ID!, $days: Int!) {\n    extendBoost(id: $id, days: $days) {\n      id\n      isPremium\n      premiumEnd\n      premiumDaysLeft\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BoostSettings {\n    price: getPremiumType(where: { name: \"BOOST_PRICE\" }) {\n      name\n      value\n    }\n    days: getPremiumType(where: { name: \"BOOST_DAYS\" }) {\n      name\n      value\n    }\n  }\n"): (typeof documents)["\n  query BoostSettings {\n    price: getPremiumType(where: { name: \"BOOST_PRICE\" }) {\n      name\n      value\n    }\n    days: getPremiumType(where: { name: \"BOOST_DAYS\" }) {\n      name\n      value\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePremium($name: String!, $value: String!) {\n    updatePremium(where: { name: $name }, data: { value: $value }) {\n      name\n      value\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePremium($name: String!, $value: String!) {\n    updatePremium(where: { name: $name }, data: { value: $value }) {\n      name\n      value\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefundBoostPayment($id: ID!) {\n    refundPayment(id: $id) {\n      id\n      status\n      totalCents\n      refundedAt\n    }\n  }\n"): (typeof documents)["\n  mutation RefundBoostPayment($id: ID!) {\n    refundPayment(id: $id) {\n      id\n      status\n      totalCents\n      refundedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendContactMessage($data: JSON!) {\n    sendContactMessage(data: $data)\n  }\n"): (typeof documents)["\n  mutation SendContactMessage($data: JSON!) {\n    sendContactMessage(data: $data)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ContactMessageFields on ContactMessage {\n    id\n    name\n    email\n    topic\n    message\n    context\n    locale\n    createdAt\n    handledAt\n    replyCount\n  }\n"): (typeof documents)["\n  fragment ContactMessageFields on ContactMessage {\n    id\n    name\n    email\n    topic\n    message\n    context\n    locale\n    createdAt\n    handledAt\n    replyCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContactMessages($first: Int, $skip: Int) {\n    contactMessages(first: $first, skip: $skip) {\n      count\n      unhandledCount\n      items {\n        ...ContactMessageFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query ContactMessages($first: Int, $skip: Int) {\n    contactMessages(first: $first, skip: $skip) {\n      count\n      unhandledCount\n      items {\n        ...ContactMessageFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContactMessage($id: ID!) {\n    contactMessage(id: $id) {\n      ...ContactMessageFields\n      replies {\n        id\n        body\n        createdAt\n        author {\n          id\n          firstName\n          lastName\n          email\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ContactMessage($id: ID!) {\n    contactMessage(id: $id) {\n      ...ContactMessageFields\n      replies {\n        id\n        body\n        createdAt\n        author {\n          id\n          firstName\n          lastName\n          email\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReplyToContactMessage($id: ID!, $body: String!) {\n    replyToContactMessage(id: $id, body: $body) {\n      ...ContactMessageFields\n      replies {\n        id\n        body\n        createdAt\n        author {\n          id\n          firstName\n          lastName\n          email\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ReplyToContactMessage($id: ID!, $body: String!) {\n    replyToContactMessage(id: $id, body: $body) {\n      ...ContactMessageFields\n      replies {\n        id\n        body\n        createdAt\n        author {\n          id\n          firstName\n          lastName\n          email\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkContactMessageHandled($id: ID!, $handled: Boolean!) {\n    markContactMessageHandled(id: $id, handled: $handled) {\n      ...ContactMessageFields\n    }\n  }\n"): (typeof documents)["\n  mutation MarkContactMessageHandled($id: ID!, $handled: Boolean!) {\n    markContactMessageHandled(id: $id, handled: $handled) {\n      ...ContactMessageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyConsents {\n    myConsents {\n      kind\n      applicationId\n      listingTitle\n      givenAt\n      state\n      withdrawnAt\n      usedAt\n    }\n  }\n"): (typeof documents)["\n  query MyConsents {\n    myConsents {\n      kind\n      applicationId\n      listingTitle\n      givenAt\n      state\n      withdrawnAt\n      usedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WithdrawConsent($kind: ConsentKind!, $applicationId: ID) {\n    withdrawConsent(kind: $kind, applicationId: $applicationId) {\n      kind\n      applicationId\n      state\n      withdrawnAt\n    }\n  }\n"): (typeof documents)["\n  mutation WithdrawConsent($kind: ConsentKind!, $applicationId: ID) {\n    withdrawConsent(kind: $kind, applicationId: $applicationId) {\n      kind\n      applicationId\n      state\n      withdrawnAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyStaffViews($first: Int, $skip: Int) {\n    myStaffViews(first: $first, skip: $skip) {\n      count\n      items {\n        at\n        subject\n        staffName\n        staffRole\n        listingTitle\n        documentName\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyStaffViews($first: Int, $skip: Int) {\n    myStaffViews(first: $first, skip: $skip) {\n      count\n      items {\n        at\n        subject\n        staffName\n        staffRole\n        listingTitle\n        documentName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyAccountDeletion {\n    myAccountDeletion {\n      requestedAt\n      dueAt\n    }\n  }\n"): (typeof documents)["\n  query MyAccountDeletion {\n    myAccountDeletion {\n      requestedAt\n      dueAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestAccountDeletion($password: String) {\n    requestAccountDeletion(password: $password) {\n      requestedAt\n      dueAt\n    }\n  }\n"): (typeof documents)["\n  mutation RequestAccountDeletion($password: String) {\n    requestAccountDeletion(password: $password) {\n      requestedAt\n      dueAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelMyAccountDeletion {\n    cancelMyAccountDeletion\n  }\n"): (typeof documents)["\n  mutation CancelMyAccountDeletion {\n    cancelMyAccountDeletion\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelAccountDeletion($token: String!) {\n    cancelAccountDeletion(token: $token)\n  }\n"): (typeof documents)["\n  mutation CancelAccountDeletion($token: String!) {\n    cancelAccountDeletion(token: $token)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RetentionSchedule {\n    retentionSchedule {\n      item\n      days\n    }\n  }\n"): (typeof documents)["\n  query RetentionSchedule {\n    retentionSchedule {\n      item\n      days\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HelpCenterFeedback($articleId: ID, $helpful: Boolean, $skip: Int, $take: Int) {\n    helpCenterFeedback(articleId: $articleId, helpful: $helpful, skip: $skip, take: $take) {\n      id\n      helpful\n      comment\n      locale\n      createdAt\n      article {\n        id\n        title\n      }\n    }\n    helpCenterFeedbackCount(articleId: $articleId, helpful: $helpful)\n  }\n"): (typeof documents)["\n  query HelpCenterFeedback($articleId: ID, $helpful: Boolean, $skip: Int, $take: Int) {\n    helpCenterFeedback(articleId: $articleId, helpful: $helpful, skip: $skip, take: $take) {\n      id\n      helpful\n      comment\n      locale\n      createdAt\n      article {\n        id\n        title\n      }\n    }\n    helpCenterFeedbackCount(articleId: $articleId, helpful: $helpful)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HelpFeedbackArticles($search: String, $take: Int) {\n    helpCenters(where: { search: $search }, take: $take, sortField: TITLE, sortOrder: ASC) {\n      id\n      title\n      locale\n    }\n  }\n"): (typeof documents)["\n  query HelpFeedbackArticles($search: String, $take: Int) {\n    helpCenters(where: { search: $search }, take: $take, sortField: TITLE, sortOrder: ASC) {\n      id\n      title\n      locale\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HelpFeedbackArticle($id: ID!) {\n    singleHelpCenter(where: { id: $id }) {\n      id\n      title\n      locale\n    }\n  }\n"): (typeof documents)["\n  query HelpFeedbackArticle($id: ID!) {\n    singleHelpCenter(where: { id: $id }) {\n      id\n      title\n      locale\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HelpCenterFigures on HelpCenterAnalytic {\n    totalCount\n    totalPublished\n    totalPerDayPublished {\n      day\n      count\n    }\n    totalSeen\n    totalAvgSeen\n    totalReadingAvg\n  }\n"): (typeof documents)["\n  fragment HelpCenterFigures on HelpCenterAnalytic {\n    totalCount\n    totalPublished\n    totalPerDayPublished {\n      day\n      count\n    }\n    totalSeen\n    totalAvgSeen\n    totalReadingAvg\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HelpCenterFigures($from: String!, $to: String!) {\n    helpCenterAnalytic(from: $from, to: $to) {\n      ...HelpCenterFigures\n    }\n  }\n"): (typeof documents)["\n  query HelpCenterFigures($from: String!, $to: String!) {\n    helpCenterAnalytic(from: $from, to: $to) {\n      ...HelpCenterFigures\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HelpCenterAnalytic($from: String!, $to: String!) {\n    helpCenterAnalytic(from: $from, to: $to) {\n      ...HelpCenterFigures\n      viewsPerDay {\n        day\n        count\n      }\n      readingAvgPerDay {\n        day\n        count\n      }\n      helpfulness {\n        article {\n          id\n          title\n          locale\n        }\n        yes\n        no\n        rate\n      }\n      missedSearches {\n        query\n        locale\n        count\n      }\n      stale {\n        id\n        title\n        locale\n        updatedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query HelpCenterAnalytic($from: String!, $to: String!) {\n    helpCenterAnalytic(from: $from, to: $to) {\n      ...HelpCenterFigures\n      viewsPerDay {\n        day\n        count\n      }\n      readingAvgPerDay {\n        day\n        count\n      }\n      helpfulness {\n        article {\n          id\n          title\n          locale\n        }\n        yes\n        no\n        rate\n      }\n      missedSearches {\n        query\n        locale\n        count\n      }\n      stale {\n        id\n        title\n        locale\n        updatedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HelpArticleLinkFields on HelpArticle {\n    id\n    title\n    description\n    readingMinutes\n    isPublished\n  }\n"): (typeof documents)["\n  fragment HelpArticleLinkFields on HelpArticle {\n    id\n    title\n    description\n    readingMinutes\n    isPublished\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HelpCollectionFields on HelpCollection {\n    id\n    titleEn\n    titleFr\n    descriptionEn\n    descriptionFr\n    icon\n    audience\n  }\n"): (typeof documents)["\n  fragment HelpCollectionFields on HelpCollection {\n    id\n    titleEn\n    titleFr\n    descriptionEn\n    descriptionFr\n    icon\n    audience\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HelpCenterHome($audience: HelpAudience, $locale: Locale!) {\n    helpCollections(audience: $audience, locale: $locale) {\n      ...HelpCollectionFields\n      # Counted here rather than with articleCount, which counts drafts for signed-in staff.\n      articles(locale: $locale) {\n        id\n        isPublished\n      }\n    }\n    popularHelpCenters(locale: $locale, audience: $audience) {\n      ...HelpArticleLinkFields\n    }\n  }\n"): (typeof documents)["\n  query HelpCenterHome($audience: HelpAudience, $locale: Locale!) {\n    helpCollections(audience: $audience, locale: $locale) {\n      ...HelpCollectionFields\n      # Counted here rather than with articleCount, which counts drafts for signed-in staff.\n      articles(locale: $locale) {\n        id\n        isPublished\n      }\n    }\n    popularHelpCenters(locale: $locale, audience: $audience) {\n      ...HelpArticleLinkFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchHelpCenter(\n    $query: String!\n    $locale: Locale!\n    $province: String\n    $usertype: HelpAudience\n    $take: Int\n  ) {\n    searchHelpCenter(query: $query, locale: $locale, province: $province, usertype: $usertype, take: $take) {\n      total\n      hits {\n        excerpt\n        highlights {\n          start\n          length\n        }\n        article {\n          id\n          title\n          category {\n            id\n            titleEn\n            titleFr\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SearchHelpCenter(\n    $query: String!\n    $locale: Locale!\n    $province: String\n    $usertype: HelpAudience\n    $take: Int\n  ) {\n    searchHelpCenter(query: $query, locale: $locale, province: $province, usertype: $usertype, take: $take) {\n      total\n      hits {\n        excerpt\n        highlights {\n          start\n          length\n        }\n        article {\n          id\n          title\n          category {\n            id\n            titleEn\n            titleFr\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HelpCollectionPage($id: ID!, $locale: Locale!) {\n    helpCollection(id: $id) {\n      ...HelpCollectionFields\n      articles(locale: $locale) {\n        ...HelpArticleLinkFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query HelpCollectionPage($id: ID!, $locale: Locale!) {\n    helpCollection(id: $id) {\n      ...HelpCollectionFields\n      articles(locale: $locale) {\n        ...HelpArticleLinkFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HelpArticlePage($id: ID!) {\n    singleHelpCenter(where: { id: $id }) {\n      id\n      title\n      description\n      bodyHtml\n      thumbnailUrl\n      locale\n      readingMinutes\n      publishedAt\n      updatedAt\n      category {\n        id\n        titleEn\n        titleFr\n      }\n      translation {\n        id\n        title\n        locale\n      }\n      related {\n        ...HelpArticleLinkFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query HelpArticlePage($id: ID!) {\n    singleHelpCenter(where: { id: $id }) {\n      id\n      title\n      description\n      bodyHtml\n      thumbnailUrl\n      locale\n      readingMinutes\n      publishedAt\n      updatedAt\n      category {\n        id\n        titleEn\n        titleFr\n      }\n      translation {\n        id\n        title\n        locale\n      }\n      related {\n        ...HelpArticleLinkFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HelpCenterByKey($key: String!, $locale: Locale!) {\n    helpCenterByKey(key: $key, locale: $locale) {\n      id\n    }\n  }\n"): (typeof documents)["\n  query HelpCenterByKey($key: String!, $locale: Locale!) {\n    helpCenterByKey(key: $key, locale: $locale) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordHelpCenterView($id: ID!) {\n    recordHelpCenterView(id: $id)\n  }\n"): (typeof documents)["\n  mutation RecordHelpCenterView($id: ID!) {\n    recordHelpCenterView(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordHelpCenterReading($id: ID!, $seconds: Int!) {\n    recordHelpCenterReading(id: $id, seconds: $seconds)\n  }\n"): (typeof documents)["\n  mutation RecordHelpCenterReading($id: ID!, $seconds: Int!) {\n    recordHelpCenterReading(id: $id, seconds: $seconds)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AnswerHelpCenter($id: ID!, $helpful: Boolean!, $comment: String) {\n    answerHelpCenter(id: $id, helpful: $helpful, comment: $comment)\n  }\n"): (typeof documents)["\n  mutation AnswerHelpCenter($id: ID!, $helpful: Boolean!, $comment: String) {\n    answerHelpCenter(id: $id, helpful: $helpful, comment: $comment)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffHelpArticleRowFields on HelpArticle {\n    id\n    title\n    locale\n    order\n    isPublished\n    seen\n    helpfulYes\n    helpfulNo\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment StaffHelpArticleRowFields on HelpArticle {\n    id\n    title\n    locale\n    order\n    isPublished\n    seen\n    helpfulYes\n    helpfulNo\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffHelpCollectionArticles($id: ID!, $where: HelpCenterWhere!, $take: Int!) {\n    helpCollection(id: $id) {\n      id\n      titleEn\n      titleFr\n      articleCount\n    }\n    helpCenters(where: $where, take: $take, sortField: ORDER, sortOrder: ASC) {\n      ...StaffHelpArticleRowFields\n    }\n  }\n"): (typeof documents)["\n  query StaffHelpCollectionArticles($id: ID!, $where: HelpCenterWhere!, $take: Int!) {\n    helpCollection(id: $id) {\n      id\n      titleEn\n      titleFr\n      articleCount\n    }\n    helpCenters(where: $where, take: $take, sortField: ORDER, sortOrder: ASC) {\n      ...StaffHelpArticleRowFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffHelpArticleFields on HelpArticle {\n    id\n    title\n    description\n    bodyJson\n    thumbnailUrl\n    categoryId\n    province\n    userType\n    locale\n    helpKey\n    isPublished\n    updatedAt\n    translation {\n      id\n      title\n      locale\n    }\n  }\n"): (typeof documents)["\n  fragment StaffHelpArticleFields on HelpArticle {\n    id\n    title\n    description\n    bodyJson\n    thumbnailUrl\n    categoryId\n    province\n    userType\n    locale\n    helpKey\n    isPublished\n    updatedAt\n    translation {\n      id\n      title\n      locale\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffHelpArticle($id: ID!) {\n    singleHelpCenter(where: { id: $id }) {\n      ...StaffHelpArticleFields\n    }\n  }\n"): (typeof documents)["\n  query StaffHelpArticle($id: ID!) {\n    singleHelpCenter(where: { id: $id }) {\n      ...StaffHelpArticleFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffHelpEditorChoices($otherLocale: Locale!, $take: Int!) {\n    adminHelpCollections {\n      id\n      titleEn\n      titleFr\n    }\n    helpCenters(where: { locale: $otherLocale }, take: $take, sortField: TITLE, sortOrder: ASC) {\n      id\n      title\n      translation {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query StaffHelpEditorChoices($otherLocale: Locale!, $take: Int!) {\n    adminHelpCollections {\n      id\n      titleEn\n      titleFr\n    }\n    helpCenters(where: { locale: $otherLocale }, take: $take, sortField: TITLE, sortOrder: ASC) {\n      id\n      title\n      translation {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateHelpArticle($data: HelpArticleInput!) {\n    createHelpCenter(data: $data) {\n      ...StaffHelpArticleFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateHelpArticle($data: HelpArticleInput!) {\n    createHelpCenter(data: $data) {\n      ...StaffHelpArticleFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateHelpArticle($id: ID!, $data: HelpArticleInput!) {\n    updateHelpCenter(id: $id, data: $data) {\n      ...StaffHelpArticleFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateHelpArticle($id: ID!, $data: HelpArticleInput!) {\n    updateHelpCenter(id: $id, data: $data) {\n      ...StaffHelpArticleFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublishHelpArticle($id: ID!, $isPublished: Boolean!) {\n    publishHelpCenter(id: $id, isPublished: $isPublished) {\n      id\n      isPublished\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation PublishHelpArticle($id: ID!, $isPublished: Boolean!) {\n    publishHelpCenter(id: $id, isPublished: $isPublished) {\n      id\n      isPublished\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteHelpArticle($id: ID!) {\n    deleteHelpCenter(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteHelpArticle($id: ID!) {\n    deleteHelpCenter(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteHelpThumbnail($url: String!) {\n    deleteHelpCenterThumbnail(url: $url)\n  }\n"): (typeof documents)["\n  mutation DeleteHelpThumbnail($url: String!) {\n    deleteHelpCenterThumbnail(url: $url)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffHelpCollectionFields on HelpCollection {\n    id\n    title\n    titleEn\n    titleFr\n    descriptionEn\n    descriptionFr\n    icon\n    thumbnailUrl\n    audience\n    position\n    articleCount\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment StaffHelpCollectionFields on HelpCollection {\n    id\n    title\n    titleEn\n    titleFr\n    descriptionEn\n    descriptionFr\n    icon\n    thumbnailUrl\n    audience\n    position\n    articleCount\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffHelpCollections {\n    adminHelpCollections {\n      ...StaffHelpCollectionFields\n    }\n  }\n"): (typeof documents)["\n  query StaffHelpCollections {\n    adminHelpCollections {\n      ...StaffHelpCollectionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateHelpCollection($data: HelpCollectionInput!) {\n    createHelpCollection(data: $data) {\n      ...StaffHelpCollectionFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateHelpCollection($data: HelpCollectionInput!) {\n    createHelpCollection(data: $data) {\n      ...StaffHelpCollectionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateHelpCollection($id: ID!, $data: HelpCollectionInput!) {\n    updateHelpCollection(id: $id, data: $data) {\n      ...StaffHelpCollectionFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateHelpCollection($id: ID!, $data: HelpCollectionInput!) {\n    updateHelpCollection(id: $id, data: $data) {\n      ...StaffHelpCollectionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteHelpCollection($id: ID!, $moveTo: ID) {\n    deleteHelpCollection(id: $id, moveTo: $moveTo)\n  }\n"): (typeof documents)["\n  mutation DeleteHelpCollection($id: ID!, $moveTo: ID) {\n    deleteHelpCollection(id: $id, moveTo: $moveTo)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReorderHelpContent($kind: HelpReorderKind!, $collectionId: ID, $ids: [ID!]!) {\n    reorderContent(kind: $kind, collectionId: $collectionId, ids: $ids)\n  }\n"): (typeof documents)["\n  mutation ReorderHelpContent($kind: HelpReorderKind!, $collectionId: ID, $ids: [ID!]!) {\n    reorderContent(kind: $kind, collectionId: $collectionId, ids: $ids)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query KnowledgeCenter($locale: Locale, $province: String) {\n    knowledgeCenter(locale: $locale, province: $province) {\n      province\n      posts {\n        id\n        title\n        slug\n        description\n        thumbnailUrl\n        avgReadingTime\n        publishedAt\n      }\n      trending {\n        ...HubArticleFields\n      }\n      estateScoop {\n        ...HubArticleFields\n      }\n      rentalLaws {\n        id\n        title\n        description\n        audience\n        province\n      }\n    }\n  }\n"): (typeof documents)["\n  query KnowledgeCenter($locale: Locale, $province: String) {\n    knowledgeCenter(locale: $locale, province: $province) {\n      province\n      posts {\n        id\n        title\n        slug\n        description\n        thumbnailUrl\n        avgReadingTime\n        publishedAt\n      }\n      trending {\n        ...HubArticleFields\n      }\n      estateScoop {\n        ...HubArticleFields\n      }\n      rentalLaws {\n        id\n        title\n        description\n        audience\n        province\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HubArticleFields on KnowledgeCenterArticle {\n    id\n    title\n    subtitle\n    description\n    articleUrl\n    imageUrl\n  }\n"): (typeof documents)["\n  fragment HubArticleFields on KnowledgeCenterArticle {\n    id\n    title\n    subtitle\n    description\n    articleUrl\n    imageUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchContent($query: String!, $locale: Locale, $take: Int) {\n    searchContent(query: $query, locale: $locale, take: $take) {\n      kind\n      id\n      title\n      excerpt\n      highlights {\n        start\n        length\n      }\n      url\n      date\n    }\n    searchContentCount(query: $query, locale: $locale)\n  }\n"): (typeof documents)["\n  query SearchContent($query: String!, $locale: Locale, $take: Int) {\n    searchContent(query: $query, locale: $locale, take: $take) {\n      kind\n      id\n      title\n      excerpt\n      highlights {\n        start\n        length\n      }\n      url\n      date\n    }\n    searchContentCount(query: $query, locale: $locale)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LiveFeed($first: Int, $locale: Locale) {\n    trendingListings(first: $first, orderBy: NEWEST) {\n      id\n      title\n      postedAt\n      location {\n        id\n        address\n      }\n      pictures {\n        id\n        cardUrl\n        order\n      }\n      units {\n        id\n        bedrooms\n        monthlyPrice\n        contactForPricing\n      }\n    }\n    knowledgeCenter(locale: $locale) {\n      posts {\n        id\n        title\n        slug\n        description\n        thumbnailUrl\n        publishedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query LiveFeed($first: Int, $locale: Locale) {\n    trendingListings(first: $first, orderBy: NEWEST) {\n      id\n      title\n      postedAt\n      location {\n        id\n        address\n      }\n      pictures {\n        id\n        cardUrl\n        order\n      }\n      units {\n        id\n        bedrooms\n        monthlyPrice\n        contactForPricing\n      }\n    }\n    knowledgeCenter(locale: $locale) {\n      posts {\n        id\n        title\n        slug\n        description\n        thumbnailUrl\n        publishedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LeaseRequestFields on LeaseRequest {\n    id\n    province\n    propertyAddress\n    landlordName\n    tenants {\n      name\n      email\n    }\n    monthlyRent\n    startDate\n    termMonths\n    specialTerms\n    status\n    staffNote\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment LeaseRequestFields on LeaseRequest {\n    id\n    province\n    propertyAddress\n    landlordName\n    tenants {\n      name\n      email\n    }\n    monthlyRent\n    startDate\n    termMonths\n    specialTerms\n    status\n    staffNote\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyLeaseRequests($first: Int, $skip: Int) {\n    myLeaseRequests(first: $first, skip: $skip) {\n      count\n      items {\n        ...LeaseRequestFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyLeaseRequests($first: Int, $skip: Int) {\n    myLeaseRequests(first: $first, skip: $skip) {\n      count\n      items {\n        ...LeaseRequestFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateLeaseRequest($data: JSON!) {\n    createLeaseRequest(data: $data) {\n      ...LeaseRequestFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateLeaseRequest($data: JSON!) {\n    createLeaseRequest(data: $data) {\n      ...LeaseRequestFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LeaseRequestListings {\n    searchBuildingByLandlord(first: 100) {\n      id\n      title\n      location {\n        id\n        address\n        city {\n          id\n          province\n        }\n      }\n      units {\n        id\n        monthlyPrice\n      }\n    }\n  }\n"): (typeof documents)["\n  query LeaseRequestListings {\n    searchBuildingByLandlord(first: 100) {\n      id\n      title\n      location {\n        id\n        address\n        city {\n          id\n          province\n        }\n      }\n      units {\n        id\n        monthlyPrice\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffLeaseRequestFields on StaffLeaseRequest {\n    id\n    province\n    propertyAddress\n    landlordName\n    tenants {\n      name\n      email\n    }\n    monthlyRent\n    startDate\n    termMonths\n    specialTerms\n    contactEmail\n    contactPhone\n    status\n    staffNote\n    createdAt\n    updatedAt\n    requester {\n      id\n      firstName\n      lastName\n      email\n    }\n  }\n"): (typeof documents)["\n  fragment StaffLeaseRequestFields on StaffLeaseRequest {\n    id\n    province\n    propertyAddress\n    landlordName\n    tenants {\n      name\n      email\n    }\n    monthlyRent\n    startDate\n    termMonths\n    specialTerms\n    contactEmail\n    contactPhone\n    status\n    staffNote\n    createdAt\n    updatedAt\n    requester {\n      id\n      firstName\n      lastName\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffLeaseRequests($where: LeaseRequestWhereInput, $first: Int, $skip: Int) {\n    leaseRequests(where: $where, first: $first, skip: $skip) {\n      ...StaffLeaseRequestFields\n    }\n    leaseRequestsConnection(where: $where) {\n      aggregate {\n        count\n      }\n    }\n  }\n"): (typeof documents)["\n  query StaffLeaseRequests($where: LeaseRequestWhereInput, $first: Int, $skip: Int) {\n    leaseRequests(where: $where, first: $first, skip: $skip) {\n      ...StaffLeaseRequestFields\n    }\n    leaseRequestsConnection(where: $where) {\n      aggregate {\n        count\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateLeaseRequest($id: ID!, $status: LeaseRequestStatus, $staffNote: String) {\n    updateLeaseRequest(id: $id, status: $status, staffNote: $staffNote) {\n      ...StaffLeaseRequestFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateLeaseRequest($id: ID!, $status: LeaseRequestStatus, $staffNote: String) {\n    updateLeaseRequest(id: $id, status: $status, staffNote: $staffNote) {\n      ...StaffLeaseRequestFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LeaseSigningSessionFields on LeaseSigning {\n    isTurn\n    consented\n    places\n    placesLeft\n    viewUrl\n    signer {\n      id\n      role\n      name\n      status\n      locale\n    }\n    lease {\n      id\n      status\n      subject\n      province\n      language\n      terms\n      signedCount\n      signerCount\n      expiresAt\n      endedReason\n      documentPath\n      signedDocumentPath\n      signers {\n        id\n        role\n        name\n        status\n        order\n        isYou\n        signedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment LeaseSigningSessionFields on LeaseSigning {\n    isTurn\n    consented\n    places\n    placesLeft\n    viewUrl\n    signer {\n      id\n      role\n      name\n      status\n      locale\n    }\n    lease {\n      id\n      status\n      subject\n      province\n      language\n      terms\n      signedCount\n      signerCount\n      expiresAt\n      endedReason\n      documentPath\n      signedDocumentPath\n      signers {\n        id\n        role\n        name\n        status\n        order\n        isYou\n        signedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpenLeaseSigning($leaseId: ID!, $token: String, $redirectUrl: String) {\n    openLeaseSigning(leaseId: $leaseId, token: $token, redirectUrl: $redirectUrl) {\n      ...LeaseSigningSessionFields\n    }\n  }\n"): (typeof documents)["\n  mutation OpenLeaseSigning($leaseId: ID!, $token: String, $redirectUrl: String) {\n    openLeaseSigning(leaseId: $leaseId, token: $token, redirectUrl: $redirectUrl) {\n      ...LeaseSigningSessionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsentToLeaseSigning($leaseId: ID!, $token: String) {\n    consentToLeaseSigning(leaseId: $leaseId, token: $token) {\n      ...LeaseSigningSessionFields\n    }\n  }\n"): (typeof documents)["\n  mutation ConsentToLeaseSigning($leaseId: ID!, $token: String) {\n    consentToLeaseSigning(leaseId: $leaseId, token: $token) {\n      ...LeaseSigningSessionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveLeaseSigningProgress($leaseId: ID!, $token: String, $placesDone: [LeaseSigningPlace!]!) {\n    saveLeaseSigningProgress(leaseId: $leaseId, token: $token, placesDone: $placesDone) {\n      ...LeaseSigningSessionFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveLeaseSigningProgress($leaseId: ID!, $token: String, $placesDone: [LeaseSigningPlace!]!) {\n    saveLeaseSigningProgress(leaseId: $leaseId, token: $token, placesDone: $placesDone) {\n      ...LeaseSigningSessionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignLease($leaseId: ID!, $token: String, $signature: LeaseSignatureInput!) {\n    signLease(leaseId: $leaseId, token: $token, signature: $signature) {\n      ...LeaseSigningSessionFields\n    }\n  }\n"): (typeof documents)["\n  mutation SignLease($leaseId: ID!, $token: String, $signature: LeaseSignatureInput!) {\n    signLease(leaseId: $leaseId, token: $token, signature: $signature) {\n      ...LeaseSigningSessionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeclineLease($leaseId: ID!, $token: String, $reason: String!) {\n    declineLease(leaseId: $leaseId, token: $token, reason: $reason) {\n      ...LeaseSigningSessionFields\n    }\n  }\n"): (typeof documents)["\n  mutation DeclineLease($leaseId: ID!, $token: String, $reason: String!) {\n    declineLease(leaseId: $leaseId, token: $token, reason: $reason) {\n      ...LeaseSigningSessionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LeaseSignerFields on LeaseSigner {\n    id\n    role\n    name\n    email\n    order\n    status\n    locale\n    viewedAt\n    signedAt\n    declinedAt\n    declineReason\n    lastRemindedAt\n    isYou\n  }\n"): (typeof documents)["\n  fragment LeaseSignerFields on LeaseSigner {\n    id\n    role\n    name\n    email\n    order\n    status\n    locale\n    viewedAt\n    signedAt\n    declinedAt\n    declineReason\n    lastRemindedAt\n    isYou\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LeaseRowFields on Lease {\n    id\n    status\n    province\n    language\n    subject\n    terms\n    createdAt\n    sentAt\n    completedAt\n    expiresAt\n    signedCount\n    signerCount\n    canManage\n    viewerRole\n    documentPath\n    signedDocumentPath\n    sealedSha256\n    roomId\n    signers {\n      ...LeaseSignerFields\n    }\n    nextSigners {\n      id\n      name\n      role\n      isYou\n    }\n  }\n"): (typeof documents)["\n  fragment LeaseRowFields on Lease {\n    id\n    status\n    province\n    language\n    subject\n    terms\n    createdAt\n    sentAt\n    completedAt\n    expiresAt\n    signedCount\n    signerCount\n    canManage\n    viewerRole\n    documentPath\n    signedDocumentPath\n    sealedSha256\n    roomId\n    signers {\n      ...LeaseSignerFields\n    }\n    nextSigners {\n      id\n      name\n      role\n      isYou\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LeaseDetailFields on Lease {\n    ...LeaseRowFields\n    message\n    listingId\n    applicationId\n    endedAt\n    endedReason\n    documentSha256\n    voidClauseFindings {\n      ruleId\n      excerpt\n      warningEn\n      warningFr\n      sourceUrl\n      sourceLabel\n    }\n    events {\n      id\n      kind\n      at\n      actor\n      signerId\n      ip\n      userAgent\n      detail\n    }\n  }\n"): (typeof documents)["\n  fragment LeaseDetailFields on Lease {\n    ...LeaseRowFields\n    message\n    listingId\n    applicationId\n    endedAt\n    endedReason\n    documentSha256\n    voidClauseFindings {\n      ruleId\n      excerpt\n      warningEn\n      warningFr\n      sourceUrl\n      sourceLabel\n    }\n    events {\n      id\n      kind\n      at\n      actor\n      signerId\n      ip\n      userAgent\n      detail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LeaseList($where: LeaseWhereInput, $first: Int, $skip: Int) {\n    leases(where: $where, first: $first, skip: $skip, orderBy: createdAt_DESC) {\n      count\n      items {\n        ...LeaseRowFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query LeaseList($where: LeaseWhereInput, $first: Int, $skip: Int) {\n    leases(where: $where, first: $first, skip: $skip, orderBy: createdAt_DESC) {\n      count\n      items {\n        ...LeaseRowFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LeaseDetail($id: ID!) {\n    lease(id: $id) {\n      ...LeaseDetailFields\n    }\n  }\n"): (typeof documents)["\n  query LeaseDetail($id: ID!) {\n    lease(id: $id) {\n      ...LeaseDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendLease($leaseId: ID!) {\n    sendLease(leaseId: $leaseId) {\n      ...LeaseDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation SendLease($leaseId: ID!) {\n    sendLease(leaseId: $leaseId) {\n      ...LeaseDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VoidLease($leaseId: ID!, $reason: String!) {\n    voidLease(leaseId: $leaseId, reason: $reason) {\n      ...LeaseDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation VoidLease($leaseId: ID!, $reason: String!) {\n    voidLease(leaseId: $leaseId, reason: $reason) {\n      ...LeaseDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemindLeaseSigners($leaseId: ID!) {\n    remindLeaseSigners(leaseId: $leaseId) {\n      ...LeaseDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation RemindLeaseSigners($leaseId: ID!) {\n    remindLeaseSigners(leaseId: $leaseId) {\n      ...LeaseDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VerifyLeaseDocument($sha256: String!) {\n    verifyLeaseDocument(sha256: $sha256) {\n      valid\n      completedAt\n      signerNames\n      province\n    }\n  }\n"): (typeof documents)["\n  query VerifyLeaseDocument($sha256: String!) {\n    verifyLeaseDocument(sha256: $sha256) {\n      valid\n      completedAt\n      signerNames\n      province\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LeasePrepareApplication($id: ID!) {\n    rentalApplication(id: $id) {\n      id\n      status\n      applicantName\n      listingId\n      unitId\n      monthlyRent\n      details\n    }\n  }\n"): (typeof documents)["\n  query LeasePrepareApplication($id: ID!) {\n    rentalApplication(id: $id) {\n      id\n      status\n      applicantName\n      listingId\n      unitId\n      monthlyRent\n      details\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LeasePrepareListing($id: ID!) {\n    listing(id: $id) {\n      id\n      location {\n        id\n        address\n        city {\n          id\n          name\n          province\n        }\n      }\n      units {\n        id\n        number\n        monthlyPrice\n        parkingSpots\n      }\n    }\n  }\n"): (typeof documents)["\n  query LeasePrepareListing($id: ID!) {\n    listing(id: $id) {\n      id\n      location {\n        id\n        address\n        city {\n          id\n          name\n          province\n        }\n      }\n      units {\n        id\n        number\n        monthlyPrice\n        parkingSpots\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateLease($data: JSON!, $landlordLegalName: String!, $redirectUrl: String) {\n    createLease(data: $data, landlordLegalName: $landlordLegalName, redirectUrl: $redirectUrl) {\n      id\n      status\n      lease {\n        ...LeaseDetailFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateLease($data: JSON!, $landlordLegalName: String!, $redirectUrl: String) {\n    createLease(data: $data, landlordLegalName: $landlordLegalName, redirectUrl: $redirectUrl) {\n      id\n      status\n      lease {\n        ...LeaseDetailFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminLegalDocumentFields on LegalDocument {\n    id\n    kind\n    version\n    effectiveOn\n    publishedAt\n    updatedAt\n    summaryEn\n    summaryFr\n    bodyJsonEn\n    bodyJsonFr\n    bodyHtml\n    headings {\n      id\n      text\n      level\n    }\n  }\n"): (typeof documents)["\n  fragment AdminLegalDocumentFields on LegalDocument {\n    id\n    kind\n    version\n    effectiveOn\n    publishedAt\n    updatedAt\n    summaryEn\n    summaryFr\n    bodyJsonEn\n    bodyJsonFr\n    bodyHtml\n    headings {\n      id\n      text\n      level\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminLegalDocuments {\n    adminLegalDocuments {\n      ...AdminLegalDocumentFields\n    }\n  }\n"): (typeof documents)["\n  query AdminLegalDocuments {\n    adminLegalDocuments {\n      ...AdminLegalDocumentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateLegalDraft($kind: LegalKind!) {\n    createLegalDraft(kind: $kind) {\n      ...AdminLegalDocumentFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateLegalDraft($kind: LegalKind!) {\n    createLegalDraft(kind: $kind) {\n      ...AdminLegalDocumentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateLegalDraft($id: ID!, $data: LegalDraftInput!) {\n    updateLegalDraft(id: $id, data: $data) {\n      ...AdminLegalDocumentFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateLegalDraft($id: ID!, $data: LegalDraftInput!) {\n    updateLegalDraft(id: $id, data: $data) {\n      ...AdminLegalDocumentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublishLegalDocument($id: ID!) {\n    publishLegalDocument(id: $id) {\n      ...AdminLegalDocumentFields\n    }\n  }\n"): (typeof documents)["\n  mutation PublishLegalDocument($id: ID!) {\n    publishLegalDocument(id: $id) {\n      ...AdminLegalDocumentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteLegalDraft($id: ID!) {\n    deleteLegalDraft(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteLegalDraft($id: ID!) {\n    deleteLegalDraft(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LegalPage($kind: LegalKind!, $version: Int, $locale: Locale!) {\n    legalDocument(kind: $kind, version: $version) {\n      id\n      kind\n      version\n      effectiveOn\n      publishedAt\n      bodyHtml(locale: $locale)\n      headings(locale: $locale) {\n        id\n        text\n        level\n      }\n    }\n    legalDocumentVersions(kind: $kind) {\n      id\n      version\n      effectiveOn\n      publishedAt\n    }\n  }\n"): (typeof documents)["\n  query LegalPage($kind: LegalKind!, $version: Int, $locale: Locale!) {\n    legalDocument(kind: $kind, version: $version) {\n      id\n      kind\n      version\n      effectiveOn\n      publishedAt\n      bodyHtml(locale: $locale)\n      headings(locale: $locale) {\n        id\n        text\n        level\n      }\n    }\n    legalDocumentVersions(kind: $kind) {\n      id\n      version\n      effectiveOn\n      publishedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptTerms($documentId: ID!) {\n    acceptTerms(documentId: $documentId)\n  }\n"): (typeof documents)["\n  mutation AcceptTerms($documentId: ID!) {\n    acceptTerms(documentId: $documentId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BuildingAmenityFields on BuildingAmenities {\n    onSiteLaundry\n    yard\n    concierge\n    elevator\n    dryCleaning\n    gym\n    swimmingPool\n    storage\n    guestSuites\n    beanfieldWifi\n    publicWifi\n    bbqPermitted\n    visitorsParking\n    partyRoom\n    bikeStorage\n    wheelchairAccess\n    rooftopDeck\n    hotTub\n    sauna\n    gameRoom\n    theatre\n    businessCenter\n    communalGarden\n    petSpa\n    mediaRoom\n    basketballCourt\n    yogaRoom\n    tennisCourt\n    rooftopTerrace\n    coworkingSpace\n    conferenceRoom\n    patio\n    lounge\n  }\n"): (typeof documents)["\n  fragment BuildingAmenityFields on BuildingAmenities {\n    onSiteLaundry\n    yard\n    concierge\n    elevator\n    dryCleaning\n    gym\n    swimmingPool\n    storage\n    guestSuites\n    beanfieldWifi\n    publicWifi\n    bbqPermitted\n    visitorsParking\n    partyRoom\n    bikeStorage\n    wheelchairAccess\n    rooftopDeck\n    hotTub\n    sauna\n    gameRoom\n    theatre\n    businessCenter\n    communalGarden\n    petSpa\n    mediaRoom\n    basketballCourt\n    yogaRoom\n    tennisCourt\n    rooftopTerrace\n    coworkingSpace\n    conferenceRoom\n    patio\n    lounge\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UnitAmenityFields on UnitAmenities {\n    ac\n    centralHeat\n    electricalHeating\n    radiatorHeating\n    fireplace\n    carpet\n    ceilingFan\n    hardwoodFloor\n    walkInCloset\n    highCeilings\n    bathroomFan\n    balcony\n  }\n"): (typeof documents)["\n  fragment UnitAmenityFields on UnitAmenities {\n    ac\n    centralHeat\n    electricalHeating\n    radiatorHeating\n    fireplace\n    carpet\n    ceilingFan\n    hardwoodFloor\n    walkInCloset\n    highCeilings\n    bathroomFan\n    balcony\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UnitApplianceFields on UnitAppliances {\n    fridge\n    stove\n    rangehood\n    dishwasher\n    microwave\n    inunitwasher\n    inunitdryer\n    wineFridge\n    dehumidifier\n    firePlaceElectric\n    firePlaceGas\n    jacuzzi\n  }\n"): (typeof documents)["\n  fragment UnitApplianceFields on UnitAppliances {\n    fridge\n    stove\n    rangehood\n    dishwasher\n    microwave\n    inunitwasher\n    inunitdryer\n    wineFridge\n    dehumidifier\n    firePlaceElectric\n    firePlaceGas\n    jacuzzi\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LocationTagFields on LocationTags {\n    students\n    closeToTransit\n    purposeBuiltRentals\n    nightlife\n    parksAndWater\n    luxuryRentals\n    shortTermRentals\n    professionallyManaged\n    onlinePayments\n    onlineApplications\n    furnishedRentals\n    petFriendly\n  }\n"): (typeof documents)["\n  fragment LocationTagFields on LocationTags {\n    students\n    closeToTransit\n    purposeBuiltRentals\n    nightlife\n    parksAndWater\n    luxuryRentals\n    shortTermRentals\n    professionallyManaged\n    onlinePayments\n    onlineApplications\n    furnishedRentals\n    petFriendly\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UtilityFields on Utilities {\n    electricity\n    heating\n    airConditioning\n    water\n    garbageRemoval\n    cableTv\n    internet\n    maintenanceFees\n    gas\n  }\n"): (typeof documents)["\n  fragment UtilityFields on Utilities {\n    electricity\n    heating\n    airConditioning\n    water\n    garbageRemoval\n    cableTv\n    internet\n    maintenanceFees\n    gas\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PetFields on Pets {\n    cat\n    dog\n    other\n    none\n  }\n"): (typeof documents)["\n  fragment PetFields on Pets {\n    cat\n    dog\n    other\n    none\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TenantRequirementFields on TenantRequirements {\n    exceptionalCredit\n    payStub\n    letterOfEmployment\n    photoId\n    pastReferences\n    noSmoking\n    extraDocumentation\n  }\n"): (typeof documents)["\n  fragment TenantRequirementFields on TenantRequirements {\n    exceptionalCredit\n    payStub\n    letterOfEmployment\n    photoId\n    pastReferences\n    noSmoking\n    extraDocumentation\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AnswerAvailabilityCheck($token: String!, $answer: AvailabilityAnswer!) {\n    answerAvailabilityCheck(token: $token, answer: $answer) {\n      answer\n      listingId\n      title\n      availabilityConfirmedAt\n    }\n  }\n"): (typeof documents)["\n  mutation AnswerAvailabilityCheck($token: String!, $answer: AvailabilityAnswer!) {\n    answerAvailabilityCheck(token: $token, answer: $answer) {\n      answer\n      listingId\n      title\n      availabilityConfirmedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LandlordListingFields on Listing {\n    id\n    title\n    status\n    isapproved\n    isHidden\n    activate\n    isPremium\n    premiumDaysLeft\n    createdAt\n    updatedAt\n    availabilityConfirmedAt\n    unpublishedReason\n    location {\n      id\n      address\n    }\n    pictures {\n      id\n      cardUrl\n      order\n    }\n    units {\n      id\n      title\n      monthlyPrice\n      contactForPricing\n    }\n  }\n"): (typeof documents)["\n  fragment LandlordListingFields on Listing {\n    id\n    title\n    status\n    isapproved\n    isHidden\n    activate\n    isPremium\n    premiumDaysLeft\n    createdAt\n    updatedAt\n    availabilityConfirmedAt\n    unpublishedReason\n    location {\n      id\n      address\n    }\n    pictures {\n      id\n      cardUrl\n      order\n    }\n    units {\n      id\n      title\n      monthlyPrice\n      contactForPricing\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LandlordListings($search: String, $first: Int, $skip: Int) {\n    searchBuildingByLandlord(search: $search, first: $first, skip: $skip) {\n      ...LandlordListingFields\n    }\n    searchBuildingByLandlordCount(search: $search)\n  }\n"): (typeof documents)["\n  query LandlordListings($search: String, $first: Int, $skip: Int) {\n    searchBuildingByLandlord(search: $search, first: $first, skip: $skip) {\n      ...LandlordListingFields\n    }\n    searchBuildingByLandlordCount(search: $search)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteBuilding($id: ID!) {\n    deleteBuilding(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteBuilding($id: ID!) {\n    deleteBuilding(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkListingRented($id: ID!, $data: MarkListingRentedInput!) {\n    markListingRented(where: { id: $id }, data: $data) {\n      ...LandlordListingFields\n      rentedPrice\n      signedLeaseDate\n      disableListing\n      tenantNames\n    }\n  }\n"): (typeof documents)["\n  mutation MarkListingRented($id: ID!, $data: MarkListingRentedInput!) {\n    markListingRented(where: { id: $id }, data: $data) {\n      ...LandlordListingFields\n      rentedPrice\n      signedLeaseDate\n      disableListing\n      tenantNames\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RelistListing($id: ID!) {\n    relistListing(where: { id: $id }) {\n      ...LandlordListingFields\n    }\n  }\n"): (typeof documents)["\n  mutation RelistListing($id: ID!) {\n    relistListing(where: { id: $id }) {\n      ...LandlordListingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmListingAvailability($id: ID!) {\n    confirmListingAvailability(where: { id: $id }) {\n      ...LandlordListingFields\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmListingAvailability($id: ID!) {\n    confirmListingAvailability(where: { id: $id }) {\n      ...LandlordListingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnitPageBuilding($unitId: ID!) {\n    getBuildingByUnit(unitId: $unitId) {\n      id\n      title\n      status\n      isapproved\n      isHidden\n      propertyType\n      description\n      user {\n        id\n      }\n      location {\n        id\n        address\n        city {\n          id\n          name\n          province\n        }\n      }\n      pictures {\n        id\n        cardUrl\n        detailUrl\n        filename\n        order\n      }\n      units {\n        id\n        title\n        number\n        available\n        startDateAvailability\n        unitSize\n        bedrooms\n        bathrooms\n        den\n        monthlyPrice\n        deposit\n        contactForPricing\n        leaseTerm\n        parking\n        parkingSpots\n        furnished\n        pictures {\n          id\n          cardUrl\n          detailUrl\n          filename\n          order\n        }\n        unitAmenities {\n          ...UnitAmenityFields\n        }\n        unitAppliances {\n          ...UnitApplianceFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query UnitPageBuilding($unitId: ID!) {\n    getBuildingByUnit(unitId: $unitId) {\n      id\n      title\n      status\n      isapproved\n      isHidden\n      propertyType\n      description\n      user {\n        id\n      }\n      location {\n        id\n        address\n        city {\n          id\n          name\n          province\n        }\n      }\n      pictures {\n        id\n        cardUrl\n        detailUrl\n        filename\n        order\n      }\n      units {\n        id\n        title\n        number\n        available\n        startDateAvailability\n        unitSize\n        bedrooms\n        bathrooms\n        den\n        monthlyPrice\n        deposit\n        contactForPricing\n        leaseTerm\n        parking\n        parkingSpots\n        furnished\n        pictures {\n          id\n          cardUrl\n          detailUrl\n          filename\n          order\n        }\n        unitAmenities {\n          ...UnitAmenityFields\n        }\n        unitAppliances {\n          ...UnitApplianceFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListingStats($id: ID!) {\n    listing(id: $id) {\n      id\n      saveCount\n    }\n    listingStats(id: $id) {\n      listingId\n      firstDay\n      lastDay\n      days {\n        day\n        views\n      }\n      totals {\n        views\n        impressions\n        contactClicks\n        conversations\n        viewings\n        applications\n      }\n      boost {\n        running\n        days\n        firstDay\n        lastDay\n        figures {\n          figure\n          during\n          before\n          ratio\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ListingStats($id: ID!) {\n    listing(id: $id) {\n      id\n      saveCount\n    }\n    listingStats(id: $id) {\n      listingId\n      firstDay\n      lastDay\n      days {\n        day\n        views\n      }\n      totals {\n        views\n        impressions\n        contactClicks\n        conversations\n        viewings\n        applications\n      }\n      boost {\n        running\n        days\n        firstDay\n        lastDay\n        figures {\n          figure\n          during\n          before\n          ratio\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DepositQuoteForPlans($planIds: [Int!]!, $province: String!) {\n    depositQuoteForPlans(planIds: $planIds, province: $province) {\n      ...DepositQuoteFields\n    }\n  }\n"): (typeof documents)["\n  query DepositQuoteForPlans($planIds: [Int!]!, $province: String!) {\n    depositQuoteForPlans(planIds: $planIds, province: $province) {\n      ...DepositQuoteFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DepositQuote($listingId: ID!) {\n    depositQuote(listingId: $listingId) {\n      ...DepositQuoteFields\n    }\n  }\n"): (typeof documents)["\n  query DepositQuote($listingId: ID!) {\n    depositQuote(listingId: $listingId) {\n      ...DepositQuoteFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DepositQuoteFields on PaymentQuote {\n    lines {\n      kind\n      name\n      amountCents\n    }\n    subtotalCents\n    taxes {\n      component\n      ratePer\n      amountCents\n    }\n    taxCents\n    totalCents\n    province\n    terms\n  }\n"): (typeof documents)["\n  fragment DepositQuoteFields on PaymentQuote {\n    lines {\n      kind\n      name\n      amountCents\n    }\n    subtotalCents\n    taxes {\n      component\n      ratePer\n      amountCents\n    }\n    taxCents\n    totalCents\n    province\n    terms\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCheckoutSession($listingId: ID!, $price: Int!, $email: String, $idempotencyKey: String!) {\n    createCheckoutSession(\n      listingId: $listingId\n      price: $price\n      email: $email\n      idempotencyKey: $idempotencyKey\n    ) {\n      paymentId\n      url\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCheckoutSession($listingId: ID!, $price: Int!, $email: String, $idempotencyKey: String!) {\n    createCheckoutSession(\n      listingId: $listingId\n      price: $price\n      email: $email\n      idempotencyKey: $idempotencyKey\n    ) {\n      paymentId\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListWithUsPlans($where: PlanWhereInput) {\n    plans(where: $where) {\n      id\n      planGroup\n      priceCents\n      unit\n      position\n      kind\n      nameEn\n      nameFr\n    }\n  }\n"): (typeof documents)["\n  query ListWithUsPlans($where: PlanWhereInput) {\n    plans(where: $where) {\n      id\n      planGroup\n      priceCents\n      unit\n      position\n      kind\n      nameEn\n      nameFr\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateUserTypeListWithUs($data: UpdateUserTypeListWithUsInput!) {\n    updateUserTypeListWithUs(data: $data) {\n      id\n      userType\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateUserTypeListWithUs($data: UpdateUserTypeListWithUsInput!) {\n    updateUserTypeListWithUs(data: $data) {\n      id\n      userType\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateListWithUs($data: ListWithUsInput!) {\n    createListWithUs(data: $data) {\n      id\n      unitIds\n      paymentStatus\n      planIds\n    }\n  }\n"): (typeof documents)["\n  mutation CreateListWithUs($data: ListWithUsInput!) {\n    createListWithUs(data: $data) {\n      id\n      unitIds\n      paymentStatus\n      planIds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListWithUsListing($id: ID!) {\n    getSingleBuilding(id: $id) {\n      ...WizardListingFields\n      planIds\n      paymentStatus\n      advertiseUnit\n      existingUrl\n      advertiseDuration\n      currentlyTenanted\n      minimumRentalPrice\n      extraInfo\n      showingUnit\n      customiseLease\n      propertyRealtor\n      commission\n      partnershipStatus\n      spousePartner\n      lockbox\n    }\n  }\n"): (typeof documents)["\n  query ListWithUsListing($id: ID!) {\n    getSingleBuilding(id: $id) {\n      ...WizardListingFields\n      planIds\n      paymentStatus\n      advertiseUnit\n      existingUrl\n      advertiseDuration\n      currentlyTenanted\n      minimumRentalPrice\n      extraInfo\n      showingUnit\n      customiseLease\n      propertyRealtor\n      commission\n      partnershipStatus\n      spousePartner\n      lockbox\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveListWithUsPhone($data: UpdateUserInput!) {\n    updateUser(data: $data) {\n      id\n      phone\n    }\n  }\n"): (typeof documents)["\n  mutation SaveListWithUsPhone($data: UpdateUserInput!) {\n    updateUser(data: $data) {\n      id\n      phone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateListWithUsListing($where: ListingWhereInput!, $data: UpdateListingInput!) {\n    updateListing(where: $where, data: $data) {\n      ...WizardListingFields\n      planIds\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateListWithUsListing($where: ListingWhereInput!, $data: UpdateListingInput!) {\n    updateListing(where: $where, data: $data) {\n      ...WizardListingFields\n      planIds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InternalMapListings($state: [StaffListingState!], $city: String) {\n    internalMapListings(state: $state, city: $city) {\n      id\n      title\n      lat\n      lng\n      state\n      city\n    }\n  }\n"): (typeof documents)["\n  query InternalMapListings($state: [StaffListingState!], $city: String) {\n    internalMapListings(state: $state, city: $city) {\n      id\n      title\n      lat\n      lng\n      state\n      city\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SingleMapBuilding($id: ID!) {\n    singleMapBuilding(id: $id, isMap: true) {\n      id\n      title\n      createdAt\n      user {\n        id\n        firstName\n        lastName\n        email\n      }\n      location {\n        address\n      }\n      units {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query SingleMapBuilding($id: ID!) {\n    singleMapBuilding(id: $id, isMap: true) {\n      id\n      title\n      createdAt\n      user {\n        id\n        firstName\n        lastName\n        email\n      }\n      location {\n        address\n      }\n      units {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminListingFields on Listing {\n    id\n    title\n    status\n    isHidden\n    isapproved\n    rejectedAt\n    rejectionReason\n    availablityStatus\n    isPremium\n    premiumName\n    premiumEnd\n    createdAt\n    updatedAt\n    location {\n      id\n      address\n    }\n    user {\n      id\n      firstName\n      lastName\n      email\n    }\n  }\n"): (typeof documents)["\n  fragment AdminListingFields on Listing {\n    id\n    title\n    status\n    isHidden\n    isapproved\n    rejectedAt\n    rejectionReason\n    availablityStatus\n    isPremium\n    premiumName\n    premiumEnd\n    createdAt\n    updatedAt\n    location {\n      id\n      address\n    }\n    user {\n      id\n      firstName\n      lastName\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminListings($search: String, $skip: Int, $take: Int) {\n    searchBuilding(search: $search, skip: $skip, take: $take) {\n      ...AdminListingFields\n    }\n    listingSearchCount(search: $search)\n  }\n"): (typeof documents)["\n  query AdminListings($search: String, $skip: Int, $take: Int) {\n    searchBuilding(search: $search, skip: $skip, take: $take) {\n      ...AdminListingFields\n    }\n    listingSearchCount(search: $search)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminListingCounts {\n    adminTotalListing\n    adminActiveListingCount\n  }\n"): (typeof documents)["\n  query AdminListingCounts {\n    adminTotalListing\n    adminActiveListingCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PendingListingCount {\n    requestLisitngCount {\n      count\n    }\n  }\n"): (typeof documents)["\n  query PendingListingCount {\n    requestLisitngCount {\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RequestedListings($first: Int, $skip: Int) {\n    requestedListings(first: $first, skip: $skip) {\n      ...AdminListingFields\n      riskSignals {\n        ...RiskSignalFields\n      }\n    }\n    requestLisitngCount {\n      count\n    }\n  }\n"): (typeof documents)["\n  query RequestedListings($first: Int, $skip: Int) {\n    requestedListings(first: $first, skip: $skip) {\n      ...AdminListingFields\n      riskSignals {\n        ...RiskSignalFields\n      }\n    }\n    requestLisitngCount {\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ActivateListing($id: ID!) {\n    activeListing(where: { id: $id }, data: { isHidden: false }) {\n      ...AdminListingFields\n    }\n  }\n"): (typeof documents)["\n  mutation ActivateListing($id: ID!) {\n    activeListing(where: { id: $id }, data: { isHidden: false }) {\n      ...AdminListingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeactivateListing($id: ID!, $data: UnavailabilityInput!) {\n    deactivateSearchListing(where: { id: $id }, data: $data) {\n      ...AdminListingFields\n    }\n  }\n"): (typeof documents)["\n  mutation DeactivateListing($id: ID!, $data: UnavailabilityInput!) {\n    deactivateSearchListing(where: { id: $id }, data: $data) {\n      ...AdminListingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveListing($id: ID!) {\n    approveListing(where: { id: $id }) {\n      ...AdminListingFields\n    }\n  }\n"): (typeof documents)["\n  mutation ApproveListing($id: ID!) {\n    approveListing(where: { id: $id }) {\n      ...AdminListingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectListing($id: ID!, $reason: String!) {\n    rejectListing(where: { id: $id }, reason: $reason) {\n      ...AdminListingFields\n    }\n  }\n"): (typeof documents)["\n  mutation RejectListing($id: ID!, $reason: String!) {\n    rejectListing(where: { id: $id }, reason: $reason) {\n      ...AdminListingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListingAuditTrail($id: ID!) {\n    auditTrail(entityType: LISTING, entityId: $id) {\n      id\n      action\n      actorEmail\n      before\n      after\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query ListingAuditTrail($id: ID!) {\n    auditTrail(entityType: LISTING, entityId: $id) {\n      id\n      action\n      actorEmail\n      before\n      after\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlacesAwaitingReview {\n    placesAwaitingReview {\n      id\n      name\n      province\n      accepted\n      neighbourhoods {\n        id\n        name\n        accepted\n      }\n    }\n  }\n"): (typeof documents)["\n  query PlacesAwaitingReview {\n    placesAwaitingReview {\n      id\n      name\n      province\n      accepted\n      neighbourhoods {\n        id\n        name\n        accepted\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptCity($id: ID!) {\n    acceptCity(id: $id) {\n      id\n      accepted\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptCity($id: ID!) {\n    acceptCity(id: $id) {\n      id\n      accepted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptNeighbourhood($id: ID!) {\n    acceptNeighbourhood(id: $id) {\n      id\n      accepted\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptNeighbourhood($id: ID!) {\n    acceptNeighbourhood(id: $id) {\n      id\n      accepted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ListingPagePictureFields on Picture {\n    id\n    cardUrl\n    detailUrl\n    url\n    mimeType\n    width\n    height\n    order\n  }\n"): (typeof documents)["\n  fragment ListingPagePictureFields on Picture {\n    id\n    cardUrl\n    detailUrl\n    url\n    mimeType\n    width\n    height\n    order\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListingPage($id: ID!) {\n    listing(id: $id) {\n      id\n      title\n      status\n      isapproved\n      isHidden\n      activate\n      isPremium\n      premiumEnd\n      propertyType\n      postedAt\n      contentUpdatedAt\n      availabilityConfirmedAt\n      role\n      description\n      moveInBonuses\n      buildingConstructionYear\n      storiesInBuilding\n      totalUnitsInBuilding\n      developmentCompany\n      basement\n      user {\n        id\n        firstName\n      }\n      responseTime {\n        bucket\n      }\n      ownerVerification {\n        role\n        verifiedAt\n      }\n      hiddenUntilVerified\n      location {\n        id\n        address\n        lat\n        lng\n        city {\n          id\n          name\n          province\n        }\n        neighbourHood {\n          id\n          name\n        }\n        tags {\n          ...LocationTagFields\n        }\n      }\n      pictures {\n        ...ListingPagePictureFields\n      }\n      amenities {\n        ...BuildingAmenityFields\n      }\n      utilities {\n        ...UtilityFields\n      }\n      pets {\n        ...PetFields\n      }\n      tenantRequirements {\n        ...TenantRequirementFields\n      }\n      units {\n        id\n        title\n        number\n        available\n        startDateAvailability\n        unitSize\n        bedrooms\n        bathrooms\n        den\n        monthlyPrice\n        deposit\n        contactForPricing\n        leaseTerm\n        parking\n        parkingSpots\n        storage\n        maintenance\n        smokeAlarm\n        furnished\n        moveInBonuses\n        floorplan {\n          ...ListingPagePictureFields\n        }\n        pictures {\n          ...ListingPagePictureFields\n        }\n        unitAmenities {\n          ...UnitAmenityFields\n        }\n        unitAppliances {\n          ...UnitApplianceFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ListingPage($id: ID!) {\n    listing(id: $id) {\n      id\n      title\n      status\n      isapproved\n      isHidden\n      activate\n      isPremium\n      premiumEnd\n      propertyType\n      postedAt\n      contentUpdatedAt\n      availabilityConfirmedAt\n      role\n      description\n      moveInBonuses\n      buildingConstructionYear\n      storiesInBuilding\n      totalUnitsInBuilding\n      developmentCompany\n      basement\n      user {\n        id\n        firstName\n      }\n      responseTime {\n        bucket\n      }\n      ownerVerification {\n        role\n        verifiedAt\n      }\n      hiddenUntilVerified\n      location {\n        id\n        address\n        lat\n        lng\n        city {\n          id\n          name\n          province\n        }\n        neighbourHood {\n          id\n          name\n        }\n        tags {\n          ...LocationTagFields\n        }\n      }\n      pictures {\n        ...ListingPagePictureFields\n      }\n      amenities {\n        ...BuildingAmenityFields\n      }\n      utilities {\n        ...UtilityFields\n      }\n      pets {\n        ...PetFields\n      }\n      tenantRequirements {\n        ...TenantRequirementFields\n      }\n      units {\n        id\n        title\n        number\n        available\n        startDateAvailability\n        unitSize\n        bedrooms\n        bathrooms\n        den\n        monthlyPrice\n        deposit\n        contactForPricing\n        leaseTerm\n        parking\n        parkingSpots\n        storage\n        maintenance\n        smokeAlarm\n        furnished\n        moveInBonuses\n        floorplan {\n          ...ListingPagePictureFields\n        }\n        pictures {\n          ...ListingPagePictureFields\n        }\n        unitAmenities {\n          ...UnitAmenityFields\n        }\n        unitAppliances {\n          ...UnitApplianceFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SimilarListings($id: ID!) {\n    similarListings(id: $id) {\n      ...ListingCardFields\n    }\n  }\n"): (typeof documents)["\n  query SimilarListings($id: ID!) {\n    similarListings(id: $id) {\n      ...ListingCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordListingView($id: ID!) {\n    recordListingView(id: $id)\n  }\n"): (typeof documents)["\n  mutation RecordListingView($id: ID!) {\n    recordListingView(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordListingContact($id: ID!) {\n    recordListingEvent(id: $id, kind: CONTACT_CLICK)\n  }\n"): (typeof documents)["\n  mutation RecordListingContact($id: ID!) {\n    recordListingEvent(id: $id, kind: CONTACT_CLICK)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PosterProfile($id: ID!, $first: Int!, $skip: Int!) {\n    posterProfile(userId: $id) {\n      id\n      firstName\n      roles\n      memberSince\n      listingCount\n      verification {\n        role\n        verifiedAt\n      }\n      listings(first: $first, skip: $skip) {\n        ...ListingCardFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query PosterProfile($id: ID!, $first: Int!, $skip: Int!) {\n    posterProfile(userId: $id) {\n      id\n      firstName\n      roles\n      memberSince\n      listingCount\n      verification {\n        role\n        verifiedAt\n      }\n      listings(first: $first, skip: $skip) {\n        ...ListingCardFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WizardListingFields on Listing {\n    id\n    title\n    isapproved\n    description\n    propertyType\n    role\n    region\n    buildingConstructionYear\n    totalUnitsInBuilding\n    storiesInBuilding\n    basement\n    moveInBonuses\n    user {\n      id\n    }\n    location {\n      address\n      lat\n      lng\n      city {\n        id\n        name\n        province\n      }\n      neighbourHood {\n        id\n        name\n      }\n      tags {\n        ...LocationTagFields\n      }\n    }\n    utilities {\n      ...UtilityFields\n    }\n    amenities {\n      ...BuildingAmenityFields\n    }\n    pets {\n      ...PetFields\n    }\n    tenantRequirements {\n      ...TenantRequirementFields\n    }\n    pictures {\n      id\n      fileId\n      url\n      filename\n      order\n    }\n    units {\n      id\n      title\n      number\n      den\n      available\n      startDateAvailability\n      unitSize\n      bedrooms\n      bathrooms\n      monthlyPrice\n      deposit\n      contactForPricing\n      furnished\n      parking\n      parkingSpots\n      leaseTerm\n      storage\n      maintenance\n      smokeAlarm\n      unitAmenities {\n        ...UnitAmenityFields\n      }\n      unitAppliances {\n        ...UnitApplianceFields\n      }\n      floorplan {\n        id\n        fileId\n        url\n        filename\n        mimeType\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment WizardListingFields on Listing {\n    id\n    title\n    isapproved\n    description\n    propertyType\n    role\n    region\n    buildingConstructionYear\n    totalUnitsInBuilding\n    storiesInBuilding\n    basement\n    moveInBonuses\n    user {\n      id\n    }\n    location {\n      address\n      lat\n      lng\n      city {\n        id\n        name\n        province\n      }\n      neighbourHood {\n        id\n        name\n      }\n      tags {\n        ...LocationTagFields\n      }\n    }\n    utilities {\n      ...UtilityFields\n    }\n    amenities {\n      ...BuildingAmenityFields\n    }\n    pets {\n      ...PetFields\n    }\n    tenantRequirements {\n      ...TenantRequirementFields\n    }\n    pictures {\n      id\n      fileId\n      url\n      filename\n      order\n    }\n    units {\n      id\n      title\n      number\n      den\n      available\n      startDateAvailability\n      unitSize\n      bedrooms\n      bathrooms\n      monthlyPrice\n      deposit\n      contactForPricing\n      furnished\n      parking\n      parkingSpots\n      leaseTerm\n      storage\n      maintenance\n      smokeAlarm\n      unitAmenities {\n        ...UnitAmenityFields\n      }\n      unitAppliances {\n        ...UnitApplianceFields\n      }\n      floorplan {\n        id\n        fileId\n        url\n        filename\n        mimeType\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetSingleBuilding($id: ID!) {\n    getSingleBuilding(id: $id) {\n      ...WizardListingFields\n    }\n  }\n"): (typeof documents)["\n  query GetSingleBuilding($id: ID!) {\n    getSingleBuilding(id: $id) {\n      ...WizardListingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateListing($data: CreateListingInput!) {\n    createListing(data: $data) {\n      id\n      units {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateListing($data: CreateListingInput!) {\n    createListing(data: $data) {\n      id\n      units {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateUnit($listingId: ID!, $data: CreateUnitInput!) {\n    createUnit(where: { listingId: $listingId }, data: $data) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateUnit($listingId: ID!, $data: CreateUnitInput!) {\n    createUnit(where: { listingId: $listingId }, data: $data) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateListing($where: ListingWhereInput!, $data: UpdateListingInput!) {\n    updateListing(where: $where, data: $data) {\n      ...WizardListingFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateListing($where: ListingWhereInput!, $data: UpdateListingInput!) {\n    updateListing(where: $where, data: $data) {\n      ...WizardListingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchAddresses($text: String!, $first: Int) {\n    searchAddresses(text: $text, first: $first) {\n      address\n      label\n      city\n      region\n      lat\n      lng\n      neighbourhood\n      postalCode\n      placeId\n    }\n  }\n"): (typeof documents)["\n  query SearchAddresses($text: String!, $first: Int) {\n    searchAddresses(text: $text, first: $first) {\n      address\n      label\n      city\n      region\n      lat\n      lng\n      neighbourhood\n      postalCode\n      placeId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WizardCreateCity($data: CreateCityInput!) {\n    createCity(data: $data) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation WizardCreateCity($data: CreateCityInput!) {\n    createCity(data: $data) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WizardCreateNeighbourhood($data: CreateNeighbourhoodInput!) {\n    createNeighbourhood(data: $data) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation WizardCreateNeighbourhood($data: CreateNeighbourhoodInput!) {\n    createNeighbourhood(data: $data) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePicture($where: PictureWhereInput!) {\n    deletePicture(where: $where)\n  }\n"): (typeof documents)["\n  mutation DeletePicture($where: PictureWhereInput!) {\n    deletePicture(where: $where)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PicReorder($pictures: [PictureOrderInput!]!) {\n    picReorder(pictures: $pictures)\n  }\n"): (typeof documents)["\n  mutation PicReorder($pictures: [PictureOrderInput!]!) {\n    picReorder(pictures: $pictures)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GenerateListingDescription($data: ListingDescriptionFactsInput!, $locale: Locale) {\n    generateListingDescription(data: $data, locale: $locale)\n  }\n"): (typeof documents)["\n  mutation GenerateListingDescription($data: ListingDescriptionFactsInput!, $locale: Locale) {\n    generateListingDescription(data: $data, locale: $locale)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ScanImage($urls: [String!]!) {\n    scanImage(urls: $urls)\n  }\n"): (typeof documents)["\n  mutation ScanImage($urls: [String!]!) {\n    scanImage(urls: $urls)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlaceAt($lat: Float!, $lng: Float!) {\n    placeAt(lat: $lat, lng: $lng) {\n      label\n      city\n      region\n      placeId\n    }\n  }\n"): (typeof documents)["\n  query PlaceAt($lat: Float!, $lng: Float!) {\n    placeAt(lat: $lat, lng: $lng) {\n      label\n      city\n      region\n      placeId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PinMapConfig {\n    siteConfig {\n      mapTileUrl\n      mapAttribution\n    }\n  }\n"): (typeof documents)["\n  query PinMapConfig {\n    siteConfig {\n      mapTileUrl\n      mapAttribution\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchCities($search: String, $first: Int) {\n    cities(search: $search, first: $first) {\n      id\n      name\n      province\n    }\n  }\n"): (typeof documents)["\n  query SearchCities($search: String, $first: Int) {\n    cities(search: $search, first: $first) {\n      id\n      name\n      province\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PopularCities($first: Int) {\n    cities(first: $first) {\n      id\n      name\n      province\n      neighbourhoods {\n        id\n        name\n        featured\n        popularity\n      }\n    }\n  }\n"): (typeof documents)["\n  query PopularCities($first: Int) {\n    cities(first: $first) {\n      id\n      name\n      province\n      neighbourhoods {\n        id\n        name\n        featured\n        popularity\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationSettings {\n    notificationSettings {\n      kind\n      enabled\n      takesRecipients\n      recipients\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  query NotificationSettings {\n    notificationSettings {\n      kind\n      enabled\n      takesRecipients\n      recipients\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateNotificationSetting($kind: NotificationKind!, $enabled: Boolean!, $recipients: [String!]!) {\n    updateNotificationSetting(kind: $kind, enabled: $enabled, recipients: $recipients) {\n      kind\n      enabled\n      recipients\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateNotificationSetting($kind: NotificationKind!, $enabled: Boolean!, $recipients: [String!]!) {\n    updateNotificationSetting(kind: $kind, enabled: $enabled, recipients: $recipients) {\n      kind\n      enabled\n      recipients\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EmailOutbox($status: OutboxStatus, $first: Int, $skip: Int) {\n    emailOutbox(status: $status, first: $first, skip: $skip) {\n      count\n      items {\n        id\n        to\n        subject\n        template\n        status\n        attempts\n        lastError\n        createdAt\n        sentAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query EmailOutbox($status: OutboxStatus, $first: Int, $skip: Int) {\n    emailOutbox(status: $status, first: $first, skip: $skip) {\n      count\n      items {\n        id\n        to\n        subject\n        template\n        status\n        attempts\n        lastError\n        createdAt\n        sentAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendEmail($id: ID!) {\n    resendEmail(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation ResendEmail($id: ID!) {\n    resendEmail(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContactListing($id: ID!) {\n    listing(id: $id) {\n      id\n      title\n      user {\n        id\n        firstName\n      }\n      location {\n        id\n        address\n        city {\n          id\n          name\n          province\n        }\n      }\n      pictures {\n        id\n        cardUrl\n      }\n      responseTime {\n        bucket\n      }\n    }\n  }\n"): (typeof documents)["\n  query ContactListing($id: ID!) {\n    listing(id: $id) {\n      id\n      title\n      user {\n        id\n        firstName\n      }\n      location {\n        id\n        address\n        city {\n          id\n          name\n          province\n        }\n      }\n      pictures {\n        id\n        cardUrl\n      }\n      responseTime {\n        bucket\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateBooking($data: CreateBookingInput!) {\n    createBooking(data: $data) {\n      id\n      room\n    }\n  }\n"): (typeof documents)["\n  mutation CreateBooking($data: CreateBookingInput!) {\n    createBooking(data: $data) {\n      id\n      room\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RoomOfListing($listingId: ID!) {\n    roomsPerUser(first: 1, where: { listingId: $listingId }) {\n      items {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query RoomOfListing($listingId: ID!) {\n    roomsPerUser(first: 1, where: { listingId: $listingId }) {\n      items {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MessageFields on Message {\n    id\n    room\n    type\n    text\n    createdAt\n    isRead\n    clientId\n    asTeam\n    safetyFlags\n    sender {\n      id\n      firstName\n      lastName\n      avatarUrl\n    }\n    file {\n      id\n      url\n      filename\n      mimeType\n      size\n    }\n  }\n"): (typeof documents)["\n  fragment MessageFields on Message {\n    id\n    room\n    type\n    text\n    createdAt\n    isRead\n    clientId\n    asTeam\n    safetyFlags\n    sender {\n      id\n      firstName\n      lastName\n      avatarUrl\n    }\n    file {\n      id\n      url\n      filename\n      mimeType\n      size\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RoomFields on Room {\n    id\n    booking\n    flagged\n    blocked\n    blockedByViewer\n    lastMessageTime\n    unreadCount\n    listing {\n      id\n      title\n      coverUrl\n    }\n    otherParty {\n      id\n      firstName\n      lastName\n      avatarUrl\n    }\n    lastMessage {\n      ...MessageFields\n    }\n  }\n"): (typeof documents)["\n  fragment RoomFields on Room {\n    id\n    booking\n    flagged\n    blocked\n    blockedByViewer\n    lastMessageTime\n    unreadCount\n    listing {\n      id\n      title\n      coverUrl\n    }\n    otherParty {\n      id\n      firstName\n      lastName\n      avatarUrl\n    }\n    lastMessage {\n      ...MessageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RoomsPerUser($first: Int, $skip: Int, $where: RoomFilter) {\n    roomsPerUser(first: $first, skip: $skip, where: $where) {\n      count\n      items {\n        ...RoomFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query RoomsPerUser($first: Int, $skip: Int, $where: RoomFilter) {\n    roomsPerUser(first: $first, skip: $skip, where: $where) {\n      count\n      items {\n        ...RoomFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MessagesInRoom($roomId: ID!, $before: String, $first: Int) {\n    messagesInRoom(roomId: $roomId, before: $before, first: $first) {\n      nextCursor\n      items {\n        ...MessageFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query MessagesInRoom($roomId: ID!, $before: String, $first: Int) {\n    messagesInRoom(roomId: $roomId, before: $before, first: $first) {\n      nextCursor\n      items {\n        ...MessageFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RenterBookings($userId: ID!) {\n    bookingsForUser(userId: $userId) {\n      id\n      room\n    }\n  }\n"): (typeof documents)["\n  query RenterBookings($userId: ID!) {\n    bookingsForUser(userId: $userId) {\n      id\n      room\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateMessage($room: ID!, $text: String, $type: MessageType, $url: ID, $clientId: ID) {\n    createMessage(room: $room, text: $text, type: $type, url: $url, clientId: $clientId) {\n      ...MessageFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateMessage($room: ID!, $text: String, $type: MessageType, $url: ID, $clientId: ID) {\n    createMessage(room: $room, text: $text, type: $type, url: $url, clientId: $clientId) {\n      ...MessageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkRoomRead($roomId: ID!) {\n    markRoomRead(roomId: $roomId)\n  }\n"): (typeof documents)["\n  mutation MarkRoomRead($roomId: ID!) {\n    markRoomRead(roomId: $roomId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription RoomMessages($roomId: ID!) {\n    roomMessages(roomId: $roomId) {\n      ...MessageFields\n    }\n  }\n"): (typeof documents)["\n  subscription RoomMessages($roomId: ID!) {\n    roomMessages(roomId: $roomId) {\n      ...MessageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription UserRooms {\n    userRooms {\n      ...RoomFields\n    }\n  }\n"): (typeof documents)["\n  subscription UserRooms {\n    userRooms {\n      ...RoomFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnreadMessages {\n    unreadMessages\n  }\n"): (typeof documents)["\n  query UnreadMessages {\n    unreadMessages\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnsubscribeMessageEmails($token: String!) {\n    unsubscribeMessageEmails(token: $token)\n  }\n"): (typeof documents)["\n  mutation UnsubscribeMessageEmails($token: String!) {\n    unsubscribeMessageEmails(token: $token)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReportConversation($data: ReportConversationInput!) {\n    reportConversation(data: $data) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ReportConversation($data: ReportConversationInput!) {\n    reportConversation(data: $data) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BlockConversation($roomId: ID!) {\n    blockConversation(roomId: $roomId) {\n      id\n      blocked\n      blockedByViewer\n    }\n  }\n"): (typeof documents)["\n  mutation BlockConversation($roomId: ID!) {\n    blockConversation(roomId: $roomId) {\n      id\n      blocked\n      blockedByViewer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnblockConversation($roomId: ID!) {\n    unblockConversation(roomId: $roomId) {\n      id\n      blocked\n      blockedByViewer\n    }\n  }\n"): (typeof documents)["\n  mutation UnblockConversation($roomId: ID!) {\n    unblockConversation(roomId: $roomId) {\n      id\n      blocked\n      blockedByViewer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SavedReplies {\n    savedReplies {\n      id\n      title\n      text\n    }\n  }\n"): (typeof documents)["\n  query SavedReplies {\n    savedReplies {\n      id\n      title\n      text\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSavedReply($data: SavedReplyInput!) {\n    createSavedReply(data: $data) {\n      id\n      title\n      text\n    }\n  }\n"): (typeof documents)["\n  mutation CreateSavedReply($data: SavedReplyInput!) {\n    createSavedReply(data: $data) {\n      id\n      title\n      text\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSavedReply($id: ID!, $data: SavedReplyInput!) {\n    updateSavedReply(id: $id, data: $data) {\n      id\n      title\n      text\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSavedReply($id: ID!, $data: SavedReplyInput!) {\n    updateSavedReply(id: $id, data: $data) {\n      id\n      title\n      text\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSavedReply($id: ID!) {\n    deleteSavedReply(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteSavedReply($id: ID!) {\n    deleteSavedReply(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminInboxRoomFields on AdminInboxRoom {\n    id\n    listing {\n      id\n      title\n    }\n    renter {\n      id\n      firstName\n      lastName\n      email\n    }\n    owner {\n      id\n      firstName\n      lastName\n      email\n    }\n    lastMessage {\n      id\n      text\n      asTeam\n      file {\n        id\n        filename\n      }\n    }\n    lastMessageTime\n    flagged\n    handledAt\n    unreadCount\n    openReportCount\n    blocked\n  }\n"): (typeof documents)["\n  fragment AdminInboxRoomFields on AdminInboxRoom {\n    id\n    listing {\n      id\n      title\n    }\n    renter {\n      id\n      firstName\n      lastName\n      email\n    }\n    owner {\n      id\n      firstName\n      lastName\n      email\n    }\n    lastMessage {\n      id\n      text\n      asTeam\n      file {\n        id\n        filename\n      }\n    }\n    lastMessageTime\n    flagged\n    handledAt\n    unreadCount\n    openReportCount\n    blocked\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminInboxRooms($where: AdminInboxFilter, $first: Int, $skip: Int) {\n    adminInboxRooms(where: $where, first: $first, skip: $skip) {\n      count\n      items {\n        ...AdminInboxRoomFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminInboxRooms($where: AdminInboxFilter, $first: Int, $skip: Int) {\n    adminInboxRooms(where: $where, first: $first, skip: $skip) {\n      count\n      items {\n        ...AdminInboxRoomFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InboxListingTitle($id: ID!) {\n    listing(id: $id) {\n      id\n      title\n    }\n  }\n"): (typeof documents)["\n  query InboxListingTitle($id: ID!) {\n    listing(id: $id) {\n      id\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConversationReports($roomId: ID!) {\n    conversationReports(roomId: $roomId) {\n      id\n      reason\n      text\n      createdAt\n      resolvedAt\n      reporter {\n        id\n        firstName\n        lastName\n        email\n      }\n    }\n  }\n"): (typeof documents)["\n  query ConversationReports($roomId: ID!) {\n    conversationReports(roomId: $roomId) {\n      id\n      reason\n      text\n      createdAt\n      resolvedAt\n      reporter {\n        id\n        firstName\n        lastName\n        email\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RoomStaffViews($roomId: ID!) {\n    roomStaffViews(roomId: $roomId) {\n      id\n      staffId\n      email\n      firstName\n      lastName\n      viewedAt\n    }\n  }\n"): (typeof documents)["\n  query RoomStaffViews($roomId: ID!) {\n    roomStaffViews(roomId: $roomId) {\n      id\n      staffId\n      email\n      firstName\n      lastName\n      viewedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkRoomHandled($roomId: ID!, $handled: Boolean!) {\n    markRoomHandled(roomId: $roomId, handled: $handled) {\n      ...AdminInboxRoomFields\n    }\n  }\n"): (typeof documents)["\n  mutation MarkRoomHandled($roomId: ID!, $handled: Boolean!) {\n    markRoomHandled(roomId: $roomId, handled: $handled) {\n      ...AdminInboxRoomFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubscribeNewsletter($email: String!) {\n    subscribeNewsletter(email: $email) {\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation SubscribeNewsletter($email: String!) {\n    subscribeNewsletter(email: $email) {\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnsubscribeNewsletter($token: String!) {\n    unsubscribeNewsletter(token: $token)\n  }\n"): (typeof documents)["\n  mutation UnsubscribeNewsletter($token: String!) {\n    unsubscribeNewsletter(token: $token)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmNewsletter($token: String!) {\n    confirmNewsletter(token: $token)\n  }\n"): (typeof documents)["\n  mutation ConfirmNewsletter($token: String!) {\n    confirmNewsletter(token: $token)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SandboxCheckout($id: ID!) {\n    sandboxCheckout(id: $id) {\n      id\n      paymentId\n      status\n      lines {\n        kind\n        name\n        amountCents\n      }\n      taxes {\n        component\n        ratePer\n        amountCents\n      }\n      subtotalCents\n      totalCents\n      currency\n      email\n      cancelUrl\n      successUrl\n      requiresAuthentication\n    }\n  }\n"): (typeof documents)["\n  query SandboxCheckout($id: ID!) {\n    sandboxCheckout(id: $id) {\n      id\n      paymentId\n      status\n      lines {\n        kind\n        name\n        amountCents\n      }\n      taxes {\n        component\n        ratePer\n        amountCents\n      }\n      subtotalCents\n      totalCents\n      currency\n      email\n      cancelUrl\n      successUrl\n      requiresAuthentication\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SandboxPay($id: ID!, $card: SandboxCardInput!) {\n    sandboxPay(id: $id, card: $card) {\n      outcome\n      code\n      message\n      redirectUrl\n    }\n  }\n"): (typeof documents)["\n  mutation SandboxPay($id: ID!, $card: SandboxCardInput!) {\n    sandboxPay(id: $id, card: $card) {\n      outcome\n      code\n      message\n      redirectUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SandboxAuthenticate($id: ID!, $approve: Boolean!) {\n    sandboxAuthenticate(id: $id, approve: $approve) {\n      outcome\n      code\n      message\n      redirectUrl\n    }\n  }\n"): (typeof documents)["\n  mutation SandboxAuthenticate($id: ID!, $approve: Boolean!) {\n    sandboxAuthenticate(id: $id, approve: $approve) {\n      outcome\n      code\n      message\n      redirectUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SandboxCancel($id: ID!) {\n    sandboxCancel(id: $id) {\n      outcome\n      redirectUrl\n    }\n  }\n"): (typeof documents)["\n  mutation SandboxCancel($id: ID!) {\n    sandboxCancel(id: $id) {\n      outcome\n      redirectUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReturnedPayment($id: ID!) {\n    payment(id: $id) {\n      id\n      purpose\n      status\n      listingId\n      listingTitle\n      planId\n      lines {\n        kind\n        name\n        amountCents\n      }\n      subtotalCents\n      taxes {\n        component\n        ratePer\n        amountCents\n      }\n      taxCents\n      totalCents\n      currency\n      boostDays\n      cardBrand\n      cardLast4\n      failureMessage\n      paidAt\n    }\n  }\n"): (typeof documents)["\n  query ReturnedPayment($id: ID!) {\n    payment(id: $id) {\n      id\n      purpose\n      status\n      listingId\n      listingTitle\n      planId\n      lines {\n        kind\n        name\n        amountCents\n      }\n      subtotalCents\n      taxes {\n        component\n        ratePer\n        amountCents\n      }\n      taxCents\n      totalCents\n      currency\n      boostDays\n      cardBrand\n      cardLast4\n      failureMessage\n      paidAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BoostedListingEnd($id: ID!) {\n    getSingleBuilding(id: $id) {\n      id\n      premiumEnd\n    }\n  }\n"): (typeof documents)["\n  query BoostedListingEnd($id: ID!) {\n    getSingleBuilding(id: $id) {\n      id\n      premiumEnd\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffFeatureFields on Feature {\n    id\n    nameEn\n    nameFr\n    subtitleEn\n    subtitleFr\n    informationEn\n    informationFr\n    position\n  }\n"): (typeof documents)["\n  fragment StaffFeatureFields on Feature {\n    id\n    nameEn\n    nameFr\n    subtitleEn\n    subtitleFr\n    informationEn\n    informationFr\n    position\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Features {\n    features {\n      ...StaffFeatureFields\n    }\n  }\n"): (typeof documents)["\n  query Features {\n    features {\n      ...StaffFeatureFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateFeature($data: FeatureInput!) {\n    createFeature(data: $data) {\n      ...StaffFeatureFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateFeature($data: FeatureInput!) {\n    createFeature(data: $data) {\n      ...StaffFeatureFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateFeature($id: ID!, $data: FeatureInput!) {\n    updateFeature(id: $id, data: $data) {\n      ...StaffFeatureFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateFeature($id: ID!, $data: FeatureInput!) {\n    updateFeature(id: $id, data: $data) {\n      ...StaffFeatureFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteFeature($id: ID!) {\n    deleteFeature(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteFeature($id: ID!) {\n    deleteFeature(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReorderFeatures($ids: [ID!]!) {\n    reorderFeatures(ids: $ids) {\n      id\n      position\n    }\n  }\n"): (typeof documents)["\n  mutation ReorderFeatures($ids: [ID!]!) {\n    reorderFeatures(ids: $ids) {\n      id\n      position\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlanCardFields on Plan {\n    id\n    nameEn\n    nameFr\n    descriptionEn\n    descriptionFr\n    price\n    priceCents\n    unit\n    planGroup\n    kind\n    status\n    recommended\n    position\n    features {\n      id\n      nameEn\n      nameFr\n      subtitleEn\n      subtitleFr\n      informationEn\n      informationFr\n    }\n  }\n"): (typeof documents)["\n  fragment PlanCardFields on Plan {\n    id\n    nameEn\n    nameFr\n    descriptionEn\n    descriptionFr\n    price\n    priceCents\n    unit\n    planGroup\n    kind\n    status\n    recommended\n    position\n    features {\n      id\n      nameEn\n      nameFr\n      subtitleEn\n      subtitleFr\n      informationEn\n      informationFr\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Plans($where: PlanWhereInput) {\n    plans(where: $where) {\n      ...PlanCardFields\n    }\n  }\n"): (typeof documents)["\n  query Plans($where: PlanWhereInput) {\n    plans(where: $where) {\n      ...PlanCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PremiumNotificationToAdminFromLandlord($where: ListingWhereInput!, $planId: Int!) {\n    premiumNotificationToAdminFromLandlord(where: $where, planId: $planId) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation PremiumNotificationToAdminFromLandlord($where: ListingWhereInput!, $planId: Int!) {\n    premiumNotificationToAdminFromLandlord(where: $where, planId: $planId) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffPlanFields on Plan {\n    ...PlanCardFields\n    depositCents\n    active\n    listingCount\n  }\n"): (typeof documents)["\n  fragment StaffPlanFields on Plan {\n    ...PlanCardFields\n    depositCents\n    active\n    listingCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffPlans {\n    plans(where: { includeInactive: true }) {\n      ...StaffPlanFields\n    }\n  }\n"): (typeof documents)["\n  query StaffPlans {\n    plans(where: { includeInactive: true }) {\n      ...StaffPlanFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePlan($data: PlanInput!) {\n    createPlan(data: $data) {\n      ...StaffPlanFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePlan($data: PlanInput!) {\n    createPlan(data: $data) {\n      ...StaffPlanFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePlan($id: Int!, $data: PlanInput!) {\n    updatePlan(id: $id, data: $data) {\n      ...StaffPlanFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePlan($id: Int!, $data: PlanInput!) {\n    updatePlan(id: $id, data: $data) {\n      ...StaffPlanFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePlan($id: Int!) {\n    deletePlan(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeletePlan($id: Int!) {\n    deletePlan(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetPlanActive($id: Int!, $active: Boolean!) {\n    setPlanActive(id: $id, active: $active) {\n      id\n      active\n    }\n  }\n"): (typeof documents)["\n  mutation SetPlanActive($id: Int!, $active: Boolean!) {\n    setPlanActive(id: $id, active: $active) {\n      id\n      active\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReorderPlans($ids: [Int!]!) {\n    reorderPlans(ids: $ids) {\n      id\n      position\n    }\n  }\n"): (typeof documents)["\n  mutation ReorderPlans($ids: [Int!]!) {\n    reorderPlans(ids: $ids) {\n      id\n      position\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PremiumRequestFields on PremiumRequest {\n    id\n    premiumName\n    address\n    planId\n    status\n    createdAt\n    handledAt\n    overdue\n    listing {\n      id\n      title\n    }\n    requester {\n      id\n      firstName\n      lastName\n      email\n      phone\n    }\n  }\n"): (typeof documents)["\n  fragment PremiumRequestFields on PremiumRequest {\n    id\n    premiumName\n    address\n    planId\n    status\n    createdAt\n    handledAt\n    overdue\n    listing {\n      id\n      title\n    }\n    requester {\n      id\n      firstName\n      lastName\n      email\n      phone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PremiumRequests($status: PremiumRequestStatus, $first: Int, $skip: Int) {\n    premiumRequests(status: $status, first: $first, skip: $skip) {\n      items {\n        ...PremiumRequestFields\n      }\n      count\n    }\n  }\n"): (typeof documents)["\n  query PremiumRequests($status: PremiumRequestStatus, $first: Int, $skip: Int) {\n    premiumRequests(status: $status, first: $first, skip: $skip) {\n      items {\n        ...PremiumRequestFields\n      }\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePremiumRequest($id: ID!, $status: PremiumRequestStatus!) {\n    updatePremiumRequest(id: $id, status: $status) {\n      ...PremiumRequestFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePremiumRequest($id: ID!, $status: PremiumRequestStatus!) {\n    updatePremiumRequest(id: $id, status: $status) {\n      ...PremiumRequestFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyDataExport {\n    myDataExport {\n      id\n      state\n      requestedAt\n      readyAt\n      expiresAt\n      fileId\n    }\n  }\n"): (typeof documents)["\n  query MyDataExport {\n    myDataExport {\n      id\n      state\n      requestedAt\n      readyAt\n      expiresAt\n      fileId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestDataExport {\n    requestDataExport {\n      id\n      state\n      requestedAt\n      readyAt\n      expiresAt\n      fileId\n    }\n  }\n"): (typeof documents)["\n  mutation RequestDataExport {\n    requestDataExport {\n      id\n      state\n      requestedAt\n      readyAt\n      expiresAt\n      fileId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PrivacyRequests($first: Int, $skip: Int) {\n    privacyRequests(first: $first, skip: $skip) {\n      count\n      items {\n        id\n        kind\n        status\n        requestedAt\n        dueAt\n        user {\n          id\n          email\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PrivacyRequests($first: Int, $skip: Int) {\n    privacyRequests(first: $first, skip: $skip) {\n      count\n      items {\n        id\n        kind\n        status\n        requestedAt\n        dueAt\n        user {\n          id\n          email\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RetryDataExport($id: ID!) {\n    retryDataExport(id: $id) {\n      id\n      state\n    }\n  }\n"): (typeof documents)["\n  mutation RetryDataExport($id: ID!) {\n    retryDataExport(id: $id) {\n      id\n      state\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateRental($data: CreateRentalInput!, $clientId: ID, $creditCheckConsent: Boolean) {\n    createRental(data: $data, clientId: $clientId, creditCheckConsent: $creditCheckConsent) {\n      error\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation CreateRental($data: CreateRentalInput!, $clientId: ID, $creditCheckConsent: Boolean) {\n    createRental(data: $data, clientId: $clientId, creditCheckConsent: $creditCheckConsent) {\n      error\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RentalApplicationDraft {\n    rentalApplicationDraft\n  }\n"): (typeof documents)["\n  query RentalApplicationDraft {\n    rentalApplicationDraft\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveRentalApplicationDraft($draft: JSON!) {\n    saveRentalApplicationDraft(draft: $draft)\n  }\n"): (typeof documents)["\n  mutation SaveRentalApplicationDraft($draft: JSON!) {\n    saveRentalApplicationDraft(draft: $draft)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteRentalApplicationDraft {\n    deleteRentalApplicationDraft\n  }\n"): (typeof documents)["\n  mutation DeleteRentalApplicationDraft {\n    deleteRentalApplicationDraft\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RentalApplicationListing($id: ID!) {\n    listing(id: $id) {\n      id\n      location {\n        id\n        address\n        city {\n          id\n          name\n          province\n        }\n      }\n      units {\n        id\n        title\n        number\n        available\n      }\n    }\n  }\n"): (typeof documents)["\n  query RentalApplicationListing($id: ID!) {\n    listing(id: $id) {\n      id\n      location {\n        id\n        address\n        city {\n          id\n          name\n          province\n        }\n      }\n      units {\n        id\n        title\n        number\n        available\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyRentalPassport {\n    myRentalPassport {\n      id\n      submittedAt\n      applicantName\n      listingTitle\n      grossIncome\n      hasSin\n      details\n      documents {\n        key\n        count\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyRentalPassport {\n    myRentalPassport {\n      id\n      submittedAt\n      applicantName\n      listingTitle\n      grossIncome\n      hasSin\n      details\n      documents {\n        key\n        count\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReuseRentalApplication(\n    $sourceId: ID!\n    $offer: JSON!\n    $clientId: ID\n    $creditCheckConsent: Boolean\n  ) {\n    reuseRentalApplication(\n      sourceId: $sourceId\n      offer: $offer\n      clientId: $clientId\n      creditCheckConsent: $creditCheckConsent\n    ) {\n      error\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ReuseRentalApplication(\n    $sourceId: ID!\n    $offer: JSON!\n    $clientId: ID\n    $creditCheckConsent: Boolean\n  ) {\n    reuseRentalApplication(\n      sourceId: $sourceId\n      offer: $offer\n      clientId: $clientId\n      creditCheckConsent: $creditCheckConsent\n    ) {\n      error\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LandlordApplications($listingId: ID, $status: RentalApplicationStatus, $first: Int, $skip: Int) {\n    landlordRentalApplications(listingId: $listingId, status: $status, first: $first, skip: $skip) {\n      count\n      items {\n        ...RentalApplicationSummary\n        ...RentalApplicationShareFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query LandlordApplications($listingId: ID, $status: RentalApplicationStatus, $first: Int, $skip: Int) {\n    landlordRentalApplications(listingId: $listingId, status: $status, first: $first, skip: $skip) {\n      count\n      items {\n        ...RentalApplicationSummary\n        ...RentalApplicationShareFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApplicationListings {\n    searchBuildingByLandlord(first: 100) {\n      id\n      title\n    }\n  }\n"): (typeof documents)["\n  query ApplicationListings {\n    searchBuildingByLandlord(first: 100) {\n      id\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateRentalApplicationStatus($id: ID!, $action: LandlordApplicationAction!) {\n    updateRentalApplicationStatus(id: $id, action: $action) {\n      ...RentalApplicationSummary\n      ...RentalApplicationHistoryFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateRentalApplicationStatus($id: ID!, $action: LandlordApplicationAction!) {\n    updateRentalApplicationStatus(id: $id, action: $action) {\n      ...RentalApplicationSummary\n      ...RentalApplicationHistoryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SinForCreditCheck($id: ID!) {\n    sinForCreditCheck(id: $id)\n  }\n"): (typeof documents)["\n  mutation SinForCreditCheck($id: ID!) {\n    sinForCreditCheck(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListingRooms($listingId: ID!) {\n    roomsPerUser(first: 100, where: { listingId: $listingId }) {\n      items {\n        id\n        otherParty {\n          id\n          firstName\n          lastName\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ListingRooms($listingId: ID!) {\n    roomsPerUser(first: 100, where: { listingId: $listingId }) {\n      items {\n        id\n        otherParty {\n          id\n          firstName\n          lastName\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyRentalApplications($first: Int, $skip: Int) {\n    myRentalApplications(first: $first, skip: $skip) {\n      count\n      items {\n        ...RentalApplicationSummary\n        ...RentalApplicationShareFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyRentalApplications($first: Int, $skip: Int) {\n    myRentalApplications(first: $first, skip: $skip) {\n      count\n      items {\n        ...RentalApplicationSummary\n        ...RentalApplicationShareFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WithdrawRentalApplication($id: ID!) {\n    withdrawRentalApplication(id: $id) {\n      ...RentalApplicationSummary\n      ...RentalApplicationShareFields\n      ...RentalApplicationHistoryFields\n    }\n  }\n"): (typeof documents)["\n  mutation WithdrawRentalApplication($id: ID!) {\n    withdrawRentalApplication(id: $id) {\n      ...RentalApplicationSummary\n      ...RentalApplicationShareFields\n      ...RentalApplicationHistoryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyApplicationRooms($userId: ID!) {\n    bookingsForUser(userId: $userId) {\n      id\n      listing\n      room\n    }\n  }\n"): (typeof documents)["\n  query MyApplicationRooms($userId: ID!) {\n    bookingsForUser(userId: $userId) {\n      id\n      listing\n      room\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HasRentalPassport {\n    myRentalPassport {\n      id\n    }\n  }\n"): (typeof documents)["\n  query HasRentalPassport {\n    myRentalPassport {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeRentalApplicationShare($id: ID!) {\n    revokeRentalApplicationShare(id: $id) {\n      ...RentalApplicationSummary\n      ...RentalApplicationShareFields\n      ...RentalApplicationHistoryFields\n      sin\n      details\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeRentalApplicationShare($id: ID!) {\n    revokeRentalApplicationShare(id: $id) {\n      ...RentalApplicationSummary\n      ...RentalApplicationShareFields\n      ...RentalApplicationHistoryFields\n      sin\n      details\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteMyRentalPassport {\n    deleteMyRentalPassport\n  }\n"): (typeof documents)["\n  mutation DeleteMyRentalPassport {\n    deleteMyRentalPassport\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RentalApplicationSummary on RentalApplication {\n    id\n    status\n    actions\n    applicantName\n    applyingAs\n    occupation\n    employer\n    grossIncome\n    monthlyRent\n    incomeToRentRatio\n    coOccupantCount\n    hasPets\n    listingId\n    listingTitle\n    listingAddress\n    unitTitle\n    submittedAt\n    expiresAt\n    viewedAt\n    decidedAt\n    documents {\n      key\n      count\n    }\n  }\n"): (typeof documents)["\n  fragment RentalApplicationSummary on RentalApplication {\n    id\n    status\n    actions\n    applicantName\n    applyingAs\n    occupation\n    employer\n    grossIncome\n    monthlyRent\n    incomeToRentRatio\n    coOccupantCount\n    hasPets\n    listingId\n    listingTitle\n    listingAddress\n    unitTitle\n    submittedAt\n    expiresAt\n    viewedAt\n    decidedAt\n    documents {\n      key\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RentalApplication($id: ID!) {\n    rentalApplication(id: $id) {\n      ...RentalApplicationSummary\n      creditCheckConsent\n      sin\n      sinRevealedAt\n      details\n      ...RentalApplicationShareFields\n      ...RentalApplicationHistoryFields\n    }\n  }\n"): (typeof documents)["\n  query RentalApplication($id: ID!) {\n    rentalApplication(id: $id) {\n      ...RentalApplicationSummary\n      creditCheckConsent\n      sin\n      sinRevealedAt\n      details\n      ...RentalApplicationShareFields\n      ...RentalApplicationHistoryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RentalApplicationShareFields on RentalApplication {\n    share {\n      state\n      landlordName\n      expiresAt\n      revokedAt\n      erasedAt\n      openingCount\n      openings\n    }\n  }\n"): (typeof documents)["\n  fragment RentalApplicationShareFields on RentalApplication {\n    share {\n      state\n      landlordName\n      expiresAt\n      revokedAt\n      erasedAt\n      openingCount\n      openings\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RentalApplicationHistoryFields on RentalApplication {\n    history {\n      fromStatus\n      toStatus\n      at\n      by\n    }\n  }\n"): (typeof documents)["\n  fragment RentalApplicationHistoryFields on RentalApplication {\n    history {\n      fromStatus\n      toStatus\n      at\n      by\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffRentalApplications($where: StaffRentalApplicationFilter, $first: Int, $skip: Int) {\n    staffRentalApplications(where: $where, first: $first, skip: $skip) {\n      count\n      items {\n        id\n        applicantName\n        listingId\n        listingTitle\n        unitTitle\n        status\n        incomeToRentRatio\n        submittedAt\n        documents {\n          key\n          count\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query StaffRentalApplications($where: StaffRentalApplicationFilter, $first: Int, $skip: Int) {\n    staffRentalApplications(where: $where, first: $first, skip: $skip) {\n      count\n      items {\n        id\n        applicantName\n        listingId\n        listingTitle\n        unitTitle\n        status\n        incomeToRentRatio\n        submittedAt\n        documents {\n          key\n          count\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffRentalApplication($id: ID!) {\n    rentalApplication(id: $id) {\n      id\n      status\n      applicantName\n      applyingAs\n      listingId\n      listingTitle\n      listingAddress\n      unitTitle\n      monthlyRent\n      grossIncome\n      incomeToRentRatio\n      creditCheckConsent\n      sin\n      submittedAt\n      viewedAt\n      decidedAt\n      expiresAt\n      details\n      documents {\n        key\n        count\n      }\n      ...RentalApplicationShareFields\n      ...RentalApplicationHistoryFields\n    }\n  }\n"): (typeof documents)["\n  query StaffRentalApplication($id: ID!) {\n    rentalApplication(id: $id) {\n      id\n      status\n      applicantName\n      applyingAs\n      listingId\n      listingTitle\n      listingAddress\n      unitTitle\n      monthlyRent\n      grossIncome\n      incomeToRentRatio\n      creditCheckConsent\n      sin\n      submittedAt\n      viewedAt\n      decidedAt\n      expiresAt\n      details\n      documents {\n        key\n        count\n      }\n      ...RentalApplicationShareFields\n      ...RentalApplicationHistoryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RentalApplicationStaffViews($id: ID!) {\n    rentalApplicationStaffViews(id: $id) {\n      at\n      staffId\n      staffName\n      staffEmail\n    }\n  }\n"): (typeof documents)["\n  query RentalApplicationStaffViews($id: ID!) {\n    rentalApplicationStaffViews(id: $id) {\n      at\n      staffId\n      staffName\n      staffEmail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteRentalApplication($id: ID!) {\n    deleteRentalApplication(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteRentalApplication($id: ID!) {\n    deleteRentalApplication(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateRentalEnquiry($data: RentalEnquiryInput!) {\n    createRentalEnquiry(data: $data) {\n      room\n      request {\n        id\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateRentalEnquiry($data: RentalEnquiryInput!) {\n    createRentalEnquiry(data: $data) {\n      room\n      request {\n        id\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RentalEnquiryCities($search: String, $first: Int) {\n    cities(search: $search, first: $first) {\n      id\n      name\n      province\n    }\n  }\n"): (typeof documents)["\n  query RentalEnquiryCities($search: String, $first: Int) {\n    cities(search: $search, first: $first) {\n      id\n      name\n      province\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RentalEnquiryListing($id: ID!) {\n    listing(id: $id) {\n      id\n      title\n      user {\n        id\n        firstName\n      }\n      location {\n        id\n        address\n        city {\n          id\n          name\n          province\n        }\n      }\n      units {\n        id\n        title\n        number\n      }\n    }\n  }\n"): (typeof documents)["\n  query RentalEnquiryListing($id: ID!) {\n    listing(id: $id) {\n      id\n      title\n      user {\n        id\n        firstName\n      }\n      location {\n        id\n        address\n        city {\n          id\n          name\n          province\n        }\n      }\n      units {\n        id\n        title\n        number\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicRentalLaws($province: String!, $audience: RentalLawReader!, $locale: Locale) {\n    publicRentalLaws(province: $province, audience: $audience, locale: $locale) {\n      id\n      title\n      description\n      topic\n      audience\n      bodyHtml\n      sourceUrl\n      sourceTitle\n      lastReviewedOn\n    }\n  }\n"): (typeof documents)["\n  query PublicRentalLaws($province: String!, $audience: RentalLawReader!, $locale: Locale) {\n    publicRentalLaws(province: $province, audience: $audience, locale: $locale) {\n      id\n      title\n      description\n      topic\n      audience\n      bodyHtml\n      sourceUrl\n      sourceTitle\n      lastReviewedOn\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordRentalLawView($id: ID!) {\n    recordRentalLawView(id: $id)\n  }\n"): (typeof documents)["\n  mutation RecordRentalLawView($id: ID!) {\n    recordRentalLawView(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpenRentalLawSource($id: ID!) {\n    openRentalLawSource(id: $id)\n  }\n"): (typeof documents)["\n  mutation OpenRentalLawSource($id: ID!) {\n    openRentalLawSource(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffRentalLawFields on RentalLaw {\n    id\n    title\n    description\n    province\n    audience\n    topic\n    locale\n    sourceUrl\n    sourceTitle\n    lastReviewedOn\n    position\n    isPublished\n    needsReview\n    seen\n    count\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment StaffRentalLawFields on RentalLaw {\n    id\n    title\n    description\n    province\n    audience\n    topic\n    locale\n    sourceUrl\n    sourceTitle\n    lastReviewedOn\n    position\n    isPublished\n    needsReview\n    seen\n    count\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffRentalLaws($where: RentalLawWhereInput, $skip: Int, $take: Int) {\n    rentalLaws(where: $where, skip: $skip, take: $take) {\n      ...StaffRentalLawFields\n    }\n    rentalLawCount(where: $where)\n    rentalLawsNeedingReview\n  }\n"): (typeof documents)["\n  query StaffRentalLaws($where: RentalLawWhereInput, $skip: Int, $take: Int) {\n    rentalLaws(where: $where, skip: $skip, take: $take) {\n      ...StaffRentalLawFields\n    }\n    rentalLawCount(where: $where)\n    rentalLawsNeedingReview\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffRentalLaw($id: ID!) {\n    rentalLaw(id: $id) {\n      ...StaffRentalLawFields\n      bodyJson\n    }\n  }\n"): (typeof documents)["\n  query StaffRentalLaw($id: ID!) {\n    rentalLaw(id: $id) {\n      ...StaffRentalLawFields\n      bodyJson\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateRentalLaw($data: RentalLawInput!) {\n    createRentalLaw(data: $data) {\n      ...StaffRentalLawFields\n      bodyJson\n    }\n  }\n"): (typeof documents)["\n  mutation CreateRentalLaw($data: RentalLawInput!) {\n    createRentalLaw(data: $data) {\n      ...StaffRentalLawFields\n      bodyJson\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateRentalLaw($id: ID!, $data: RentalLawInput!) {\n    updateRentalLaw(id: $id, data: $data) {\n      ...StaffRentalLawFields\n      bodyJson\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateRentalLaw($id: ID!, $data: RentalLawInput!) {\n    updateRentalLaw(id: $id, data: $data) {\n      ...StaffRentalLawFields\n      bodyJson\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetRentalLawPublished($id: ID!, $published: Boolean!) {\n    setRentalLawPublished(id: $id, published: $published) {\n      ...StaffRentalLawFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetRentalLawPublished($id: ID!, $published: Boolean!) {\n    setRentalLawPublished(id: $id, published: $published) {\n      ...StaffRentalLawFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkRentalLawReviewed($id: ID!) {\n    markRentalLawReviewed(id: $id) {\n      ...StaffRentalLawFields\n    }\n  }\n"): (typeof documents)["\n  mutation MarkRentalLawReviewed($id: ID!) {\n    markRentalLawReviewed(id: $id) {\n      ...StaffRentalLawFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteRentalLaw($id: ID!) {\n    deleteRentalLaw(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteRentalLaw($id: ID!) {\n    deleteRentalLaw(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SavedListingIds {\n    savedListingIds\n  }\n"): (typeof documents)["\n  query SavedListingIds {\n    savedListingIds\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveHome($listingId: ID!) {\n    saveHome(listingId: $listingId) {\n      id\n      listingId\n    }\n  }\n"): (typeof documents)["\n  mutation SaveHome($listingId: ID!) {\n    saveHome(listingId: $listingId) {\n      id\n      listingId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnsaveHome($listingId: ID!) {\n    unsaveHome(listingId: $listingId)\n  }\n"): (typeof documents)["\n  mutation UnsaveHome($listingId: ID!) {\n    unsaveHome(listingId: $listingId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SavedHomes($first: Int, $skip: Int) {\n    savedHomes(first: $first, skip: $skip) {\n      count\n      items {\n        id\n        listingId\n        note\n        savedAt\n        status {\n          kind\n          savedPrice\n          currentPrice\n        }\n        title\n        listing {\n          id\n          title\n          location {\n            id\n            address\n          }\n          pictures {\n            id\n            cardUrl\n            order\n          }\n          units {\n            id\n            pictures {\n              id\n              cardUrl\n              order\n            }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SavedHomes($first: Int, $skip: Int) {\n    savedHomes(first: $first, skip: $skip) {\n      count\n      items {\n        id\n        listingId\n        note\n        savedAt\n        status {\n          kind\n          savedPrice\n          currentPrice\n        }\n        title\n        listing {\n          id\n          title\n          location {\n            id\n            address\n          }\n          pictures {\n            id\n            cardUrl\n            order\n          }\n          units {\n            id\n            pictures {\n              id\n              cardUrl\n              order\n            }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSavedHomeNote($listingId: ID!, $note: String!) {\n    updateSavedHomeNote(listingId: $listingId, note: $note) {\n      id\n      note\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSavedHomeNote($listingId: ID!, $note: String!) {\n    updateSavedHomeNote(listingId: $listingId, note: $note) {\n      id\n      note\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SavedSearchFields on SavedSearch {\n    id\n    name\n    filters\n    searchPath\n    alertFrequency\n    paused\n    createdAt\n  }\n"): (typeof documents)["\n  fragment SavedSearchFields on SavedSearch {\n    id\n    name\n    filters\n    searchPath\n    alertFrequency\n    paused\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SavedSearches {\n    savedSearches {\n      ...SavedSearchFields\n    }\n  }\n"): (typeof documents)["\n  query SavedSearches {\n    savedSearches {\n      ...SavedSearchFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveSearch($data: SaveSearchInput!) {\n    saveSearch(data: $data) {\n      ...SavedSearchFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveSearch($data: SaveSearchInput!) {\n    saveSearch(data: $data) {\n      ...SavedSearchFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenameSavedSearch($id: ID!, $name: String!) {\n    renameSavedSearch(id: $id, name: $name) {\n      ...SavedSearchFields\n    }\n  }\n"): (typeof documents)["\n  mutation RenameSavedSearch($id: ID!, $name: String!) {\n    renameSavedSearch(id: $id, name: $name) {\n      ...SavedSearchFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSavedSearchAlerts($id: ID!, $alertFrequency: AlertFrequency!, $paused: Boolean!) {\n    updateSavedSearchAlerts(id: $id, alertFrequency: $alertFrequency, paused: $paused) {\n      ...SavedSearchFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSavedSearchAlerts($id: ID!, $alertFrequency: AlertFrequency!, $paused: Boolean!) {\n    updateSavedSearchAlerts(id: $id, alertFrequency: $alertFrequency, paused: $paused) {\n      ...SavedSearchFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSavedSearch($id: ID!) {\n    deleteSavedSearch(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteSavedSearch($id: ID!) {\n    deleteSavedSearch(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnsubscribeSavedSearchAlerts($token: String!) {\n    unsubscribeSavedSearchAlerts(token: $token)\n  }\n"): (typeof documents)["\n  mutation UnsubscribeSavedSearchAlerts($token: String!) {\n    unsubscribeSavedSearchAlerts(token: $token)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchHistoryUsers(\n    $search: String\n    $location: String\n    $from: String\n    $to: String\n    $first: Int\n    $skip: Int\n  ) {\n    searchHistoryUsers(\n      search: $search\n      location: $location\n      from: $from\n      to: $to\n      first: $first\n      skip: $skip\n    ) {\n      count\n      items {\n        userId\n        firstName\n        lastName\n        email\n        userType\n        searchCount\n        lastSearchAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query SearchHistoryUsers(\n    $search: String\n    $location: String\n    $from: String\n    $to: String\n    $first: Int\n    $skip: Int\n  ) {\n    searchHistoryUsers(\n      search: $search\n      location: $location\n      from: $from\n      to: $to\n      first: $first\n      skip: $skip\n    ) {\n      count\n      items {\n        userId\n        firstName\n        lastName\n        email\n        userType\n        searchCount\n        lastSearchAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchHistoryOfUser(\n    $userId: ID!\n    $location: String\n    $from: String\n    $to: String\n    $first: Int\n    $skip: Int\n  ) {\n    searchHistoryOfUser(\n      userId: $userId\n      location: $location\n      from: $from\n      to: $to\n      first: $first\n      skip: $skip\n    ) {\n      count\n      items {\n        id\n        location\n        filters\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query SearchHistoryOfUser(\n    $userId: ID!\n    $location: String\n    $from: String\n    $to: String\n    $first: Int\n    $skip: Int\n  ) {\n    searchHistoryOfUser(\n      userId: $userId\n      location: $location\n      from: $from\n      to: $to\n      first: $first\n      skip: $skip\n    ) {\n      count\n      items {\n        id\n        location\n        filters\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSearchHistoryEntries($ids: [ID!]!) {\n    deleteSearchHistoryEntries(ids: $ids)\n  }\n"): (typeof documents)["\n  mutation DeleteSearchHistoryEntries($ids: [ID!]!) {\n    deleteSearchHistoryEntries(ids: $ids)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ListingCardFields on Listing {\n    id\n    title\n    isPremium\n    ownerVerification {\n      checked\n    }\n    propertyType\n    postedAt\n    contentUpdatedAt\n    availabilityConfirmedAt\n    matchingUnitIds\n    location {\n      id\n      address\n      lat\n      lng\n    }\n    pictures {\n      id\n      cardUrl\n      order\n    }\n    units {\n      id\n      available\n      bedrooms\n      bathrooms\n      unitSize\n      monthlyPrice\n      contactForPricing\n      pictures {\n        id\n        cardUrl\n        order\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ListingCardFields on Listing {\n    id\n    title\n    isPremium\n    ownerVerification {\n      checked\n    }\n    propertyType\n    postedAt\n    contentUpdatedAt\n    availabilityConfirmedAt\n    matchingUnitIds\n    location {\n      id\n      address\n      lat\n      lng\n    }\n    pictures {\n      id\n      cardUrl\n      order\n    }\n    units {\n      id\n      available\n      bedrooms\n      bathrooms\n      unitSize\n      monthlyPrice\n      contactForPricing\n      pictures {\n        id\n        cardUrl\n        order\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SiteMapConfig {\n    siteConfig {\n      mapTileUrl\n      mapAttribution\n    }\n  }\n"): (typeof documents)["\n  query SiteMapConfig {\n    siteConfig {\n      mapTileUrl\n      mapAttribution\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchListings(\n    $where: ListingSearchInput\n    $orderBy: ListingSearchOrder\n    $first: Int\n    $skip: Int\n    $userId: ID\n  ) {\n    searchListings(where: $where, orderBy: $orderBy, first: $first, skip: $skip, userId: $userId) {\n      ...ListingCardFields\n    }\n    searchListingsCount(where: $where)\n  }\n"): (typeof documents)["\n  query SearchListings(\n    $where: ListingSearchInput\n    $orderBy: ListingSearchOrder\n    $first: Int\n    $skip: Int\n    $userId: ID\n  ) {\n    searchListings(where: $where, orderBy: $orderBy, first: $first, skip: $skip, userId: $userId) {\n      ...ListingCardFields\n    }\n    searchListingsCount(where: $where)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchMapListings($where: ListingSearchInput, $orderBy: ListingSearchOrder, $first: Int) {\n    searchListings(where: $where, orderBy: $orderBy, first: $first) {\n      id\n      title\n      isPremium\n      location {\n        id\n        address\n        lat\n        lng\n      }\n      units {\n        id\n        available\n        monthlyPrice\n        contactForPricing\n      }\n    }\n  }\n"): (typeof documents)["\n  query SearchMapListings($where: ListingSearchInput, $orderBy: ListingSearchOrder, $first: Int) {\n    searchListings(where: $where, orderBy: $orderBy, first: $first) {\n      id\n      title\n      isPremium\n      location {\n        id\n        address\n        lat\n        lng\n      }\n      units {\n        id\n        available\n        monthlyPrice\n        contactForPricing\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchCityOptions($search: String, $first: Int) {\n    cities(search: $search, first: $first) {\n      id\n      name\n      province\n      neighbourhoods {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query SearchCityOptions($search: String, $first: Int) {\n    cities(search: $search, first: $first) {\n      id\n      name\n      province\n      neighbourhoods {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SiteFormFieldFields on SiteFormField {\n    key\n    type\n    labelEn\n    labelFr\n    helpEn\n    helpFr\n    required\n    options {\n      value\n      labelEn\n      labelFr\n    }\n  }\n"): (typeof documents)["\n  fragment SiteFormFieldFields on SiteFormField {\n    key\n    type\n    labelEn\n    labelFr\n    helpEn\n    helpFr\n    required\n    options {\n      value\n      labelEn\n      labelFr\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicSiteForm($slug: String, $path: String) {\n    publicSiteForm(slug: $slug, path: $path) {\n      id\n      slug\n      routePath\n      titleEn\n      titleFr\n      promptEn\n      promptFr\n      thankYouEn\n      thankYouFr\n      showContactLine\n      fields {\n        ...SiteFormFieldFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query PublicSiteForm($slug: String, $path: String) {\n    publicSiteForm(slug: $slug, path: $path) {\n      id\n      slug\n      routePath\n      titleEn\n      titleFr\n      promptEn\n      promptFr\n      thankYouEn\n      thankYouFr\n      showContactLine\n      fields {\n        ...SiteFormFieldFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitSiteForm($slug: String!, $answers: JSON!, $website: String) {\n    submitSiteForm(slug: $slug, answers: $answers, website: $website)\n  }\n"): (typeof documents)["\n  mutation SubmitSiteForm($slug: String!, $answers: JSON!, $website: String) {\n    submitSiteForm(slug: $slug, answers: $answers, website: $website)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SiteFormFields on SiteForm {\n    id\n    slug\n    routePath\n    titleEn\n    titleFr\n    promptEn\n    promptFr\n    thankYouEn\n    thankYouFr\n    notifyEmail\n    showContactLine\n    isPublished\n    submissionCount\n    updatedAt\n    fields {\n      ...SiteFormFieldFields\n    }\n  }\n"): (typeof documents)["\n  fragment SiteFormFields on SiteForm {\n    id\n    slug\n    routePath\n    titleEn\n    titleFr\n    promptEn\n    promptFr\n    thankYouEn\n    thankYouFr\n    notifyEmail\n    showContactLine\n    isPublished\n    submissionCount\n    updatedAt\n    fields {\n      ...SiteFormFieldFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SiteForms {\n    siteForms {\n      ...SiteFormFields\n    }\n  }\n"): (typeof documents)["\n  query SiteForms {\n    siteForms {\n      ...SiteFormFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSiteForm($data: JSON!) {\n    createSiteForm(data: $data) {\n      ...SiteFormFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateSiteForm($data: JSON!) {\n    createSiteForm(data: $data) {\n      ...SiteFormFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSiteForm($id: ID!, $data: JSON!) {\n    updateSiteForm(id: $id, data: $data) {\n      ...SiteFormFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSiteForm($id: ID!, $data: JSON!) {\n    updateSiteForm(id: $id, data: $data) {\n      ...SiteFormFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSiteForm($id: ID!) {\n    deleteSiteForm(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteSiteForm($id: ID!) {\n    deleteSiteForm(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SiteFormSubmissions($formId: ID!, $first: Int, $skip: Int) {\n    siteFormSubmissions(formId: $formId, first: $first, skip: $skip) {\n      count\n      items {\n        id\n        answers\n        locale\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query SiteFormSubmissions($formId: ID!, $first: Int, $skip: Int) {\n    siteFormSubmissions(formId: $formId, first: $first, skip: $skip) {\n      count\n      items {\n        id\n        answers\n        locale\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSiteFormSubmission($id: ID!) {\n    deleteSiteFormSubmission(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteSiteFormSubmission($id: ID!) {\n    deleteSiteFormSubmission(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TenantProfile($id: ID!) {\n    tenantProfile(id: $id) {\n      id\n      firstName\n      lastInitial\n      avatarUrl\n      city\n      occupation\n      bio\n      minBudget\n      budget\n      moveIn\n      bedrooms\n      pets\n      furnishing\n      flatmates\n      memberSince\n    }\n  }\n"): (typeof documents)["\n  query TenantProfile($id: ID!) {\n    tenantProfile(id: $id) {\n      id\n      firstName\n      lastInitial\n      avatarUrl\n      city\n      occupation\n      bio\n      minBudget\n      budget\n      moveIn\n      bedrooms\n      pets\n      furnishing\n      flatmates\n      memberSince\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RoommatesForListing($id: ID!) {\n    roommatesForListing(id: $id) {\n      id\n      firstName\n      lastInitial\n      avatarUrl\n      occupation\n      minBudget\n      budget\n      moveIn\n    }\n  }\n"): (typeof documents)["\n  query RoommatesForListing($id: ID!) {\n    roommatesForListing(id: $id) {\n      id\n      firstName\n      lastInitial\n      avatarUrl\n      occupation\n      minBudget\n      budget\n      moveIn\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateUser($data: UpdateUserInput!) {\n    updateUser(data: $data) {\n      ...CurrentUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateUser($data: UpdateUserInput!) {\n    updateUser(data: $data) {\n      ...CurrentUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateUserType($data: UpdateUserTypeInput!) {\n    updateUserType(data: $data) {\n      ...CurrentUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateUserType($data: UpdateUserTypeInput!) {\n    updateUserType(data: $data) {\n      ...CurrentUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminUserFields on User {\n    id\n    email\n    firstName\n    lastName\n    userType\n    listingCount\n    createdAt\n  }\n"): (typeof documents)["\n  fragment AdminUserFields on User {\n    id\n    email\n    firstName\n    lastName\n    userType\n    listingCount\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUsers($first: Int, $skip: Int, $userType: UserType, $search: String, $staffOnly: Boolean) {\n    users(first: $first, skip: $skip, userType: $userType, search: $search, staffOnly: $staffOnly) {\n      ...AdminUserFields\n    }\n    userCount(userType: $userType, search: $search, staffOnly: $staffOnly)\n  }\n"): (typeof documents)["\n  query AdminUsers($first: Int, $skip: Int, $userType: UserType, $search: String, $staffOnly: Boolean) {\n    users(first: $first, skip: $skip, userType: $userType, search: $search, staffOnly: $staffOnly) {\n      ...AdminUserFields\n    }\n    userCount(userType: $userType, search: $search, staffOnly: $staffOnly)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeUserType($data: UpdateUserTypeInput!) {\n    updateUserType(data: $data) {\n      ...AdminUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeUserType($data: UpdateUserTypeInput!) {\n    updateUserType(data: $data) {\n      ...AdminUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateUser($data: CreateUserInput!) {\n    createUser(data: $data) {\n      ...AdminUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateUser($data: CreateUserInput!) {\n    createUser(data: $data) {\n      ...AdminUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserAuditTrail($id: ID!) {\n    auditTrail(entityType: USER, entityId: $id) {\n      id\n      action\n      actorEmail\n      before\n      after\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query UserAuditTrail($id: ID!) {\n    auditTrail(entityType: USER, entityId: $id) {\n      id\n      action\n      actorEmail\n      before\n      after\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserListings($id: ID!, $first: Int, $skip: Int) {\n    user(id: $id) {\n      ...AdminUserFields\n    }\n    userListings(userId: $id, first: $first, skip: $skip) {\n      id\n      title\n      status\n      createdAt\n    }\n    userListingCount(userId: $id)\n  }\n"): (typeof documents)["\n  query UserListings($id: ID!, $first: Int, $skip: Int) {\n    user(id: $id) {\n      ...AdminUserFields\n    }\n    userListings(userId: $id, first: $first, skip: $skip) {\n      id\n      title\n      status\n      createdAt\n    }\n    userListingCount(userId: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffMember($id: ID!) {\n    user(id: $id) {\n      ...AdminUserFields\n    }\n    permission(userId: $id) {\n      module\n      add\n      edit\n      delete\n      view\n    }\n  }\n"): (typeof documents)["\n  query StaffMember($id: ID!) {\n    user(id: $id) {\n      ...AdminUserFields\n    }\n    permission(userId: $id) {\n      module\n      add\n      edit\n      delete\n      view\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetPermissions($userId: ID!, $permissionData: [PermissionDataInput!]!) {\n    createPermission(userId: $userId, permissionData: $permissionData) {\n      module\n      add\n      edit\n      delete\n      view\n    }\n  }\n"): (typeof documents)["\n  mutation SetPermissions($userId: ID!, $permissionData: [PermissionDataInput!]!) {\n    createPermission(userId: $userId, permissionData: $permissionData) {\n      module\n      add\n      edit\n      delete\n      view\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment VerificationRequestFields on VerificationRequest {\n    id\n    role\n    state\n    registrationNumber\n    submittedAt\n    decidedAt\n    decisionReason\n    decidedByEmail\n    documentsDeletedAt\n    documents {\n      kind\n      fileId\n      url\n      filename\n      mimeType\n    }\n    documentViews {\n      kind\n      viewedAt\n      viewerEmail\n      viewerName\n      byStaff\n    }\n  }\n"): (typeof documents)["\n  fragment VerificationRequestFields on VerificationRequest {\n    id\n    role\n    state\n    registrationNumber\n    submittedAt\n    decidedAt\n    decisionReason\n    decidedByEmail\n    documentsDeletedAt\n    documents {\n      kind\n      fileId\n      url\n      filename\n      mimeType\n    }\n    documentViews {\n      kind\n      viewedAt\n      viewerEmail\n      viewerName\n      byStaff\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyVerification {\n    myVerification {\n      status\n      graceEndsAt\n      hiddenListings\n      documentRetentionDays\n      request {\n        ...VerificationRequestFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyVerification {\n    myVerification {\n      status\n      graceEndsAt\n      hiddenListings\n      documentRetentionDays\n      request {\n        ...VerificationRequestFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitVerification($data: SubmitVerificationInput!) {\n    submitVerification(data: $data) {\n      ...VerificationRequestFields\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitVerification($data: SubmitVerificationInput!) {\n    submitVerification(data: $data) {\n      ...VerificationRequestFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VerificationQueue($state: VerificationRequestState, $first: Int, $skip: Int) {\n    verificationRequests(state: $state, first: $first, skip: $skip) {\n      id\n      role\n      state\n      submittedAt\n      decidedAt\n      poster {\n        id\n        email\n        firstName\n        lastName\n      }\n    }\n    verificationRequestCount(state: $state)\n  }\n"): (typeof documents)["\n  query VerificationQueue($state: VerificationRequestState, $first: Int, $skip: Int) {\n    verificationRequests(state: $state, first: $first, skip: $skip) {\n      id\n      role\n      state\n      submittedAt\n      decidedAt\n      poster {\n        id\n        email\n        firstName\n        lastName\n      }\n    }\n    verificationRequestCount(state: $state)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VerificationRequestDetail($id: ID!) {\n    verificationRequest(id: $id) {\n      ...VerificationRequestFields\n      poster {\n        id\n        email\n        firstName\n        lastName\n        legalName\n        phone\n        createdAt\n      }\n      posterListings {\n        id\n        title\n        role\n        address\n        isHidden\n        riskSignals {\n          ...RiskSignalFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query VerificationRequestDetail($id: ID!) {\n    verificationRequest(id: $id) {\n      ...VerificationRequestFields\n      poster {\n        id\n        email\n        firstName\n        lastName\n        legalName\n        phone\n        createdAt\n      }\n      posterListings {\n        id\n        title\n        role\n        address\n        isHidden\n        riskSignals {\n          ...RiskSignalFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DecideVerification($data: DecideVerificationInput!) {\n    decideVerification(data: $data) {\n      ...VerificationRequestFields\n    }\n  }\n"): (typeof documents)["\n  mutation DecideVerification($data: DecideVerificationInput!) {\n    decideVerification(data: $data) {\n      ...VerificationRequestFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ViewingRequestFields on ViewingRequest {\n    id\n    pre_viewing_city {\n      city\n      province\n    }\n    budget\n    bedrooms\n    moveIn\n    availabilityDays\n    availabilityTimes\n    message\n    status\n    createdAt\n  }\n"): (typeof documents)["\n  fragment ViewingRequestFields on ViewingRequest {\n    id\n    pre_viewing_city {\n      city\n      province\n    }\n    budget\n    bedrooms\n    moveIn\n    availabilityDays\n    availabilityTimes\n    message\n    status\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyViewingRequests {\n    myViewingRequests {\n      ...ViewingRequestFields\n    }\n    myViewingPreferences {\n      pre_viewing_city {\n        city\n        province\n      }\n      budget\n      moveIn\n      availabilityDays\n    }\n  }\n"): (typeof documents)["\n  query MyViewingRequests {\n    myViewingRequests {\n      ...ViewingRequestFields\n    }\n    myViewingPreferences {\n      pre_viewing_city {\n        city\n        province\n      }\n      budget\n      moveIn\n      availabilityDays\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestForViewing($data: RequestForViewingInput!) {\n    requestForViewing(data: $data) {\n      ...ViewingRequestFields\n    }\n  }\n"): (typeof documents)["\n  mutation RequestForViewing($data: RequestForViewingInput!) {\n    requestForViewing(data: $data) {\n      ...ViewingRequestFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ViewingRequestCities($search: String, $first: Int) {\n    cities(search: $search, first: $first) {\n      id\n      name\n      province\n    }\n  }\n"): (typeof documents)["\n  query ViewingRequestCities($search: String, $first: Int) {\n    cities(search: $search, first: $first) {\n      id\n      name\n      province\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffViewingRequestFields on StaffViewingRequest {\n    id\n    kind\n    contactPhone\n    unitCount\n    pre_viewing_city {\n      city\n      province\n    }\n    budget\n    bedrooms\n    moveIn\n    availabilityDays\n    availabilityTimes\n    message\n    status\n    staffNote\n    createdAt\n    updatedAt\n    requester {\n      id\n      firstName\n      lastName\n      email\n      phone\n    }\n    assignedTo {\n      id\n      firstName\n      lastName\n      email\n    }\n  }\n"): (typeof documents)["\n  fragment StaffViewingRequestFields on StaffViewingRequest {\n    id\n    kind\n    contactPhone\n    unitCount\n    pre_viewing_city {\n      city\n      province\n    }\n    budget\n    bedrooms\n    moveIn\n    availabilityDays\n    availabilityTimes\n    message\n    status\n    staffNote\n    createdAt\n    updatedAt\n    requester {\n      id\n      firstName\n      lastName\n      email\n      phone\n    }\n    assignedTo {\n      id\n      firstName\n      lastName\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffViewingRequests($where: ViewingRequestFilter, $first: Int, $skip: Int) {\n    viewingRequests(where: $where, first: $first, skip: $skip) {\n      count\n      items {\n        ...StaffViewingRequestFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query StaffViewingRequests($where: ViewingRequestFilter, $first: Int, $skip: Int) {\n    viewingRequests(where: $where, first: $first, skip: $skip) {\n      count\n      items {\n        ...StaffViewingRequestFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ViewingRequestAssignees {\n    viewingRequestAssignees {\n      id\n      firstName\n      lastName\n      email\n    }\n  }\n"): (typeof documents)["\n  query ViewingRequestAssignees {\n    viewingRequestAssignees {\n      id\n      firstName\n      lastName\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateViewingRequest($id: ID!, $data: UpdateViewingRequestInput!) {\n    updateViewingRequest(id: $id, data: $data) {\n      ...StaffViewingRequestFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateViewingRequest($id: ID!, $data: UpdateViewingRequestInput!) {\n    updateViewingRequest(id: $id, data: $data) {\n      ...StaffViewingRequestFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ViewingFields on Viewing {\n    id\n    listingId\n    listingTitle\n    room\n    renter {\n      id\n      firstName\n      lastName\n    }\n    kind\n    openHouseId\n    status\n    startsAt\n    endsAt\n    zone\n    proposedTimes\n    proposedStartsAt\n    proposedEndsAt\n    proposedBy\n    cancelReason\n    cancelledBy\n    confirmedAt\n    createdAt\n    actions\n  }\n"): (typeof documents)["\n  fragment ViewingFields on Viewing {\n    id\n    listingId\n    listingTitle\n    room\n    renter {\n      id\n      firstName\n      lastName\n    }\n    kind\n    openHouseId\n    status\n    startsAt\n    endsAt\n    zone\n    proposedTimes\n    proposedStartsAt\n    proposedEndsAt\n    proposedBy\n    cancelReason\n    cancelledBy\n    confirmedAt\n    createdAt\n    actions\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ViewingAction($data: ViewingActionInput!) {\n    viewingAction(data: $data) {\n      ...ViewingFields\n    }\n  }\n"): (typeof documents)["\n  mutation ViewingAction($data: ViewingActionInput!) {\n    viewingAction(data: $data) {\n      ...ViewingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CalendarFeedFields on CalendarFeed {\n    url\n    webcalUrl\n    createdAt\n  }\n"): (typeof documents)["\n  fragment CalendarFeedFields on CalendarFeed {\n    url\n    webcalUrl\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyCalendarFeed {\n    myCalendarFeed {\n      ...CalendarFeedFields\n    }\n  }\n"): (typeof documents)["\n  query MyCalendarFeed {\n    myCalendarFeed {\n      ...CalendarFeedFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCalendarFeed {\n    createCalendarFeed {\n      ...CalendarFeedFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCalendarFeed {\n    createCalendarFeed {\n      ...CalendarFeedFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeCalendarFeed {\n    revokeCalendarFeed {\n      ...CalendarFeedFields\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeCalendarFeed {\n    revokeCalendarFeed {\n      ...CalendarFeedFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LandlordAgenda($from: String!, $to: String!) {\n    landlordViewings(from: $from, to: $to) {\n      ...ViewingFields\n    }\n  }\n"): (typeof documents)["\n  query LandlordAgenda($from: String!, $to: String!) {\n    landlordViewings(from: $from, to: $to) {\n      ...ViewingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgendaListings {\n    searchBuildingByLandlord(first: 100) {\n      id\n      title\n    }\n  }\n"): (typeof documents)["\n  query AgendaListings {\n    searchBuildingByLandlord(first: 100) {\n      id\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AvailabilityFields on ViewingAvailability {\n    listingId\n    zone\n    configured\n    windows {\n      weekday\n      start\n      end\n    }\n    slotMinutes\n    bufferMinutes\n    horizonDays\n    minNoticeHours\n    mode\n    showingType\n    meetingLink\n    capacityPerSlot\n    openHouses {\n      id\n      startsAt\n      endsAt\n      capacity\n      booked\n    }\n  }\n"): (typeof documents)["\n  fragment AvailabilityFields on ViewingAvailability {\n    listingId\n    zone\n    configured\n    windows {\n      weekday\n      start\n      end\n    }\n    slotMinutes\n    bufferMinutes\n    horizonDays\n    minNoticeHours\n    mode\n    showingType\n    meetingLink\n    capacityPerSlot\n    openHouses {\n      id\n      startsAt\n      endsAt\n      capacity\n      booked\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ViewingAvailability($listingId: ID!) {\n    listing(id: $listingId) {\n      id\n      title\n    }\n    viewingAvailability(listingId: $listingId) {\n      ...AvailabilityFields\n    }\n  }\n"): (typeof documents)["\n  query ViewingAvailability($listingId: ID!) {\n    listing(id: $listingId) {\n      id\n      title\n    }\n    viewingAvailability(listingId: $listingId) {\n      ...AvailabilityFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetViewingAvailability($listingId: ID!, $data: ViewingAvailabilityInput!) {\n    setViewingAvailability(listingId: $listingId, data: $data) {\n      ...AvailabilityFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetViewingAvailability($listingId: ID!, $data: ViewingAvailabilityInput!) {\n    setViewingAvailability(listingId: $listingId, data: $data) {\n      ...AvailabilityFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddOpenHouse($listingId: ID!, $data: OpenHouseInput!) {\n    addOpenHouse(listingId: $listingId, data: $data) {\n      ...AvailabilityFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddOpenHouse($listingId: ID!, $data: OpenHouseInput!) {\n    addOpenHouse(listingId: $listingId, data: $data) {\n      ...AvailabilityFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveOpenHouse($id: ID!) {\n    removeOpenHouse(id: $id) {\n      ...AvailabilityFields\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveOpenHouse($id: ID!) {\n    removeOpenHouse(id: $id) {\n      ...AvailabilityFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffViewings($where: StaffViewingFilter, $first: Int, $skip: Int) {\n    staffViewings(where: $where, first: $first, skip: $skip) {\n      count\n      items {\n        ...ViewingFields\n        assignedTo {\n          id\n          firstName\n          lastName\n          email\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query StaffViewings($where: StaffViewingFilter, $first: Int, $skip: Int) {\n    staffViewings(where: $where, first: $first, skip: $skip) {\n      count\n      items {\n        ...ViewingFields\n        assignedTo {\n          id\n          firstName\n          lastName\n          email\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffViewingAssignees {\n    viewingRequestAssignees {\n      id\n      firstName\n      lastName\n      email\n    }\n  }\n"): (typeof documents)["\n  query StaffViewingAssignees {\n    viewingRequestAssignees {\n      id\n      firstName\n      lastName\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AssignViewing($viewing: ID!, $staff: ID) {\n    assignViewing(viewing: $viewing, staff: $staff) {\n      id\n      assignedTo {\n        id\n        firstName\n        lastName\n        email\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AssignViewing($viewing: ID!, $staff: ID) {\n    assignViewing(viewing: $viewing, staff: $staff) {\n      id\n      assignedTo {\n        id\n        firstName\n        lastName\n        email\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ViewingSlotsFields on ViewingSlots {\n    listingId\n    zone\n    offered\n    mode\n    showingType\n    slots {\n      kind\n      startsAt\n      endsAt\n      capacity\n      remaining\n      openHouseId\n    }\n  }\n"): (typeof documents)["\n  fragment ViewingSlotsFields on ViewingSlots {\n    listingId\n    zone\n    offered\n    mode\n    showingType\n    slots {\n      kind\n      startsAt\n      endsAt\n      capacity\n      remaining\n      openHouseId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ViewingSlots($listingId: ID!, $from: String!, $to: String!) {\n    viewingSlots(listingId: $listingId, from: $from, to: $to) {\n      ...ViewingSlotsFields\n    }\n  }\n"): (typeof documents)["\n  query ViewingSlots($listingId: ID!, $from: String!, $to: String!) {\n    viewingSlots(listingId: $listingId, from: $from, to: $to) {\n      ...ViewingSlotsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ViewingForm($listingId: ID!, $from: String!, $to: String!) {\n    listing(id: $listingId) {\n      id\n      title\n      location {\n        id\n        address\n        city {\n          id\n          name\n          province\n        }\n      }\n    }\n    viewingSlots(listingId: $listingId, from: $from, to: $to) {\n      ...ViewingSlotsFields\n    }\n  }\n"): (typeof documents)["\n  query ViewingForm($listingId: ID!, $from: String!, $to: String!) {\n    listing(id: $listingId) {\n      id\n      title\n      location {\n        id\n        address\n        city {\n          id\n          name\n          province\n        }\n      }\n    }\n    viewingSlots(listingId: $listingId, from: $from, to: $to) {\n      ...ViewingSlotsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BookViewing($data: BookViewingInput!) {\n    bookViewing(data: $data) {\n      ...ViewingFields\n    }\n  }\n"): (typeof documents)["\n  mutation BookViewing($data: BookViewingInput!) {\n    bookViewing(data: $data) {\n      ...ViewingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyViewings($when: ViewingsWhen!) {\n    myViewings(when: $when) {\n      ...ViewingFields\n    }\n  }\n"): (typeof documents)["\n  query MyViewings($when: ViewingsWhen!) {\n    myViewings(when: $when) {\n      ...ViewingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CurrentUserFields on User {\n    id\n    email\n    firstName\n    lastName\n    legalName\n    phone\n    userType\n    avatarUrl\n    city\n    industry\n    occupation\n    bio\n    gender\n    locale\n    budget\n    min_budget\n    moveIn\n    roommate\n    credit_score\n    householdIncome\n    flatmates\n    zip_code\n    notify\n    verified\n    isFirstLogin\n    twoFactorEnabled\n    hasPassword\n    termsToAccept {\n      id\n      version\n      summary\n    }\n    permissions {\n      module\n      add\n      edit\n      delete\n      view\n    }\n  }\n"): (typeof documents)["\n  fragment CurrentUserFields on User {\n    id\n    email\n    firstName\n    lastName\n    legalName\n    phone\n    userType\n    avatarUrl\n    city\n    industry\n    occupation\n    bio\n    gender\n    locale\n    budget\n    min_budget\n    moveIn\n    roommate\n    credit_score\n    householdIncome\n    flatmates\n    zip_code\n    notify\n    verified\n    isFirstLogin\n    twoFactorEnabled\n    hasPassword\n    termsToAccept {\n      id\n      version\n      summary\n    }\n    permissions {\n      module\n      add\n      edit\n      delete\n      view\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FetchCurrentUser {\n    fetchCurrentUser {\n      ...CurrentUserFields\n    }\n  }\n"): (typeof documents)["\n  query FetchCurrentUser {\n    fetchCurrentUser {\n      ...CurrentUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription CurrentUserUpdated {\n    currentUserUpdated {\n      ...CurrentUserFields\n    }\n  }\n"): (typeof documents)["\n  subscription CurrentUserUpdated {\n    currentUserUpdated {\n      ...CurrentUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MultipleFileUpload($files: [Upload!]!, $pathType: FilePathType!) {\n    multipleFileUpload(files: $files, pathType: $pathType) {\n      id\n      filename\n      url\n      mimeType\n      size\n      pathType\n    }\n  }\n"): (typeof documents)["\n  mutation MultipleFileUpload($files: [Upload!]!, $pathType: FilePathType!) {\n    multipleFileUpload(files: $files, pathType: $pathType) {\n      id\n      filename\n      url\n      mimeType\n      size\n      pathType\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadImage($file: Upload!, $pathType: ThumbnailPathType) {\n    uploadImage(file: $file, pathType: $pathType) {\n      id\n      thumbnailUrl\n      width\n      height\n    }\n  }\n"): (typeof documents)["\n  mutation UploadImage($file: Upload!, $pathType: ThumbnailPathType) {\n    uploadImage(file: $file, pathType: $pathType) {\n      id\n      thumbnailUrl\n      width\n      height\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;