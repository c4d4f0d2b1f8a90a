/** The screens a layout wraps; `none` shows the page alone (payment returns). */
export type LayoutName = "default" | "guest" | "candidate" | "recruiter" | "admin-global-refactored" | "none";

export type PageRoute = {
  path: string;
  /** Page heading, and the document title as "<title> · Fuse". */
  title: string;
  description?: string;
  layout: LayoutName;
  /**
   * The module of `src/pages` that renders this page, loaded when first visited (its file name
   * without extension); pages still to be built use "coming-soon".
   */
  screen?: string;
  /** Pages shown inside this page (a job form inside the job list). */
  children?: PageRoute[];
};

export const candidateHome = "/dashboard/candidate";
export const recruiterHome = "/dashboard/recruiter";

/** Every screen of the platform (spec §2), in the order its navigation lists them. */
export const pageRoutes: PageRoute[] = [
  // Public and account
  { path: "/", title: "Accueil", layout: "default" },
  { path: "/login", title: "Connexion", layout: "guest", screen: "login" },
  { path: "/forgot-password", title: "Mot de passe oublié", layout: "guest", screen: "forgot-password" },
  { path: "/reset-password", title: "Nouveau mot de passe", layout: "guest", screen: "reset-password" },
  { path: "/confirm-email", title: "Confirmation de l'adresse e-mail", layout: "guest", screen: "confirm-email" },
  { path: "/contact", title: "Contact", layout: "default" },
  { path: "/faq", title: "FAQ", layout: "default" },
  { path: "/actualites", title: "Actualités", layout: "default" },
  { path: "/actualites/:id", title: "Actualité", layout: "default" },
  { path: "/cancel", title: "Paiement annulé", description: "Votre paiement a été annulé", layout: "none" },
  {
    path: "/success",
    title: "Paiement réussi",
    description: "Votre abonnement a été activé avec succès",
    layout: "none",
  },
  {
    path: "/create-profile",
    title: "Profil créé avec succès",
    description: "Consultez vos e-mails pour activer votre compte.",
    layout: "guest",
    screen: "profile-created",
  },
  { path: "/pre-inscription", title: "Inscription Recruteur", layout: "default" },
  { path: "/p/:slug", title: "Page", layout: "default" },
  { path: "/simulation-salaire", title: "Simulation de salaire", layout: "default", screen: "salary-simulation" },
  {
    path: "/submit-exists-recruiter",
    title: "Entreprise déjà enregistrée",
    description: "Votre entreprise dispose déjà d'un compte.",
    layout: "guest",
  },
  // Registration
  { path: "/register/recruiter", title: "Inscription Recruteur", layout: "guest", screen: "register-recruiter" },
  { path: "/register/candidate/inscription", title: "Inscription", layout: "guest", screen: "register-candidate" },
  {
    path: "/register/candidate/create-profile",
    title: "Profil créé avec succès",
    description: "Consultez vos e-mails pour activer votre compte.",
    layout: "guest",
    screen: "profile-created",
  },
  { path: "/register/candidate/cvAnalyzer", title: "Analyse de votre CV", layout: "guest" },
  { path: "/register/candidate/voice", title: "Présentation vocale", layout: "guest" },
  // Questionnaires
  { path: "/questionnaire/companyAnalyzer", title: "Analyse de votre entreprise", layout: "default" },
  { path: "/questionnaire/candidate", title: "Questionnaire candidat", layout: "default" },
  { path: "/questionnaire/recruiter", title: "Questionnaire recruteur", layout: "default" },
  { path: "/questionnaire/:slug", title: "Questionnaire", layout: "default" },
  // Candidate dashboard
  { path: candidateHome, title: "Tableau de bord candidat", layout: "candidate" },
  { path: `${candidateHome}/card`, title: "MaFuseCard", layout: "candidate" },
  { path: `${candidateHome}/jobs`, title: "Recherche d'emploi", layout: "candidate" },
  { path: `${candidateHome}/memo`, title: "Mon portrait", layout: "candidate" },
  { path: `${candidateHome}/news`, title: "Actualités", layout: "candidate" },
  { path: `${candidateHome}/potential-matches`, title: "Vos matchs potentiels", layout: "candidate" },
  { path: `${candidateHome}/profile`, title: "Mon Profil", layout: "candidate" },
  { path: `${candidateHome}/question-four`, title: "Création de mon portrait", layout: "candidate" },
  { path: `${candidateHome}/search-jobs`, title: "Rechercher un emploi", layout: "candidate" },
  { path: `${candidateHome}/workflow`, title: "Suivi de mes candidatures", layout: "candidate" },
  // Recruiter dashboard
  { path: recruiterHome, title: "Tableau de bord recruteur", layout: "recruiter" },
  { path: `${recruiterHome}/card`, title: "MaFuseCard", layout: "recruiter" },
  {
    path: `${recruiterHome}/jobs`,
    title: "Mes offres d'emploi",
    layout: "recruiter",
    children: [{ path: "add-or-edit", title: "Ajouter ou modifier une offre", layout: "recruiter" }],
  },
  { path: `${recruiterHome}/news`, title: "Actualités", layout: "recruiter" },
  { path: `${recruiterHome}/potential-matches`, title: "Vos matchs potentiels", layout: "recruiter" },
  { path: `${recruiterHome}/profile`, title: "Mon Profil", layout: "recruiter" },
  { path: `${recruiterHome}/subscribe`, title: "Abonnement", layout: "recruiter" },
  { path: `${recruiterHome}/workflow`, title: "Suivi des recrutements", layout: "recruiter" },
];

/** Full paths of a route and its children, for navigation menus. */
export function flattenRoutes(routes: PageRoute[], parent = ""): PageRoute[] {
  return routes.flatMap((route) => {
    const path = route.path.startsWith("/") ? route.path : `${parent}/${route.path}`;
    return [{ ...route, path }, ...flattenRoutes(route.children ?? [], path)];
  });
}

/** The pages of one layout, with full paths. */
export function routesOfLayout(layout: LayoutName): PageRoute[] {
  return flattenRoutes(pageRoutes).filter((route) => route.layout === layout);
}
