import * as React from "react";
import { describe, expect, it, vi } from "vitest";
import { render } from "vitest-browser-react";
import { page, userEvent } from "vitest/browser";

import { Alert, AlertAction, AlertDescription, AlertTitle } from "./alert";

describe("Alert", () => {
  it("is a polite status by default, with its title and message", async () => {
    await render(
      <Alert>
        <AlertTitle>Maintenance prévue</AlertTitle>
        <AlertDescription>Dimanche de 2 h à 4 h.</AlertDescription>
      </Alert>,
    );
    const status = page.getByRole("status");
    await expect.element(status).toHaveTextContent("Maintenance prévueDimanche de 2 h à 4 h.");
    await expect.element(page.getByRole("alert")).not.toBeInTheDocument();
  });

  it.each(["success", "warning"] as const)("announces a %s politely as a status", async (variant) => {
    await render(
      <Alert variant={variant}>
        <AlertDescription>Saved.</AlertDescription>
      </Alert>,
    );
    await expect.element(page.getByRole("status")).toHaveTextContent("Saved.");
  });

  it("announces an error assertively as an alert", async () => {
    await render(
      <Alert variant="destructive">
        <AlertDescription>Le paiement a été refusé.</AlertDescription>
      </Alert>,
    );
    await expect.element(page.getByRole("alert")).toHaveTextContent("Le paiement a été refusé.");
  });

  it("reads out an alert inserted after an action", async () => {
    function Form() {
      const [failed, setFailed] = React.useState(false);
      return (
        <>
          <button type="button" onClick={() => setFailed(true)}>
            Send
          </button>
          {failed ? (
            <Alert variant="destructive">
              <AlertDescription>Could not reach the server.</AlertDescription>
            </Alert>
          ) : null}
        </>
      );
    }
    await render(<Form />);
    await expect.element(page.getByRole("alert")).not.toBeInTheDocument();
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    await expect.element(page.getByRole("alert")).toHaveTextContent("Could not reach the server.");
  });

  it("lets the caller choose the role, e.g. for a message present from the start", async () => {
    await render(
      <Alert variant="destructive" role="none">
        <AlertDescription>Ce compte est suspendu.</AlertDescription>
      </Alert>,
    );
    await expect.element(page.getByText("Ce compte est suspendu.")).toBeVisible();
    await expect.element(page.getByRole("alert")).not.toBeInTheDocument();
  });

  it("keeps its icon out of the accessible text, and can show another or none", async () => {
    const { rerender } = await render(
      <Alert variant="warning">
        <AlertDescription>Link expires tomorrow.</AlertDescription>
      </Alert>,
    );
    const status = page.getByRole("status");
    await expect.element(status).toHaveAccessibleName("");
    expect(status.element().querySelector("svg")).not.toBeNull();
    await rerender(
      <Alert variant="warning" icon={null}>
        <AlertDescription>Link expires tomorrow.</AlertDescription>
      </Alert>,
    );
    expect(status.element().querySelector("svg")).toBeNull();
  });

  it("holds actions that work with the keyboard", async () => {
    const onRetry = vi.fn();
    await render(
      <Alert variant="destructive">
        <AlertDescription>Échec du calcul.</AlertDescription>
        <AlertAction>
          <button type="button" onClick={onRetry}>
            Réessayer
          </button>
        </AlertAction>
      </Alert>,
    );
    await userEvent.tab();
    await expect.element(page.getByRole("alert").getByRole("button", { name: "Réessayer" })).toHaveFocus();
    await userEvent.keyboard(" ");
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
