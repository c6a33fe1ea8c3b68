// Public contact points shown in the footer, the contact page and the floating chat button.
export const WHATSAPP_URL = 'https://wa.me/919000000000';
export const INSTAGRAM_URL = 'https://instagram.com/fitthali';
export const SUPPORT_EMAIL = 'hello@fitthali.com';
export const SUPPORT_PHONE = '+91 90000 00000';
export const SUPPORT_PHONE_HREF = 'tel:+919000000000';
export const SERVICE_AREA = 'Bhubaneswar, Cuttack and across Odisha';
export const SUPPORT_HOURS = 'Monday to Saturday, 9 am to 8 pm';

/** The free 30-minute video consultation is booked on an external scheduling page (SPEC §1, §7). */
export const CONSULTATION_URL = 'https://calendly.com/fitthali/nutritionist-consultation';

// Listings on the delivery apps are not live yet (SPEC §2.4 calls them placeholders).
export const DELIVERY_APPS = ['Swiggy', 'Zomato'] as const;
