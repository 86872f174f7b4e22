/**
 * The account pages' and dialogs' texts (issue 43): sign-in, sign-up, the two-factor step, the
 * provider buttons, the auth callback, completing the profile and resetting the password.
 * Today's English, word for word (docs/product.md#sign-up, #sign-in, #completing-the-profile).
 */
import { PASSWORD_HINT } from '@shared/auth/rules';
import { SIGNUP_MESSAGES } from '@shared/auth/signup-policy';
import { APP_NAME } from '@shared/constants/app';

export const en = {
  // Shared by several forms.
  email: 'Email',
  password: 'Password',
  firstName: 'First Name',
  lastName: 'Last Name',
  username: 'Username',
  dateOfBirth: 'Date of Birth',
  confirmPassword: 'Confirm Password',
  passwordHint: `${PASSWORD_HINT}.`,
  unexpected: 'An unexpected error occurred. Please try again.',
  loginFailed: 'Login failed',
  signInAgain: 'Sign in again',
  enterPasswordAgain: 'Enter your email and password again.',
  checkYourEmail: 'Check your email',
  backToSignIn: 'Back to sign in',
  usernameTakenTitle: 'Username taken',
  usernameTaken: 'This username is already in use. Please choose another one.',

  // Sign-in.
  signInTitle: 'ACCESS COMMAND CENTER',
  signInDescription: 'Sign in to reach your supplies, kits and plans.',
  welcomeBackToast: 'Welcome back, soldier!',
  welcomeBackToastText: 'Successfully logged in to command center.',
  providersOnly: (p: { providers: string }) =>
    `This server signs you in with ${p.providers} only: there are no passwords here.`,
  orContinueWithEmail: 'Or continue with email',
  forgotPassword: 'Forgot password?',
  accessing: 'ACCESSING...',
  enterCommandCenter: 'ENTER COMMAND CENTER',
  newToSquad: 'New to the squad?',
  signUp: 'Sign Up',
  or: ' or ',

  // Forgot password.
  resetNotSent: 'Reset link not sent',
  resetSent: "If an account exists for that address, we've sent a password reset link.",
  recoverTitle: 'RECOVER ACCESS',
  recoverDescription: 'Enter your email and we will send you a link to set a new password.',
  sending: 'SENDING...',
  sendResetLink: 'SEND RESET LINK',

  // Sign-up.
  signUpTitle: 'JOIN THE SQUAD',
  signUpDescription: 'Create your operative account.',
  signUpDescriptionMail: 'Create your operative account. We will email you a link to confirm it.',
  mailOffDescription: 'Mail is off on this server, so no confirmation email is sent: you sign in right away.',
  mailOffSignUp: 'Mail is off on this server, so no confirmation email was sent. Sign in with your email and password.',
  accountExists: 'Account exists',
  accountExistsText: 'An account with this email already exists. Please sign in instead.',
  signUpFailed: 'Signup failed',
  signUpError: 'An error occurred during signup',
  accountCreated: 'Account created',
  verificationSent: "We've sent you a verification link. Please check your email to complete your signup.",
  noPasswordsSignUp: (p: { providers: string }) =>
    `There are no passwords on this server: your account is created the first time you sign in with ${p.providers}.`,
  orSignUpWithEmail: 'Or sign up with email',
  creatingAccount: 'Creating Account...',
  deployToSquad: 'DEPLOY TO SQUAD',
  alreadyEnlisted: 'Already enlisted?',
  signIn: 'Sign In',
  signUpClosedTitle: 'SIGN-UP IS CLOSED',
  invitationOnlyTitle: 'BY INVITATION ONLY',
  signUpClosed: SIGNUP_MESSAGES.closed,
  invitationOnly: SIGNUP_MESSAGES.invite,
  closedHowTo: 'The administrator can email you an invitation link. Open it to create your account.',
  inviteHowTo:
    'A household owner can invite you from their household page, or the administrator can email you an invitation link. Open the link to create your account.',

  // Two-factor step.
  twoFactorTitle: 'TWO-FACTOR CHECK',
  twoFactorTotp: 'Your password was right. One more step keeps your account safe.',
  twoFactorRecovery: 'Each recovery code works once. Use one if you do not have your phone.',
  totpLabel: 'Enter the 6-digit code from your authenticator app',
  recoveryCode: 'Recovery code',
  recoveryExample: 'For example AbC12-dE3fG.',
  checking: 'CHECKING...',
  verifyAndSignIn: 'VERIFY AND SIGN IN',
  useRecoveryCode: 'Use a recovery code',
  useAuthenticator: 'Use the authenticator app',

  // Passkey, Google and OpenID Connect buttons.
  usePasskey: 'Use a passkey',
  waitingForPasskey: 'Waiting for your passkey...',
  signInWithPasskey: 'Sign in with a passkey',
  googleSignInFailed: 'Google sign-in failed',
  googleSignUpFailed: 'Google signup failed',
  googleSignUpError: 'An error occurred during Google signup',
  continueWithGoogle: 'Continue with Google',
  oidcFailed: (p: { name: string }) => `${p.name} sign-in failed`,
  signInWith: (p: { name: string }) => `Sign in with ${p.name}`,

  // The auth callback.
  authFailed: 'Authentication failed',
  emailChanged: 'Email changed',
  nowSignInWith: (p: { email: string }) => `You now sign in with ${p.email}.`,
  signInWithNewEmail: 'Sign in with your new email address.',
  welcomeBackCallback: 'Welcome back!',
  signedIn: 'Successfully signed in.',
  authError: 'Authentication error',
  authErrorText: 'Something went wrong during authentication. Please try again.',
  verifyingHeading: 'Verifying credentials...',
  verifying: 'Verifying credentials',
  callbackInvalid: 'This verification link is invalid or has expired. Sign in to request a new one.',
  callbackExpired: 'This verification link has expired. Sign in to request a new one.',
  callbackCancelled: 'Google sign-in was cancelled.',
  callbackStale: 'The sign-in attempt expired. Please try again.',
  callbackNotLinked:
    'An account with this email already exists, and it could not be joined to this sign-in safely. Sign in the way you did before.',
  callbackNoEmail: 'Google did not share an email address for this account.',
  callbackSignupDisabled: 'New accounts cannot be created right now.',
  callbackSignupRefused: 'Sign-up on this server is by invitation only. Ask its administrator for an invitation.',
  callbackDisabled: SIGNUP_MESSAGES.disabled,
  callbackRateLimited: 'Too many attempts. Please wait a few minutes and try again.',
  callbackFallback: 'We could not verify your sign-in. Please try again.',

  // Completing the profile.
  profileFailed: 'Profile creation failed',
  profileError: 'An error occurred while creating your profile.',
  profileCompleted: 'Profile completed',
  profileWelcome: `Welcome to ${APP_NAME}, operative. Your operative profile has been created.`,
  creatingProfile: 'Creating Profile...',
  completeDeployment: 'COMPLETE DEPLOYMENT',
  finalStep: 'Final step',
  completeTitle: 'Complete your operative profile',
  signedInAsBefore: 'Signed in as ',
  completeLead: '. Choose how the squad will know you.',
  operativeDetails: 'Operative details',

  // Resetting the password.
  invalidResetLink: 'This reset link is invalid or has expired.',
  resetFailed: 'Reset failed',
  passwordUpdated: 'Password updated',
  signInWithNewPassword: 'Sign in with your new password.',
  newPassword: 'New Password',
  resetting: 'Resetting...',
  resetPassword: 'RESET PASSWORD',
  accessRecovery: 'Access recovery',
  setNewPassword: 'Set a new password',
  newCredentials: 'New credentials',
  returnHome: 'Return to Home',
};
