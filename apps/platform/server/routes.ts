import { apiRoutes } from "@fuse/api/routes.ts";
import { supabaseLocalRoutes } from "@fuse/supabase-local/routes.ts";

import { seoRoutes } from "./seo.ts";
import type { ModuleFactory } from "./server.ts";
import { webAppRoutes } from "./web-app.ts";

/**
 * Every route module of the server, in mount order: the product API, the Supabase stand-in (skipped
 * in hosted mode), /sitemap.xml and /robots.txt, and, last, the browser app, whose fallback answers
 * every other GET.
 */
export const allRoutes: ModuleFactory[] = [...apiRoutes, ...supabaseLocalRoutes, seoRoutes, webAppRoutes];
