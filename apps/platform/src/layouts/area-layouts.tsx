import { routesOfLayout } from "../routes";
import { DashboardLayout } from "./dashboard-layout";
import { type NavItem } from "./nav-links";

const navOf = (layout: "candidate" | "recruiter"): NavItem[] =>
  routesOfLayout(layout).map((route) => ({ to: route.path, label: route.title }));

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
