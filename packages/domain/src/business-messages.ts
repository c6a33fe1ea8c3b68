// What the operator reads when the business's legal details are refused (issue 15 points 5 and 6),
// and the words printed on tax invoices. Kept apart from MSG, which every storefront page loads.

export const BUSINESS_MSG = {
  legalNameRequired: 'Enter the legal name of the business (up to 120 characters).',
  addressRequired: 'Enter the registered address of the business (up to 300 characters).',
  stateUnsupported: 'Only Odisha is supported: FitThali delivers inside Odisha only.',
  invalidGstin:
    'Enter a valid 15-character GSTIN for Odisha: it starts with 21 and ends with its check character.',
  invalidFssai: 'The FSSAI licence number is 14 digits.',
  invalidPhone: 'Enter the customer-care phone with its country code, for example +91 90000 00000.',
  invalidEmail: 'Enter a valid customer-care email address.',
  officerNameRequired: 'Enter the grievance officer’s name (up to 100 characters).',
  invalidOfficerEmail: 'Enter a valid email address for the grievance officer.',
  invalidOfficerPhone:
    'Enter the grievance officer’s phone with its country code, for example +91 90000 00000.',
  invalidPrefix: 'The invoice number prefix is 1 to 3 capital letters or digits.',
  invalidIncludesGst: 'Say whether the plan prices include GST.',
  invalidSettings: 'Please fill in every legal detail of the business.',
} as const;

/** What a customer or an admin reads about invoices. */
export const INVOICE_MSG = {
  invoiceNotFound: 'We could not find that invoice.',
  orderNotFound: 'We could not find that order.',
} as const;
