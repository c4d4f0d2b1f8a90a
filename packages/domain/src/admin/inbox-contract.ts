// The administrators' inboxes (contact messages, company pre-registrations) and their view of the
// users: the endpoints this adds to the API contract (see ../../api/contract.ts). Every one needs an
// administrator's token; dates are ISO 8601.
import { profileTypes } from "../vocabulary/index.ts";

/** A contact message waits (`new`) until an administrator deals with it (`handled`). */
export const contactMessageStatuses = ["new", "handled"] as const;
export type ContactMessageStatus = (typeof contactMessageStatuses)[number];

/** A pre-registration is also `approved` once an administrator has sent the invitation to sign up. */
export const preRegistrationStatuses = ["new", "handled", "approved"] as const;
export type PreRegistrationStatus = (typeof preRegistrationStatuses)[number];

/** The kinds of user the list filters on; `none`: signed up, no profile chosen yet. */
export const adminUserTypes = [...profileTypes, "none"] as const;
export type AdminUserType = (typeof adminUserTypes)[number];

/** One page of a list, newest first. */
export interface AdminPage<T> {
  items: T[];
  total: number;
  /** From 1. */
  page: number;
  per_page: number;
  pages: number;
}

/** `?status=&q=&page=&per_page=` of an inbox: `q` looks in names, addresses and texts. */
export interface InboxQuery<S extends string> {
  status?: S | undefined;
  q?: string | undefined;
  page?: number | undefined;
  per_page?: number | undefined;
}

/** The administrator who dealt with an item (null once their account is gone). */
export interface HandlingAdmin {
  profile_id: string;
  email: string | null;
}

export interface AdminContactMessage {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  created_at: string;
  /** When the sender agreed to their data being used to answer (null for messages kept from before it was asked). */
  consent_at: string | null;
  status: ContactMessageStatus;
  handled_at: string | null;
  handled_by: HandlingAdmin | null;
  /** When the last answer was sent. */
  replied_at: string | null;
}

export interface AdminPreRegistration {
  id: string;
  company_name: string;
  siret: string;
  sector: string | null;
  size: string | null;
  address: string | null;
  city: string | null;
  postal_code: string | null;
  contact_name: string;
  email: string;
  phone: string | null;
  created_at: string;
  /** When the person agreed to their data being used for the account's creation. */
  consent_at: string | null;
  status: PreRegistrationStatus;
  handled_at: string | null;
  handled_by: HandlingAdmin | null;
  approved_at: string | null;
  /** When the last invitation to sign up was sent (on pre-registration or approval). */
  invited_at: string | null;
  /** A company with this SIRET or SIREN has an account now: approving it is refused. */
  account_exists: boolean;
}

/** `POST …/handled`: dealt with (`true`), or back to the new ones (`false`). */
export interface HandledChange {
  handled: boolean;
}

/** `POST /api/admin/contact-messages/:id/reply`: plain text, sent by e-mail to the sender. */
export interface ContactReply {
  /** Default « Re : » and the message's subject. */
  subject?: string | undefined;
  /** 1 to 5,000 characters. */
  message: string;
}

/** `?q=&type=&page=&per_page=` of the users: `q` looks in e-mail addresses and names. */
export interface AdminUserQuery {
  q?: string | undefined;
  type?: AdminUserType | undefined;
  page?: number | undefined;
  per_page?: number | undefined;
}

/** A recruiter's subscription as the payment provider last told of it. */
export interface AdminUserSubscription {
  /** active, trialing, canceled, past_due, unpaid, incomplete, incomplete_expired or paused. */
  status: string;
  current_period_end: string;
}

export interface AdminUser {
  /** The auth user's id (what `DELETE /api/admin/users/:id` takes). */
  id: string;
  profile_id: string | null;
  email: string;
  type: AdminUserType;
  /** A candidate's first and last names, or the person a company's account speaks for. */
  name: string | null;
  /** A recruiter's company. */
  company_name: string | null;
  email_confirmed: boolean;
  profile_completed: boolean;
  created_at: string;
  last_sign_in_at: string | null;
  /** Recruiters only; null without a subscription. */
  subscription: AdminUserSubscription | null;
}

/** `GET /api/admin/users/:id`: the list's facts and a little more. */
export interface AdminUserDetail extends AdminUser {
  email_confirmed_at: string | null;
  city: string | null;
  /** A recruiter's company SIRET. */
  siret: string | null;
}

export interface AdminInboxEndpoints {
  "GET /api/admin/contact-messages": {
    query: InboxQuery<ContactMessageStatus>;
    response: AdminPage<AdminContactMessage>;
  };
  "POST /api/admin/contact-messages/:id/handled": {
    params: { id: string };
    body: HandledChange;
    response: AdminContactMessage;
  };
  "POST /api/admin/contact-messages/:id/reply": {
    params: { id: string };
    body: ContactReply;
    response: AdminContactMessage;
  };
  "GET /api/admin/pre-registrations": {
    query: InboxQuery<PreRegistrationStatus>;
    response: AdminPage<AdminPreRegistration>;
  };
  "POST /api/admin/pre-registrations/:id/handled": {
    params: { id: string };
    body: HandledChange;
    response: AdminPreRegistration;
  };
  "POST /api/admin/pre-registrations/:id/approve": { params: { id: string }; response: AdminPreRegistration };
  "GET /api/admin/users": { query: AdminUserQuery; response: AdminPage<AdminUser> };
  "GET /api/admin/users/:id": { params: { id: string }; response: AdminUserDetail };
  /** Erases the account as its owner's own deletion would (RGPD); answers the id that is gone. */
  "DELETE /api/admin/users/:id": { params: { id: string }; response: { id: string } };
}

/** None of them is public. */
export const adminInboxPublicEndpoints: readonly string[] = [];
