import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";

import { PortraitView } from "./portrait-view.tsx";

const meta = {
  title: "Portrait/PortraitView",
  component: PortraitView,
  tags: ["autodocs"],
  args: {
    portrait:
      "<p>Développeuse <strong>front-end</strong> depuis six ans.</p><ul><li>React</li><li>Accessibilité</li></ul>",
    loadDraft: fn(async () => "<p>Je suis Camille.</p>"),
    onSave: fn(async () => {}),
  },
  decorators: [
    (Story) => (
      <div className="w-[min(48rem,92vw)]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PortraitView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Reading: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("article")).toHaveTextContent(/Développeuse front-end depuis six ans\./);
    await expect(canvas.getAllByRole("listitem")).toHaveLength(2);
  },
};

/** What the server sanitises is sanitised on display too: no script, no handler. */
export const Sanitised: Story = {
  args: {
    portrait: '<p onclick="alert(1)">Bonjour<script>alert(1)</script><img src="x" alt="" onerror="alert(1)"></p>',
  },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole("article")).toHaveTextContent("Bonjour");
    await expect(canvasElement.querySelector("script, [onclick], [onerror]")).toBeNull();
  },
};

export const Loading: Story = { args: { portrait: undefined } };

/** « Modifier » opens the editor; saving goes back to reading, focus on « Modifier ». */
export const Editing: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Modifier" }));
    const editor = await canvas.findByRole("textbox", { name: "Mon portrait" }, { timeout: 10_000 });
    await expect(editor).toHaveTextContent(/Développeuse front-end/);
    await userEvent.click(canvas.getByRole("button", { name: "Enregistrer" }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    const modify = await canvas.findByRole("button", { name: "Modifier" });
    await waitFor(() => expect(modify).toHaveFocus());
  },
};
