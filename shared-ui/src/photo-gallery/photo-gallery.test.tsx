import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PhotoGallery } from './photo-gallery';

const images = ['a', 'b', 'c'].map((n) => ({
  src: `/w800/${n}.jpg`,
  srcSet: `/w400/${n}.jpg 400w, /w800/${n}.jpg 800w`,
  width: 800,
  height: 500,
}));

function Harness({ start = 0 }: { start?: number }) {
  const [open, setOpen] = useState(false);
  const [index, setIndex] = useState(start);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <PhotoGallery
        open={open}
        onOpenChange={setOpen}
        images={images}
        index={index}
        onIndexChange={setIndex}
        title="Studio"
      />
    </>
  );
}

const shown = () => screen.getByRole('img', { name: /^Studio \(/ });

describe('PhotoGallery', () => {
  it('is a named dialog that keeps focus inside and closes with Escape, focus back on the opener', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Photos of Studio' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    for (let i = 0; i < 5; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('moves with the arrow keys and buttons, wrapping around, and fetches only the shown and next photo', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(shown()).toHaveAccessibleName('Studio (1 of 3)');
    expect(shown()).toHaveAttribute('srcset', images[0]?.srcSet);
    expect(shown()).toHaveAttribute('sizes', '100vw');
    const srcs = () =>
      [...screen.getByRole('dialog').querySelectorAll('img')].map((i) => i.getAttribute('src'));
    expect(srcs()).toEqual(['/w800/a.jpg', '/w800/b.jpg']);
    await user.keyboard('{ArrowLeft}');
    expect(shown()).toHaveAccessibleName('Studio (3 of 3)');
    expect(srcs()).toEqual(['/w800/c.jpg', '/w800/a.jpg']);
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(shown()).toHaveAccessibleName('Studio (1 of 3)');
    expect(screen.getByText('1 / 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close photos' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('goes to the next photo on a swipe left and zooms on a double tap', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const stage = shown().parentElement as HTMLElement;
    fireEvent.pointerDown(stage, { pointerId: 1, clientX: 300, clientY: 200 });
    fireEvent.pointerMove(stage, { pointerId: 1, clientX: 150, clientY: 205 });
    fireEvent.pointerUp(stage, { pointerId: 1, clientX: 150, clientY: 205 });
    expect(shown()).toHaveAccessibleName('Studio (2 of 3)');
    for (const t of [1000, 1100]) {
      fireEvent.pointerDown(stage, { pointerId: 2, clientX: 200, clientY: 200, timeStamp: t });
      fireEvent.pointerUp(stage, { pointerId: 2, clientX: 200, clientY: 200, timeStamp: t });
    }
    expect(shown().style.transform).toContain('scale(2)');
  });
});
