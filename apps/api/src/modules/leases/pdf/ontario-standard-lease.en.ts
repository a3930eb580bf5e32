import { ONTARIO_GENERAL_INFORMATION_EN } from './ontario-general-information.en';

/*
 * Source: Residential Tenancy Agreement (Standard Form of Lease), Ontario form 047-2229E (2020/12) /
 * 047-2229F, Ministry of Municipal Affairs and Housing, published under O. Reg. 9/18 (Residential
 * Tenancies Act, 2006). Central Forms Repository: https://forms.mgcs.gov.on.ca/en/dataset/047-2229
 * and https://www.ontario.ca/page/guide-ontarios-standard-lease.
 *
 * The form's own wording, section by section, as data: the renderer fills the {placeholders} and
 * draws the options the form offers. Deliberate differences from the printed form, all of layout:
 * the fill-in blanks are replaced by the filled values, "attach a sheet" instructions are dropped
 * because the document has the room, the guarantor (whom the form does not list) signs after the
 * tenants. The appendix, General Information, follows the seventeen sections whole
 * (ontario-general-information.en.ts). Update formNumber with the text when the Ministry revises it.
 */
export const ONTARIO_STANDARD_LEASE_EN = {
  formNumber: '047-2229E (2020/12)',
  title: 'Residential Tenancy Agreement (Standard Form of Lease)',
  noteHeading: 'Note',
  note: [
    'This tenancy agreement (or lease) is required for tenancies entered into on March 1, 2021 or later. It does not apply to care homes, sites in mobile home parks and land lease communities, most social housing, certain other special tenancies or co-operative housing (see Part A of General Information).',
    'Residential tenancies in Ontario are governed by the Residential Tenancies Act, 2006. This agreement cannot take away a right or responsibility under the Residential Tenancies Act, 2006.',
    'Under the Ontario Human Rights Code, everyone has the right to equal treatment in housing without discrimination or harassment.',
    'All sections of this agreement are mandatory and cannot be changed.',
  ],
  yes: 'Yes',
  no: 'No',
  parties: {
    heading: '1. Parties to the Agreement',
    between: 'Residential Tenancy Agreement between:',
    landlords: 'Landlord(s)',
    landlordName: 'Landlord’s Legal Name',
    and: 'and',
    tenants: 'Tenant(s)',
    tenantName: 'Tenant {n}',
    guarantor: 'Guarantor',
    note: 'Note: See Part B in General Information',
  },
  unit: {
    heading: '2. Rental Unit',
    intro: 'The landlord will rent to the tenant the rental unit at:',
    unit: 'Unit (e.g., unit 1 or basement unit)',
    street: 'Street Number and Street Name',
    city: 'City/Town',
    province: 'Province',
    postalCode: 'Postal Code',
    parking: 'Number of vehicle parking spaces and description (e.g., indoor/outdoor, location)',
    condo: 'The rental unit is a unit in a condominium.',
    condoYes:
      'If yes, the tenant agrees to comply with the condominium declaration, by-laws and rules, as provided by the landlord.',
  },
  contact: {
    heading: '3. Contact Information',
    noticeAddress: 'Address for Giving Notices or Documents to the Landlord',
    emailConsent:
      'Both the landlord and tenant agree to receive notices and documents by email, where allowed by the Landlord and Tenant Board’s Rules of Procedure.',
    emailAddresses: 'If yes, provide email addresses:',
    landlordEmail: 'Landlord',
    emergency:
      'The landlord is providing phone and/or email contact information for emergencies or day-to-day communications:',
    emergencyInfo: 'If yes, provide information:',
    note: 'Note: See Part B and E in General Information',
  },
  term: {
    heading: '4. Term of Tenancy Agreement',
    startsOn: 'This tenancy starts on:',
    isFor: 'This tenancy agreement is for: (select an option below and fill in details as needed)',
    fixed: 'a fixed length of time ending on: {endDate}',
    monthly: 'a monthly tenancy',
    other: 'other (such as daily, weekly, please specify): {other}',
    note: 'Note: The tenant does not have to move out at the end of the term. See Parts C and D in General Information.',
  },
  rent: {
    heading: '5. Rent',
    dueDay: 'a) Rent is to be paid on the {day} day of each (select one):',
    month: 'Month',
    otherPeriod: 'Other (e.g., weekly): {period}',
    week: 'weekly',
    day: 'daily',
    willPay: 'b) The tenant will pay the following rent:',
    baseRent: 'Base rent for the rental unit',
    parking: 'Parking (if applicable)',
    otherCharges: 'Other services and utilities (specify if applicable):',
    total: 'Total Rent (Lawful Rent)',
    lawfulRent:
      'This is the lawful rent for the unit, subject to any rent increases allowed under the Residential Tenancies Act, 2006. For example, the landlord and tenant may agree to a seasonal rent increase for additional services of air conditioning or a block heater plug-in. This amount does not include any rent discounts (see Section 7 and Part G in General Information).',
    payableTo: 'c) Rent is payable to:',
    method: 'd) Rent will be paid using the following methods:',
    methodNote:
      'Note: The tenant cannot be required to pay rent by post-dated cheques or automatic payments, but can choose to do so.',
    partial:
      'e) If the first rental period (e.g., month) is a partial period, the tenant will pay a partial rent of {amount} on {payOn}. This partial rent covers the rental of the unit from {from} to {to}.',
    partialNone: 'e) The first rental period is not a partial period.',
    nsf: 'f) If the tenant’s cheque is returned because of non-sufficient funds (NSF), the tenant will have to pay the landlord’s administration charge of {amount} plus any NSF charges made by the landlord’s bank.',
    nsfNote: 'Note: The landlord’s administration charge for an NSF cheque cannot be more than $20.00',
  },
  services: {
    heading: '6. Services and Utilities',
    included: 'The following services are included in the lawful rent for the rental unit, as specified:',
    gas: 'Gas',
    airConditioning: 'Air conditioning',
    additionalStorage: 'Additional storage space',
    laundry: 'On-Site Laundry',
    laundryNone: 'No',
    laundryIncluded: 'Yes: No Charge',
    laundryPayPerUse: 'Yes: Pay Per Use',
    guestParking: 'Guest Parking',
    responsibility: 'The following utilities are the responsibility of:',
    electricity: 'Electricity',
    heat: 'Heat',
    water: 'Water',
    landlord: 'Landlord',
    tenant: 'Tenant',
    details:
      'If the tenant is responsible for any utilities, provide details of the arrangement, e.g. tenant sets up account with and pays the utility provider, tenant pays a portion of the utility costs:',
    none: 'None',
  },
  discounts: {
    heading: '7. Rent Discounts',
    none: 'There is no rent discount.',
    some: 'The lawful rent will be discounted as follows:',
    note: 'Note: See Part G in General Information for what types of discounts are allowed.',
  },
  rentDeposit: {
    heading: '8. Rent Deposit',
    none: 'A rent deposit is not required.',
    some: 'The tenant will pay a rent deposit of {amount}. This can only be applied to the rent for the last rental period of the tenancy.',
    note: 'Note: This amount cannot be more than one month’s rent or the rent for one rental period (e.g., one week in a weekly tenancy), whichever is less. This cannot be used as a damage deposit. The landlord must pay the tenant interest on the rent deposit every year. See Part H in General Information.',
  },
  keyDeposit: {
    heading: '9. Key Deposit',
    none: 'A key deposit is not required.',
    some: 'The tenant will pay a refundable key deposit of {amount} to cover the cost of replacing the keys, remote entry devices or cards if they are not returned to the landlord at the end of the tenancy.',
    description:
      'If a refundable key deposit is required, provide description and number of keys, access cards and remote entry devices:',
    note: 'Note: The key deposit cannot be more than the expected replacement cost. See Part H in General Information.',
  },
  smoking: {
    heading: '10. Smoking',
    intro:
      'Under provincial law, smoking is not allowed in any indoor common areas of the building. The tenant agrees to these additional rules on smoking:',
    none: 'None',
    some: 'Smoking rules',
    note: 'Note: In making and enforcing smoking rules, the landlord must follow the Ontario Human Rights Code. See Parts M and S in General Information.',
  },
  insurance: {
    heading: '11. Tenant’s Insurance',
    none: 'There are no tenant insurance requirements.',
    required:
      'The tenant must have liability insurance at all times. If the landlord asks for proof of coverage, the tenant must provide it. It is up to the tenant to get contents insurance if they want it.',
  },
  changes: {
    heading: '12. Changes to the Rental Unit',
    text: [
      'The tenant may install decorative items, such as pictures or window coverings. This is subject to any reasonable restrictions set out in the additional terms under Section 15.',
      'The tenant cannot make other changes to the rental unit without the landlord’s permission.',
    ],
  },
  maintenance: {
    heading: '13. Maintenance and Repairs',
    text: [
      'The landlord must keep the rental unit and property in good repair and comply with all health, safety and maintenance standards.',
      'The tenant must repair or pay for any undue damage to the rental unit or property caused by the wilful or negligent conduct of the tenant, the tenant’s guest or another person who lives in the rental unit.',
      'The tenant is responsible for ordinary cleanliness of the rental unit, except for any cleaning the landlord agreed to do.',
    ],
    note: 'Note: See Part J in General Information.',
  },
  assignment: {
    heading: '14. Assignment and Subletting',
    text: [
      'The tenant may assign or sublet the rental unit to another person only with the consent of the landlord. The landlord cannot arbitrarily or unreasonably withhold consent to a sublet or potential assignee.',
    ],
    note: 'Note: There are additional rules if the tenant wants to assign or sublet the rental unit. See Part P in General Information.',
  },
  additionalTerms: {
    heading: '15. Additional Terms',
    text: [
      'Landlords and tenants can agree to additional terms. Examples may include terms that:',
      '• Require the landlord to make changes to the unit before the tenant moves in, and',
      '• Provide rules for use of common spaces and/or amenities.',
      'These additional terms should be written in plain language and clearly set out what the landlord or tenant must or must not do to comply with the term. If typed, the additional terms should be in a font size that is at least 10 points.',
      'An additional term cannot take away a right or responsibility under the Residential Tenancies Act, 2006.',
      'If a term conflicts with the Residential Tenancies Act, 2006 or any other terms set out in this form, the term is void (not valid or legally binding) and it cannot be enforced. Some examples of void and unenforceable terms include those that:',
      '• Do not allow pets (however, the landlord can require the tenant to comply with condominium rules, which may prohibit certain pets),',
      '• Do not allow guests, roommates, any additional occupants,',
      '• Require the tenant to pay deposits, fees or penalties that are not permitted under the Residential Tenancies Act, 2006 (e.g., damage or pet deposits, interest on rent arrears), and',
      '• Require the tenant to pay for all or part of the repairs that are the responsibility of the landlord.',
      'See General Information for more details.',
      'The landlord and tenant may want to get legal advice before agreeing to any additional terms.',
    ],
    none: 'There are no additional terms.',
    some: 'This tenancy agreement includes an attachment with additional terms that the landlord and tenant agreed to.',
  },
  changesToAgreement: {
    heading: '16. Changes to this Agreement',
    text: [
      'After this agreement is signed, it can be changed only if the landlord and tenant agree to the changes in writing.',
    ],
    note: 'Note: The Residential Tenancies Act, 2006 allows some rent increases and requires some rent reductions without agreement between the landlord and tenant. See Part I in General Information.',
  },
  signatures: {
    heading: '17. Signatures',
    text: [
      'By signing this agreement, the landlord(s) and the tenant(s) agree to follow its terms. The landlord(s) or tenant(s) can sign this lease electronically if they both agree.',
      'Unless otherwise agreed in the additional terms under Section 15, if there is more than one tenant, each tenant is responsible for all tenant obligations under this agreement, including the full amount of rent.',
    ],
    date: 'Date:',
    note: 'Note: All of the landlords and tenants listed on the first page in Section 1 (Parties to the Agreement) must sign here. The landlord must give a copy of this agreement to the tenant within 21 days after the tenant signs it.',
  },
  appendix: ONTARIO_GENERAL_INFORMATION_EN,
  footer: 'Form {form} — Lease {leaseId}',
  page: 'Page {page} of {total}',
  initials: 'Initials',
};

export type OntarioLeaseWording = typeof ONTARIO_STANDARD_LEASE_EN;
