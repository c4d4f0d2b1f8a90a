import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";

import { Table, TableBody, TableCaption, TableCell, TableFooter, TableHead, TableHeader, TableRow } from "./table";

const invoices = [
  { id: "F-2031", date: "3 mars 2026", status: "Payée", amount: "1 250,00 €" },
  { id: "F-2032", date: "17 mars 2026", status: "En attente", amount: "480,00 €" },
  { id: "F-2033", date: "2 avril 2026", status: "Payée", amount: "2 100,00 €" },
];

const meta = {
  title: "Data display/Table",
  component: Table,
  tags: ["autodocs"],
  args: { containerClassName: "w-[32rem]" },
  render: (args) => (
    <Table {...args}>
      <TableCaption>Factures du trimestre</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>Numéro</TableHead>
          <TableHead>Date</TableHead>
          <TableHead>Statut</TableHead>
          <TableHead className="text-right">Montant</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {invoices.map((invoice) => (
          <TableRow key={invoice.id}>
            <TableCell className="font-medium">{invoice.id}</TableCell>
            <TableCell>{invoice.date}</TableCell>
            <TableCell>{invoice.status}</TableCell>
            <TableCell className="text-right tabular-nums">{invoice.amount}</TableCell>
          </TableRow>
        ))}
      </TableBody>
      <TableFooter>
        <TableRow>
          <TableHead scope="row" colSpan={3} className="text-foreground">
            Total
          </TableHead>
          <TableCell className="text-right tabular-nums">3 830,00 €</TableCell>
        </TableRow>
      </TableFooter>
    </Table>
  ),
} satisfies Meta<typeof Table>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole("table", { name: "Factures du trimestre" });
    await expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Numéro", "Date", "Statut", "Montant"]);
    await expect(within(table).getByRole("rowheader", { name: "Total" })).toBeVisible();
    await expect(within(table).getAllByRole("row")).toHaveLength(5);
  },
};

const cities = [
  ["Paris", "2 133 111", "105,4", "Île-de-France", "75", "Seine"],
  ["Marseille", "873 076", "240,6", "Provence-Alpes-Côte d’Azur", "13", "Bouches-du-Rhône"],
  ["Lyon", "522 250", "47,9", "Auvergne-Rhône-Alpes", "69", "Rhône"],
];

/** Wider than its container: the region scrolls sideways and is reachable with Tab, then the arrow keys scroll it. */
export const ScrollsSideways: Story = {
  render: () => (
    <Table containerClassName="w-72">
      <TableCaption>Largest French cities</TableCaption>
      <TableHeader>
        <TableRow>
          {["City", "Population", "Area (km²)", "Region", "Department", "Department name"].map((heading) => (
            <TableHead key={heading}>{heading}</TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {cities.map(([city, ...cells]) => (
          <TableRow key={city}>
            <TableHead scope="row">{city}</TableHead>
            {cells.map((cell) => (
              <TableCell key={cell}>{cell}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  ),
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: "Largest French cities" });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await userEvent.tab();
    await expect(region).toHaveFocus();
    // The arrow keys then scroll it natively; user-event's synthetic keys cannot show that (table.test.tsx does).
  },
};

/** With no caption, an `aria-label` names both the table and its region. */
export const LabelledWithoutCaption: Story = {
  args: { "aria-label": "Derniers paiements" },
  render: (args) => (
    <Table {...args}>
      <TableHeader>
        <TableRow>
          <TableHead>Date</TableHead>
          <TableHead className="text-right">Montant</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        <TableRow data-state="selected">
          <TableCell>2 avril 2026</TableCell>
          <TableCell className="text-right">2 100,00 €</TableCell>
        </TableRow>
      </TableBody>
    </Table>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region", { name: "Derniers paiements" })).toBeVisible();
    await expect(canvas.getByRole("table", { name: "Derniers paiements" })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: "sombre" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("table", { name: "Factures du trimestre" })).toBeVisible();
  },
};
