import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";

import { SiteFooter, type SiteFooterLinkRenderer } from "./site-footer";

const meta = {
  title: "Navigation/SiteFooter",
  component: SiteFooter,
  tags: ["autodocs"],
  parameters: { layout: "fullscreen" },
  args: {
    groups: [
      {
        title: "Le site",
        links: [
          { href: "/faq", label: "FAQ" },
          { href: "/contact", label: "Contact" },
          { href: "/p/a-propos", label: "À propos" },
        ],
      },
      {
        title: "Informations légales",
        links: [
          { href: "/p/mentions-legales", label: "Mentions légales" },
          { href: "/p/conditions-generales", label: "Conditions générales" },
          { href: "/p/politique-de-confidentialite", label: "Politique de confidentialité" },
          { href: "/p/declaration-accessibilite", label: "Accessibilité : non conforme" },
        ],
      },
    ],
    smallPrint: "© 2026 Exemple — tous droits réservés.",
  },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const footer = canvas.getByRole("contentinfo");
    const site = within(footer).getByRole("navigation", { name: "Le site" });
    const legal = within(footer).getByRole("navigation", { name: "Informations légales" });
    await expect(
      within(site)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["FAQ", "Contact", "À propos"]);
    await expect(within(legal).getByRole("link", { name: "Accessibilité : non conforme" })).toHaveAttribute(
      "href",
      "/p/declaration-accessibilite",
    );
    await expect(canvas.getByRole("heading", { level: 2, name: "Informations légales" })).toBeVisible();
    await expect(canvas.getByText("© 2026 Exemple — tous droits réservés.")).toBeVisible();
  },
};

/** Every link is reached with Tab, in reading order. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    const order = ["FAQ", "Contact", "À propos", "Mentions légales", "Conditions générales"];
    for (const name of order) {
      await userEvent.tab();
      await expect(canvas.getByRole("link", { name })).toHaveFocus();
    }
  },
};

/** The link of the page shown now is marked for screen readers, not by colour alone. */
export const CurrentPage: Story = {
  args: { currentHref: "/p/mentions-legales" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Mentions légales" })).toHaveAttribute("aria-current", "page");
    await expect(canvas.getByRole("link", { name: "Contact" })).not.toHaveAttribute("aria-current");
  },
};

const navigate = fn();

/** A stand-in for a router's Link: the footer hands it the anchor's props. */
const routerLink: SiteFooterLinkRenderer = ({ href, children, ...props }) => (
  <a
    href={href}
    {...props}
    onClick={(event) => {
      event.preventDefault();
      navigate(href);
    }}
  >
    {children}
  </a>
);

export const WithRouterLinks: Story = {
  args: { renderLink: routerLink },
  play: async ({ canvas }) => {
    navigate.mockClear();
    canvas.getByRole("link", { name: "Politique de confidentialité" }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(navigate).toHaveBeenCalledWith("/p/politique-de-confidentialite");
  },
};

/** On a 360 px phone the groups stack and nothing scrolls sideways. */
export const Phone: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const footer = canvas.getByRole("contentinfo");
    await expect(footer.scrollWidth).toBeLessThanOrEqual(footer.clientWidth);
    const [site, legal] = canvas.getAllByRole("navigation");
    // Stacked: the second group starts below the first.
    await expect(legal!.getBoundingClientRect().top).toBeGreaterThanOrEqual(site!.getBoundingClientRect().bottom);
  },
};

export const Dark: Story = {
  globals: { theme: "sombre" },
};

/** Generic: any language, any heading level, no small print. */
export const English: Story = {
  args: {
    headingLevel: 3,
    smallPrint: undefined,
    groups: [
      {
        title: "Company",
        links: [
          { href: "/about", label: "About us" },
          { href: "/careers", label: "Careers" },
        ],
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 3, name: "Company" })).toBeVisible();
    await expect(canvas.getByRole("navigation", { name: "Company" })).toBeVisible();
    await expect(canvas.queryByText(/©/)).toBeNull();
  },
};
