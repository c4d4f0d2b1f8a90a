// The kit as another product gets it: `npm pack` of @fuse/ui, installed from the tarball into a
// Vite React app outside the workspaces, type-checked against the shipped declarations, built,
// served, and used in Chromium.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { fileURLToPath } from "node:url";

import { chromium } from "playwright-core";

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, "../..");
const work = mkdtempSync(path.join(tmpdir(), "fuse-consumer-"));
const app = path.join(work, "app");
/** Runs a command; a failure carries what the command printed, so the reason shows in the report. */
const sh = (cmd, args, cwd) => {
  try {
    return execFileSync(cmd, args, { cwd, stdio: ["ignore", "pipe", "pipe"], encoding: "utf8" });
  } catch (error) {
    throw new Error(`${cmd} ${args.join(" ")} failed:\n${error.stdout ?? ""}${error.stderr ?? ""}`);
  }
};

let server;
let browser;
let url;

const types = { ".html": "text/html", ".js": "text/javascript", ".css": "text/css", ".svg": "image/svg+xml" };

before(async () => {
  sh("npm", ["run", "build", "-w", "@fuse/ui"], repo);
  const [{ filename }] = JSON.parse(sh("npm", ["pack", "-w", "@fuse/ui", "--json", "--pack-destination", work], repo));
  cpSync(path.join(here, "app"), app, { recursive: true, filter: (p) => !/node_modules|dist/.test(p) });
  const pkg = JSON.parse(readFileSync(path.join(app, "package.json"), "utf8"));
  pkg.dependencies["@fuse/ui"] = `file:${path.join(work, filename)}`;
  writeFileSync(path.join(app, "package.json"), JSON.stringify(pkg, null, 2));
  sh("npm", ["install", "--no-audit", "--no-fund", "--prefer-offline", "--loglevel=error", "--no-workspaces"], app);
  sh("npx", ["tsc", "--noEmit"], app);
  sh("npx", ["vite", "build", "--logLevel", "warn"], app);

  const dist = path.join(app, "dist");
  server = createServer((req, res) => {
    const file = path.join(dist, req.url === "/" ? "index.html" : decodeURIComponent(req.url.split("?")[0]));
    try {
      const body = readFileSync(file);
      res.writeHead(200, { "content-type": types[path.extname(file)] ?? "application/octet-stream" });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${server.address().port}/`;
  browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
});

after(async () => {
  await browser?.close();
  server?.close();
  rmSync(work, { recursive: true, force: true });
});

describe("@fuse/ui installed from its tarball in an outside Vite app", () => {
  it("ships only built files with subpath exports", () => {
    const pkg = JSON.parse(readFileSync(path.join(app, "node_modules/@fuse/ui/package.json"), "utf8"));
    assert.ok(pkg.exports["./select"].default.startsWith("./dist/"));
    assert.equal(pkg.peerDependencies.react, "^19.0.0");
    assert.throws(() => readFileSync(path.join(app, "node_modules/@fuse/ui/src/components/select.tsx")));
  });

  it("renders an Avatar with the fallback initials", async () => {
    const page = await browser.newPage();
    await page.goto(url);
    await page.getByText("MC", { exact: true }).waitFor();
    await page.close();
  });

  it("opens the Select, keeps its list within 15rem (scrolling) and selects with the keyboard", async () => {
    const page = await browser.newPage();
    await page.goto(url);
    await page.getByRole("combobox", { name: "Ville" }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("listbox").waitFor();
    const content = page.locator("[data-slot=select-content]");
    const { height } = await content.boundingBox();
    assert.ok(height <= 240 && height > 100, `list height ${height}px`);
    const scrolls = await content.evaluate((el) =>
      [el, ...el.querySelectorAll("*")].some((n) => n.scrollHeight > n.clientHeight + 1),
    );
    assert.ok(scrolls, "the list scrolls past 15rem");
    // Radix moves focus into the list just after opening; wait for it before pressing keys.
    await page.getByRole("option", { name: "Amiens" }).and(page.locator(":focus")).waitFor();
    // Each key moves the focus one option down; wait for it to land before the next key.
    const focused = (name) => page.getByRole("option", { name }).and(page.locator(":focus")).waitFor();
    await page.keyboard.press("ArrowDown");
    await focused("Angers");
    await page.keyboard.press("ArrowDown");
    await focused("Annecy");
    await page.keyboard.press("Enter");
    await page.getByRole("listbox").waitFor({ state: "detached" });
    await page
      .getByTestId("chosen")
      .and(page.getByText("Annecy", { exact: true }))
      .waitFor();
    await page.close();
  });

  it("suggests places from the app's own provider and hands over the one chosen", async () => {
    const page = await browser.newPage();
    await page.goto(url);
    await page.getByLabel("Commune").fill("lyo");
    await page.getByRole("option", { name: /^Lyon \(69\)/ }).click();
    // The choice renders after the click: wait for it rather than read it once.
    await page
      .getByTestId("town")
      .and(page.getByText(/^Lyon 45\.7\d 4\.8\d$/))
      .waitFor();
    await page.close();
  });

  it("shows a toast at the bottom right that the user can close", async () => {
    const page = await browser.newPage({ viewport: { width: 1024, height: 768 } });
    await page.goto(url);
    await page.getByRole("button", { name: "Enregistrer" }).click();
    const message = page.getByText("Profil mis à jour avec succès", { exact: true });
    await message.waitFor();
    const box = await message.boundingBox();
    assert.ok(box && box.x > 512 && box.y > 384, `toast at ${JSON.stringify(box)}`);
    await page.getByRole("button", { name: "Fermer" }).click();
    await message.waitFor({ state: "detached" });
    await page.close();
  });

  it("shows an error Alert as an alert, styled by the shipped CSS", async () => {
    const page = await browser.newPage();
    await page.goto(url);
    const alert = page.getByRole("alert").filter({ hasText: "Échec de l’envoi" });
    await alert.getByText("Le fichier dépasse 10 Mo.", { exact: true }).waitFor();
    const { borderTopWidth, borderTopLeftRadius } = await alert.evaluate((el) => {
      const style = getComputedStyle(el);
      return { borderTopWidth: style.borderTopWidth, borderTopLeftRadius: style.borderTopLeftRadius };
    });
    assert.equal(borderTopWidth, "1px");
    assert.notEqual(borderTopLeftRadius, "0px");
    await page.close();
  });

  it("marks an external TextLink for screen readers and opens it in a new tab", async () => {
    const page = await browser.newPage();
    await page.goto(url);
    const link = page.getByRole("link", { name: "la documentation (nouvel onglet)" });
    assert.equal(await link.getAttribute("target"), "_blank");
    const notice = await page.getByText("(nouvel onglet)").boundingBox();
    assert.ok(notice.width <= 1 && notice.height <= 1, `notice hidden visually: ${JSON.stringify(notice)}`);
    await page.close();
  });

  it("shows the SiteFooter as the page's footer, its links in a named navigation", async () => {
    const page = await browser.newPage();
    await page.goto(url);
    const footer = page.getByRole("contentinfo");
    const legal = footer.getByRole("navigation", { name: "Informations légales" });
    assert.equal(await legal.getByRole("link", { name: "Mentions légales" }).getAttribute("aria-current"), "page");
    await legal.getByRole("link", { name: "Accessibilité : non conforme" }).waitFor();
    await footer.getByText("© 2026 Application cliente").waitFor();
    // The shipped CSS draws the rule above the footer.
    const borderTopWidth = await footer.evaluate((el) => getComputedStyle(el).borderTopWidth);
    assert.equal(borderTopWidth, "1px");
    await page.close();
  });

  it("opens an Accordion section with the keyboard and moves between headings with the arrows", async () => {
    const page = await browser.newPage();
    await page.goto(url);
    const delivery = page.getByRole("button", { name: "Livraison" });
    await delivery.focus();
    await page.keyboard.press("Enter");
    await page.getByRole("region", { name: "Livraison" }).getByText("Sous 48 heures.").waitFor();
    assert.equal(await delivery.getAttribute("aria-expanded"), "true");
    await page.keyboard.press("ArrowDown");
    await page.getByRole("button", { name: "Retours" }).and(page.locator(":focus")).waitFor();
    await page.keyboard.press("Space");
    await page.getByRole("region", { name: "Retours" }).waitFor();
    await page.getByText("Sous 48 heures.").waitFor({ state: "detached" });
    await page.close();
  });

  it("opens the DropdownMenu from the keyboard and runs the chosen item", async () => {
    const page = await browser.newPage();
    await page.goto(url);
    const trigger = page.getByRole("button", { name: "Actions" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu");
    await menu.waitFor();
    // The shipped CSS gives the menu its own opaque surface over the page.
    const background = await menu.evaluate((el) => getComputedStyle(el).backgroundColor);
    assert.ok(!/rgba\(0, 0, 0, 0\)|transparent/.test(background), `menu background ${background}`);
    await page.getByRole("menuitem", { name: "Dupliquer" }).and(page.locator(":focus")).waitFor();
    await page.keyboard.press("ArrowDown");
    await page.getByRole("menuitem", { name: "Supprimer" }).and(page.locator(":focus")).waitFor();
    await page.keyboard.press("Enter");
    await menu.waitFor({ state: "detached" });
    await page
      .getByTestId("action")
      .and(page.getByText("Supprimer", { exact: true }))
      .waitFor();
    await trigger.and(page.locator(":focus")).waitFor();
    await page.close();
  });

  it("opens a Popover as a named dialog and closes it with Escape", async () => {
    const page = await browser.newPage();
    await page.goto(url);
    const trigger = page.getByRole("button", { name: "Aide" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    await page.getByRole("dialog", { name: "À propos" }).waitFor();
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "detached" });
    await trigger.and(page.locator(":focus")).waitFor();
    await page.close();
  });

  it("moves through the Pagination with the keyboard, the current page marked", async () => {
    const page = await browser.newPage();
    await page.goto(url);
    const nav = page.getByRole("navigation", { name: "Pages de résultats" });
    assert.equal(await nav.getByRole("button", { name: "Précédent" }).isDisabled(), true);
    assert.equal(await nav.getByRole("button", { name: "Page 1", exact: true }).getAttribute("aria-current"), "page");
    await nav.getByRole("button", { name: "Suivant" }).focus();
    await page.keyboard.press("Enter");
    await nav.getByRole("button", { name: "Page 2", exact: true }).and(page.locator("[aria-current=page]")).waitFor();
    const texts = await nav.getByRole("button").allTextContents();
    assert.deepEqual(texts, ["Précédent", "1", "2", "3", "4", "5", "12", "Suivant"]);
    // The current page is outlined by the shipped CSS, the others are not.
    const border = (name) =>
      nav.getByRole("button", { name, exact: true }).evaluate((el) => getComputedStyle(el).borderTopWidth);
    assert.equal(await border("Page 2"), "1px");
    assert.equal(await border("Page 3"), "0px");
    await page.close();
  });

  it("names a Progress by its visible label and fills it to its value", async () => {
    const page = await browser.newPage();
    await page.goto(url);
    const bar = page.getByRole("progressbar", { name: "Envoi du fichier" });
    assert.equal(await bar.getAttribute("aria-valuetext"), "40%");
    const filled = await bar.evaluate((el) => {
      const track = el.getBoundingClientRect();
      return (el.firstElementChild.getBoundingClientRect().right - track.left) / track.width;
    });
    assert.ok(Math.abs(filled - 0.4) < 0.02, `filled ${filled}`);
    await page.close();
  });

  it("scrolls a wide Table sideways in a focusable region named by its caption", async () => {
    const page = await browser.newPage();
    await page.goto(url);
    const table = page.getByRole("table", { name: "Factures" });
    assert.deepEqual(await table.getByRole("columnheader").allTextContents(), [
      "Numéro",
      "Date d’émission",
      "Date d’échéance",
      "Montant",
    ]);
    const region = page.getByRole("region", { name: "Factures" });
    const { scrollWidth, clientWidth } = await region.evaluate((el) => ({
      scrollWidth: el.scrollWidth,
      clientWidth: el.clientWidth,
    }));
    assert.ok(scrollWidth > clientWidth, `wider than its region: ${scrollWidth} > ${clientWidth}`);
    await region.focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await page.waitForFunction(() => document.activeElement.scrollLeft > 0);
    await page.close();
  });

  it("adds a tag to the TagInput from the keyboard", async () => {
    const page = await browser.newPage();
    await page.goto(url);
    await page.getByRole("combobox", { name: "Compétences" }).fill("React");
    await page.keyboard.press("Enter");
    await page.getByRole("button", { name: "Retirer React" }).waitFor();
    await page.close();
  });

  it("refuses a file of the wrong type in the FileDrop", async () => {
    const page = await browser.newPage();
    await page.goto(url);
    await page
      .locator("[data-slot=file-drop-input]")
      .setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: Buffer.from("png") });
    await page.getByText("Ce type de fichier n'est pas accepté (PDF ou DOCX).", { exact: true }).waitFor();
    await page.close();
  });

  it("loads the RichTextEditor (TipTap) only when shown, then makes text bold", async () => {
    const page = await browser.newPage();
    const scripts = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(url);
    await page.getByText("MC", { exact: true }).waitFor();
    const before = scripts.length;
    await page.getByRole("button", { name: "Écrire une description" }).click();
    const box = page.getByRole("textbox", { name: "Description" });
    await box.click();
    assert.ok(scripts.length > before, `the editor came in its own chunk (scripts: ${scripts.join(", ")})`);
    await page.keyboard.type("Bonjour");
    await page.keyboard.press("ControlOrMeta+a");
    await page.getByRole("button", { name: "Gras", exact: true }).click();
    await page
      .getByTestId("rich-text")
      .and(page.getByText("<p><strong>Bonjour</strong></p>", { exact: true }))
      .waitFor();
    await page.close();
  });
});
