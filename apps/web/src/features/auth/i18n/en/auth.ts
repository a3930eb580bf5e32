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
    signInAgain: 'Sign in again',
  },
  signup: {
    title: 'Sign Up',
    subtitle: 'Create your free account. It takes less than a minute.',
    submit: 'Create my account',
    haveAccount: 'Already have an account?',
    loginLink: 'Log In',
    close: 'Close',
    acceptTerms: 'I accept the <terms>Terms of Use</terms> and <privacy>Privacy Policy</privacy>',
    checkInbox: {
      title: 'Check your inbox',
      text: 'We sent a link to <strong>{{email}}</strong> to finish creating your account. It works for {{hours}} hours.',
      spam: 'Nothing yet? Look in your spam folder.',
      another: 'Use another address',
    },
  },
  signupConfirm: {
    title: 'Finish creating your account',
    question: 'Press the button to create your account and log in.',
    submit: 'Finish creating my account',
    invalid: 'This link has expired or was already used.',
    again: 'Sign up again',
    home: 'Back to the home page',
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
  noPassword: {
    title: 'Set a password',
    text: 'Your account signs in with single sign-on and has no password yet. To add one, ask for a link by e-mail and choose your password there.',
    action: 'Ask for a link',
  },
  noToken: {
    title: 'Reset your password',
    text: 'Open the link from the password reset e-mail, or ask for a new link.',
    action: 'Ask for a reset link',
  },
  twoFactor: {
    step: {
      intro: 'Enter the 6-digit code from your authenticator app.',
      recoveryIntro: 'Enter one of the recovery codes you saved when you set up two-factor sign-in.',
      codeLabel: 'Authentication code',
      recoveryLabel: 'Recovery code',
      submit: 'Verify',
      useRecovery: 'Use a recovery code',
      useApp: 'Use the code from my app',
      restart: 'Start over',
    },
    page: {
      title: 'Account security',
      subtitle: 'Protect your account with two-factor sign-in.',
      back: 'Back to my profile',
      loadError: 'Your security settings could not be loaded.',
      staffRequired:
        'Staff accounts must turn on two-factor sign-in before using the back office. Set it up below, then open the page again.',
      heading: 'Two-factor sign-in',
      on: 'On: signing in asks for a code from your authenticator app.',
      off: 'Off: signing in asks for your password only.',
      codesLeft: 'Unused recovery codes: {{count}}',
    },
    setup: {
      start: 'Set up two-factor sign-in',
      scan: 'Scan this QR code with an authenticator app (such as Google Authenticator, Microsoft Authenticator or 1Password).',
      qrLabel: 'QR code for your authenticator app',
      manual: 'Cannot scan it? Type this key into the app:',
      confirmIntro: 'Then enter the 6-digit code the app shows to finish.',
      confirm: 'Turn on',
      cancel: 'Cancel',
    },
    codes: {
      title: 'Save your recovery codes',
      intro:
        'Each code signs you in once if you lose your phone. They are shown only now: copy or download them and keep them somewhere safe.',
      copy: 'Copy',
      copied: 'Codes copied.',
      download: 'Download',
      fileName: 'rentals-recovery-codes.txt',
      done: 'I have saved them',
    },
    regenerate: {
      title: 'New recovery codes',
      intro: 'Get a new set of recovery codes; the old ones stop working.',
      submit: 'Get new codes',
    },
    disable: {
      title: 'Turn off two-factor sign-in',
      intro: 'Enter your password and a current code from your app.',
      introNoPassword:
        'Enter a current code from your app. Your account has no password: you must have signed in within the last {{minutes}} minutes.',
      staffWarning: 'Staff accounts cannot use the back office while two-factor sign-in is off.',
      submit: 'Turn off',
      done: 'Two-factor sign-in is off.',
    },
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
