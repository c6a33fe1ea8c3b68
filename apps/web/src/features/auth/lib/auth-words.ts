// The signup and login forms' own words (labels, placeholders, buttons); their validation and
// server sentences are the domain's catalogue. Each has its Odia in apps/web/src/i18n/catalogues/
// auth.po, held to this list by a unit test.
export const AUTH_WORDS = {
  name: 'Name',
  namePlaceholder: 'Your full name',
  email: 'Email',
  phone: 'Phone',
  phonePlaceholder: '10-digit mobile number',
  password: 'Password',
  passwordPlaceholder: 'At least 6 characters',
  yourPassword: 'Your password',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  createAccount: 'Create Account',
  identifier: 'Phone or Email',
  identifierPlaceholder: '10-digit phone or email',
  login: 'Login',
  signupIntro: 'Join FitThali and get healthy meals delivered to your door every day.',
  haveAccount: 'Already have an account?',
  loginIntro:
    'Welcome back! Log in with your phone number or email to manage your meal plans and deliveries.',
  forgotPassword: 'Forgot password?',
  newToFitThali: 'New to FitThali?',
  createAnAccount: 'Create an account',
} as const;
