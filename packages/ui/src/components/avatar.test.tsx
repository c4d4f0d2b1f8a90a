import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { page } from "vitest/browser";

import { Avatar, AvatarGroup, getInitials } from "./avatar";

const picture = `data:image/svg+xml,${encodeURIComponent(
  "<svg xmlns='http://www.w3.org/2000/svg' width='64' height='64'><rect width='64' height='64' fill='#6d28d9'/></svg>",
)}`;
const brokenPicture = "data:image/png;base64,bm90IGFuIGltYWdl";

describe("getInitials", () => {
  it.each([
    ["Marie Curie", "MC"],
    ["marie", "M"],
    ["marie curie", "MC"],
    ["jean-pierre dupont lefèvre", "JD"],
    ["  Marie    Curie  ", "MC"],
    ["Émile Zola", "ÉZ"],
    ["émile zola", "ÉZ"],
    // "E" followed by a combining acute accent, as some keyboards type it.
    ["E\u0301mile Zola", "ÉZ"],
    ["Marie-Curie", "M"],
    ["(Marie) Curie", "MC"],
    ["Marie - Curie", "MC"],
    ["2 Chainz", "2C"],
    ["", ""],
    ["   ", ""],
  ])("%j gives %j", (alt, initials) => {
    expect(getInitials(alt)).toBe(initials);
  });
});

describe("Avatar", () => {
  it("shows the picture once it has loaded", async () => {
    await render(<Avatar src={picture} alt="Marie Curie" />);
    const image = page.getByRole("img", { name: "Marie Curie" });
    await expect.element(image).toHaveAttribute("src", picture);
    await expect.element(image).toBeVisible();
    await expect.element(page.getByText("MC")).not.toBeInTheDocument();
  });

  it("falls back to the initials, named after the person, when the picture fails", async () => {
    await render(<Avatar src={brokenPicture} alt="Marie Curie" />);
    // Wait until the browser has given up on the picture too.
    await new Promise((resolve) => {
      const probe = new Image();
      probe.onerror = resolve;
      probe.src = brokenPicture;
    });
    const fallback = page.getByRole("img", { name: "Marie Curie" });
    await expect.element(fallback).toHaveTextContent("MC");
    expect(document.querySelector("img")).toBeNull();
  });

  it("shows the initials when there is no picture at all", async () => {
    await render(<Avatar alt="Émile Zola" />);
    await expect.element(page.getByRole("img", { name: "Émile Zola" })).toHaveTextContent("ÉZ");
  });

  it("shows a neutral icon, and nothing for screen readers, when there is no name", async () => {
    await render(<Avatar alt="" />);
    const avatar = document.querySelector("[data-slot=avatar]")!;
    expect(avatar.textContent).toBe("");
    expect(avatar.querySelector("svg")).not.toBeNull();
    expect(page.getByRole("img").elements()).toHaveLength(0);
  });

  it.each([
    ["sm", 32],
    ["default", 40],
    ["lg", 48],
    ["xl", 64],
  ] as const)("is %s: %i px wide", async (size, pixels) => {
    await render(<Avatar alt="Marie Curie" size={size} />);
    const box = document.querySelector("[data-slot=avatar]")!.getBoundingClientRect();
    expect(box.width).toBe(pixels);
    expect(box.height).toBe(pixels);
  });
});

describe("Avatar on a page the server rendered", () => {
  const container = document.createElement("div");
  afterEach(() => container.remove());

  /** The server's HTML, in the page, before any script has run; once its picture is loaded or failed. */
  async function serverRender(element: React.ReactElement, src?: string) {
    container.innerHTML = renderToString(element);
    document.body.append(container);
    if (src) {
      await new Promise((resolve) => {
        const probe = new Image();
        probe.onload = probe.onerror = resolve;
        probe.src = src;
      });
    }
    // Once the browser has drawn it.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return page.elementLocator(container.querySelector("[data-slot=avatar]")!);
  }
  const look = (avatar: ReturnType<typeof page.elementLocator>) => avatar.screenshot({ save: false });

  it("draws the picture before any script has run, or leaves the initials in view if it fails", async () => {
    const initials = await look(await serverRender(<Avatar alt="Marie Curie" size="xl" />));
    const pictured = await look(await serverRender(<Avatar src={picture} alt="Marie Curie" size="xl" />, picture));
    const failed = await look(
      await serverRender(<Avatar src={brokenPicture} alt="Marie Curie" size="xl" />, brokenPicture),
    );
    expect(pictured).not.toBe(initials);
    // Not even a broken-image mark.
    expect(failed).toBe(initials);
    // Screen readers hear the person's name once, whatever the picture does.
    expect(
      page
        .getByRole("img")
        .elements()
        .map((element) => element.getAttribute("aria-label")),
    ).toEqual(["Marie Curie"]);
  });

  it("is taken over by the app once hydrated: one picture, named after the person", async () => {
    await serverRender(<Avatar src={picture} alt="Marie Curie" />, picture);
    await act(async () => void hydrateRoot(container, <Avatar src={picture} alt="Marie Curie" />));
    const image = page.getByRole("img", { name: "Marie Curie" });
    await expect.element(image).toHaveAttribute("src", picture);
    expect(container.querySelectorAll("[data-slot=avatar-image]")).toHaveLength(1);
    await expect.element(page.getByText("MC")).not.toBeInTheDocument();
  });
});

describe("AvatarGroup", () => {
  const people = ["Marie Curie", "Émile Zola", "George Sand", "Victor Hugo", "Simone Veil"];

  it("shows the first `max` avatars and counts the rest", async () => {
    await render(
      <AvatarGroup aria-label="Équipe de recrutement" max={3}>
        {people.map((name) => (
          <Avatar key={name} alt={name} />
        ))}
      </AvatarGroup>,
    );
    const group = page.getByRole("group", { name: "Équipe de recrutement" });
    expect(
      group
        .getByRole("img")
        .elements()
        .map((element) => element.getAttribute("aria-label")),
    ).toEqual(["Marie Curie", "Émile Zola", "George Sand"]);
    await expect.element(group.getByText("+2")).toBeVisible();
    // Screen readers hear words rather than "+2".
    await expect.element(group.getByText("2 autres")).toBeInTheDocument();
    await expect.element(group.getByText("+2")).toHaveAttribute("aria-hidden", "true");
  });

  it("lets the counter's words be replaced, and overlaps the avatars", async () => {
    await render(
      <AvatarGroup aria-label="Team" max={4} overflowLabel={(hidden) => `${hidden} more`}>
        {people.map((name) => (
          <Avatar key={name} alt={name} />
        ))}
      </AvatarGroup>,
    );
    await expect.element(page.getByText("1 more")).toBeInTheDocument();
    const [first, second] = [...document.querySelectorAll("[data-slot=avatar]")].map((element) =>
      element.getBoundingClientRect(),
    );
    expect(second!.left).toBeLessThan(first!.right);
  });

  it("shows everyone, with no counter, within the limit or without one", async () => {
    await render(
      <AvatarGroup aria-label="Équipe">
        {people.map((name) => (
          <Avatar key={name} alt={name} />
        ))}
      </AvatarGroup>,
    );
    expect(page.getByRole("group", { name: "Équipe" }).getByRole("img").elements()).toHaveLength(5);
    expect(document.querySelector("[data-slot=avatar-group-overflow]")).toBeNull();
  });

  it("gives its size to its avatars and its counter", async () => {
    await render(
      <AvatarGroup aria-label="Équipe" size="sm" max={1}>
        <Avatar alt="Marie Curie" />
        <Avatar alt="Émile Zola" />
      </AvatarGroup>,
    );
    const widths = [...document.querySelectorAll("[data-slot=avatar], [data-slot=avatar-group-overflow]")].map(
      (element) => element.getBoundingClientRect().width,
    );
    expect(widths).toEqual([32, 32]);
  });
});
