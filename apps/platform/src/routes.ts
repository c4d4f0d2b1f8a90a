import { paths } from "@fuse/domain/vocabulary/paths";

/** The screens a layout wraps; `none` shows the page alone (payment returns). */
export type LayoutName = "default" | "guest" | "candidate" | "recruiter" | "admin-global-refactored" | "none";

/**
 * Where each layout's component is: its module under `src/layouts` and its export. Each module is a
 * chunk of its own, loaded beside the page it wraps; the server preloads it with the page.
 */
export const layoutModules: Record<LayoutName, { file: string; component: string }> = {
  default: { file: "default-layout.tsx", component: "DefaultLayout" },
  guest: { file: "guest-layout.tsx", component: "GuestLayout" },
  candidate: { file: "area-layouts.tsx", component: "CandidateLayout" },
  recruiter: { file: "area-layouts.tsx", component: "RecruiterLayout" },
  "admin-global-refactored": { file: "minimal-layouts.tsx", component: "AdminLayout" },
  none: { file: "minimal-layouts.tsx", component: "BareLayout" },
};

export type PageRoute = {
  path: string;
  /** Page heading, and the document title as "<title> · Fuse". */
  title: string;
  /** What the page is about: its introduction, and the meta description search engines show. */
  description?: string;
  layout: LayoutName;
  /**
   * A page of the public site: listed in /sitemap.xml (when its path has no parameter) and given
   * its description and canonical address in the HTML the server sends.
   */
  indexed?: boolean;
  /**
   * Rendered by the server too, though not part of the public site: the sign-in and sign-up pages,
   * for a browser without a session (one with a session may be sent on, so its browser renders
   * them). Not listed in /sitemap.xml, no canonical address.
   */
  rendered?: boolean;
  /**
   * The module of `src/pages` that renders this page, loaded when first visited (its file name
   * without extension; `admin/<name>` for the administration's pages in `src/pages/admin`); pages still
   * to be built use "coming-soon". The administration's routes are in `admin-routes.ts`.
   */
  screen?: string;
  /**
   * The dashboard menu's label when it differs from the title (one entry per purpose), or false for
   * a page reached from another one rather than from the menu.
   */
  menu?: string | false;
  /** Pages shown inside this page (a job form inside the job list). */
  children?: PageRoute[];
};

/** Every screen of the platform (spec §2), in the order its navigation lists them. */
export const pageRoutes: PageRoute[] = [
  // Public and account
  {
    path: paths.home,
    title: "Accueil",
    description:
      "Fuse rapproche candidats et recruteurs à partir des compétences, des conditions de travail et de la culture d'entreprise : chaque match s'explique, critère par critère.",
    layout: "default",
    screen: "home",
    indexed: true,
  },
  { path: paths.login, title: "Connexion", layout: "guest", screen: "login", rendered: true },
  {
    path: paths.forgotPassword,
    title: "Mot de passe oublié",
    layout: "guest",
    screen: "forgot-password",
    rendered: true,
  },
  { path: paths.resetPassword, title: "Nouveau mot de passe", layout: "guest", screen: "reset-password" },
  { path: paths.confirmEmail, title: "Confirmation de l'adresse e-mail", layout: "guest", screen: "confirm-email" },
  {
    path: paths.contact,
    title: "Contact",
    description:
      "Une question sur votre compte, une offre, votre abonnement ou vos données ? Écrivez-nous : nous vous répondons par e-mail.",
    layout: "default",
    screen: "contact",
    indexed: true,
  },
  {
    path: paths.faq,
    title: "FAQ",
    description: "Les réponses aux questions les plus fréquentes sur Fuse, pour les candidats et les recruteurs.",
    layout: "default",
    screen: "faq",
    indexed: true,
  },
  {
    path: paths.news,
    title: "Actualités",
    description: "Les nouveautés de Fuse et nos conseils pour les candidats et les recruteurs.",
    layout: "default",
    screen: "public-news",
    indexed: true,
  },
  {
    path: paths.newsItem,
    title: "Actualité",
    description: "Une actualité de Fuse, la plateforme de recrutement où chaque match s'explique.",
    layout: "default",
    screen: "public-news",
    indexed: true,
  },
  {
    path: paths.paymentCancelled,
    title: "Paiement annulé",
    description: "Votre paiement a été annulé",
    layout: "none",
    screen: "payment-cancelled",
  },
  {
    path: paths.paymentSucceeded,
    title: "Paiement réussi",
    description: "Votre abonnement a été activé avec succès",
    layout: "none",
    screen: "payment-success",
  },
  {
    path: paths.profileCreated,
    title: "Profil créé avec succès",
    description: "Consultez vos e-mails pour activer votre compte.",
    layout: "guest",
    screen: "profile-created",
  },
  {
    path: paths.preRegistration,
    title: "Inscription Recruteur",
    description:
      "Présentez votre entreprise : une fois votre demande approuvée, nous vous envoyons un lien pour créer votre compte recruteur.",
    layout: "default",
    screen: "pre-registration",
    indexed: true,
  },
  {
    path: paths.publicPage,
    title: "Page",
    description: "Une page de Fuse, la plateforme de recrutement où chaque match s'explique.",
    layout: "default",
    screen: "public-page",
    indexed: true,
  },
  {
    path: paths.offers,
    title: "Offres d'emploi",
    description:
      "Toutes les offres publiées sur Fuse : cherchez par métier et par ville, filtrez par contrat, télétravail et salaire, et voyez le net estimé de chaque offre.",
    layout: "default",
    screen: "public-jobs",
    indexed: true,
  },
  {
    path: paths.offer,
    title: "Offre d'emploi",
    description: "Une offre d'emploi publiée sur Fuse, la plateforme de recrutement où chaque match s'explique.",
    layout: "default",
    screen: "public-offer",
    indexed: true,
  },
  {
    path: paths.salarySimulation,
    title: "Simulation de salaire",
    description:
      "Du brut au net, avant et après impôt, et ce que votre salaire coûte à l'employeur : une estimation immédiate.",
    layout: "default",
    screen: "salary-simulation",
    indexed: true,
  },
  {
    path: paths.companyExists,
    title: "Entreprise déjà enregistrée",
    description: "Votre entreprise dispose déjà d'un compte.",
    layout: "guest",
    screen: "company-exists",
  },
  // Registration
  {
    path: paths.register.recruiter,
    title: "Inscription Recruteur",
    layout: "guest",
    screen: "register-recruiter",
    rendered: true,
  },
  {
    path: paths.register.candidate,
    title: "Inscription",
    layout: "guest",
    screen: "register-candidate",
    rendered: true,
  },
  {
    path: paths.register.candidateCreated,
    title: "Profil créé avec succès",
    description: "Consultez vos e-mails pour activer votre compte.",
    layout: "guest",
    screen: "profile-created",
  },
  { path: paths.register.cvAnalyzer, title: "Analyse de votre CV", layout: "guest", screen: "register-cv-analyzer" },
  { path: paths.register.voice, title: "Présentation vocale", layout: "guest", screen: "register-voice" },
  // Questionnaires
  {
    path: paths.questionnaire.companyAnalyzer,
    title: "Analyse de votre entreprise",
    layout: "default",
    screen: "company-analyzer",
  },
  { path: paths.questionnaire.candidate, title: "Questionnaire candidat", layout: "default", screen: "questionnaire" },
  { path: paths.questionnaire.recruiter, title: "Questionnaire recruteur", layout: "default", screen: "questionnaire" },
  { path: paths.questionnaire.bySlug, title: "Questionnaire", layout: "default", screen: "questionnaire" },
  // Candidate dashboard
  { path: paths.candidate.home, title: "Tableau de bord candidat", layout: "candidate", screen: "candidate-home" },
  { path: paths.candidate.card, title: "MaFuseCard", layout: "candidate", screen: "candidate-card" },
  {
    path: paths.candidate.jobs,
    title: "Recherche d'emploi",
    // Its saved searches and liked offers; the search itself is « Rechercher un emploi ».
    menu: "Mes recherches et favoris",
    layout: "candidate",
    screen: "candidate-jobs",
  },
  { path: paths.candidate.memo, title: "Mon portrait", layout: "candidate", screen: "candidate-memo" },
  { path: paths.candidate.news, title: "Actualités", layout: "candidate", screen: "candidate-news" },
  {
    path: paths.candidate.potentialMatches,
    title: "Vos matchs potentiels",
    layout: "candidate",
    screen: "candidate-potential-matches",
  },
  { path: paths.candidate.profile, title: "Mon Profil", layout: "candidate", screen: "candidate-profile" },
  {
    path: paths.candidate.questionFour,
    title: "Création de mon portrait",
    // A step of « Mon portrait », which links to it.
    menu: false,
    layout: "candidate",
    screen: "candidate-portrait",
  },
  {
    path: paths.candidate.searchJobs,
    title: "Rechercher un emploi",
    layout: "candidate",
    screen: "candidate-search-jobs",
  },
  {
    path: paths.candidate.workflow,
    title: "Suivi de mes candidatures",
    layout: "candidate",
    screen: "candidate-workflow",
  },
  // Recruiter dashboard
  { path: paths.recruiter.home, title: "Tableau de bord recruteur", layout: "recruiter", screen: "recruiter-home" },
  { path: paths.recruiter.card, title: "Ma carte entreprise", layout: "recruiter", screen: "recruiter-card" },
  {
    path: paths.recruiter.jobs,
    title: "Mes offres d'emploi",
    layout: "recruiter",
    screen: "recruiter-jobs",
    children: [
      {
        path: "add-or-edit",
        title: "Ajouter ou modifier une offre",
        // Reached from « Mes offres d'emploi ».
        menu: false,
        layout: "recruiter",
        screen: "recruiter-job-form",
      },
    ],
  },
  { path: paths.recruiter.news, title: "Actualités", layout: "recruiter", screen: "recruiter-news" },
  {
    path: paths.recruiter.potentialMatches,
    title: "Vos matchs potentiels",
    layout: "recruiter",
    screen: "recruiter-potential-matches",
  },
  { path: paths.recruiter.profile, title: "Mon Profil", layout: "recruiter", screen: "recruiter-profile" },
  { path: paths.recruiter.subscribe, title: "Abonnement", layout: "recruiter", screen: "recruiter-subscribe" },
  {
    path: paths.recruiter.localCheckout,
    title: "Paiement de démonstration",
    menu: false,
    layout: "none",
    screen: "recruiter-local-checkout",
  },
  {
    path: paths.recruiter.workflow,
    title: "Suivi des recrutements",
    layout: "recruiter",
    screen: "recruiter-workflow",
  },
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
