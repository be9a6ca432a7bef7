import type { Meta, StoryObj } from "@storybook/react-vite";
import { placeholderImage } from "../../story-utils/placeholder-image";
import { VideoHero } from "./video-hero";

const meta = {
  title: "Components/VideoHero",
  component: VideoHero,
  parameters: { layout: "fullscreen" },
  args: {
    // No video file ships with the library: the browser falls back to the poster and the
    // button offers Play, which is also what a refused autoplay looks like.
    sources: [{ src: "data:video/webm;base64,", type: "video/webm" }],
    poster: placeholderImage("#8a6a45", 1280, 720),
    children: (
      <>
        <h1 style={{ margin: 0 }}>Welcome to the jute mill</h1>
        <p style={{ margin: 0 }}>Golden fibre, spun and woven since 1982.</p>
      </>
    ),
  },
} satisfies Meta<typeof VideoHero>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
