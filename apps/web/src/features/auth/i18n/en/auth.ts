export const auth = {
  login: {
    title: 'Log In',
    subtitle: 'Welcome back. Log in to message landlords, apply and manage your listings.',
    submit: 'Log In',
    noAccount: "Don't have an account?",
    signupLink: 'Sign Up',
    forgot: 'Forgot password?',
  },
  hosted: {
    or: 'or',
    continueWith: 'Continue with {{name}}',
    continueSso: 'Continue with single sign-on',
  },
  signup: {
    title: 'Sign Up',
    subtitle: 'Create your free account. It takes less than a minute.',
    submit: 'Create my account',
    haveAccount: 'Already have an account?',
    loginLink: 'Log In',
    close: 'Close',
    acceptTerms: 'I accept the <terms>Terms of Use</terms> and <privacy>Privacy Policy</privacy>',
  },
  forgot: {
    title: 'Forgot your password?',
    intro: 'Enter the e-mail of your account and we will send you a link to choose a new password.',
    submit: 'Send the reset link',
    done: 'If an account exists for {{email}}, we have sent it a link to reset the password. Check your inbox and your spam folder.',
    backToLogin: 'Back to log in',
  },
  reset: {
    title: 'Choose a new password',
    intro: 'Type your new password twice.',
    submit: 'Save my new password',
    success: 'Your password has been changed. You are now logged in.',
  },
  change: {
    title: 'Change your password',
    intro:
      'Type your current password, then your new password twice. Your other sessions will be logged out.',
    submit: 'Change my password',
    success: 'Your password has been changed.',
  },
  noToken: {
    title: 'Reset your password',
    text: 'Open the link from the password reset e-mail, or ask for a new link.',
    action: 'Ask for a reset link',
  },
  firstLogin: {
    title: 'Welcome! How will you use Rentals?',
    text: 'Choose your account type to continue.',
    renter: 'I am a Renter',
    renterHint: 'Search homes, message landlords and apply online.',
    landlord: 'I am a Landlord',
    landlordHint: 'List your properties and find tenants.',
    submit: 'Continue',
    logout: 'Log out',
    doneRenter: 'Welcome! Your renter account is ready: start looking for your next home.',
    doneLandlord: 'Welcome! Your landlord account is ready: add your first property.',
  },
};

declare module '../../../../i18n/namespace-types' {
  interface Namespaces {
    auth: typeof auth;
  }
}
