import { index, type RouteConfig, type RouteConfigEntry, route } from '@react-router/dev/routes';

// The complete route table of SPEC §2.1. Public paths without parameters are also listed in
// react-router.config.ts so they are prerendered.
//
// Every customer page has an Odia twin under `/or/` (issue 27): one route whose path starts with
// the optional segment `or?`, so the page reads its language from the URL and the route manifest
// every page downloads lists each page once (decision 201). The admin area is English only.

/** A customer page at its own path in English and under `/or/` in Odia. */
function page(path: string, file: string): RouteConfigEntry {
  return route(path === '' ? 'or?' : `or?/${path}`, file);
}

const customerPages: RouteConfigEntry[] = [
  page('', 'routes/home.tsx'),
  page('login', 'routes/login.tsx'),
  page('signup', 'routes/signup.tsx'),
  page('forgot-password', 'routes/forgot-password.tsx'),
  page('about', 'routes/about.tsx'),
  page('contact', 'routes/contact.tsx'),
  page('recipes', 'routes/recipes.tsx'),
  page('recipes/:id', 'routes/recipe-detail.tsx'),
  page('blog', 'routes/blog.tsx'),
  page('blog/:slug', 'routes/blog-post.tsx'),
  page('terms', 'routes/terms.tsx'),
  page('privacy', 'routes/privacy.tsx'),
  page('refund', 'routes/refund.tsx'),
  page('faqs', 'routes/faqs.tsx'),
  page('profile', 'routes/profile.tsx'),
  page('profile/subscriptions/:id', 'routes/subscription-deliveries.tsx'),
  page('meal-plan', 'routes/meal-plan.tsx'),
  page('high-protein-plan', 'routes/high-protein-plan.tsx'),
  page('weightloss-plan', 'routes/weightloss-plan.tsx'),
  page('diabetic-plan', 'routes/diabetic-plan.tsx'),
  page('custom-meal-plan', 'routes/custom-meal-plan.tsx'),
  page('employee-meal-plan', 'routes/employee-meal-plan.tsx'),
  page('subscribe-confirm', 'routes/subscribe-confirm.tsx'),
  page('payment', 'routes/payment.tsx'),
  page('my-meal-plans', 'routes/my-meal-plans.tsx'),
  page('weightloss-meal-plan', 'routes/weightloss-meal-plan.tsx'),
  page('balanced-diet-plan', 'routes/balanced-diet-plan.tsx'),
  page('muscle-gain-meal-plan', 'routes/muscle-gain-meal-plan.tsx'),
  page('office-menu-plan', 'routes/office-menu-plan.tsx'),
];

const adminPages: RouteConfigEntry[] = [
  route('admin-login', 'routes/admin-login.tsx'),
  route('admin', 'routes/admin/admin-layout.tsx', [
    index('routes/admin/dashboard.tsx'),
    route('users', 'routes/admin/users.tsx'),
    route('subscriptions', 'routes/admin/subscriptions.tsx'),
    route('subscriptions/:id', 'routes/admin/subscription-detail.tsx'),
    route('plans', 'routes/admin/plans.tsx'),
    route('menu', 'routes/admin/menu.tsx'),
    route('coupons', 'routes/admin/coupons.tsx'),
    route('dishes', 'routes/admin/dishes.tsx'),
    route('transactions', 'routes/admin/transactions.tsx'),
    route('refunds', 'routes/admin/refunds.tsx'),
    route('notifications', 'routes/admin/notifications.tsx'),
    route('revenue', 'routes/admin/revenue.tsx'),
    route('cash-due', 'routes/admin/cash-due.tsx'),
    route('settings', 'routes/admin/settings.tsx'),
    route('messages', 'routes/admin/messages.tsx'),
    route('kitchen', 'routes/admin/kitchen.tsx'),
    route('ratings', 'routes/admin/ratings.tsx'),
    route('*', 'routes/admin/unknown-admin-path.tsx'),
  ]),
  route('admin-dashboard', 'routes/admin-dashboard.tsx'),
];

export default [
  ...customerPages,
  ...adminPages,
  page('404', 'routes/not-found.tsx'),
  // `or/*` before `*`: an unknown Odia path answers with the Odia 404 page.
  route('or/*', 'routes/unknown-path.tsx', { id: 'routes/unknown-path-or' }),
  route('*', 'routes/unknown-path.tsx'),
] satisfies RouteConfig;
