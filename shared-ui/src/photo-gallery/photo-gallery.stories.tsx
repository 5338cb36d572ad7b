import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../button';
import type { ImageSource } from '../image';
import { PhotoGallery } from './photo-gallery';

/** Inline SVG photos in two sizes (Storybook runs offline); one is a tall portrait. */
const svg = (label: string, hue: number, w: number, h: number) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="100%" height="100%" fill="hsl(${hue} 45% 55%)"/><text x="50%" y="50%" fill="white" font-family="sans-serif" font-size="${w / 16}" text-anchor="middle">${label} ${w}w</text></svg>`,
  )}`;
const photo = (label: string, hue: number, w: number, h: number): ImageSource => ({
  src: svg(label, hue, 800, (800 * h) / w),
  srcSet: `${svg(label, hue, 400, (400 * h) / w)} 400w, ${svg(label, hue, 800, (800 * h) / w)} 800w`,
  width: 800,
  height: (800 * h) / w,
});
const images = [
  photo('Living room', 200, 1600, 1000),
  photo('Stairs', 20, 1000, 1600),
  photo('Bedroom', 120, 1600, 900),
];

function Demo({ images: list }: { images: ImageSource[] }) {
  const [open, setOpen] = useState(true);
  const [index, setIndex] = useState(0);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open photos</Button>
      <PhotoGallery
        open={open}
        onOpenChange={setOpen}
        images={list}
        index={index}
        onIndexChange={setIndex}
        title="Langdon St studio by the lake"
      />
    </>
  );
}

const meta: Meta<typeof Demo> = {
  title: 'Components/PhotoGallery',
  component: Demo,
  args: { images },
  parameters: {
    docs: {
      description: {
        component:
          'Full-screen photos: arrows and arrow keys wrap, swipe on touch, pinch or double-tap to zoom, Escape closes. Only the photo shown and the next are fetched.',
      },
    },
  },
};
export default meta;
type Story = StoryObj<typeof Demo>;

export const Photos: Story = {};
export const OnePhoto: Story = { args: { images: images.slice(0, 1) } };
