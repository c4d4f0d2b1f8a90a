// Company pre-registration (/pre-inscription): the form, its shared schema (also the server's, from
// `@fuse/features/pre-registration/schema`), the SIRET and phone rules and the NAF sectors.
export * from "@fuse/domain/pre-registration/contract";
export { preRegistrationKeys } from "./api/keys.ts";
export { submitPreRegistration, usePreRegistrationMutation } from "./api/mutations.ts";
export { PreRegistrationForm, type PreRegistrationFormProps } from "./components/pre-registration-form.tsx";
export {
  CompanyExistsNotice,
  PreRegistrationReceived,
  type CompanyExistsNoticeProps,
  type PreRegistrationReceivedProps,
} from "./components/pre-registration-outcomes.tsx";
export { loadNafSubclasses, nafCodePattern, type NafSubclass } from "@fuse/domain/pre-registration/naf";
export {
  companySizeLabels,
  companySizes,
  compactSiret,
  formatSiret,
  isValidSiret,
  normalizeFrenchPhone,
  preRegistrationMessages,
  preRegistrationSchema,
  type CompanySize,
  type PreRegistration,
  type PreRegistrationRequest,
} from "@fuse/domain/pre-registration/schema";
