/** The product API as the features see it; the app injects the implementation (bearer token, retries). */
export interface ApiClient {
  request<T>(
    method: "GET" | "POST" | "PATCH" | "DELETE",
    path: string,
    options?: { body?: unknown; signal?: AbortSignal },
  ): Promise<T>;
}

/** An answer other than 2xx: its status and the server's French message. */
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
