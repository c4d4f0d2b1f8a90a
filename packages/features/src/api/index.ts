// The product API's typed client and contract, shared by the browser (features, app) and the server.
export { ApiError, TokenError, type ApiClient, type ApiRequestArgs } from "@fuse/domain/api/client";
export * from "@fuse/domain/api/contract";
export { createQueryClient, notifyApiError, retryUnlessAnswered } from "./query-client.ts";
