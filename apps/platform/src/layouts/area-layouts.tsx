import { routesOfLayout } from "../routes";
import { DashboardLayout } from "./dashboard-layout";
import { type NavItem } from "./nav-links";

/** One menu entry per purpose: a page's own label, and none for the steps reached from another page. */
const navOf = (layout: "candidate" | "recruiter"): NavItem[] =>
  routesOfLayout(layout).flatMap((route) =>
    route.menu === false
      ? []
      : // A page with pages inside it stays the current entry while one of them shows.
        [{ to: route.path, label: route.menu ?? route.title, end: (route.children ?? []).length === 0 }],
  );

export const candidateNav = navOf("candidate");
export const recruiterNav = navOf("recruiter");

/** The candidate's dashboard, with a link to each of its pages. */
export function CandidateLayout() {
  return <DashboardLayout items={candidateNav} label="Espace candidat" />;
}

/** The recruiter's dashboard, with a link to each of its pages. */
export function RecruiterLayout() {
  return <DashboardLayout items={recruiterNav} label="Espace recruteur" />;
}
