// Every sentence a person reads when something is refused or confirmed (SPEC §4, §5, §8), kept in
// one place so the screens and the server say exactly the same thing. The spec's wording,
// punctuation and emoji are part of the contract; messages the spec does not give (length limits,
// server-side checks of the subscribe payload) follow the same plain style.

import { BLOG_MSG } from './blog-messages.ts';
import { LOCATION_MSG } from './location-messages.ts';
import { ORDER_MSG } from './order-messages.ts';

export const MSG = {
  // Signup (§5), shown under each field.
  nameTooShort: 'Name must be at least 3 characters.',
  nameTooLong: 'Name must be at most 100 characters.',
  invalidEmail: 'Enter a valid email address.',
  emailTooLong: 'Email must be at most 254 characters.',
  invalidPhone: 'Enter a valid 10-digit phone number.',
  passwordTooShort: 'Password must be at least 6 characters.',
  passwordTooLong: 'Password must be at most 128 characters.',
  signupSuccess: '✅ Signup successful! Redirecting...',
  signupFailed: 'Signup failed',
  signupServerError: 'Server error. Please try again later.',
  creatingAccount: 'Creating account...',

  // Login (§4, §5, §8).
  fillAllFields: 'Please fill all fields',
  identifierTooLong: 'Phone or email must be at most 254 characters.',
  loginSuccess: 'Login successful! 🎉',
  loginFailed: 'Login failed',
  loginError: 'Something went wrong. Try again.',
  loggingIn: 'Logging in...',

  // Admin login (§8).
  invalidCredentials: 'Invalid credentials',

  // Server-side account answers (not in the spec; shown through the 'server message' of §8).
  emailTaken: 'An account with this email already exists.',
  phoneTaken: 'An account with this phone number already exists.',
  wrongCredentials: 'Incorrect phone/email or password.',
  wrongAdminCredentials: 'Incorrect admin email or password.',
  tooManyLoginAttempts: 'Too many failed login attempts. Please wait 15 minutes and try again.',
  loginSlowedDown:
    'Too many sign-in attempts for this account right now. Please wait a few seconds and try again.',
  tooManySignups: 'Too many sign-ups from this network. Please try again in an hour.',
  loginRequired: 'Please log in to continue.',
  sessionExpired: 'Your session has expired. Please log in again.',
  adminOnly: 'Only admins can do that.',

  // Account (§2.13, §4, §8).
  deleteAccountConfirm:
    'Are you sure you want to delete your account? This action cannot be undone.',
  accountDeleted: 'Account deleted',
  deleteAccountFailed: 'Failed to delete account',

  // Addresses (§5, §8).
  addressFieldsRequired: 'All address fields are required',
  invalidPin: 'PIN code must be 6 digits',
  addressFieldTooLong: 'Address fields must be at most 200 characters.',
  invalidLatitude: 'Latitude must be a number between -90 and 90.',
  invalidLongitude: 'Longitude must be a number between -180 and 180.',
  loadAddressesFailed: 'Failed to load addresses',
  saveAddressFailed: 'Failed to save address',
  deleteAddressFailed: 'Failed to delete address',
  selectAddress: 'Please select a delivery address',

  // Location (§2.3, §4, §5, §8): its own module, because every storefront page shows them.
  ...LOCATION_MSG,

  // The plan pages' order form (§5, §8): the plan, the start date, the trial and the coupon; a
  // module of their own, because the prerendered plan pages say them.
  ...ORDER_MSG,

  // Coupons (§5, §8).
  couponUsedUp: 'This coupon has been fully used. Please remove it or try another code.',

  // Subscribing and paying (§2.11, §2.12, §4, §8).
  orderConfirmed: 'Order Confirmed',
  /** The profile's greeting after a COD order or a paid online order (SPEC §4 paymentSuccess flag). */
  orderArrival: 'Order confirmed! Your new subscription is listed below; pay on delivery.',
  paymentArrival: 'Payment successful! Your new subscription is active and listed below.',
  processing: 'Processing...',
  subscriptionFailed: 'Subscription failed. Try again.',
  subscribeError: 'Something went wrong',
  paymentNotSaved: 'Payment succeeded but order not saved. Please contact support.',
  paymentSaveError: 'Something went wrong while saving your order.',
  invalidPaymentSession: 'Invalid payment session. Please go back and subscribe again.',

  // Server checks of an order against the catalogue (not in the spec).
  priceChanged: 'Price has changed, please review your order',
  datesChanged: 'Delivery dates have changed, please review your order',
  unknownPlan: 'We could not find that meal plan. Please choose one of our plans.',
  trialNeedsThreeDays: 'The 3 day trial is delivered on 3 consecutive days.',
  idempotencyMismatch:
    'This order was already placed with different details. Please refresh and try again.',
  onlinePaymentUnavailable:
    'Online payment is not available right now. Please choose Cash on Delivery.',
  orderNotFound: 'We could not find that order.',
  unpaidOrderCancelled: 'Your unpaid order was cancelled.',
  orderExpiredUnpaid:
    'This order expired before it was paid, so it is no longer held. Please place it again.',
  orderAlreadyPaid: 'This order is already paid.',
  paymentNotVerified:
    'We could not verify this payment. If money was taken, please contact support.',
  paymentNotApplied:
    'This order could not take your payment (it was cancelled, expired or already paid). The amount will be refunded to you.',

  // Subscribe payload checks the spec leaves to the server.
  invalidSubscription: 'Please check your subscription details and try again.',
  invalidSlot: 'Please choose Lunch, Dinner or Lunch + Dinner.',
  invalidMealOption: 'Please choose Veg or Non-Veg.',
  invalidDuration: 'Please choose a duration of 3, 7, 21 or 28 days.',
  durationMismatch: 'The number of days does not match the chosen duration.',
  addressNeedsHouse:
    "Please add your house or flat number and street to the first line (for example 'Plot 42, Kharavela Nagar'), so our rider can find your door.",
  invalidDeliveryDates: 'Delivery dates must be valid calendar dates.',
  invalidSelectedDays: 'Please choose days of the week by name.',
  invalidPaymentMode: 'Please choose Cash on Delivery or Online payment.',
  invalidTotalPrice: 'Total price must be a whole number of rupees, not below zero.',
  invalidDiscount: 'Discount must be a whole number of rupees, not below zero.',
  invalidCouponCode: 'Coupon code must be text of at most 50 characters.',

  // Contact and mailing list (§4, §5, §8).
  contactRequired: 'All fields are required',
  contactTooLong: 'Your message is too long. Please keep it under 5000 characters.',
  contactSent: '✅ Your message has been sent!',

  // Profile, admin lists and calendar (§2.13, §2.15).
  noSubscriptions: 'No subscriptions found.',
  noUsers: 'No users found.',
  loadingOrders: 'Loading orders...',
  noDeliveryDates: 'No delivery dates available.',
  cancelSubscriptionConfirm: 'Are you sure you want to cancel this subscription?',
  subscriptionCancelled: 'Subscription cancelled successfully.',
  cancelSubscriptionFailed: 'Failed to cancel subscription.',

  // Admin price editor and its server route.
  invalidPlanPrice: 'Price must be a whole number of rupees from ₹1 to ₹10,000.',

  // Blog and not-found (§2.1, §2.9, §8); the blog's own sentences are a module of their own.
  ...BLOG_MSG,
  pageNotFound: '404 - Page Not Found',

  // Anything a schema cannot place more precisely.
  invalidRequest: 'Please check the form and try again.',
  controlCharacters:
    'Please remove the invisible control characters from what you typed and try again.',
} as const;

export {
  dayCountMismatchMessage,
  startDateTooSoonMessage,
  weekdaysCannotFitMessage,
} from './order-messages.ts';
