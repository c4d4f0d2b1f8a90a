import { describe, expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { page, userEvent } from "vitest/browser";

import { Table, TableBody, TableCaption, TableCell, TableFooter, TableHead, TableHeader, TableRow } from "./table";

function Scores({ caption = true, width = "w-[40rem]" }: { caption?: boolean; width?: string }) {
  return (
    <div className="w-64">
      <Table aria-label={caption ? undefined : "Scores"}>
        {caption ? <TableCaption>Scores by round</TableCaption> : null}
        <TableHeader>
          <TableRow>
            <TableHead>Player</TableHead>
            <TableHead>Round 1</TableHead>
            <TableHead>Round 2</TableHead>
            <TableHead className={width}>Notes</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          <TableRow>
            <TableHead scope="row">Alice</TableHead>
            <TableCell>12</TableCell>
            <TableCell>15</TableCell>
            <TableCell>—</TableCell>
          </TableRow>
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableHead scope="row">Total</TableHead>
            <TableCell>12</TableCell>
            <TableCell>15</TableCell>
            <TableCell />
          </TableRow>
        </TableFooter>
      </Table>
    </div>
  );
}

describe("Table", () => {
  it("is a table named by its caption, with column and row headers", async () => {
    await render(<Scores />);
    const table = page.getByRole("table", { name: "Scores by round" });
    await expect.element(table).toBeVisible();
    expect(
      table
        .getByRole("columnheader")
        .elements()
        .map((cell) => cell.textContent),
    ).toEqual(["Player", "Round 1", "Round 2", "Notes"]);
    await expect.element(table.getByRole("rowheader", { name: "Alice" })).toBeVisible();
    await expect.element(table.getByRole("cell", { name: "15" }).first()).toBeVisible();
    expect(table.getByRole("row").elements()).toHaveLength(3);
  });

  it("wraps the table in a focusable region named by the caption, that scrolls with the arrow keys", async () => {
    await render(<Scores />);
    const region = page.getByRole("region", { name: "Scores by round" });
    const element = region.element();
    expect(element.scrollWidth).toBeGreaterThan(element.clientWidth);
    await userEvent.tab();
    await expect.element(region).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}{ArrowRight}{ArrowRight}");
    await expect.poll(() => element.scrollLeft).toBeGreaterThan(0);
  });

  it("names the region from aria-label when there is no caption", async () => {
    await render(<Scores caption={false} />);
    await expect.element(page.getByRole("region", { name: "Scores" })).toBeVisible();
    await expect.element(page.getByRole("table", { name: "Scores" })).toBeVisible();
  });
});
