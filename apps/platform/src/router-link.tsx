import { Link } from "react-router";

import type { LinkRenderer } from "@fuse/features/job-search";

/** The features' links, as the router's: no page reload. */
export const routerLink: LinkRenderer = ({ href, children, className, ref }) => (
  <Link to={href} className={className} ref={ref}>
    {children}
  </Link>
);
