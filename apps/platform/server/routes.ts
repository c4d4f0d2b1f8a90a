import { configRoutes } from "./api/config.ts";
import { healthRoutes } from "./api/health.ts";
import { profileRoutes } from "./api/profile.ts";
import type { ModuleFactory } from "./server.ts";

/** Every route module of the server, in mount order. */
export const allRoutes: ModuleFactory[] = [configRoutes, healthRoutes, profileRoutes];
