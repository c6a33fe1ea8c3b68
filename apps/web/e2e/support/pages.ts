/** The About, Contact and policy pages: plain content every scan of the public pages visits. */
export const POLICY_AND_INFO_PAGES = ['/about', '/contact', '/terms', '/privacy', '/refund'];
