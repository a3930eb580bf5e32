export const billing = {
  tabs: {
    label: 'Your listings, their viewings, applications and billing',
    listings: 'Properties',
    viewings: 'Viewings',
    applications: 'Applications',
    billing: 'Billing',
  },
  billing: {
    title: 'Billing',
    subtitle: 'Your deposits and boosts, with their receipts.',
    table: 'Your payments',
    pagination: 'Pages of your payments',
    columns: {
      date: 'Date',
      listing: 'Listing',
      what: 'What',
      total: 'Total',
      status: 'Status',
      receipt: 'Receipt',
    },
    noListing: 'Listing removed',
    view: 'View',
    viewLabel: 'View receipt for {{what}} on {{date}}',
    noReceipt: 'No receipt',
    emptyTitle: 'No payments yet',
    emptyText: 'Deposits and boosts you pay for appear here with their receipts.',
    loadError: 'Your payments could not be loaded.',
  },
  receipt: {
    back: 'Back to billing',
    backStaff: 'Back to payments',
    print: 'Print',
    pdf: 'Download PDF',
    pdfLabel: 'Download PDF of receipt {{number}}',
    pdfRowLabel: 'PDF of the receipt for {{name}}',
    pdfRunning: 'Downloading the receipt…',
    pdfDone: 'Receipt downloaded.',
    loadError: 'The receipt could not be loaded.',
    language: 'Language of the receipt',
  },
  payments: {
    title: 'Payments',
    subtitle: 'Every deposit and boost paid through the site, with receipts and refunds.',
    table: 'Payments',
    pagination: 'Pages of payments',
    status: 'Status',
    purpose: 'What',
    any: 'All',
    columns: {
      date: 'Date',
      payer: 'Paid by',
      listing: 'Listing',
      what: 'What',
      total: 'Total',
      status: 'Status',
      actions: 'Actions',
    },
    receipt: 'Receipt',
    receiptLabel: 'Receipt for {{what}} on {{date}}',
    refund: 'Refund',
    refundLabel: 'Refund {{what}} of {{total}} on {{date}}',
    refundTitle: 'Refund this payment?',
    refundText:
      '{{total}} goes back to the card it was paid with. The payment is marked refunded and its receipt says so. This cannot be undone.',
    refundConfirm: 'Refund',
    refunded: 'The payment was refunded.',
    emptyTitle: 'No payments yet',
    emptyText: 'Payments appear here once landlords pay a deposit or a boost.',
    noMatchTitle: 'No payments match these filters',
    loadError: 'The payments could not be loaded.',
  },
};

declare module '../../../../i18n/namespace-types' {
  interface Namespaces {
    billing: typeof billing;
  }
}
