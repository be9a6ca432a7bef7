/**
 * The words of the member account screens: a forgotten password, the reset form and the
 * account page. The server's own replies (confirmations, refusals) are shown as it words them.
 */
import { emailWords, fieldWords } from "@jute/api/contract";

export const accountCopy = {
  forgot: {
    heading: "Forgot Password",
    lead: "Enter the email address of your account. If it belongs to a member, we mail a link to choose a new password.",
    loading: "Loading the form…",
    noScript: "Asking for a new password needs JavaScript: please turn it on for this site.",
    email: "Email Address",
    submit: "Send me a link",
    busy: "Sending…",
    sentTitle: "Check your mail",
    backToLogin: "Back to login",
  },
  reset: {
    heading: "Choose a New Password",
    lead: "Choose the new password of your account. Every session of the account ends when it is set.",
    loading: "Loading the form…",
    checking: "Checking the link…",
    noScript: "Choosing a new password needs JavaScript: please turn it on for this site.",
    password: "New Password",
    confirm: "Confirm New Password",
    submit: "Set new password",
    busy: "Saving…",
    doneTitle: "Password changed",
    logIn: "Log in with the new password",
    invalidTitle: "This link cannot be used",
    invalid: "This reset link cannot be used: it has been used already, has expired or is incomplete. Ask for a new link.",
    askAgain: "Ask for a new link",
  },
  account: {
    heading: "My Account",
    lead: "Your name, email and company, your password and sessions, a copy of your data, and deleting your account.",
    loading: "Loading your account…",
    noScript: "Your account page needs JavaScript: please turn it on for this site.",
    signedOutTitle: "You are not logged in",
    signedOut: "Log in to see your account.",
    logIn: "Log in",
    loadFailed: "Your account could not be loaded.",
    retry: "Try again",
    detailsTitle: "Your details",
    nameLabel: "Name",
    emailLabel: "Email",
    renameTitle: "Change your name",
    newName: "Full Name",
    rename: "Save name",
    renaming: "Saving…",
    companyTitle: "Your company",
    companyHelp: "The company and country our proforma invoices are made out to. Leave them empty if you buy for yourself.",
    companyLabel: "Company",
    countryLabel: "Country",
    saveCompany: "Save company",
    passwordTitle: "Change your password",
    passwordHelp: "Your other sessions end when the password changes; this one stays.",
    currentPassword: "Current Password",
    newPassword: "New Password",
    confirmPassword: "Confirm New Password",
    changePassword: "Change password",
    changingPassword: "Changing…",
    everywhereTitle: "Sessions",
    everywhereHelp: "Log out on every device and browser where you are logged in, this one included.",
    everywhere: "Log out everywhere",
    everywhereBusy: "Logging out…",
    endedTitle: "You are logged out everywhere",
    deleteTitle: "Delete your account",
    dataTitle: "Your data",
    dataHelp:
      "Download everything we hold about you as one file (JSON): your account, the messages and quote requests you sent, our offers and your answers, and your sessions with their dates.",
    download: "Download my data",
    downloadBusy: "Preparing your file…",
    downloaded: (file: string) => `Your data is downloaded as ${file}.`,
    privacyLink: "How we use your data (privacy notice)",
    deleteHelp:
      "Deleting removes your name, email, password and sessions at once, and this cannot be undone. What we keep, and why: the messages, quote requests and offers you exchanged with us stay as records of our trade (their reference, goods, prices and dates), with your name, email and message text erased. Mail already on its way to you is stopped.",
    deleteEmail: "Type your email to confirm",
    deleteSubmit: "Delete my account",
    deleteBusy: "Deleting…",
    deleteMismatch: "Type the email of this account exactly to confirm",
    deletedTitle: "Your account has been deleted",
  },
  /** A new account's address confirmation (mail on): /login after the sign-up, and a login refused until the link is opened. */
  addressLink: {
    sentTo: (email: string) => `Almost done: we have sent a link to ${email}. Open it to confirm your address and log in. The mail may take a few minutes.`,
    sendAgain: "Send the link again",
    sending: "Sending…",
    failed: "The link could not be sent: try again in a moment.",
    confirming: "Confirming your email address…",
  },
  passwordHelp: "At least 8 characters; not a common password, your name or your email.",
  passwordMismatch: "The passwords do not match",
  /**
   * What the form says of a required field left empty (the form's check, before any request):
   * the contract's words for the field, the sentence the server answers for it too. The
   * confirmation fields are the form's own (the server never sees them).
   */
  missing: {
    name: fieldWords.name.missing,
    email: fieldWords.email.missing,
    password: fieldWords.password.missing,
    currentPassword: fieldWords.currentPassword.missing,
    newPassword: fieldWords.changedPassword.missing,
    choosePassword: fieldWords.newPassword.missing,
    confirmChosen: "Type the password again",
    confirm: "Type the new password again",
    deleteEmail: fieldWords.confirmEmail.missing,
  },
  /** What the form says of an email that is no address: the contract's words, as the server's. */
  invalidEmail: emailWords.invalid,
  somethingWrong: "Something went wrong",
} as const;
