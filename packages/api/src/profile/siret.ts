// One SIRET rule for the browser's forms and the server: it lives with the pre-registration's schema.
export { isValidSiret } from "@fuse/domain/pre-registration/schema";
