/**
 * Validation messages the spec fixes verbatim (§5). Schemas in this folder use them so that the backend's 400
 * answers and the browser's form errors read the same; lib/domain reuses them for client-side checks.
 */
export const ValidationMessage = {
  emailRequired: "please enter your email",
  emailInvalid: "please enter a valid email",
  passwordRequired: "please enter your password",
  passwordTooShort: "password length must be greater than 6",
  codeRequired: "please enter your code",
  codeTooShort: "code length must be greater than 6",
  resetEmailInvalid: "Please use a valid email to get the code",
  resetPasswordRequired: "Password is required",
  /** The spec's "8-20", with the maximum raised to 128 (constants.ts, issue 13). */
  resetPasswordLength: "Password must be 8-128 characters",
  resetPasswordLettersDigits: "Use letters and numbers",
  confirmPassword: "Confirm your password",
  passwordsDoNotMatch: "Passwords do not match",
  resetCodeRequired: "Code is required",
  resetCodeFormat: "Enter 6-digit code",
  fillAllFields: "please fill in all the fields",
  profileEmpty: "Please select or input or updload for research needs",
  scholarLinkInvalid: "Please enter a valid Google Scholar link",
  arxivLinkInvalid: "Please enter a valid Arxiv link",
  linkExists: "The link already exists",
  linkTitleFailed: "Get link title failed",
  sameTitleExists: "Already exists same title",
  pdfOnly: "Please upload PDF file!",
  selectAtLeastOne: "Please select at least one item",
  fileTooLarge: "File size exceeds 500MB limit.",
  totalTooLarge: "Total file size exceeds 2GB limit.",
  uploadNeedsAgent: "Please @ an agent before upload files.",
  mobileUnavailable: "Function not available on mobile. Please switch to PC to continue.",
  sessionIdRequired: "Session ID is required",
  invitationCodeInvalid: "Invitation code entered is invalid. Please check and try again.",
  notebookTooOld: "Format of the notebook too old",
  /** Not quoted by the spec: the sign-up password's minimum of 8 and maximum of 128 (issue 13); our wording. */
  newPasswordTooShort: "password length must be at least 8",
  passwordTooLong: "password length must be at most 128",
  /** Not quoted by the spec: a new password found in the list of common passwords (backend only). */
  passwordTooCommon: "This password is too common. Please choose another one",
  /** Not quoted by the spec ("a query is required to send a chat message"); our wording. */
  queryRequired: "query is required",
} as const;

export type ValidationMessageKey = keyof typeof ValidationMessage;
