import * as React from "react";
import { describe, expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { page, userEvent } from "vitest/browser";

import { Progress } from "./progress";

describe("Progress", () => {
  it("is a progressbar named by its visible label, with its value", async () => {
    await render(<Progress value={30} label="Import des contacts" showValue />);
    const bar = page.getByRole("progressbar", { name: "Import des contacts" });
    await expect.element(bar).toHaveAttribute("aria-valuenow", "30");
    await expect.element(bar).toHaveAttribute("aria-valuemin", "0");
    await expect.element(bar).toHaveAttribute("aria-valuemax", "100");
    await expect.element(bar).toHaveAttribute("aria-valuetext", "30%");
    await expect.element(page.getByText("30%")).toBeVisible();
  });

  it("fills in proportion to its value", async () => {
    await render(<Progress value={1} max={4} aria-label="Étapes" className="w-80" />);
    const bar = page.getByRole("progressbar", { name: "Étapes" }).element();
    const fill = bar.firstElementChild!;
    await expect
      .poll(() => fill.getBoundingClientRect().right - bar.getBoundingClientRect().left)
      .toBeCloseTo(bar.getBoundingClientRect().width / 4, 0);
  });

  it("words the value as the caller says, for screen readers and on screen", async () => {
    await render(
      <Progress
        value={2}
        max={5}
        label="Questions"
        showValue
        getValueLabel={(value, max) => `${value} sur ${max} questions`}
      />,
    );
    await expect
      .element(page.getByRole("progressbar", { name: "Questions" }))
      .toHaveAttribute("aria-valuetext", "2 sur 5 questions");
    await expect.element(page.getByText("2 sur 5 questions")).toBeVisible();
  });

  it("announces no value while indeterminate", async () => {
    await render(<Progress label="Loading" showValue />);
    const bar = page.getByRole("progressbar", { name: "Loading" });
    await expect.element(bar).not.toHaveAttribute("aria-valuenow");
    await expect.element(bar).not.toHaveAttribute("aria-valuetext");
    await expect.element(bar).toHaveAttribute("data-state", "indeterminate");
    await expect.element(page.getByText(/%/)).not.toBeInTheDocument();
  });

  it("follows its value as work goes on", async () => {
    function Steps() {
      const [value, setValue] = React.useState(0);
      return (
        <>
          <Progress value={value} label="Upload" showValue />
          <button type="button" onClick={() => setValue(100)}>
            Finish
          </button>
        </>
      );
    }
    await render(<Steps />);
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    const bar = page.getByRole("progressbar", { name: "Upload" });
    await expect.element(bar).toHaveAttribute("aria-valuenow", "100");
    await expect.element(bar).toHaveAttribute("data-state", "complete");
  });
});
