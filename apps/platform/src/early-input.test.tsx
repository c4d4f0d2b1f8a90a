import { afterEach, describe, expect, it } from "vitest";

import { holdEarlyInput } from "./early-input";

const page = document.createElement("div");
afterEach(() => page.remove());

function renderPage() {
  page.innerHTML = `
    <form aria-label="Contact"><input name="name" value="Camille"><button name="send" value="oui">Envoyer</button></form>
    <button type="button" id="menu">Menu</button>
    <a href="#faq" id="link">FAQ</a>`;
  document.body.append(page);
  return {
    form: page.querySelector("form")!,
    send: page.querySelector<HTMLButtonElement>("button[name=send]")!,
    menu: page.querySelector<HTMLButtonElement>("#menu")!,
    link: page.querySelector<HTMLAnchorElement>("#link")!,
  };
}

describe("holdEarlyInput", () => {
  it("holds a form sent and a button pressed before the app is there, and does them once it is", async () => {
    const { form, send, menu } = renderPage();
    const release = holdEarlyInput();
    const submits: SubmitEvent[] = [];
    const stray = (event: SubmitEvent) => submits.push(event);
    document.addEventListener("submit", stray);
    send.click();
    menu.click();
    // The browser would have sent the form (a GET with its fields in the address): it did not.
    expect(submits).toHaveLength(1);
    expect(submits[0]!.defaultPrevented).toBe(true);
    document.removeEventListener("submit", stray);

    // The app takes the page over, then what was held is done again, for its handlers.
    const sent: string[] = [];
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      const submitter = (event as SubmitEvent).submitter as HTMLButtonElement;
      sent.push(`${new FormData(form).get("name")} par ${submitter.name}`);
    });
    const pressed: string[] = [];
    menu.addEventListener("click", () => pressed.push("menu"));
    release();
    expect(sent).toEqual(["Camille par send"]);
    expect(pressed).toEqual(["menu"]);

    // Released: the app handles what comes next itself, nothing is held any more.
    menu.click();
    expect(pressed).toEqual(["menu", "menu"]);
  });

  it("lets links work as links, and drops what was held on a page the app replaced", () => {
    const { form, send, link } = renderPage();
    const release = holdEarlyInput();
    let followed = false;
    link.addEventListener("click", (event) => {
      followed = !event.defaultPrevented;
      event.preventDefault();
    });
    link.click();
    expect(followed).toBe(true);

    send.click();
    let resent = false;
    form.addEventListener("submit", () => (resent = true));
    page.remove();
    release();
    expect(resent).toBe(false);
  });
});
