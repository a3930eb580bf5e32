export const payments = {
  summary: {
    title: 'Order summary',
    tableLabel: 'Order summary',
    item: 'Item',
    amount: 'Amount',
    subtotal: 'Subtotal',
    tax: '{{component}} ({{rate}}%)',
    total: 'Total (CAD)',
  },
  tax: { GST: 'GST', HST: 'HST' },
  sandbox: {
    pageTitle: 'Test checkout',
    banner: 'Test mode: no real card is charged',
    bannerDetail: 'This is the built-in test checkout. Use a test card below; nothing is sent to a bank.',
    payTitle: 'Pay with card',
    email: 'E-mail',
    pay: 'Pay {{amount}}',
    cancel: 'Cancel and return to the site',
    cardsTitle: 'Test cards',
    cardsHint: 'Any future expiry date (MM/YY) and any 3-digit CVC.',
    cards: {
      success: 'Payment succeeds',
      declined: 'Card declined',
      insufficient: 'Insufficient funds',
      authentication: 'Asks to authenticate the payment',
    },
    notFound: 'This checkout does not exist or has expired.',
    loadFailed: 'The checkout could not be loaded.',
    closed: 'This checkout is closed.',
    backToSite: 'Back to the site',
    authTitle: 'Authenticate payment',
    authText:
      'Your bank asks you to confirm this payment of {{amount}}. In test mode, choose whether the authentication succeeds.',
    authComplete: 'Complete',
    authFail: 'Fail',
  },
  return: {
    pageTitle: 'Payment',
    confirming: 'Confirming your payment…',
    notYet: 'We have not received the confirmation yet',
    notYetDetail:
      'Your bank may still be confirming the payment. Nothing more is charged if you refresh: we only wait for the answer.',
    refresh: 'Refresh',
    paidDeposit: 'Your deposit is paid',
    paidTitle: 'Payment received',
    canceled: 'Payment cancelled',
    canceledDetail: 'Nothing was charged. You can pay again whenever you are ready.',
    failed: 'The payment did not go through',
    refunded: 'This payment was refunded',
    tryAgain: 'Try again',
    payAgain: 'Pay again',
    toListings: 'Go to my listings',
    receipt: 'View the receipt',
    card: 'Paid with {{brand}} ending in {{last4}}',
    missing: 'No payment is named in this link.',
    notFound: 'This payment was not found.',
    loadFailed: 'The payment could not be loaded.',
  },
  somethingWrong: 'Something went wrong',
};

declare module '../../../../i18n/namespace-types' {
  interface Namespaces {
    payments: typeof payments;
  }
}
