import { describe, expect, it, vi } from "vitest";
import { render } from "vitest-browser-react";
import { page, userEvent } from "vitest/browser";

import { Label } from "./label";
import { RadioGroup, RadioGroupItem } from "./radio-group";

const contracts = [
  { value: "cdi", label: "CDI" },
  { value: "cdd", label: "CDD" },
  { value: "stage", label: "Stage", disabled: true },
  { value: "alternance", label: "Alternance" },
];

function ContractGroup(props: React.ComponentProps<typeof RadioGroup>) {
  return (
    <RadioGroup aria-label="Type de contrat" {...props}>
      {contracts.map((contract) => (
        <div key={contract.value} className="flex items-center gap-2">
          <RadioGroupItem id={contract.value} value={contract.value} disabled={contract.disabled} />
          <Label htmlFor={contract.value}>{contract.label}</Label>
        </div>
      ))}
    </RadioGroup>
  );
}

describe("RadioGroup", () => {
  it("enters on the checked item with Tab and selects with the arrow keys, skipping disabled items", async () => {
    const onValueChange = vi.fn();
    await render(<ContractGroup defaultValue="cdd" onValueChange={onValueChange} />);
    await userEvent.tab();
    const cdd = page.getByRole("radio", { name: "CDD" });
    await expect.element(cdd).toHaveFocus();
    await expect.element(cdd).toBeChecked();

    // Radix checks the item only while the arrow key is down, and moves focus a tick after keydown.
    await userEvent.keyboard("{ArrowDown>}");
    await userEvent.keyboard("{/ArrowDown}");
    const alternance = page.getByRole("radio", { name: "Alternance" });
    await expect.element(alternance).toHaveFocus();
    await expect.element(alternance).toBeChecked();
    await expect.element(cdd).not.toBeChecked();
    expect(onValueChange).toHaveBeenLastCalledWith("alternance");

    await userEvent.keyboard("{ArrowUp>}");
    await userEvent.keyboard("{/ArrowUp}");
    await expect.element(cdd).toBeChecked();
  });

  it("selects the focused item with Space when nothing is checked yet", async () => {
    await render(<ContractGroup />);
    await userEvent.tab();
    const cdi = page.getByRole("radio", { name: "CDI" });
    await expect.element(cdi).toHaveFocus();
    await expect.element(cdi).not.toBeChecked();
    await userEvent.keyboard(" ");
    await expect.element(cdi).toBeChecked();
  });

  it("submits the checked value under its name", async () => {
    const onSubmit = vi.fn<(data: FormData) => void>();
    await render(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(new FormData(event.currentTarget));
        }}
      >
        <ContractGroup name="contrat" />
        <button type="submit">Rechercher</button>
      </form>,
    );
    const submit = page.getByRole("button", { name: "Rechercher" });
    await submit.click();
    expect(onSubmit.mock.calls[0]?.[0].has("contrat")).toBe(false);

    await page.getByText("Alternance").click();
    await submit.click();
    expect(onSubmit.mock.calls[1]?.[0].getAll("contrat")).toEqual(["alternance"]);
  });
});
