import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { JUTE_COLORS, placeholderImage } from "../../story-utils/placeholder-image";
import { Carousel } from "./carousel";

const items = Array.from({ length: 9 }, (_, i) => ({
  id: `q${i + 1}`,
  label: `Hessian ${i + 1}`,
  content: (
    <figure style={{ margin: 0 }}>
      <img src={placeholderImage(JUTE_COLORS[i] ?? "#c9a66b", 300, 200)} alt="" width={300} height={200} />
      <figcaption>Hessian quality {i + 1}</figcaption>
    </figure>
  ),
}));

const meta = {
  title: "Components/Carousel",
  component: Carousel,
  args: { label: "Hessian cloth qualities", items },
} satisfies Meta<typeof Carousel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The hessian cloth carousel: 1/2/3/4 per page by width, every 5000 ms. */
export const HessianCloth: Story = {};
export const Navigated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Next" }));
    await expect(canvas.getByRole("button", { name: "Play carousel" })).toBeInTheDocument();
  },
};
export const FewItems: Story = { args: { items: items.slice(0, 2) } };
export const NoAutoplay: Story = { args: { autoplay: false } };
