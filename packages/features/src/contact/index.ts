// The contact form (/contact): the form, its shared schema (also the server's, from
// `@fuse/features/contact/schema`) and what the visitor sees once the message is sent.
export * from "@fuse/domain/contact/contract";
export { submitContact, useContactMutation } from "./api/mutations.ts";
export { ContactForm, type ContactFormProps } from "./components/contact-form.tsx";
export { ContactReceived, type ContactReceivedProps } from "./components/contact-received.tsx";
export {
  contactLimits,
  contactMessages,
  contactSchema,
  contactSubjects,
  isRobotSubmission,
  type ContactMessage,
  type ContactRequest,
  type ContactSubject,
} from "@fuse/domain/contact/schema";
