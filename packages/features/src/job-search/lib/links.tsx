import type * as React from "react";

/** Renders a link (a router's Link in the app, a plain `<a>` in stories and tests). */
export type LinkRenderer = (props: {
  href: string;
  children: React.ReactNode;
  className?: string;
  ref?: React.Ref<HTMLAnchorElement>;
}) => React.ReactElement;

export const plainLink: LinkRenderer = ({ href, children, className, ref }) => (
  <a href={href} className={className} ref={ref}>
    {children}
  </a>
);
