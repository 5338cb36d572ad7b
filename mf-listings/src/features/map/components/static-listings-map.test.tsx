import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toListing, type Listing } from 'shared-api';
import { makeListingDto } from 'shared-api/mocks';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAMPUS_CENTER, DEFAULT_ZOOM, groupKey } from '../utils/group-listings';
import { firstView, layerPoint } from '../utils/web-mercator';
import { StaticListingsMap } from './static-listings-map';

// The static first view must not bring Leaflet along: importing it here fails this file.
vi.mock('leaflet', () => {
  throw new Error('the static first view imported leaflet');
});
vi.mock('react-leaflet', () => {
  throw new Error('the static first view imported react-leaflet');
});

const at = (listingID: number, title: string, rent: number, lat: number, lon: number) =>
  toListing(makeListingDto({ listingID, title, rent, lat, lon }));

const listings: Listing[] = [
  at(1, 'Unit A', 900, 43.0731, -89.4012),
  at(2, 'Unit B', 950, 43.0731, -89.4012),
  at(3, 'Lonely loft', 1250, 43.078, -89.405),
  // About 14 m apart: 4 px at zoom 15, one cluster.
  at(4, 'Twin one', 800, 43.072, -89.415),
  at(5, 'Twin two', 850, 43.0721, -89.4151),
  // Far east of campus: off the map.
  at(6, 'Far away', 700, 43.1, -89.3),
];

/** The results' map column at 1280 × 800 (jsdom has no layout: its client size, as Leaflet reads it). */
const SIZE = { x: 525, y: 704 };
function withSize(size: { x: number; y: number }) {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(size.x);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(size.y);
}
afterEach(() => vi.restoreAllMocks());

function renderStatic(items: readonly Listing[] = listings) {
  const onWake = vi.fn();
  const onIntent = vi.fn();
  const ui = (xs: readonly Listing[]) => (
    <StaticListingsMap listings={xs} onWake={onWake} onIntent={onIntent} />
  );
  const utils = render(ui(items));
  const frame = utils.container.querySelector<HTMLElement>('[data-static-map]')!;
  return {
    ...utils,
    frame,
    onWake,
    onIntent,
    rerenderWith: (xs: Listing[]) => utils.rerender(ui(xs)),
  };
}

describe('StaticListingsMap, laid out', () => {
  beforeEach(() => withSize(SIZE));

  it('draws price bubbles, a group and a cluster with the live markers’ names', () => {
    renderStatic();
    const map = screen.getByLabelText('Map of listings');
    const loft = within(map).getByRole('button', { name: 'Lonely loft, $1,250 per month' });
    expect(loft).toHaveTextContent('$1,250');
    expect(within(map).getByRole('button', { name: /^2 Units at / })).toHaveTextContent('2 Units');
    expect(
      within(map).getByRole('button', { name: '2 listings here, zoom in to see them' }),
    ).toHaveTextContent('2');
    // The twins are in the cluster, not bubbles of their own; the far one is off the map.
    expect(within(map).queryByRole('button', { name: /^Twin/ })).not.toBeInTheDocument();
    expect(within(map).queryByRole('button', { name: /^Far away/ })).not.toBeInTheDocument();
    expect(screen.getByText('1 listing outside the map')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'RECENTER' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zoom in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'OpenStreetMap' })).toBeInTheDocument();
  });

  it('puts each bubble on its pixel, with the live bubble’s classes and stacking', () => {
    renderStatic();
    const loft = screen.getByRole('button', { name: /^Lonely loft/ });
    const p = layerPoint(firstView(CAMPUS_CENTER, DEFAULT_ZOOM, SIZE), 43.078, -89.405);
    expect(loft.style.transform).toBe(`translate(${p.x}px, ${p.y}px)`);
    expect(loft.style.zIndex).toBe(String(p.y));
    expect(loft).toHaveClass('leaflet-marker-icon', 'leaflet-interactive');
    expect(loft).toHaveAttribute('data-spot', groupKey(43.078, -89.405));
  });

  it('puts a cluster between its spots, as Leaflet places it, over the bubbles', () => {
    renderStatic();
    const cluster = screen.getByRole('button', { name: /listings here, zoom in/ });
    const drawn = /^translate3d\((-?[\d.]+)px, (-?[\d.]+)px, 0px\)$/.exec(cluster.style.transform);
    expect(drawn, cluster.style.transform).not.toBeNull();
    // The twins are 4 px apart: the cluster is drawn on their midpoint, to the pixel.
    const view = firstView(CAMPUS_CENTER, DEFAULT_ZOOM, SIZE);
    const a = layerPoint(view, 43.072, -89.415);
    const b = layerPoint(view, 43.0721, -89.4151);
    expect(Math.abs(Number(drawn![1]) - (a.x + b.x) / 2)).toBeLessThanOrEqual(1);
    expect(Math.abs(Number(drawn![2]) - (a.y + b.y) / 2)).toBeLessThanOrEqual(1);
    expect(Number(cluster.style.zIndex)).toBe(Number(drawn![2]) + 500);
    expect(cluster).toHaveClass('leaflet-marker-icon', 'leaflet-interactive');
  });

  it('draws the default view’s tiles from the configured template', () => {
    const { container } = renderStatic();
    const tiles = [...container.querySelectorAll<HTMLImageElement>('img[role=presentation]')];
    // Hand-checked in web-mercator.test.ts (and against Leaflet there): 3 × 4 tiles, centre first.
    expect(tiles).toHaveLength(12);
    const byUrl = new Map(tiles.map((t) => [t.getAttribute('src'), t.style.transform]));
    expect(byUrl.get('https://tile.openstreetmap.org/15/8244/12029.png')).toBe(
      'translate3d(-173px, -205px, 0px)',
    );
    expect(byUrl.get('https://tile.openstreetmap.org/15/8246/12032.png')).toBe(
      'translate3d(339px, 563px, 0px)',
    );
  });

  it('hands every click to the live map, and wakes it', async () => {
    const user = userEvent.setup();
    const { onIntent, onWake } = renderStatic();
    await user.click(screen.getByRole('button', { name: /^Lonely loft/ }));
    expect(onIntent).toHaveBeenLastCalledWith({ kind: 'spot', key: groupKey(43.078, -89.405) });
    await user.click(screen.getByRole('button', { name: /listings here, zoom in/ }));
    expect(onIntent).toHaveBeenLastCalledWith(
      expect.objectContaining({ kind: 'cluster', expansionZoom: expect.any(Number) }),
    );
    expect(onIntent.mock.lastCall![0].expansionZoom).toBeGreaterThan(DEFAULT_ZOOM);
    await user.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(onIntent).toHaveBeenLastCalledWith({ kind: 'zoom', delta: -1 });
    await user.click(screen.getByRole('button', { name: 'RECENTER' }));
    expect(onIntent).toHaveBeenLastCalledWith({ kind: 'recenter' });
    await user.click(screen.getByRole('button', { name: 'Show all' }));
    expect(onIntent).toHaveBeenLastCalledWith({ kind: 'fit-all' });
    expect(onWake).toHaveBeenCalled();
  });

  it('wakes the live map on the first sign of use, and not before', () => {
    for (const use of [
      (el: HTMLElement) => fireEvent.pointerEnter(el),
      // A pointer that was already over the picture when it appeared: it moves or presses.
      (el: HTMLElement) => fireEvent.pointerMove(el),
      (el: HTMLElement) => fireEvent.pointerDown(el),
      (el: HTMLElement) => fireEvent.focus(el),
      (el: HTMLElement) => fireEvent.touchStart(el),
      (el: HTMLElement) => fireEvent.wheel(el),
    ]) {
      const { frame, onWake, unmount } = renderStatic();
      expect(onWake).not.toHaveBeenCalled();
      use(frame.querySelector<HTMLElement>('[aria-label="Map of listings"]')!);
      expect(onWake).toHaveBeenCalledTimes(1);
      unmount();
    }
  });

  it('redraws when the results change (filters stay live)', () => {
    const { rerenderWith } = renderStatic();
    rerenderWith([listings[2]!]);
    expect(screen.getByRole('button', { name: /^Lonely loft/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^2 Units/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /listings here/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/outside the map/)).not.toBeInTheDocument();
  });
});

describe('StaticListingsMap, cluster buttons across a change of results', () => {
  beforeEach(() => withSize(SIZE));
  const twins = [listings[3]!, listings[4]!];
  // About 14 m apart, south-east of campus: another cluster.
  const pair = [at(7, 'Pair one', 800, 43.068, -89.402), at(8, 'Pair two', 850, 43.0681, -89.4021)];
  const clusterButtons = (container: HTMLElement) => [
    ...container.querySelectorAll<HTMLElement>('[data-cluster]'),
  ];

  it('keeps the button of a cluster that is still drawn', () => {
    const { container, rerenderWith } = renderStatic([...twins, ...pair]);
    const [first, second] = clusterButtons(container);
    const stays = second!.dataset.cluster;
    // The spots of the first cluster go (whichever it is): the second one is drawn again.
    const firstSpots = first!.dataset.cluster!.endsWith(groupKey(43.072, -89.415)) ? twins : pair;
    rerenderWith([...twins, ...pair].filter((l) => !firstSpots.includes(l)));
    const [left] = clusterButtons(container);
    expect(clusterButtons(container)).toHaveLength(1);
    expect(left!.dataset.cluster).toBe(stays);
    expect(left).toBe(second);
  });

  it('hands the button of a cluster gone to a new one: its place, count and name are new', () => {
    const { container, rerenderWith } = renderStatic(twins);
    const [before] = clusterButtons(container);
    const was = { key: before!.dataset.cluster, transform: before!.style.transform };
    rerenderWith([...pair, at(9, 'Pair three', 900, 43.0679, -89.4019)]);
    const [after] = clusterButtons(container);
    expect(after).toBe(before);
    expect(after!.dataset.cluster).not.toBe(was.key);
    expect(after!.style.transform).not.toBe(was.transform);
    expect(after).toHaveAccessibleName('3 listings here, zoom in to see them');
    expect(after).toHaveTextContent('3');
  });
});

describe('StaticListingsMap before layout (jsdom), as Leaflet without a size', () => {
  it('gives every spot its bubble, and draws no tile', () => {
    const { container } = renderStatic();
    expect(screen.getByRole('button', { name: /^Twin one/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Far away/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /listings here/ })).not.toBeInTheDocument();
    expect(container.querySelectorAll('img')).toHaveLength(0);
  });
});
