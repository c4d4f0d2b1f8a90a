import { Link, useLocation } from "react-router";

import { paths, pathTo } from "@fuse/domain/vocabulary/paths";
import { SiteFooter, type SiteFooterLinkGroup, type SiteFooterLinkRenderer } from "@fuse/ui/site-footer";

const contentPage = (slug: string) => pathTo(paths.publicPage, { slug });

/** The legal pages (content pages of supabase/seed.sql) and help, linked from every public page. */
export const footerGroups: SiteFooterLinkGroup[] = [
  {
    title: "Fuse",
    links: [
      { href: contentPage("a-propos"), label: "À propos" },
      { href: paths.faq, label: "FAQ" },
      { href: paths.contact, label: "Contact" },
    ],
  },
  {
    title: "Informations légales",
    links: [
      { href: contentPage("mentions-legales"), label: "Mentions légales" },
      { href: contentPage("conditions-generales"), label: "Conditions générales" },
      { href: contentPage("politique-de-confidentialite"), label: "Politique de confidentialité" },
      // RGAA: the footer states the site's accessibility status and links to its statement.
      { href: contentPage("declaration-accessibilite"), label: "Accessibilité : non conforme" },
    ],
  },
];

const routerLink: SiteFooterLinkRenderer = ({ href, children, ...props }) => (
  <Link to={href} {...props}>
    {children}
  </Link>
);

/** The foot of the public, sign-in and payment pages. */
export function PublicFooter() {
  const { pathname } = useLocation();
  return (
    <SiteFooter
      groups={footerGroups}
      currentHref={pathname}
      renderLink={routerLink}
      smallPrint={`© ${new Date().getFullYear()} Fuse — la plateforme de recrutement où chaque match s'explique.`}
    />
  );
}
