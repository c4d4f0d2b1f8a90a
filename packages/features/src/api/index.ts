// The product API's typed client and contract, shared by the browser (features, app) and the server.
export { ApiError, TokenError, type ApiClient, type ApiRequestArgs } from "./client.ts";
export * from "./contract.ts";
export { createQueryClient, notifyApiError } from "./query-client.ts";
