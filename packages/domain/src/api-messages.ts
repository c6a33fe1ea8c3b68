// What the server answers that the screens do not word themselves (issue 12): one catalogue, so a
// route never writes its own sentence. Kept apart from MSG, which every storefront page loads, so
// these sentences cost the browser nothing (decision 63); admin screens import what they show.
import { fill } from './i18n/fill.ts';

export const API_MSG = {
  signupDone: 'Signup successful',
  loginDone: 'Login successful',
  newsletterThanks: "Thanks for subscribing! We'll send weekly menus and offers.",
  tooManyContactMessages:
    'Too many messages from your network. Please wait a few minutes and try again.',
  /** The mailing list's own limit (10 minutes, per instance); account sign-ups use `tooManySignups`. */
  tooManyNewsletterSignups:
    'Too many sign-ups from your network. Please wait a few minutes and try again.',
  tooManyCouponChecks: 'Too many coupon checks. Please wait a minute.',
  tooManyLocationRequests: 'Too many location lookups. Please wait a minute and try again.',
  searchTooLong: 'Please enter a shorter area or pincode.',
  invalidCoordinates: 'Please send a valid latitude and longitude.',
  addressNotFound: 'Address not found.',
  tooManyAddresses: 'You can save up to 20 addresses.',
  invalidAddressIndex: 'Address index must be a whole number, 0 or more.',
  adminAccountManaged: 'The admin account is managed by the server configuration.',
  invalidIdempotencyKey: 'Idempotency-Key must be 8 to 100 letters, digits, - or _.',
  nothingToPayOnline: 'Nothing to pay online. Please choose Cash on Delivery.',
  testPaymentsDisabled: 'Test payments are not enabled on this server.',
  onlinePaymentsDisabled: 'Online payments are not enabled on this server.',
  invalidWebhookSignature: 'Invalid webhook signature.',
  webhookNotAnEvent: 'The webhook body is not a Razorpay event.',
  databaseUnavailable: 'Database unavailable.',
  notReady: 'This server is not ready to take requests.',
  invalidSubscriptionId: 'Invalid subscription id.',
  invalidUserId: 'Invalid user id.',
  subscriptionAlreadyCancelled: 'This subscription is already cancelled.',
  subscriptionAlreadyCompleted: 'This subscription is completed: every meal has been delivered.',
  invalidTransactionMode: 'mode must be COD or Online.',
  invalidLimit: 'limit must be a whole number.',
  invalidOffset: 'offset must be a whole number.',
  offsetTooLarge: 'offset must be at most 1000000.',
  invalidKitchenDate: 'date must be a calendar date (YYYY-MM-DD).',
  invalidKitchenSlot: 'slot must be Lunch or Dinner.',
  invalidRunSheetCursor:
    'after must be the nextCursor of an earlier page of this run sheet; reload the sheet.',
  invalidPriceDuration: 'Duration must be 3, 7, 21 or 28 days.',
  invalidPriceMealOption: 'Meal option must be Veg or Non-Veg.',
  planNotFound: 'No such plan.',
  planPriceUpdated: 'Price updated.',
  weekMenuUnavailable: "This week's menu could not be read. Please try again in a minute.",
  invalidNewCouponCode: 'Coupon code must be 3 to 20 letters or digits.',
  invalidCouponAmount: 'Discount must be a whole number of rupees from 1 to 5000.',
  invalidCouponExpiry: 'Expiry must be a date.',
  invalidCouponUsageLimit: 'Usage limit must be a whole number of 1 or more.',
  invalidCouponActive: 'Active must be true or false.',
  nothingToChange: 'Nothing to change.',
  couponCreated: 'Coupon created.',
  couponUpdated: 'Coupon updated.',
  couponExists: 'A coupon with this code already exists.',
  couponNotFound: 'No such coupon.',
  adminPasswordLength: 'The new password must be 8 to 128 characters.',
  currentPasswordWrong: 'The current password is not correct.',
  passwordChanged: 'Password changed.',

  // The error plugin's answers for what the framework refuses before any route runs.
  requestNotUnderstood: 'The request could not be understood.',
  notAllowed: 'You are not allowed to do that.',
  notFound: 'Not found.',
  methodNotAllowed: 'Method not allowed.',
  notAcceptable: 'Not acceptable.',
  requestTooSlow: 'The request took too long.',
  conflict: 'That conflicts with existing data.',
  bodyTooLarge: 'The request body is too large (limit 1 MB).',
  headersTooLarge: "The request's headers are too large.",
  unsupportedContentType: 'Unsupported content type; send JSON.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  serverError: 'Something went wrong on our side. Please try again.',
  invalidJson: 'The request body is not valid JSON.',
  emptyJsonBody: 'The request body is empty; send JSON.',
  urlTooLong: 'The address is too long.',
  invalidUrl: 'The address of this request is not valid.',
} as const;

/** The answers with values, as ICU templates (the msgid of their translation). */
export const API_TEMPLATES = {
  oneOf: '{name} must be one of: {values}.',
  required: '{name} is required.',
} as const;

/** A query value outside its fixed set names the set, so an admin tool can correct itself. */
export function oneOfMessage(name: string, values: readonly string[]): string {
  return fill(API_TEMPLATES.oneOf, { name, values: values.join(', ') });
}

/** A field an API client (not a form) must send: named as the client spells it. */
export function requiredFieldMessage(name: string): string {
  return fill(API_TEMPLATES.required, { name });
}
