import type { ApiEndpoint, ApiRequest, ApiResponse } from "./contract.ts";

/** The arguments after the endpoint: none needed when the endpoint takes no parameters, query or body. */
export type ApiRequestArgs<E extends ApiEndpoint> =
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- "nothing required" is exactly {}
  {} extends ApiRequest<E> ? [request?: ApiRequest<E>] : [request: ApiRequest<E>];

/**
 * The product API as the features see it, keyed by endpoint so a call's parameters and answer
 * cannot be mistyped. The app injects the implementation (bearer token, retries).
 */
export interface ApiClient {
  request<E extends ApiEndpoint>(endpoint: E, ...args: ApiRequestArgs<E>): Promise<ApiResponse<E>>;
}

/** An answer other than 2xx: its status, the server's French message and the field it concerns. */
export class ApiError extends Error {
  readonly status: number;
  readonly field?: string;

  constructor(status: number, message: string, field?: string) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.field = field;
  }
}

/**
 * No token to send (spec §8): the session could not be read ("Impossible de récupérer le token"),
 * or there is none ("Token manquant"). Shown as a toast with that very message.
 */
export class TokenError extends Error {
  constructor(message: "Impossible de récupérer le token" | "Token manquant") {
    super(message);
    this.name = "TokenError";
  }
}
