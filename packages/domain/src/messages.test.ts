import { describe, expect, it } from 'vitest';
import { BLOG_MSG } from './blog-messages.ts';
import { LOCATION_MSG } from './location-messages.ts';
import { dayCountMismatchMessage, MSG } from './messages.ts';
import { ORDER_MSG } from './order-messages.ts';

// The exact wording of SPEC §4, §5 and §8; screens and tests elsewhere compare against these.
describe('MSG', () => {
  it.each([
    ['nameTooShort', 'Name must be at least 3 characters.'],
    ['invalidEmail', 'Enter a valid email address.'],
    ['invalidPhone', 'Enter a valid 10-digit phone number.'],
    ['passwordTooShort', 'Password must be at least 6 characters.'],
    ['fillAllFields', 'Please fill all fields'],
    ['contactRequired', 'All fields are required'],
    ['contactSent', '✅ Your message has been sent!'],
    ['enterAreaOrPincode', 'Please enter area or pincode'],
    ['noLocationFound', 'No location found'],
    ['onlyOdisha', 'Only Odisha locations allowed'],
    ['errorFetchingAddress', 'Error fetching address'],
    ['errorDetectingLocation', 'Error detecting location'],
    ['permissionDenied', 'Permission denied'],
    ['geolocationUnsupported', 'Geolocation is not supported by your browser'],
    ['failedToDetectLocation', 'Failed to detect location'],
    ['locationUpdated', 'Location updated'],
    ['locationPrompt', 'We need your location to deliver meal plans in your area.'],
    ['addressFieldsRequired', 'All address fields are required'],
    ['invalidCoupon', 'Invalid coupon code'],
    ['selectAddress', 'Please select a delivery address'],
    ['loginSuccess', 'Login successful! 🎉'],
    ['loginFailed', 'Login failed'],
    ['loginError', 'Something went wrong. Try again.'],
    ['signupSuccess', '✅ Signup successful! Redirecting...'],
    ['signupFailed', 'Signup failed'],
    ['signupServerError', 'Server error. Please try again later.'],
    ['invalidCredentials', 'Invalid credentials'],
    ['deleteAccountFailed', 'Failed to delete account'],
    ['accountDeleted', 'Account deleted'],
    [
      'deleteAccountConfirm',
      'Are you sure you want to delete your account? This action cannot be undone.',
    ],
    ['loadAddressesFailed', 'Failed to load addresses'],
    ['saveAddressFailed', 'Failed to save address'],
    ['deleteAddressFailed', 'Failed to delete address'],
    ['subscriptionFailed', 'Subscription failed. Try again.'],
    ['subscribeError', 'Something went wrong'],
    ['orderConfirmed', 'Order Confirmed'],
    ['paymentNotSaved', 'Payment succeeded but order not saved. Please contact support.'],
    ['paymentSaveError', 'Something went wrong while saving your order.'],
    ['invalidPaymentSession', 'Invalid payment session. Please go back and subscribe again.'],
    ['cancelSubscriptionConfirm', 'Are you sure you want to cancel this subscription?'],
    ['subscriptionCancelled', 'Subscription cancelled successfully.'],
    ['cancelSubscriptionFailed', 'Failed to cancel subscription.'],
    ['noPostsFound', 'No posts found matching your criteria.'],
    ['postNotFound', 'Post Not Found'],
    ['pageNotFound', '404 - Page Not Found'],
    ['noSubscriptions', 'No subscriptions found.'],
    ['noUsers', 'No users found.'],
    ['noDeliveryDates', 'No delivery dates available.'],
    ['loadingOrders', 'Loading orders...'],
    ['loggingIn', 'Logging in...'],
    ['creatingAccount', 'Creating account...'],
    ['processing', 'Processing...'],
  ] as const)('%s reads %j', (key, text) => {
    expect(MSG[key]).toBe(text);
  });

  it('has no blank or padded entries', () => {
    for (const text of Object.values(MSG)) expect(text.trim()).toBe(text);
    for (const text of Object.values(MSG)) expect(text.length).toBeGreaterThan(0);
  });

  // The pages' own catalogues are parts of MSG, not variants of it: no MSG entry overrides one.
  it.each([
    ['LOCATION_MSG', LOCATION_MSG],
    ['ORDER_MSG', ORDER_MSG],
    ['BLOG_MSG', BLOG_MSG],
  ] as const)('includes every sentence of %s unchanged', (_name, part) => {
    expect(MSG).toMatchObject(part);
  });

  it('formats the day count mismatch', () => {
    expect(dayCountMismatchMessage(2, 3)).toBe('You selected 2 days but plan requires 3 days');
  });
});
