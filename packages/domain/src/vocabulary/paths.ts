/**
 * The app's paths (spec §2), declared once: the router's table, the access rules, the e-mails'
 * links and the auth redirects all read them here.
 */
const candidateHome = "/dashboard/candidate";
const recruiterHome = "/dashboard/recruiter";
const adminHome = "/admin";

export const paths = {
  home: "/",
  login: "/login",
  forgotPassword: "/forgot-password",
  resetPassword: "/reset-password",
  confirmEmail: "/confirm-email",
  contact: "/contact",
  faq: "/faq",
  news: "/actualites",
  newsItem: "/actualites/:id",
  paymentCancelled: "/cancel",
  paymentSucceeded: "/success",
  profileCreated: "/create-profile",
  preRegistration: "/pre-inscription",
  publicPage: "/p/:slug",
  /** The job search for everyone, and an offer's public page (`/offres/{slug}-{id}`). */
  offers: "/offres",
  offer: "/offres/:slugId",
  salarySimulation: "/simulation-salaire",
  companyExists: "/submit-exists-recruiter",
  register: {
    recruiter: "/register/recruiter",
    candidate: "/register/candidate/inscription",
    candidateCreated: "/register/candidate/create-profile",
    cvAnalyzer: "/register/candidate/cvAnalyzer",
    voice: "/register/candidate/voice",
  },
  questionnaire: {
    companyAnalyzer: "/questionnaire/companyAnalyzer",
    candidate: "/questionnaire/candidate",
    recruiter: "/questionnaire/recruiter",
    bySlug: "/questionnaire/:slug",
  },
  candidate: {
    home: candidateHome,
    card: `${candidateHome}/card`,
    jobs: `${candidateHome}/jobs`,
    memo: `${candidateHome}/memo`,
    news: `${candidateHome}/news`,
    potentialMatches: `${candidateHome}/potential-matches`,
    profile: `${candidateHome}/profile`,
    questionFour: `${candidateHome}/question-four`,
    searchJobs: `${candidateHome}/search-jobs`,
    workflow: `${candidateHome}/workflow`,
  },
  recruiter: {
    home: recruiterHome,
    card: `${recruiterHome}/card`,
    jobs: `${recruiterHome}/jobs`,
    jobForm: `${recruiterHome}/jobs/add-or-edit`,
    news: `${recruiterHome}/news`,
    potentialMatches: `${recruiterHome}/potential-matches`,
    profile: `${recruiterHome}/profile`,
    subscribe: `${recruiterHome}/subscribe`,
    /** The embedded mode's demonstration checkout (no Stripe key configured). */
    localCheckout: `${recruiterHome}/subscribe/demonstration`,
    workflow: `${recruiterHome}/workflow`,
  },
  admin: {
    home: adminHome,
    news: `${adminHome}/actualites`,
    newsNew: `${adminHome}/actualites/nouvelle`,
    newsItem: `${adminHome}/actualites/:id`,
    faq: `${adminHome}/faq`,
    pages: `${adminHome}/pages`,
    pagesNew: `${adminHome}/pages/nouvelle`,
    pageItem: `${adminHome}/pages/:id`,
    questionnaires: `${adminHome}/questionnaires`,
    questionnaire: `${adminHome}/questionnaires/:slug`,
    contactMessages: `${adminHome}/messages`,
    preRegistrations: `${adminHome}/pre-inscriptions`,
    users: `${adminHome}/utilisateurs`,
    user: `${adminHome}/utilisateurs/:id`,
  },
} as const;

/** A path with its `:params` filled in, each encoded: `pathTo(paths.newsItem, { id })`. */
export function pathTo(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Paramètre manquant dans ${pattern} : ${name}`);
    return encodeURIComponent(value);
  });
}
