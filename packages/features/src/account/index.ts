// The account slice's public entry: the screens' forms, their schemas and the French auth messages.
export { AccountMenu, type AccountMenuProps } from "./components/account-menu.tsx";
export { AuthCard, FormAlert, type AuthCardProps } from "./components/auth-card.tsx";
export { ChangeEmailForm, type ChangeEmailFormProps } from "./components/change-email-form.tsx";
export { ChangePasswordForm, type ChangePasswordFormProps } from "./components/change-password-form.tsx";
export { CheckEmail, type CheckEmailProps } from "./components/check-email.tsx";
export {
  deletionFailedMessage,
  deletionWord,
  DeleteAccount,
  type DeleteAccountProps,
} from "./components/delete-account.tsx";
export { ExportData, exportFailedMessage, saveFile, type ExportDataProps } from "./components/export-data.tsx";
export { ForgotPasswordForm, type ForgotPasswordFormProps } from "./components/forgot-password-form.tsx";
export { LoginForm, type LoginFormProps } from "./components/login-form.tsx";
export { ResetPasswordForm, type ResetPasswordFormProps } from "./components/reset-password-form.tsx";
export { SignUpForm, type SignUpFormProps } from "./components/sign-up-form.tsx";
export { authErrorMessage, networkErrorMessage, type AuthFailureLike } from "@fuse/domain/account/auth-errors";
export {
  changeEmailSchema,
  changePasswordSchema,
  type ChangeEmailValues,
  type ChangePasswordValues,
} from "@fuse/domain/account/account-settings-schemas";
export {
  forgotPasswordSchema,
  loginSchema,
  resetPasswordSchema,
  signUpSchema,
  type ForgotPasswordValues,
  type LoginValues,
  type ResetPasswordValues,
  type SignUpValues,
} from "@fuse/domain/account/schemas";
export { useDeleteAccountMutation } from "./use-delete-account-mutation.ts";
export { downloadAccountExport } from "./lib/export-download.ts";
