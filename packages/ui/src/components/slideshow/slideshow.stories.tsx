import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { JUTE_COLORS, placeholderImage } from "../../story-utils/placeholder-image";
import { Slideshow } from "./slideshow";

const names = ["White Jute", "Tossa Jute", "Mesta Jute", "Jute Cuttings", "Jute Yarn", "Hessian"];
const slides = (n: number) =>
  names.slice(0, n).map((name, i) => ({
    id: name,
    label: name,
    content: (
      <figure style={{ margin: 0 }}>
        <img src={placeholderImage(JUTE_COLORS[i] ?? "#c9a66b", 800, 400)} alt={name} width={800} height={400} />
        <figcaption>{name}</figcaption>
      </figure>
    ),
  }));

const meta = {
  title: "Components/Slideshow",
  component: Slideshow,
  args: { label: "Types of jute", slides: slides(4) },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof Slideshow>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The page slideshows: every 3000 ms. */
export const Default: Story = {};
/** The diversification slider: 5000 ms dwell, 1000 ms cross-fade, loops, 400 px high. */
export const Diversification: Story = { args: { label: "Jute diversification", slides: slides(6), interval: 5000, transitionMs: 1000, height: 400 } };
export const NoLoop: Story = { args: { loop: false } };
export const Paused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Pause slideshow" }));
    await expect(canvas.getByRole("button", { name: "Play slideshow" })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Next slide" }));
    await expect(canvas.getByRole("group", { name: /^2 of 4/ })).toBeVisible();
  },
};
export const SingleSlide: Story = { args: { slides: slides(1) } };
export const NoAutoplay: Story = { args: { autoplay: false } };
