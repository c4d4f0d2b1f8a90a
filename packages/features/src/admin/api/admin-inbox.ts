import { queryOptions, useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";

import type {
  AdminContactMessage,
  AdminPreRegistration,
  ContactMessageStatus,
  InboxQuery,
  PreRegistrationStatus,
} from "@fuse/domain/admin/inbox-contract";
import { adminInboxMessages } from "@fuse/domain/admin/inbox-labels";
import { toast } from "@fuse/ui/toast-store";

import type { ApiClient } from "../../api/index.ts";
import { adminInboxKeys, adminKeys } from "./keys.ts";
import { adminMessageOf } from "./mutations.ts";

// The administrators' inboxes: the contact messages and the company pre-registrations.

/** `GET /api/admin/contact-messages`: one page, newest first, of one state or all. */
export function listContactMessages(api: ApiClient, query: InboxQuery<ContactMessageStatus>, signal?: AbortSignal) {
  return api.request("GET /api/admin/contact-messages", { query, signal });
}

/** `POST /api/admin/contact-messages/{id}/handled`: dealt with, or back to the ones to deal with. */
export function setContactMessageHandled(api: ApiClient, id: string, handled: boolean) {
  return api.request("POST /api/admin/contact-messages/:id/handled", { params: { id }, body: { handled } });
}

/** `POST /api/admin/contact-messages/{id}/reply`: the server e-mails the answer and marks the message dealt with. */
export function replyToContactMessage(api: ApiClient, id: string, message: string) {
  return api.request("POST /api/admin/contact-messages/:id/reply", { params: { id }, body: { message } });
}

/** `GET /api/admin/pre-registrations`: one page, newest first, of one state or all. */
export function listPreRegistrations(api: ApiClient, query: InboxQuery<PreRegistrationStatus>, signal?: AbortSignal) {
  return api.request("GET /api/admin/pre-registrations", { query, signal });
}

/** `POST /api/admin/pre-registrations/{id}/handled`. */
export function setPreRegistrationHandled(api: ApiClient, id: string, handled: boolean) {
  return api.request("POST /api/admin/pre-registrations/:id/handled", { params: { id }, body: { handled } });
}

/** `POST /api/admin/pre-registrations/{id}/approve`: the invitation to sign up is e-mailed again. */
export function approvePreRegistration(api: ApiClient, id: string) {
  return api.request("POST /api/admin/pre-registrations/:id/approve", { params: { id } });
}

export const adminInboxQueries = {
  contactMessages: (api: ApiClient, query: InboxQuery<ContactMessageStatus>) =>
    queryOptions({
      queryKey: adminInboxKeys.contactMessageList(query),
      queryFn: ({ signal }) => listContactMessages(api, query, signal),
      staleTime: 10_000,
    }),
  preRegistrations: (api: ApiClient, query: InboxQuery<PreRegistrationStatus>) =>
    queryOptions({
      queryKey: adminInboxKeys.preRegistrationList(query),
      queryFn: ({ signal }) => listPreRegistrations(api, query, signal),
      staleTime: 10_000,
    }),
};

type Page<T> = { items: T[] };

/**
 * The item as the server answered, in every cached page at once. The lists are marked stale but not
 * read again at once: the item stays where the administrator acted on it, showing its new state,
 * and leaves a filtered list at the next reading (another filter, page or visit).
 */
function applyItem<T extends { id: string }>(queryClient: QueryClient, key: readonly unknown[], item: T) {
  queryClient.setQueriesData<Page<T>>({ queryKey: key }, (page) =>
    page ? { ...page, items: page.items.map((row) => (row.id === item.id ? item : row)) } : page,
  );
  void queryClient.invalidateQueries({ queryKey: key, refetchType: "none" });
  void queryClient.invalidateQueries({ queryKey: adminKeys.journal() });
}

/** Sends the answer to a contact message; « Réponse envoyée à … ». Refusals are the form's to show. */
export function useReplyToContactMessageMutation(api: ApiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, message }: { id: string; message: string }) => replyToContactMessage(api, id, message),
    onSuccess: (item: AdminContactMessage) => {
      applyItem(queryClient, adminInboxKeys.contactMessages(), item);
      toast({ title: adminInboxMessages.replied(item.email), color: "primary" });
    },
  });
}

/** « Marquer comme traité » or « Rouvrir » a contact message. */
export function useContactMessageHandledMutation(api: ApiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, handled }: { id: string; handled: boolean }) => setContactMessageHandled(api, id, handled),
    onSuccess: (item: AdminContactMessage) => {
      applyItem(queryClient, adminInboxKeys.contactMessages(), item);
      toast({
        title: item.status === "handled" ? adminInboxMessages.handled : adminInboxMessages.reopened,
        color: "primary",
      });
    },
    onError: (error) => toast({ title: adminMessageOf(error, adminInboxMessages.handleFailed), color: "red" }),
  });
}

/** « Approuver » a pre-registration: the server e-mails the invitation. */
export function useApprovePreRegistrationMutation(api: ApiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: string }) => approvePreRegistration(api, id),
    onSuccess: (item: AdminPreRegistration) => {
      applyItem(queryClient, adminInboxKeys.preRegistrations(), item);
      toast({ title: adminInboxMessages.approved(item.email), color: "primary" });
    },
    onError: (error) => {
      // A company that has created its account meanwhile: the list is read again to say so.
      void queryClient.invalidateQueries({ queryKey: adminInboxKeys.preRegistrations() });
      toast({ title: adminMessageOf(error, adminInboxMessages.approveFailed), color: "red" });
    },
  });
}

/** « Marquer comme traitée » or « Rouvrir » a pre-registration. */
export function usePreRegistrationHandledMutation(api: ApiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, handled }: { id: string; handled: boolean }) => setPreRegistrationHandled(api, id, handled),
    onSuccess: (item: AdminPreRegistration) => {
      applyItem(queryClient, adminInboxKeys.preRegistrations(), item);
      toast({
        title: item.status === "new" ? adminInboxMessages.registrationReopened : adminInboxMessages.registrationHandled,
        color: "primary",
      });
    },
    onError: (error) =>
      toast({ title: adminMessageOf(error, adminInboxMessages.registrationHandleFailed), color: "red" }),
  });
}
